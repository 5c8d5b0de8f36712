import { FilePenLine, FileSearch } from "lucide-react";
import { Link } from "react-router";
import { formatDateTime } from "#core/dates";
import { formatYuan } from "#core/money";
import { CustomStatusBadge } from "~/components/custom-service/service-parts";
import type { Outputs } from "~/lib/api-types";
import { UserCustomActions } from "./custom-user-actions";

type CustomView = Outputs["custom"]["mine"]["records"][number];

const minute = (at: number) => formatDateTime(at).slice(0, 16);

/** The deadline that matters to the user now: acceptance, the delivery, or the confirmation. */
function deadline(c: CustomView): { text: string; tone: string } | null {
  if (c.statusText === "需求已提交" && c.acceptDeadline) return { text: `${minute(c.acceptDeadline)} 前无律师接单将自动全额退款`, tone: "text-amber-700" };
  if (c.statusText === "服务中" && c.deliveryDueAt) {
    return c.actions.lateRefund
      ? { text: `律师已超过承诺交付时间（${minute(c.deliveryDueAt)}），您可直接申请退款`, tone: "text-danger-500" }
      : { text: c.deliveries ? `律师正在修改，将交付第 ${c.deliveries + 1} 版` : `预计 ${minute(c.deliveryDueAt)} 前交付`, tone: "text-brand-700" };
  }
  if (c.statusText === "已交付" && c.deliveredAt)
    return { text: `${minute(c.deliveredAt)} 已交付第 ${c.deliveries} 版，请下载查看后确认`, tone: "text-indigo-700" };
  if (c.completedAt) return { text: `${minute(c.completedAt)} 完成`, tone: "text-slate-500" };
  return null;
}

/** One order in 定制与审核: what was asked, of whom, where it stands and by when. */
export function CustomCard({ c, href }: { c: CustomView; href: string }) {
  const Icon = c.kind === "CONTRACT_REVIEW" ? FileSearch : FilePenLine;
  const who = c.lawyerName ? `${c.lawyerName}律师` : c.requestedName ? `指定：${c.requestedName}律师（待接单）` : "平台匹配律师中";
  const due = deadline(c);
  return (
    <li className="rounded-lg border border-slate-200 bg-white" data-testid="custom-row" data-custom-id={c.id}>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-1 border-b border-slate-100 bg-slate-50 px-4 py-2 text-xs text-slate-500">
        <span className="inline-flex items-center gap-1 rounded bg-white px-1.5 py-0.5 text-slate-600 ring-1 ring-slate-200">
          <Icon className="h-3.5 w-3.5" aria-hidden />
          {c.kindText}
        </span>
        <span>{c.categoryName}</span>
        <span>提交于 {minute(c.createdAt)}</span>
        {c.unread > 0 ? <span className="rounded-full bg-danger-500 px-1.5 text-white">{c.unread} 条新消息</span> : null}
      </div>
      <div className="grid gap-3 px-4 py-3 sm:grid-cols-[1fr_auto] sm:gap-6">
        <div className="min-w-0 space-y-1">
          <Link to={href} className="line-clamp-2 font-medium text-slate-900 hover:text-brand-600">
            {c.requirement.subject}
          </Link>
          <p className="text-sm text-slate-500">{who}</p>
          {due ? <p className={`text-xs ${due.tone}`}>{due.text}</p> : null}
          {c.lastPreview ? <p className="line-clamp-1 text-xs text-slate-400">最新消息：{c.lastPreview}</p> : null}
          {c.refundReason && (c.statusText === "退款处理中" || c.statusText === "已退款") ? (
            <p className="text-xs text-slate-500">退款原因：{c.refundReason}</p>
          ) : null}
        </div>
        <div className="flex items-center justify-between gap-3 sm:flex-col sm:items-end">
          <span className="font-medium text-slate-900">{formatYuan(c.amountFen)}</span>
          <CustomStatusBadge text={c.statusText} />
        </div>
      </div>
      <div className="flex flex-wrap items-start justify-between gap-2 border-t border-slate-100 px-4 py-2">
        <UserCustomActions c={c} />
        <Link to={href} className="ml-auto self-center text-sm text-brand-600 hover:underline">
          查看详情
        </Link>
      </div>
    </li>
  );
}
