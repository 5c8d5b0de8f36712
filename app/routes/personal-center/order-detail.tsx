import { ChevronLeft } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { formatDateTime } from "#core/dates";
import { formatYuan } from "#core/money";
import { ORDER_NO_PATTERN, ORDER_STATUS, ORDER_TYPE_TEXT, PAY_CHANNEL_TEXT } from "#core/orders";
import { orderAction } from "~/components/orders/order-action.server";
import { OrderActions } from "~/components/orders/order-actions";
import { OrderStatusBadge } from "~/components/orders/order-status";
import { OrderTimeline } from "~/components/orders/order-timeline";
import { EmptyState } from "~/components/ui/empty-state";
import { TitledSection } from "~/components/ui/titled-section";
import type { ActionResult } from "~/lib/action-result";
import { api } from "~/lib/api.server";
import { orNotFound } from "~/lib/not-found.server";
import type { Route } from "./+types/order-detail";

export const meta: Route.MetaFunction = () => [{ title: "订单详情 - 契合" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  if (!context.session.user) return null;
  const orderNo = (new URL(request.url).searchParams.get("orderNo") ?? "").trim();
  const order = ORDER_NO_PATTERN.test(orderNo) ? await orNotFound(api(context).orders.detail({ orderNo })) : null;
  return { order, now: Date.now() };
}

export async function action({ request, context }: Route.ActionArgs) {
  return orderAction(request, context);
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex gap-4 py-2 text-sm">
      <dt className="w-20 shrink-0 text-slate-500">{label}</dt>
      <dd className="min-w-0 flex-1 break-words text-slate-800">{children}</dd>
    </div>
  );
}

/** A box of label–value rows under its title. */
function RowsCard({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <TitledSection id={id} title={title} className="rounded-lg border border-slate-200 p-4" titleClassName="mb-1 font-medium text-slate-900">
      <dl className="divide-y divide-slate-100">{children}</dl>
    </TitledSection>
  );
}

const back = (
  <Link to="/myOrder" className="inline-flex items-center text-sm text-slate-500 hover:text-brand-600">
    <ChevronLeft className="h-4 w-4" aria-hidden />
    返回我的订单
  </Link>
);

export default function OrderDetail({ loaderData, actionData }: Route.ComponentProps) {
  if (!loaderData) return null;
  const { order, now } = loaderData;
  if (!order) {
    return (
      <div className="space-y-4">
        {back}
        <EmptyState title="订单不存在">
          <p className="text-sm">该订单不存在或不属于当前账号，请从“我的订单”中查看。</p>
        </EmptyState>
      </div>
    );
  }
  const expired = order.status === ORDER_STATUS.UNPAID && order.expiresAt <= now;
  const discount = order.originalFen - order.amountFen;
  return (
    <div className="space-y-6">
      {back}
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-lg font-semibold text-slate-900">订单详情</h1>
        <OrderStatusBadge status={order.status} expired={expired} />
      </div>
      <section aria-label="订单进度" className="rounded-lg border border-slate-200 p-4 sm:p-6">
        <OrderTimeline order={order} now={now} />
      </section>
      <div className="grid gap-4 lg:grid-cols-2">
        <RowsCard id="info-title" title="订单信息">
          <Row label="订单号">
            <span className="font-mono">{order.orderNo}</span>
          </Row>
          <Row label="订单类型">{ORDER_TYPE_TEXT[order.type]}</Row>
          <Row label="商品">{order.subject}</Row>
          <Row label="下单时间">{formatDateTime(order.createdAt)}</Row>
          {order.paidAt ? <Row label="支付时间">{formatDateTime(order.paidAt)}</Row> : null}
          <Row label="支付方式">{order.payChannel ? PAY_CHANNEL_TEXT[order.payChannel] : "—"}</Row>
        </RowsCard>
        <RowsCard id="amount-title" title="金额">
          <Row label="商品原价">{formatYuan(order.originalFen)}</Row>
          {discount > 0 ? <Row label="会员优惠">-{formatYuan(discount)}</Row> : null}
          <Row label={order.status === ORDER_STATUS.UNPAID || order.status === ORDER_STATUS.CLOSED ? "应付金额" : "实付金额"}>
            <span className="text-base font-semibold text-danger-500">{formatYuan(order.amountFen)}</span>
          </Row>
        </RowsCard>
      </div>
      {order.refundReason || order.note ? (
        <RowsCard id="refund-title" title="退款与备注">
          {order.refundReason ? <Row label="退款原因">{order.refundReason}</Row> : null}
          {order.note ? <Row label="平台备注">{order.note}</Row> : null}
        </RowsCard>
      ) : null}
      <OrderActions order={order} now={now} result={actionData as ActionResult | undefined} detailLink={false} />
    </div>
  );
}
