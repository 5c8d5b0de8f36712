import { FilePenLine, FileSearch } from "lucide-react";
import { Link, useNavigation } from "react-router";
import { formatDateTime } from "#core/dates";
import { formatYuan } from "#core/money";
import type { Page } from "#core/page";
import { Pagination } from "~/components/ui/pagination";
import type { Outputs } from "~/lib/api-types";
import { AcceptButton } from "./service-actions";
import { CustomStatusBadge } from "./service-parts";

type CustomView = Outputs["custom"]["service"]["page"]["records"][number];

const minute = (at: number) => formatDateTime(at).slice(0, 16);

/** The time that matters now: when the offer lapses, when the delivery is due, when it was delivered or finished. */
function deadline(c: CustomView): { text: string; tone: string } | null {
  if (c.statusText === "待接单" && c.acceptDeadline) return { text: `${minute(c.acceptDeadline)} 前无人接单将自动退款`, tone: "text-amber-700" };
  if (c.statusText === "服务中" && c.deliveryDueAt) {
    const late = c.deliveries === 0 && Date.now() > c.deliveryDueAt;
    return late
      ? { text: `已超过承诺交付时间（${minute(c.deliveryDueAt)}），用户可直接退款`, tone: "text-danger-500" }
      : { text: c.deliveries ? `用户已申请修改，请尽快交付第 ${c.deliveries + 1} 版` : `请于 ${minute(c.deliveryDueAt)} 前交付`, tone: "text-brand-700" };
  }
  if (c.statusText === "已交付" && c.deliveredAt) return { text: `${minute(c.deliveredAt)} 已交付第 ${c.deliveries} 版，等待用户确认`, tone: "text-slate-500" };
  if (c.completedAt) return { text: `${minute(c.completedAt)} 完成`, tone: "text-slate-500" };
  return null;
}

/** One order in 定制服务 or the console list: what is asked, for how much, by when. */
export function ServiceCard({ c, href, viewer }: { c: CustomView; href: string; viewer: "lawyer" | "admin" }) {
  const Icon = c.kind === "CONTRACT_REVIEW" ? FileSearch : FilePenLine;
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
        {viewer === "admin" ? <span className="font-mono">{c.orderNo}</span> : null}
        {c.requestedLawyerId !== null && c.lawyerId === null ? <span className="text-brand-700">用户指定您承办</span> : null}
        {c.unread > 0 ? <span className="rounded-full bg-danger-500 px-1.5 text-white">{c.unread} 条新消息</span> : null}
      </div>
      <div className="grid gap-3 px-4 py-3 sm:grid-cols-[1fr_auto] sm:gap-6">
        <div className="min-w-0 space-y-1">
          <Link to={href} className="line-clamp-1 font-medium text-slate-900 hover:text-brand-600">
            {c.requirement.subject}
          </Link>
          <p className="line-clamp-2 text-sm text-slate-600">{c.requirement.details}</p>
          {viewer === "admin" ? (
            <p className="text-xs text-slate-500">
              用户：{c.userName} · 律师：{c.lawyerName ? `${c.lawyerName}律师` : c.requestedName ? `指定 ${c.requestedName}律师（未接单）` : "未接单"}
            </p>
          ) : c.userName ? (
            <p className="text-xs text-slate-500">委托人：{c.userName}</p>
          ) : null}
          {due ? <p className={`text-xs ${due.tone}`}>{due.text}</p> : null}
          {c.lastPreview && viewer === "lawyer" && c.lawyerId !== null ? (
            <p className="line-clamp-1 text-xs text-slate-400">最新消息：{c.lastPreview}</p>
          ) : null}
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
        {c.actions.accept ? <AcceptButton id={c.id} /> : null}
        <Link to={href} className="ml-auto self-center text-sm text-brand-600 hover:underline">
          {c.actions.accept ? "查看需求" : "查看详情"}
        </Link>
      </div>
    </li>
  );
}

export function ServiceList({
  page,
  pathname,
  viewer,
  empty,
}: {
  page: Page<CustomView>;
  pathname: string;
  viewer: "lawyer" | "admin";
  empty: React.ReactNode;
}) {
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location.pathname === pathname;
  return (
    <div aria-busy={loading} className={loading ? "pointer-events-none opacity-50 transition-opacity" : "transition-opacity"}>
      {page.records.length === 0 ? (
        empty
      ) : (
        <ul className="space-y-3">
          {page.records.map((c) => (
            <ServiceCard key={c.id} c={c} viewer={viewer} href={`${pathname}?id=${c.id}`} />
          ))}
        </ul>
      )}
      <Pagination current={page.current} pages={page.pages} total={page.total} />
    </div>
  );
}
