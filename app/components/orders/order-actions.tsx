import { lazy, Suspense, useState } from "react";
import { Form, Link, useNavigation, useRevalidator } from "react-router";
import { ORDER_STATUS, type OrderStatus, type OrderType, TEMPLATE_REFUND_DAYS } from "#core/orders";
import { toast } from "~/components/ui/toast";
import type { ActionResult } from "~/lib/action-result";

const PayPopup = lazy(() => import("~/components/pay/pay-popup"));

export type ActionableOrder = { orderNo: string; type: OrderType; status: OrderStatus; targetId: number | null; expiresAt: number };

const button = "rounded-md border px-3 py-1.5 text-sm disabled:opacity-60";

/** 去支付 / 取消订单 / 申请退款 / 查看范本 / 详情 for one order; the forms post to the page's action. */
export function OrderActions({ order, now, result, detailLink = true }: { order: ActionableOrder; now: number; result?: ActionResult; detailLink?: boolean }) {
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  const [paying, setPaying] = useState(false);
  const cancelIntent = `cancel:${order.orderNo}`;
  const refundIntent = `refund:${order.orderNo}`;
  const pending = navigation.state === "submitting" ? String(navigation.formData?.get("intent") ?? "") : "";
  const mine = result && (result.intent === cancelIntent || result.intent === refundIntent) ? result : undefined;
  const refundFailed = mine?.intent === refundIntent && !mine.ok;
  const unpaid = order.status === ORDER_STATUS.UNPAID;
  const payable = unpaid && order.expiresAt > now;
  const refundable = order.type === "TEMPLATE" && order.status === ORDER_STATUS.PAID;

  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-center justify-end gap-2">
        {order.type === "TEMPLATE" && order.targetId !== null ? (
          <Link to={`/templateDetails/${order.targetId}`} className={`${button} border-slate-200 text-slate-600 hover:bg-slate-50`}>
            查看范本
          </Link>
        ) : null}
        {detailLink ? (
          <Link to={`/myOrder/changeOrder?orderNo=${order.orderNo}`} className={`${button} border-slate-200 text-slate-600 hover:bg-slate-50`}>
            详情
          </Link>
        ) : null}
        {unpaid ? (
          <Form
            method="post"
            onSubmit={(e) => {
              if (!window.confirm("确定取消该订单吗？取消后如需购买请重新下单。")) e.preventDefault();
            }}
          >
            <input type="hidden" name="intent" value={cancelIntent} />
            <input type="hidden" name="orderNo" value={order.orderNo} />
            <button type="submit" disabled={pending === cancelIntent} className={`${button} border-slate-200 text-slate-600 hover:bg-slate-50`}>
              {pending === cancelIntent ? "取消中…" : "取消订单"}
            </button>
          </Form>
        ) : null}
        {payable ? (
          <button type="button" onClick={() => setPaying(true)} className={`${button} border-danger-500 bg-danger-500 text-white hover:opacity-90`}>
            去支付
          </button>
        ) : null}
      </div>
      {refundable ? (
        <details open={refundFailed || undefined} className="group text-right">
          <summary className={`${button} inline-block cursor-pointer list-none border-brand-500 text-brand-600 hover:bg-brand-50 group-open:bg-brand-50`}>
            申请退款
          </summary>
          <Form method="post" className="mt-2 space-y-2 rounded-md border border-slate-200 bg-slate-50 p-3 text-left">
            <input type="hidden" name="intent" value={refundIntent} />
            <input type="hidden" name="orderNo" value={order.orderNo} />
            <label className="block text-sm text-slate-600">
              退款原因
              <textarea
                name="reason"
                rows={3}
                maxLength={200}
                placeholder="请简要说明退款原因（2-200 字），如：购买错了范本"
                aria-invalid={refundFailed || undefined}
                className="mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900"
              />
            </label>
            {refundFailed ? (
              <p role="alert" className="text-xs text-danger-500">
                {mine.message ?? Object.values(mine.errors)[0]}
              </p>
            ) : null}
            <p className="text-xs text-slate-500">未下载的范本自支付起 {TEMPLATE_REFUND_DAYS} 天内可申请退款；已下载的范本不支持退款。</p>
            <button type="submit" disabled={pending === refundIntent} className={`${button} border-brand-600 bg-brand-600 text-white hover:bg-brand-700`}>
              {pending === refundIntent ? "提交中…" : "提交退款申请"}
            </button>
          </Form>
        </details>
      ) : null}
      {mine && !refundFailed && (mine.message || Object.keys(mine.errors).length) ? (
        <p role={mine.ok ? "status" : "alert"} className={`text-right text-sm ${mine.ok ? "text-emerald-600" : "text-danger-500"}`}>
          {mine.message ?? Object.values(mine.errors)[0]}
        </p>
      ) : null}
      {paying ? (
        <Suspense fallback={null}>
          <PayPopup
            title="支付订单"
            orderNo={order.orderNo}
            onPaid={() => {
              setPaying(false);
              toast.success("支付成功");
              void revalidator.revalidate();
            }}
            onClose={() => setPaying(false)}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
