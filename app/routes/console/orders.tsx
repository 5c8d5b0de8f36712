import { data, Form, useNavigation } from "react-router";
import { ORDER_TYPE_TEXT, ORDER_TYPES } from "#core/orders";
import { canWork } from "#core/roles";
import { parseKeyword, parsePage, parseStatus, parseType, STATUS_FILTERS } from "~/components/orders/order-query";
import { OrderSearchTable } from "~/components/orders/order-search-table";
import { PaymentLog } from "~/components/orders/payment-log";
import { RefundQueue } from "~/components/orders/refund-queue";
import { Pagination } from "~/components/ui/pagination";
import { type ActionResult, actionFail, actionOk } from "~/lib/action-result";
import { api } from "~/lib/api.server";
import { formOf } from "~/lib/form.server";
import type { Route } from "./+types/orders";

export const meta: Route.MetaFunction = () => [{ title: "订单与退款 - 运营后台 - 契合" }, { name: "robots", content: "noindex" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  if (!canWork(context.session.user?.roles ?? [], "service")) throw data(null, { status: 404 });
  const params = new URL(request.url).searchParams;
  const filter = { keyword: parseKeyword(params.get("keyword")), status: parseStatus(params.get("status")), type: parseType(params.get("type")) };
  const caller = api(context);
  const [orders, queue, events] = await Promise.all([
    caller.ordersAdmin.search({ ...filter, current: parsePage(params.get("current")), size: 20 }),
    caller.ordersAdmin.refundQueue(),
    caller.ordersAdmin.events(),
  ]);
  return { orders, queue, events, filter: { keyword: filter.keyword ?? "", status: filter.status ?? null, type: filter.type ?? null } };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await formOf(request);
  const intent = String(form.get("intent") ?? "");
  const orderNo = String(form.get("orderNo") ?? "");
  const caller = api(context);
  try {
    if (intent === `approve:${orderNo}`) {
      const { status } = await caller.ordersAdmin.approveRefund({ orderNo });
      return actionOk(intent, status === "SUCCESS" ? "退款成功，款项已原路退回" : "退款已提交，等待支付平台确认");
    }
    if (intent === `reject:${orderNo}`) {
      await caller.ordersAdmin.rejectRefund({ orderNo, reason: String(form.get("reason") ?? "") });
      return actionOk(intent, "已拒绝退款，订单恢复为已支付");
    }
    return actionOk("none", "");
  } catch (error) {
    return actionFail(intent, error);
  }
}

const card = "rounded-lg bg-white p-4 shadow-sm";
const control = "rounded border border-slate-300 px-2 py-1.5 text-sm";

export default function ConsoleOrders({ loaderData, actionData }: Route.ComponentProps) {
  const { orders, queue, events, filter } = loaderData;
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location.pathname === "/console/orders";
  return (
    <div className="space-y-6">
      <h1 className="sr-only">订单与退款</h1>
      <section aria-labelledby="queue-title" className={card}>
        <h2 id="queue-title" className="mb-3 text-base font-medium text-slate-900">
          退款处理{" "}
          <span className="text-sm font-normal text-slate-500">
            （退款中 {queue.filter((o) => o.status === 11).length} · 异常 {queue.filter((o) => o.status === 21).length}）
          </span>
        </h2>
        <RefundQueue items={queue} result={actionData as ActionResult | undefined} />
      </section>

      <section aria-labelledby="search-title" className={card}>
        <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
          <h2 id="search-title" className="text-base font-medium text-slate-900">
            订单查询
          </h2>
          <Form method="get" className="flex flex-wrap items-center gap-2">
            <input
              name="keyword"
              defaultValue={filter.keyword}
              maxLength={40}
              placeholder="订单号 / 商品名称 / 手机号"
              aria-label="关键词"
              className={`${control} w-56`}
            />
            <select name="status" defaultValue={filter.status ?? ""} aria-label="订单状态" className={control}>
              {STATUS_FILTERS.map((s) => (
                <option key={s.label} value={s.value ?? ""}>
                  {s.value === null ? "全部状态" : s.label}
                </option>
              ))}
            </select>
            <select name="type" defaultValue={filter.type ?? ""} aria-label="订单类型" className={control}>
              <option value="">全部类型</option>
              {ORDER_TYPES.map((t) => (
                <option key={t} value={t}>
                  {ORDER_TYPE_TEXT[t]}
                </option>
              ))}
            </select>
            <button type="submit" className="rounded bg-slate-800 px-3 py-1.5 text-sm text-white">
              查询
            </button>
          </Form>
        </div>
        <div aria-busy={loading} className={loading ? "opacity-50" : undefined}>
          <OrderSearchTable rows={orders.records} />
          <Pagination current={orders.current} pages={orders.pages} total={orders.total} />
        </div>
      </section>

      <section aria-labelledby="log-title" className={card}>
        <h2 id="log-title" className="mb-3 text-base font-medium text-slate-900">
          支付日志 <span className="text-sm font-normal text-slate-500">（最近 {events.length} 条）</span>
        </h2>
        <PaymentLog events={events} />
      </section>
    </div>
  );
}
