import { Link } from "react-router";
import { formatDateTime } from "#core/dates";
import { ORDER_TYPE_TEXT } from "#core/orders";
import type { ActionResult } from "~/lib/action-result";
import type { Outputs } from "~/lib/api-types";
import { OrderActions } from "./order-actions";
import { OrderAmount } from "./order-amount";
import { OrderStatusBadge } from "./order-status";

type OrderView = Outputs["orders"]["detail"];

/** One order of /myOrder: a card that reads as a table row on wide screens and stacks on phones. */
export function OrderCard({ order, now, result }: { order: OrderView; now: number; result?: ActionResult }) {
  const expired = order.status === 0 && order.expiresAt <= now;
  return (
    <li className="rounded-lg border border-slate-200" data-testid="order-row" data-order-no={order.orderNo}>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-1 border-b border-slate-100 bg-slate-50 px-4 py-2 text-xs text-slate-500">
        <span className="rounded bg-white px-1.5 py-0.5 text-slate-600 ring-1 ring-slate-200">{ORDER_TYPE_TEXT[order.type]}</span>
        <span>
          订单号 <span className="font-mono text-slate-600">{order.orderNo}</span>
        </span>
        <span>下单时间 {formatDateTime(order.createdAt)}</span>
      </div>
      <div className="grid gap-3 px-4 py-3 sm:grid-cols-[1fr_auto_auto] sm:items-start sm:gap-6">
        <div className="min-w-0">
          <p className="font-medium text-slate-900 break-words">{order.subject}</p>
          {order.type === "ADVICE" && order.targetId !== null && order.status !== 0 && order.status !== 2 ? (
            <Link to={`/myAdvice?id=${order.targetId}`} className="mt-1 inline-block text-xs text-brand-600 hover:underline">
              查看咨询进度
            </Link>
          ) : null}
          {(order.type === "CONTRACT_CUSTOMIZATION" || order.type === "CONTRACT_REVIEW") &&
          order.targetId !== null &&
          order.status !== 0 &&
          order.status !== 2 ? (
            <Link to={`/custom?id=${order.targetId}`} className="mt-1 inline-block text-xs text-brand-600 hover:underline">
              查看定制进度
            </Link>
          ) : null}
          {order.status === 0 && !expired ? (
            <p className="mt-1 text-xs text-amber-700">请在 {formatDateTime(order.expiresAt)} 前完成支付，逾期订单将自动关闭</p>
          ) : null}
          {order.status === 11 && order.refundReason ? <p className="mt-1 text-xs text-slate-500">退款原因：{order.refundReason}</p> : null}
        </div>
        <div className="flex items-center justify-between gap-3 sm:flex-col sm:items-end">
          <OrderAmount amountFen={order.amountFen} originalFen={order.originalFen} />
          <OrderStatusBadge status={order.status} expired={expired} />
        </div>
        <OrderActions order={order} now={now} result={result} />
      </div>
    </li>
  );
}
