import { Form, useNavigation } from "react-router";
import { formatDateTime } from "#core/dates";
import { formatYuan } from "#core/money";
import { ORDER_STATUS, type OrderStatus } from "#core/orders";
import { EmptyState } from "~/components/ui/empty-state";
import type { ActionResult } from "~/lib/action-result";
import { td, th } from "./console-text";
import { OrderStatusBadge } from "./order-status";

type QueueItem = {
  orderNo: string;
  subject: string;
  amountFen: number;
  status: number;
  refundReason: string | null;
  note: string | null;
  refundRequestedAt: number | null;
  paidAt: number | null;
};

/** 退款中 orders (approve or reject) and 异常 orders (money received that must go back). */
export function RefundQueue({ items, result }: { items: QueueItem[]; result?: ActionResult }) {
  const navigation = useNavigation();
  const pending = navigation.state === "submitting" ? String(navigation.formData?.get("intent") ?? "") : "";
  // A handled order leaves the queue, so success is reported above the table, failures on the row.
  const done = result?.ok && /^(approve|reject):/.test(result.intent) ? result : undefined;
  const banner = done ? (
    <p role="status" className="mb-3 rounded bg-emerald-50 px-3 py-2 text-sm text-emerald-700">
      {done.intent.slice(done.intent.indexOf(":") + 1)}：{done.message}
    </p>
  ) : null;
  if (items.length === 0) {
    return (
      <>
        {banner}
        <EmptyState title="暂无待处理的退款" />
      </>
    );
  }
  return (
    <div className="overflow-x-auto">
      {banner}
      <table className="w-full min-w-[860px] text-left text-sm">
        <thead className="bg-slate-50 text-slate-500">
          <tr>
            <th className={th}>订单</th>
            <th className={th}>金额</th>
            <th className={th}>状态</th>
            <th className={th}>原因 / 备注</th>
            <th className={th}>申请时间</th>
            <th className={th}>处理</th>
          </tr>
        </thead>
        <tbody>
          {items.map((o) => {
            const approve = `approve:${o.orderNo}`;
            const reject = `reject:${o.orderNo}`;
            const mine = result && (result.intent === approve || result.intent === reject) ? result : undefined;
            return (
              <tr key={o.orderNo} className="border-t border-slate-100 align-top" data-testid="refund-row">
                <td className={td}>
                  <p className="text-slate-800">{o.subject}</p>
                  <p className="font-mono text-xs text-slate-500">{o.orderNo}</p>
                </td>
                <td className={`${td} whitespace-nowrap`}>{formatYuan(o.amountFen)}</td>
                <td className={td}>
                  <OrderStatusBadge status={o.status as OrderStatus} />
                </td>
                <td className={`${td} max-w-xs text-slate-600`}>
                  {o.refundReason ? <p>{o.refundReason}</p> : null}
                  {o.note ? <p className="text-xs text-slate-500">{o.note}</p> : null}
                </td>
                <td className={`${td} whitespace-nowrap text-slate-500`}>{o.refundRequestedAt ? formatDateTime(o.refundRequestedAt) : "—"}</td>
                <td className={`${td} min-w-56`}>
                  <div className="flex flex-wrap items-start gap-2">
                    <Form
                      method="post"
                      onSubmit={(e) => {
                        if (!window.confirm(`确认向用户原路退款 ${formatYuan(o.amountFen)}？`)) e.preventDefault();
                      }}
                    >
                      <input type="hidden" name="intent" value={approve} />
                      <input type="hidden" name="orderNo" value={o.orderNo} />
                      <button
                        type="submit"
                        disabled={pending === approve}
                        className="rounded bg-brand-600 px-2.5 py-1 text-white hover:bg-brand-700 disabled:opacity-60"
                      >
                        {o.status === ORDER_STATUS.ABNORMAL ? "原路退款" : "同意退款"}
                      </button>
                    </Form>
                    {o.status === ORDER_STATUS.REFUNDING ? (
                      <details open={(mine?.intent === reject && !mine.ok) || undefined}>
                        <summary className="cursor-pointer list-none rounded border border-slate-300 px-2.5 py-1 text-slate-700 hover:bg-slate-50">
                          拒绝
                        </summary>
                        <Form method="post" className="mt-2 space-y-2">
                          <input type="hidden" name="intent" value={reject} />
                          <input type="hidden" name="orderNo" value={o.orderNo} />
                          <label className="block text-xs text-slate-500">
                            拒绝理由（用户可见）
                            <input name="reason" maxLength={200} className="mt-1 w-full rounded border border-slate-300 px-2 py-1 text-sm text-slate-900" />
                          </label>
                          <button type="submit" disabled={pending === reject} className="rounded bg-slate-800 px-2.5 py-1 text-white disabled:opacity-60">
                            确认拒绝
                          </button>
                        </Form>
                      </details>
                    ) : null}
                  </div>
                  {mine && !mine.ok ? (
                    <p role="alert" className="mt-1 text-xs text-danger-500">
                      {mine.message ?? Object.values(mine.errors)[0]}
                    </p>
                  ) : null}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
