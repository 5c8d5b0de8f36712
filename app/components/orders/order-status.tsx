import { ORDER_STATUS_TEXT, type OrderStatus } from "#core/orders";

const TONE: Record<OrderStatus, string> = {
  0: "bg-amber-50 text-amber-700 ring-amber-200",
  1: "bg-brand-50 text-brand-700 ring-brand-100",
  2: "bg-slate-100 text-slate-500 ring-slate-200",
  11: "bg-orange-50 text-orange-700 ring-orange-200",
  12: "bg-violet-50 text-violet-700 ring-violet-200",
  21: "bg-red-50 text-red-700 ring-red-200",
  30: "bg-emerald-50 text-emerald-700 ring-emerald-200",
};

/** An unpaid order past its deadline is shown as 已超时 until the cron closes it. */
export function OrderStatusBadge({ status, expired = false }: { status: OrderStatus; expired?: boolean }) {
  const text = status === 0 && expired ? "已超时" : ORDER_STATUS_TEXT[status];
  const tone = status === 0 && expired ? TONE[2] : TONE[status];
  return (
    <span data-testid="order-status" className={`inline-block whitespace-nowrap rounded px-2 py-0.5 text-xs ring-1 ring-inset ${tone}`}>
      {text}
    </span>
  );
}
