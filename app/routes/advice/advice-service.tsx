import { Link } from "react-router";
import { pageOf } from "#core/page";
import { adviceAction } from "~/components/advice/advice-action.server";
import { AdviceCard } from "~/components/advice/advice-card";
import { AdviceDetailView } from "~/components/advice/advice-detail";
import { ServiceOrderList, StatusTabs, tabLinks, tabOf, useRefreshWhileVisible } from "~/components/service-order/order-list";
import { loadOrderDetail } from "~/components/service-order/order-loaders.server";
import { EmptyState } from "~/components/ui/empty-state";
import { api } from "~/lib/api.server";
import type { Route } from "./+types/advice-service";

// 咨询中心 (/adviceService): the advice lawyer's workbench. 待接单 lists what this lawyer may take
// (asked by name, or in the lawyer's fields); ?id= opens one order with its conversation.
const TABS = [
  { key: "pool", label: "待接单", empty: "暂时没有待接的咨询，新的咨询会出现在这里" },
  { key: "serving", label: "服务中", empty: "没有进行中的咨询" },
  { key: "done", label: "已完成", empty: "还没有完成的咨询" },
  { key: "refund", label: "退款申请", empty: "没有退款申请" },
] as const;
const POLL_MS = 20_000;

export const meta: Route.MetaFunction = () => [{ title: "咨询中心 - 律师工作台 - 契合" }];

function forbidden(e: unknown): boolean {
  return e instanceof Error && "code" in e && e.code === "FORBIDDEN";
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = context.session.user;
  if (!user) return null;
  const params = new URL(request.url).searchParams;
  const id = params.get("id");
  if (id !== null) return loadOrderDetail(context, "advice", id, "lawyer", user.id);
  const tab = tabOf(TABS, params.get("tab"));
  try {
    const center = await api(context).advice.center({ tab, current: pageOf(params.get("current")), size: 10 });
    return { view: "list" as const, ...center, tab, me: user.id };
  } catch (e) {
    if (forbidden(e)) return { view: "not-lawyer" as const };
    throw e;
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  return adviceAction(request, context);
}

export default function AdviceService({ loaderData }: Route.ComponentProps) {
  // New requests are not pushed to lawyers: the list refreshes while the page is in view.
  useRefreshWhileVisible(POLL_MS);
  if (!loaderData) return null;
  if (loaderData.view === "not-lawyer") {
    return (
      <EmptyState title="咨询中心仅对认证的咨询律师开放">
        <Link to="/lawyerAuthentication" className="text-sm text-brand-600 hover:underline">
          申请律师认证
        </Link>
      </EmptyState>
    );
  }
  if (loaderData.view === "detail") {
    return <AdviceDetailView advice={loaderData.order} records={loaderData.records} me={loaderData.me} back="/adviceService?tab=serving" />;
  }
  const { page, counts, tab, me } = loaderData;
  const current = TABS.find((t) => t.key === tab) ?? TABS[0];
  return (
    <div className="space-y-4">
      <h1 className="text-lg font-semibold text-slate-900">咨询中心</h1>
      <StatusTabs label="咨询分类" current={tab} tabs={tabLinks(TABS, "/adviceService", counts)} />
      <ServiceOrderList
        page={page}
        pathname="/adviceService"
        card={(a, href) => <AdviceCard advice={a} viewer="lawyer" me={me} href={href} />}
        empty={<EmptyState title={current.empty} />}
      />
    </div>
  );
}
