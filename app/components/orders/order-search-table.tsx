import { formatDateTime } from "#core/dates";
import { formatYuan } from "#core/money";
import { ORDER_TYPE_TEXT, type OrderStatus, type OrderType, PAY_CHANNEL_TEXT } from "#core/orders";
import { EmptyState } from "~/components/ui/empty-state";
import { td, th } from "./console-text";
import { OrderStatusBadge } from "./order-status";

type Row = {
  orderNo: string;
  type: OrderType;
  subject: string;
  amountFen: number;
  status: number;
  payChannel: "WECHAT" | "ALIPAY" | null;
  refundReason: string | null;
  note: string | null;
  createdAt: number;
  paidAt: number | null;
  userId: number;
  userPhone: string;
};

export function OrderSearchTable({ rows }: { rows: Row[] }) {
  if (rows.length === 0) return <EmptyState title="没有符合条件的订单" />;
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[960px] text-left text-sm">
        <thead className="bg-slate-50 text-slate-500">
          <tr>
            <th className={th}>订单</th>
            <th className={th}>用户</th>
            <th className={th}>类型</th>
            <th className={th}>金额</th>
            <th className={th}>状态</th>
            <th className={th}>支付方式</th>
            <th className={th}>下单 / 支付时间</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((o) => (
            <tr key={o.orderNo} className="border-t border-slate-100 align-top" data-testid="console-order-row">
              <td className={`${td} max-w-xs`}>
                <p className="text-slate-800">{o.subject}</p>
                <p className="font-mono text-xs text-slate-500">{o.orderNo}</p>
                {o.note ? <p className="mt-0.5 text-xs text-slate-500">{o.note}</p> : null}
              </td>
              <td className={`${td} whitespace-nowrap`}>
                {o.userPhone}
                <p className="text-xs text-slate-500">ID {o.userId}</p>
              </td>
              <td className={`${td} whitespace-nowrap`}>{ORDER_TYPE_TEXT[o.type]}</td>
              <td className={`${td} whitespace-nowrap`}>{formatYuan(o.amountFen)}</td>
              <td className={td}>
                <OrderStatusBadge status={o.status as OrderStatus} />
              </td>
              <td className={`${td} whitespace-nowrap`}>{o.payChannel ? PAY_CHANNEL_TEXT[o.payChannel] : "—"}</td>
              <td className={`${td} whitespace-nowrap text-xs text-slate-500`}>
                <p>{formatDateTime(o.createdAt)}</p>
                {o.paidAt ? <p>{formatDateTime(o.paidAt)}</p> : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
