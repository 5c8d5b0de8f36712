import { data } from "react-router";
import { formatYuan } from "#core/money";
import { ORDER_NO_PATTERN, PAY_CHANNEL_TEXT } from "#core/orders";
import { api } from "~/lib/api.server";
import { orNotFound } from "~/lib/not-found.server";
import type { Route } from "./+types/sandbox-cashier";

// The sandbox cashier: what the QR code of the payment popup opens while PAY_PROVIDER=sandbox. 确认支付
// posts to the worker, which sends a signed notification through the same path as WeChat Pay/Alipay.
export async function loader({ params, request, context }: Route.LoaderArgs) {
  if (!ORDER_NO_PATTERN.test(params.orderNo)) throw data(null, { status: 404 });
  const order = await orNotFound(api(context).orders.cashier({ orderNo: params.orderNo }));
  if (!order) throw data(null, { status: 404 });
  const url = new URL(request.url);
  const channel = url.searchParams.get("channel") === "ALIPAY" ? "ALIPAY" : "WECHAT";
  return { order, channel: channel as keyof typeof PAY_CHANNEL_TEXT, result: url.searchParams.get("result") };
}

export const meta: Route.MetaFunction = () => [{ title: "沙箱收银台 - 契合" }, { name: "robots", content: "noindex" }];

const RESULT_TEXT: Record<string, { text: string; tone: string }> = {
  paid: { text: "支付成功，可返回原页面查看", tone: "bg-emerald-50 text-emerald-700" },
  failed: { text: "支付通知处理失败，请查看控制台的支付日志", tone: "bg-red-50 text-red-700" },
  cancelled: { text: "已取消支付，订单仍为待支付状态", tone: "bg-slate-100 text-slate-600" },
};

export default function SandboxCashier({ loaderData }: Route.ComponentProps) {
  const { order, channel, result } = loaderData;
  const outcome = result ? RESULT_TEXT[result] : undefined;
  return (
    <main className="flex min-h-screen items-start justify-center bg-slate-100 px-4 py-10">
      <div className="w-full max-w-sm rounded-xl bg-white p-6 shadow">
        <p className="rounded bg-amber-50 px-2 py-1 text-center text-xs text-amber-700">沙箱环境 · 不会产生真实扣款</p>
        <h1 className="mt-4 text-center text-lg font-semibold text-slate-900">{PAY_CHANNEL_TEXT[channel]}</h1>
        <p className="mt-4 text-center text-3xl font-semibold text-slate-900">{formatYuan(order.amountFen)}</p>
        <dl className="mt-4 space-y-2 text-sm">
          <div className="flex justify-between gap-4">
            <dt className="text-slate-500">商品</dt>
            <dd className="text-right text-slate-800">{order.subject}</dd>
          </div>
          <div className="flex justify-between gap-4">
            <dt className="text-slate-500">订单号</dt>
            <dd className="font-mono text-slate-800">{order.orderNo}</dd>
          </div>
        </dl>
        {outcome ? (
          <p role="status" className={`mt-6 rounded-md p-3 text-center text-sm ${outcome.tone}`}>
            {outcome.text}
          </p>
        ) : null}
        {order.payable ? (
          <form method="post" action={`/pay/sandbox/${order.orderNo}/confirm`} className="mt-6 space-y-2">
            <button type="submit" className="w-full rounded-md bg-emerald-600 py-2.5 text-white hover:bg-emerald-800">
              确认支付
            </button>
            <a href="?result=cancelled" className="block w-full rounded-md border border-slate-200 py-2.5 text-center text-slate-600 hover:bg-slate-50">
              取消
            </a>
          </form>
        ) : result !== "paid" ? (
          <p className="mt-6 text-center text-sm text-slate-500">该订单当前无需支付</p>
        ) : null}
      </div>
    </main>
  );
}
