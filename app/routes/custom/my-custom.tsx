import { data, Link, useNavigation } from "react-router";
import { pageOf, tabOf } from "~/components/advice/advice-detail.server";
import { AdviceTabs, useRefreshWhileVisible } from "~/components/advice/advice-list";
import { userCustomAction } from "~/components/custom/custom-action.server";
import { CustomCard } from "~/components/custom/custom-card";
import { CustomDetailView } from "~/components/custom/custom-detail";
import { EmptyState } from "~/components/ui/empty-state";
import { Pagination } from "~/components/ui/pagination";
import { api } from "~/lib/api.server";
import { orNotFound } from "~/lib/not-found.server";
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
const ID = /^[1-9]\d{0,9}$/;

export const meta: Route.MetaFunction = () => [{ title: "定制与审核 - 个人中心 - 契合" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = context.session.user;
  if (!user) return null;
  const params = new URL(request.url).searchParams;
  const id = params.get("id");
  const caller = api(context).custom;
  if (id !== null) {
    if (!ID.test(id)) throw data(null, { status: 404 });
    const c = await orNotFound(caller.detail({ id: Number(id) }));
    if (c?.viewer !== "user") throw data(null, { status: 404 });
    const records = c.chatId ? (await caller.chatRecord({ id: c.id })).records : null;
    return { view: "detail" as const, c, records, me: user.id };
  }
  const tab = tabOf(TABS, params.get("tab"));
  const page = await caller.mine({ tab, current: pageOf(params.get("current")), size: 10 });
  return { view: "list" as const, page, tab };
}

export async function action({ request, context }: Route.ActionArgs) {
  return userCustomAction(request, context);
}

export default function MyCustom({ loaderData }: Route.ComponentProps) {
  // Lawyers accepting and delivering also arrive on the user socket; this catches the rest.
  useRefreshWhileVisible(30_000);
  const navigation = useNavigation();
  if (!loaderData) return null;
  if (loaderData.view === "detail") return <CustomDetailView c={loaderData.c} records={loaderData.records} me={loaderData.me} />;
  const { page, tab } = loaderData;
  const loading = navigation.state === "loading" && navigation.location.pathname === "/custom";
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-lg font-semibold text-slate-900">定制与审核</h1>
        <div className="flex gap-2 text-sm">
          <Link to="/buyCustom/buyCustom?type=CONTRACT_REVIEW" className="rounded-md border border-brand-600 px-3 py-1.5 text-brand-700 hover:bg-brand-50">
            合同审核
          </Link>
          <Link to="/buyCustom/buyCustom?type=CONTRACT_CUSTOMIZATION" className="rounded-md bg-brand-600 px-3 py-1.5 text-white hover:bg-brand-700">
            合同定制
          </Link>
        </div>
      </div>
      <AdviceTabs label="订单状态" current={tab} tabs={TABS.map((t) => ({ ...t, href: t.key === "all" ? "/custom" : `/custom?tab=${t.key}` }))} />
      <div aria-busy={loading} className={loading ? "pointer-events-none opacity-50 transition-opacity" : "transition-opacity"}>
        {page.records.length === 0 ? (
          <EmptyState title={TABS.find((t) => t.key === tab)?.empty ?? "暂无订单"}>
            <Link to="/buyCustom/buyCustom" className="text-sm text-brand-600 hover:underline">
              请律师为您定制或审核合同
            </Link>
          </EmptyState>
        ) : (
          <ul className="space-y-3">
            {page.records.map((c) => (
              <CustomCard key={c.id} c={c} href={`/custom?id=${c.id}`} />
            ))}
          </ul>
        )}
        <Pagination current={page.current} pages={page.pages} total={page.total} />
      </div>
    </div>
  );
}
