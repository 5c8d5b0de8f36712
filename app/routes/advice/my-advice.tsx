import { Link } from "react-router";
import { adviceAction } from "~/components/advice/advice-action.server";
import { AdviceCard } from "~/components/advice/advice-card";
import { AdviceDetailView } from "~/components/advice/advice-detail";
import { OrdersHeading, ServiceOrderList, StatusTabs, tabLinks, useRefreshWhileVisible } from "~/components/service-order/order-list";
import { loadMyOrders } from "~/components/service-order/order-loaders.server";
import { EmptyState } from "~/components/ui/empty-state";
import type { Route } from "./+types/my-advice";

// 我的咨询 (/myAdvice): the user's phone and online advice orders; ?id= opens one with its conversation.
const TABS = [
  { key: "all", label: "全部" },
  { key: "waiting", label: "待接单" },
  { key: "serving", label: "服务中" },
  { key: "done", label: "已完成" },
  { key: "refund", label: "退款/售后" },
] as const;

export const meta: Route.MetaFunction = () => [{ title: "我的咨询 - 契合" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = context.session.user;
  return user ? loadMyOrders(context, request.url, "advice", TABS, user.id) : null;
}

export async function action({ request, context }: Route.ActionArgs) {
  return adviceAction(request, context);
}

export default function MyAdvice({ loaderData }: Route.ComponentProps) {
  // A lawyer accepting or the time running out also arrives on the user socket; this catches the rest.
  useRefreshWhileVisible(30_000);
  if (!loaderData) return null;
  if (loaderData.view === "detail") return <AdviceDetailView advice={loaderData.order} records={loaderData.records} me={loaderData.me} back="/myAdvice" />;
  const { page, tab, me } = loaderData;
  return (
    <div className="space-y-4">
      <OrdersHeading
        title="我的咨询"
        other={{ to: "/tellConsult/tellConsult", label: "电话咨询" }}
        main={{ to: "/onLineAdvice/onLineAdvice", label: "在线咨询" }}
      />
      <StatusTabs label="咨询状态" current={tab} tabs={tabLinks(TABS, "/myAdvice")} />
      <ServiceOrderList
        page={page}
        pathname="/myAdvice"
        card={(a, href) => <AdviceCard advice={a} viewer="user" me={me} href={href} />}
        empty={
          <EmptyState title={tab === "all" ? "您还没有咨询过律师" : "暂无该状态的咨询"}>
            <Link to="/onLineAdvice/onLineAdvice" className="text-sm text-brand-600 hover:underline">
              向专业律师发起咨询
            </Link>
          </EmptyState>
        }
      />
    </div>
  );
}
