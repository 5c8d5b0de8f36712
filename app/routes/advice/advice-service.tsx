import { useEffect } from "react";
import { data, Link, useNavigation, useRevalidator } from "react-router";
import { adviceAction } from "~/components/advice/advice-action.server";
import { AdviceCard } from "~/components/advice/advice-card";
import { AdviceDetailView } from "~/components/advice/advice-detail";
import { EmptyState } from "~/components/ui/empty-state";
import { Pagination } from "~/components/ui/pagination";
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
type Tab = (typeof TABS)[number]["key"];
const ID = /^[1-9]\d{0,9}$/;
const POLL_MS = 20_000;

export const meta: Route.MetaFunction = () => [{ title: "咨询中心 - 律师工作台 - 契合" }];

function forbidden(e: unknown): boolean {
  return e instanceof Error && "code" in e && e.code === "FORBIDDEN";
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = context.session.user;
  if (!user) return null;
  const params = new URL(request.url).searchParams;
  const caller = api(context).advice;
  const idText = params.get("id");
  try {
    if (idText !== null) {
      if (!ID.test(idText)) throw data(null, { status: 404 });
      const advice = await caller.detail({ id: Number(idText) }).catch(() => null);
      if (advice?.viewer !== "lawyer") throw data(null, { status: 404 });
      const records = advice.chatId && advice.lawyerId === user.id ? (await caller.chatRecord({ chatId: advice.chatId })).records : null;
      return { view: "detail" as const, advice, records, me: user.id };
    }
    const tab = (TABS.find((t) => t.key === params.get("tab"))?.key ?? "pool") as Tab;
    const current = Math.max(1, Number(params.get("current")) || 1);
    const center = await caller.center({ tab, current, size: 10 });
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
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  // New requests are not pushed to lawyers: the list refreshes while the page is in view.
  useEffect(() => {
    const timer = window.setInterval(() => {
      if (document.visibilityState === "visible") void revalidator.revalidate();
    }, POLL_MS);
    return () => window.clearInterval(timer);
  }, [revalidator]);
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
    return <AdviceDetailView advice={loaderData.advice} records={loaderData.records} me={loaderData.me} back="/adviceService?tab=serving" />;
  }
  const { page, counts, tab, me } = loaderData;
  const loading = navigation.state === "loading" && navigation.location.pathname === "/adviceService";
  const current = TABS.find((t) => t.key === tab) ?? TABS[0];
  return (
    <div className="space-y-4">
      <h1 className="text-lg font-semibold text-slate-900">咨询中心</h1>
      <nav aria-label="咨询分类" className="-mx-1 overflow-x-auto border-b border-slate-200">
        <ul className="flex min-w-max gap-1 px-1">
          {TABS.map((t) => (
            <li key={t.key}>
              <Link
                to={`/adviceService?tab=${t.key}`}
                aria-current={t.key === tab ? "page" : undefined}
                preventScrollReset
                className={`-mb-px block border-b-2 px-3 py-2 text-sm ${t.key === tab ? "border-brand-600 font-medium text-brand-700" : "border-transparent text-slate-600 hover:text-brand-600"}`}
              >
                {t.label}
                {counts[t.key] ? <span className="ml-1 rounded-full bg-slate-100 px-1.5 text-xs text-slate-600">{counts[t.key]}</span> : null}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div aria-busy={loading} className={loading ? "pointer-events-none opacity-50 transition-opacity" : "transition-opacity"}>
        {page.records.length === 0 ? (
          <EmptyState title={current.empty} />
        ) : (
          <ul className="space-y-3">
            {page.records.map((a) => (
              <AdviceCard key={a.id} advice={a} viewer="lawyer" me={me} href={`/adviceService?id=${a.id}`} />
            ))}
          </ul>
        )}
        <Pagination current={page.current} pages={page.pages} total={page.total} />
      </div>
    </div>
  );
}
