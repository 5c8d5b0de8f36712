import { Link, useNavigation } from "react-router";
import { ORDER_TYPE_TEXT } from "#core/orders";
import { orderAction } from "~/components/orders/order-action.server";
import { OrderCard } from "~/components/orders/order-card";
import { hrefWith, parsePage, parseStatus, parseType, STATUS_FILTERS } from "~/components/orders/order-query";
import { ORDER_TABS, tabOf } from "~/components/orders/order-tabs";
import { EmptyState } from "~/components/ui/empty-state";
import { Pagination } from "~/components/ui/pagination";
import type { ActionResult } from "~/lib/action-result";
import { api } from "~/lib/api.server";
import type { Route } from "./+types/my-order";

export const meta: Route.MetaFunction = () => [{ title: "我的订单 - 契合" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  if (!context.session.user) return null;
  const params = new URL(request.url).searchParams;
  const type = parseType(params.get("type"));
  const status = parseStatus(params.get("status"));
  const page = await api(context).orders.page({ current: parsePage(params.get("current")), size: 10, type, status });
  return { page, type: type ?? null, status: status ?? null, now: Date.now() };
}

export async function action({ request, context }: Route.ActionArgs) {
  return orderAction(request, context);
}

const pill = "shrink-0 rounded-full px-3 py-1 text-sm";

export default function MyOrder({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  if (!loaderData) return null;
  const { page, type, status, now } = loaderData;
  const tab = tabOf(type ?? undefined);
  const loading = navigation.state === "loading" && navigation.location.pathname === "/myOrder";
  const result = actionData as ActionResult | undefined;

  return (
    <div className="space-y-4">
      <h1 className="text-lg font-semibold text-slate-900">我的订单</h1>
      <nav aria-label="订单类型" className="-mx-1 overflow-x-auto border-b border-slate-200">
        <ul className="flex min-w-max gap-1 px-1">
          {ORDER_TABS.map((t) => {
            const active = t === tab;
            return (
              <li key={t.label}>
                <Link
                  to={hrefWith("/myOrder", { type: t.types[0], status })}
                  aria-current={active ? "page" : undefined}
                  preventScrollReset
                  className={`-mb-px block border-b-2 px-3 py-2 text-sm ${active ? "border-brand-600 font-medium text-brand-700" : "border-transparent text-slate-600 hover:text-brand-600"}`}
                >
                  {t.label}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      {tab.types.length > 1 ? (
        <nav aria-label="服务类型" className="flex gap-2 text-sm">
          {tab.types.map((t) => (
            <Link
              key={t}
              to={hrefWith("/myOrder", { type: t, status })}
              aria-current={t === type ? "page" : undefined}
              preventScrollReset
              className={`rounded-md border px-3 py-1 ${t === type ? "border-brand-500 bg-brand-50 text-brand-700" : "border-slate-200 text-slate-600 hover:border-brand-500"}`}
            >
              {ORDER_TYPE_TEXT[t]}
            </Link>
          ))}
        </nav>
      ) : null}
      <nav aria-label="订单状态" className="-mx-1 flex gap-2 overflow-x-auto px-1 pb-1">
        {STATUS_FILTERS.map((s) => {
          const active = s.value === status;
          return (
            <Link
              key={s.label}
              to={hrefWith("/myOrder", { type, status: s.value })}
              aria-current={active ? "page" : undefined}
              preventScrollReset
              className={`${pill} ${active ? "bg-brand-600 text-white" : "bg-slate-100 text-slate-600 hover:bg-slate-200"}`}
            >
              {s.label}
            </Link>
          );
        })}
      </nav>

      <div aria-busy={loading} className={loading ? "pointer-events-none opacity-50 transition-opacity" : "transition-opacity"}>
        {loading ? <p className="sr-only">订单加载中…</p> : null}
        {page.records.length === 0 ? (
          <EmptyState title={status === null ? tab.empty.text : "暂无该状态的订单"}>
            {status === null ? (
              <Link to={tab.empty.to} className="text-sm text-brand-600 hover:underline">
                {tab.empty.link}
              </Link>
            ) : (
              <Link to={hrefWith("/myOrder", { type })} className="text-sm text-brand-600 hover:underline">
                查看全部状态
              </Link>
            )}
          </EmptyState>
        ) : (
          <ul className="space-y-3">
            {page.records.map((o) => (
              <OrderCard key={o.orderNo} order={o} now={now} result={result} />
            ))}
          </ul>
        )}
        <Pagination current={page.current} pages={page.pages} total={page.total} />
      </div>
    </div>
  );
}
