import { Link } from "react-router";
import { adviceAction } from "~/components/advice/advice-action.server";
import { AdviceDetailView } from "~/components/advice/advice-detail";
import { loadAdviceDetail, pageOf, tabOf } from "~/components/advice/advice-detail.server";
import { AdviceList, AdviceTabs, useRefreshWhileVisible } from "~/components/advice/advice-list";
import { EmptyState } from "~/components/ui/empty-state";
import { api } from "~/lib/api.server";
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
  if (!user) return null;
  const params = new URL(request.url).searchParams;
  const id = params.get("id");
  if (id !== null) return loadAdviceDetail(context, id, "user", user.id);
  const tab = tabOf(TABS, params.get("tab"));
  const page = await api(context).advice.mine({ tab, current: pageOf(params.get("current")), size: 10 });
  return { view: "list" as const, page, tab, me: user.id };
}

export async function action({ request, context }: Route.ActionArgs) {
  return adviceAction(request, context);
}

export default function MyAdvice({ loaderData }: Route.ComponentProps) {
  // A lawyer accepting or the time running out also arrives on the user socket; this catches the rest.
  useRefreshWhileVisible(30_000);
  if (!loaderData) return null;
  if (loaderData.view === "detail") return <AdviceDetailView advice={loaderData.advice} records={loaderData.records} me={loaderData.me} back="/myAdvice" />;
  const { page, tab, me } = loaderData;
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-lg font-semibold text-slate-900">我的咨询</h1>
        <div className="flex gap-2 text-sm">
          <Link to="/tellConsult/tellConsult" className="rounded-md border border-brand-600 px-3 py-1.5 text-brand-700 hover:bg-brand-50">
            电话咨询
          </Link>
          <Link to="/onLineAdvice/onLineAdvice" className="rounded-md bg-brand-600 px-3 py-1.5 text-white hover:bg-brand-700">
            在线咨询
          </Link>
        </div>
      </div>
      <AdviceTabs label="咨询状态" current={tab} tabs={TABS.map((t) => ({ ...t, href: t.key === "all" ? "/myAdvice" : `/myAdvice?tab=${t.key}` }))} />
      <AdviceList
        page={page}
        pathname="/myAdvice"
        viewer="user"
        me={me}
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
