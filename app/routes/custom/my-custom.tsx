import { Link } from "react-router";
import { userCustomAction } from "~/components/custom/custom-action.server";
import { CustomCard } from "~/components/custom/custom-card";
import { CustomDetailView } from "~/components/custom/custom-detail";
import { OrdersHeading, ServiceOrderList, StatusTabs, tabLinks, useRefreshWhileVisible } from "~/components/service-order/order-list";
import { loadMyOrders } from "~/components/service-order/order-loaders.server";
import { EmptyState } from "~/components/ui/empty-state";
import type { Route } from "./+types/my-custom";

// 定制与审核 (/custom): the user's contract customisation and review orders; ?id= opens one with its
// conversation, deliveries and the actions allowed now.
const TABS = [
  { key: "all", label: "全部", empty: "您还没有定制或审核过合同" },
  { key: "submitted", label: "需求已提交", empty: "没有等待律师接单的订单" },
  { key: "serving", label: "服务中", empty: "没有进行中的订单" },
  { key: "delivered", label: "已交付", empty: "没有等待您确认的交付" },
  { key: "done", label: "已完成", empty: "还没有完成的订单" },
  { key: "refund", label: "退款", empty: "没有退款中或已退款的订单" },
] as const;

export const meta: Route.MetaFunction = () => [{ title: "定制与审核 - 个人中心 - 契合" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = context.session.user;
  return user ? loadMyOrders(context, request.url, "custom", TABS, user.id) : null;
}

export async function action({ request, context }: Route.ActionArgs) {
  return userCustomAction(request, context);
}

export default function MyCustom({ loaderData }: Route.ComponentProps) {
  // Lawyers accepting and delivering also arrive on the user socket; this catches the rest.
  useRefreshWhileVisible(30_000);
  if (!loaderData) return null;
  if (loaderData.view === "detail") return <CustomDetailView c={loaderData.order} records={loaderData.records} me={loaderData.me} />;
  const { page, tab } = loaderData;
  return (
    <div className="space-y-4">
      <OrdersHeading
        title="定制与审核"
        other={{ to: "/buyCustom/buyCustom?type=CONTRACT_REVIEW", label: "合同审核" }}
        main={{ to: "/buyCustom/buyCustom?type=CONTRACT_CUSTOMIZATION", label: "合同定制" }}
      />
      <StatusTabs label="订单状态" current={tab} tabs={tabLinks(TABS, "/custom")} />
      <ServiceOrderList
        page={page}
        pathname="/custom"
        card={(c, href) => <CustomCard c={c} href={href} />}
        empty={
          <EmptyState title={TABS.find((t) => t.key === tab)?.empty ?? "暂无订单"}>
            <Link to="/buyCustom/buyCustom" className="text-sm text-brand-600 hover:underline">
              请律师为您定制或审核合同
            </Link>
          </EmptyState>
        }
      />
    </div>
  );
}
