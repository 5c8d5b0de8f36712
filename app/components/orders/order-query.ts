import { ORDER_STATUS, ORDER_TYPES, type OrderStatus, type OrderType } from "#core/orders";

// Query-string parsing shared by /myOrder and /console/orders. Unknown values fall back to "all"
// rather than failing: a stale bookmark still opens a useful list.
export const STATUS_FILTERS: readonly { value: OrderStatus | null; label: string }[] = [
  { value: null, label: "全部" },
  { value: ORDER_STATUS.UNPAID, label: "待支付" },
  { value: ORDER_STATUS.PAID, label: "已支付" },
  { value: ORDER_STATUS.COMPLETED, label: "已完成" },
  { value: ORDER_STATUS.REFUNDING, label: "退款中" },
  { value: ORDER_STATUS.REFUNDED, label: "已退款" },
  { value: ORDER_STATUS.CLOSED, label: "已关闭" },
  { value: ORDER_STATUS.ABNORMAL, label: "异常" },
];

export function parseStatus(value: string | null): OrderStatus | undefined {
  if (value === null || value === "" || !/^\d{1,2}$/.test(value)) return undefined;
  const n = Number(value);
  return STATUS_FILTERS.find((s) => s.value === n)?.value ?? undefined;
}

export function parseType(value: string | null): OrderType | undefined {
  return ORDER_TYPES.find((t) => t === value);
}

export { pageOf as parsePage } from "#core/page";

export function parseKeyword(value: string | null): string | undefined {
  const k = (value ?? "").trim().slice(0, 40);
  return k || undefined;
}

/** Builds `pathname?query` from a record, leaving out empty values. */
export function hrefWith(pathname: string, params: Record<string, string | number | null | undefined>): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== null && v !== undefined && v !== "") q.set(k, String(v));
  const s = q.toString();
  return s ? `${pathname}?${s}` : pathname;
}
