import { Link, type ShouldRevalidateFunctionArgs } from "react-router";
import { pageOf } from "#core/page";
import { ADVICE_LAWYER_ROLE } from "#core/roles";
import { lawyerCustomAction } from "~/components/custom-service/service-action.server";
import { AcceptRefusal } from "~/components/custom-service/service-actions";
import { ServiceCard } from "~/components/custom-service/service-card";
import { ServiceDetailView } from "~/components/custom-service/service-detail";
import { ServiceOrderList, StatusTabs, tabLinks, tabOf, useRefreshWhileVisible } from "~/components/service-order/order-list";
import { loadOrderDetail } from "~/components/service-order/order-loaders.server";
import { EmptyState } from "~/components/ui/empty-state";
import { api } from "~/lib/api.server";
import { orNotFound } from "~/lib/not-found.server";
import type { Route } from "./+types/custom-service";

// 定制服务 (/lawyer/customService): the customisation lawyer's workbench. 待接单 lists what this lawyer
// may take (asked by name, or open orders in the lawyer's fields); ?id= opens one order with its
// requirement, conversation, deliveries and the refund answer.
const TABS = [
  { key: "pool", label: "待接单", empty: "暂时没有待接的定制与审核订单，新的订单会出现在这里" },
  { key: "serving", label: "服务中", empty: "没有进行中的订单" },
  { key: "delivered", label: "已交付", empty: "没有等待用户确认的交付" },
  { key: "done", label: "已完成", empty: "还没有完成的订单" },
  { key: "refund", label: "退款申请", empty: "没有退款申请" },
] as const;
const POLL_MS = 20_000;

export const meta: Route.MetaFunction = () => [{ title: "定制服务 - 律师工作台 - 契合" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = context.session.user;
  if (!user) return null;
  const params = new URL(request.url).searchParams;
  const id = params.get("id");
  if (id !== null) return loadOrderDetail(context, "custom", id, "lawyer", user.id);
  const tab = tabOf(TABS, params.get("tab"));
  // FORBIDDEN: not a holder of ROLE_CONTRACT_CUSTOMIZATION.
  const service = await orNotFound(api(context).custom.service({ tab, current: pageOf(params.get("current")), size: 10 }), ["FORBIDDEN"]);
  if (!service) return { view: "not-lawyer" as const, adviceLawyer: user.roles.includes(ADVICE_LAWYER_ROLE) };
  return { view: "list" as const, ...service, tab };
}

export async function action({ request, context }: Route.ActionArgs) {
  return lawyerCustomAction(request, context);
}

/** A refused 接单 (status 400) still reloads the list: the order taken meanwhile leaves 待接单. */
export function shouldRevalidate({ actionResult, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  const intent = (actionResult as { intent?: unknown } | undefined)?.intent;
  return typeof intent === "string" && intent.startsWith("accept:") ? true : defaultShouldRevalidate;
}

export default function CustomService({ loaderData }: Route.ComponentProps) {
  // New orders are not pushed to lawyers: the list refreshes while the page is in view.
  useRefreshWhileVisible(POLL_MS);
  if (!loaderData) return null;
  if (loaderData.view === "not-lawyer") {
    return (
      <EmptyState title="定制服务仅对开通合同定制服务的认证律师开放">
        <p>通过律师认证并开通“合同定制”服务后，即可在这里承接合同定制与合同审核订单。</p>
        <p className="mt-2 flex flex-wrap justify-center gap-4 text-sm">
          <Link to="/lawyerAuthentication" className="text-brand-600 hover:underline">
            申请律师认证
          </Link>
          {loaderData.adviceLawyer ? (
            <Link to="/adviceService" className="text-brand-600 hover:underline">
              前往咨询中心
            </Link>
          ) : null}
        </p>
      </EmptyState>
    );
  }
  if (loaderData.view === "detail") {
    const { order: c, records, me } = loaderData;
    const back = c.lawyerId === null ? "/lawyer/customService" : "/lawyer/customService?tab=serving";
    return (
      <div className="space-y-3">
        <AcceptRefusal />
        <ServiceDetailView c={c} records={records} me={me} back={back} />
      </div>
    );
  }
  const { page, counts, tab } = loaderData;
  const current = TABS.find((t) => t.key === tab) ?? TABS[0];
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-lg font-semibold text-slate-900">定制服务</h1>
        <p className="text-xs text-slate-500">合同定制与合同审核订单；接单后在订单内与委托人沟通并交付</p>
      </div>
      <StatusTabs label="定制服务分类" current={tab} tabs={tabLinks(TABS, "/lawyer/customService", counts)} />
      <AcceptRefusal />
      <ServiceOrderList
        page={page}
        pathname="/lawyer/customService"
        card={(c, href) => <ServiceCard c={c} href={href} viewer="lawyer" />}
        empty={<EmptyState title={current.empty} />}
      />
    </div>
  );
}
