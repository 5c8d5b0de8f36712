import { FilePenLine, FileSearch } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { formatDateTime } from "#core/dates";
import { formatYuan } from "#core/money";
import { ServiceStatusBadge } from "~/components/service-order/status-badge";
import type { Outputs } from "~/lib/api-types";

export type CustomView = Outputs["custom"]["mine"]["records"][number];

/** Beijing time to the minute, as the cards show deadlines. */
export const minute = (at: number) => formatDateTime(at).slice(0, 16);

/**
 * The frame every custom order card shares (定制与审核, 定制服务, the console): kind, category and
 * submission time with the viewer's tags, the subject, the amount and status, the refund reason, and a
 * footer with the viewer's actions and the link to the order.
 */
export function CustomCardFrame({
  c,
  href,
  tags,
  children,
  actions,
  linkText = "查看详情",
}: {
  c: CustomView;
  href: string;
  tags?: ReactNode;
  children: ReactNode;
  actions?: ReactNode;
  linkText?: string;
}) {
  const Icon = c.kind === "CONTRACT_REVIEW" ? FileSearch : FilePenLine;
  return (
    <li className="rounded-lg border border-slate-200 bg-white" data-testid="custom-row" data-custom-id={c.id}>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-1 border-b border-slate-100 bg-slate-50 px-4 py-2 text-xs text-slate-500">
        <span className="inline-flex items-center gap-1 rounded bg-white px-1.5 py-0.5 text-slate-600 ring-1 ring-slate-200">
          <Icon className="h-3.5 w-3.5" aria-hidden />
          {c.kindText}
        </span>
        <span>{c.categoryName}</span>
        <span>提交于 {minute(c.createdAt)}</span>
        {tags}
        {c.unread > 0 ? <span className="rounded-full bg-danger-500 px-1.5 text-white">{c.unread} 条新消息</span> : null}
      </div>
      <div className="grid gap-3 px-4 py-3 sm:grid-cols-[1fr_auto] sm:gap-6">
        <div className="min-w-0 space-y-1">
          <Link to={href} className="line-clamp-2 font-medium text-slate-900 hover:text-brand-600">
            {c.requirement.subject}
          </Link>
          {children}
          {c.refundReason && (c.statusText === "退款处理中" || c.statusText === "已退款") ? (
            <p className="text-xs text-slate-500">退款原因：{c.refundReason}</p>
          ) : null}
        </div>
        <div className="flex items-center justify-between gap-3 sm:flex-col sm:items-end">
          <span className="font-medium text-slate-900">{formatYuan(c.amountFen)}</span>
          <ServiceStatusBadge text={c.statusText} testId="custom-status" />
        </div>
      </div>
      <div className="flex flex-wrap items-start justify-between gap-2 border-t border-slate-100 px-4 py-2">
        {actions}
        <Link to={href} className="ml-auto self-center text-sm text-brand-600 hover:underline">
          {linkText}
        </Link>
      </div>
    </li>
  );
}
