import { formatDateTime } from "#core/dates";
import { formatYuan } from "#core/money";
import { EmptyState } from "~/components/ui/empty-state";
import { EVENT_KIND_TEXT, OUTCOME, PROVIDER_TEXT, td, th } from "./console-text";

type PaymentEvent = {
  id: number;
  provider: string;
  kind: string;
  orderNo: string | null;
  transactionId: string | null;
  amountFen: number | null;
  outcome: string;
  detail: string;
  createdAt: number;
};

/** The latest notifications received from the payment providers, whatever became of them. */
export function PaymentLog({ events }: { events: PaymentEvent[] }) {
  if (events.length === 0) return <EmptyState title="暂无支付通知" />;
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: the log scrolls in both directions, so it takes focus for a keyboard to scroll it (axe scrollable-region-focusable)
    <section aria-label="支付通知列表" tabIndex={0} className="max-h-[32rem] overflow-auto">
      <table className="w-full min-w-[860px] text-left text-sm">
        <thead className="sticky top-0 bg-slate-50 text-slate-500">
          <tr>
            <th className={th}>时间</th>
            <th className={th}>渠道</th>
            <th className={th}>类型</th>
            <th className={th}>订单号</th>
            <th className={th}>金额</th>
            <th className={th}>结果</th>
            <th className={th}>说明</th>
          </tr>
        </thead>
        <tbody>
          {events.map((e) => {
            const outcome = OUTCOME[e.outcome] ?? { text: e.outcome, tone: "text-slate-600" };
            return (
              <tr key={e.id} className="border-t border-slate-100 align-top">
                <td className={`${td} whitespace-nowrap text-slate-500`}>{formatDateTime(e.createdAt)}</td>
                <td className={`${td} whitespace-nowrap`}>{PROVIDER_TEXT[e.provider] ?? e.provider}</td>
                <td className={`${td} whitespace-nowrap`}>{EVENT_KIND_TEXT[e.kind] ?? e.kind}</td>
                <td className={td}>
                  <span className="font-mono text-xs">{e.orderNo ?? "—"}</span>
                  {e.transactionId ? <p className="font-mono text-xs text-slate-500">{e.transactionId}</p> : null}
                </td>
                <td className={`${td} whitespace-nowrap`}>{e.amountFen === null ? "—" : formatYuan(e.amountFen)}</td>
                <td className={`${td} whitespace-nowrap ${outcome.tone}`}>{outcome.text}</td>
                <td className={`${td} max-w-xs break-words text-slate-600`}>{e.detail || "—"}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}
