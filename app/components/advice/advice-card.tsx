import { MessageSquare, Phone } from "lucide-react";
import { Link } from "react-router";
import { ADVICE_KIND_TEXT } from "#core/advice";
import { formatDateTime } from "#core/dates";
import { formatYuan } from "#core/money";
import { ServiceStatusBadge } from "~/components/service-order/status-badge";
import type { Outputs } from "~/lib/api-types";
import { AdviceActions } from "./advice-actions";

type AdviceView = Outputs["advice"]["mine"]["records"][number];

/** One advice order in /myAdvice or 咨询中心: what was asked, by whom or of whom, where it stands. */
export function AdviceCard({ advice: a, viewer, me, href }: { advice: AdviceView; viewer: "user" | "lawyer"; me: number; href: string }) {
  const Icon = a.kind === "PHONE" ? Phone : MessageSquare;
  const who = viewer === "user" ? (a.lawyerName ? `${a.lawyerName}律师` : a.requestedName ? `指定：${a.requestedName}律师` : "平台匹配律师") : null;
  return (
    <li className="rounded-lg border border-slate-200 bg-white" data-testid="advice-row" data-advice-id={a.id}>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-1 border-b border-slate-100 bg-slate-50 px-4 py-2 text-xs text-slate-500">
        <span className="inline-flex items-center gap-1 rounded bg-white px-1.5 py-0.5 text-slate-600 ring-1 ring-slate-200">
          <Icon className="h-3.5 w-3.5" aria-hidden />
          {ADVICE_KIND_TEXT[a.kind]}
        </span>
        <span>{a.fieldName}</span>
        <span>提交于 {formatDateTime(a.createdAt).slice(0, 16)}</span>
        {a.unread > 0 ? <span className="rounded-full bg-danger-500 px-1.5 text-white">{a.unread} 条新消息</span> : null}
      </div>
      <div className="grid gap-3 px-4 py-3 sm:grid-cols-[1fr_auto] sm:gap-6">
        <div className="min-w-0 space-y-1">
          <Link to={href} className="line-clamp-2 font-medium text-slate-900 hover:text-brand-600">
            {a.question}
          </Link>
          {who ? <p className="text-sm text-slate-500">{who}</p> : null}
          {viewer === "lawyer" && a.phone ? <p className="text-sm text-slate-500">当事人电话：{a.phone}</p> : null}
          {a.statusText === "待接单" && a.acceptDeadline ? (
            <p className="text-xs text-amber-700">{formatDateTime(a.acceptDeadline).slice(0, 16)} 前无律师接单将自动全额退款</p>
          ) : null}
          {a.statusText === "服务中" && a.endsAt ? (
            <p className="text-xs text-brand-700">
              {a.kind === "PHONE" ? `律师应于 ${formatDateTime(a.endsAt).slice(0, 16)} 前回电` : `服务截止 ${formatDateTime(a.endsAt).slice(0, 16)}`}
            </p>
          ) : null}
          {a.lastPreview ? <p className="line-clamp-1 text-xs text-slate-500">最新消息：{a.lastPreview}</p> : null}
          {a.refundReason && (a.statusText === "退款中" || a.statusText === "已退款") ? (
            <p className="text-xs text-slate-500">退款原因：{a.refundReason}</p>
          ) : null}
        </div>
        <div className="flex items-center justify-between gap-3 sm:flex-col sm:items-end">
          <span className="font-medium text-slate-900">{formatYuan(a.amountFen)}</span>
          <ServiceStatusBadge text={a.statusText} testId="advice-status" />
        </div>
      </div>
      <div className="flex flex-wrap items-start justify-between gap-2 border-t border-slate-100 px-4 py-2">
        <AdviceActions advice={a} viewer={viewer} me={me} />
        <Link to={href} className="ml-auto self-center text-sm text-brand-600 hover:underline">
          {a.kind === "ONLINE" && a.chatId ? "进入咨询室" : "查看详情"}
        </Link>
      </div>
    </li>
  );
}
