import { useEffect } from "react";
import { data, Link, useNavigation, useRevalidator } from "react-router";
import { adviceAction } from "~/components/advice/advice-action.server";
import { AdviceCard } from "~/components/advice/advice-card";
import { AdviceDetailView } from "~/components/advice/advice-detail";
import { EmptyState } from "~/components/ui/empty-state";
import { Pagination } from "~/components/ui/pagination";
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
type Tab = (typeof TABS)[number]["key"];
const ID = /^[1-9]\d{0,9}$/;

export const meta: Route.MetaFunction = () => [{ title: "我的咨询 - 契合" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = context.session.user;
  if (!user) return null;
  const params = new URL(request.url).searchParams;
  const caller = api(context).advice;
  const idText = params.get("id");
  if (idText !== null) {
    if (!ID.test(idText)) throw data(null, { status: 404 });
    const advice = await caller.detail({ id: Number(idText) }).catch(() => null);
    if (advice?.viewer !== "user") throw data(null, { status: 404 });
    const records = advice.chatId ? (await caller.chatRecord({ chatId: advice.chatId })).records : null;
    return { view: "detail" as const, advice, records, me: user.id };
  }
  const tab = (TABS.find((t) => t.key === params.get("tab"))?.key ?? "all") as Tab;
  const current = Math.max(1, Number(params.get("current")) || 1);
  const page = await caller.mine({ tab, current, size: 10 });
  return { view: "list" as const, page, tab, me: user.id };
}

export async function action({ request, context }: Route.ActionArgs) {
  return adviceAction(request, context);
}

/** Live changes (a lawyer accepting, the time running out) arrive on the user socket; show them. */
function useLiveRefresh() {
  const revalidator = useRevalidator();
  useEffect(() => {
    const refresh = () => {
      if (document.visibilityState === "visible") void revalidator.revalidate();
    };
    const timer = window.setInterval(refresh, 30_000);
    return () => window.clearInterval(timer);
  }, [revalidator]);
}

export default function MyAdvice({ loaderData }: Route.ComponentProps) {
  const navigation = useNavigation();
  useLiveRefresh();
  if (!loaderData) return null;
  if (loaderData.view === "detail") return <AdviceDetailView advice={loaderData.advice} records={loaderData.records} me={loaderData.me} back="/myAdvice" />;
  const { page, tab, me } = loaderData;
  const loading = navigation.state === "loading" && navigation.location.pathname === "/myAdvice";
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
      <nav aria-label="咨询状态" className="-mx-1 overflow-x-auto border-b border-slate-200">
        <ul className="flex min-w-max gap-1 px-1">
          {TABS.map((t) => (
            <li key={t.key}>
              <Link
                to={t.key === "all" ? "/myAdvice" : `/myAdvice?tab=${t.key}`}
                aria-current={t.key === tab ? "page" : undefined}
                preventScrollReset
                className={`-mb-px block border-b-2 px-3 py-2 text-sm ${t.key === tab ? "border-brand-600 font-medium text-brand-700" : "border-transparent text-slate-600 hover:text-brand-600"}`}
              >
                {t.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div aria-busy={loading} className={loading ? "pointer-events-none opacity-50 transition-opacity" : "transition-opacity"}>
        {page.records.length === 0 ? (
          <EmptyState title={tab === "all" ? "您还没有咨询过律师" : "暂无该状态的咨询"}>
            <Link to="/onLineAdvice/onLineAdvice" className="text-sm text-brand-600 hover:underline">
              向专业律师发起咨询
            </Link>
          </EmptyState>
        ) : (
          <ul className="space-y-3">
            {page.records.map((a) => (
              <AdviceCard key={a.id} advice={a} viewer="user" me={me} href={`/myAdvice?id=${a.id}`} />
            ))}
          </ul>
        )}
        <Pagination current={page.current} pages={page.pages} total={page.total} />
      </div>
    </div>
  );
}
