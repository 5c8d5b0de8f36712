import { pageOf } from "#core/page";
import { AdviceCard } from "~/components/advice/advice-card";
import { AdviceDetailView } from "~/components/advice/advice-detail";
import { ConsoleOrderList } from "~/components/console/order-search";
import { ServiceOrderList, StatusTabs, tabLinks, tabOf } from "~/components/service-order/order-list";
import { loadOrderDetail } from "~/components/service-order/order-loaders.server";
import { EmptyState } from "~/components/ui/empty-state";
import { userMessage } from "~/lib/action-result";
import { api } from "~/lib/api.server";
import type { Route } from "./+types/advice";

// 咨询订单: every phone and online advice order; an admin reads the conversation (read-only) before
// deciding a refund request in 订单与退款.
const TABS = [
  { key: "all", label: "全部" },
  { key: "waiting", label: "待接单" },
  { key: "serving", label: "服务中" },
  { key: "done", label: "已完成" },
  { key: "refund", label: "退款" },
] as const;

export const meta: Route.MetaFunction = () => [{ title: "咨询订单 - 运营后台" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = context.session.user;
  if (!user) return null;
  const params = new URL(request.url).searchParams;
  const id = params.get("id");
  if (id !== null) return loadOrderDetail(context, "advice", id, "admin", user.id);
  const tab = tabOf(TABS, params.get("tab"));
  const orderNo = params.get("orderNo") ?? "";
  try {
    const page = await api(context).advice.adminPage({ tab, orderNo, current: pageOf(params.get("current")), size: 20 });
    return { view: "list" as const, page, tab, orderNo, error: null };
  } catch (e) {
    return { view: "list" as const, page: null, tab, orderNo, error: userMessage(e) };
  }
}

export default function ConsoleAdvice({ loaderData }: Route.ComponentProps) {
  if (!loaderData) return null;
  if (loaderData.view === "detail") {
    return <AdviceDetailView advice={loaderData.order} records={loaderData.records} me={loaderData.me} back="/console/advice" />;
  }
  const { page, tab, orderNo, error } = loaderData;
  return (
    <ConsoleOrderList
      title="咨询订单"
      tab={tab}
      search={{ name: "orderNo", value: orderNo, placeholder: "订单号 QH…", label: "订单号" }}
      tabs={<StatusTabs label="咨询状态" current={tab} tabs={tabLinks(TABS, "/console/advice")} />}
      error={error}
    >
      {page ? (
        <ServiceOrderList
          page={page}
          pathname="/console/advice"
          card={(a, href) => <AdviceCard advice={a} viewer="user" me={0} href={href} />}
          empty={<EmptyState title="没有符合条件的咨询订单" />}
        />
      ) : null}
    </ConsoleOrderList>
  );
}
