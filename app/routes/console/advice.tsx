import { AdviceDetailView } from "~/components/advice/advice-detail";
import { loadAdviceDetail, pageOf, tabOf } from "~/components/advice/advice-detail.server";
import { AdviceList, AdviceTabs } from "~/components/advice/advice-list";
import { ConsoleOrderList } from "~/components/console/order-search";
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
  if (id !== null) return loadAdviceDetail(context, id, "admin", user.id);
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
    return <AdviceDetailView advice={loaderData.advice} records={loaderData.records} me={loaderData.me} back="/console/advice" />;
  }
  const { page, tab, orderNo, error } = loaderData;
  return (
    <ConsoleOrderList
      title="咨询订单"
      tab={tab}
      search={{ name: "orderNo", value: orderNo, placeholder: "订单号 QH…", label: "订单号" }}
      tabs={
        <AdviceTabs
          label="咨询状态"
          current={tab}
          tabs={TABS.map((t) => ({ ...t, href: t.key === "all" ? "/console/advice" : `/console/advice?tab=${t.key}` }))}
        />
      }
      error={error}
    >
      {page ? <AdviceList page={page} pathname="/console/advice" viewer="user" me={0} empty={<EmptyState title="没有符合条件的咨询订单" />} /> : null}
    </ConsoleOrderList>
  );
}
