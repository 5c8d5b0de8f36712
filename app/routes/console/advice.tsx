import { data, Form, Link, useNavigation } from "react-router";
import { AdviceCard } from "~/components/advice/advice-card";
import { AdviceDetailView } from "~/components/advice/advice-detail";
import { EmptyState } from "~/components/ui/empty-state";
import { Pagination } from "~/components/ui/pagination";
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
type Tab = (typeof TABS)[number]["key"];
const ID = /^[1-9]\d{0,9}$/;

export const meta: Route.MetaFunction = () => [{ title: "咨询订单 - 运营后台" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = context.session.user;
  if (!user) return null;
  const params = new URL(request.url).searchParams;
  const caller = api(context).advice;
  const idText = params.get("id");
  if (idText !== null) {
    if (!ID.test(idText)) throw data(null, { status: 404 });
    const advice = await caller.detail({ id: Number(idText) }).catch(() => null);
    if (!advice) throw data(null, { status: 404 });
    const records = advice.chatId ? (await caller.chatRecord({ chatId: advice.chatId })).records : null;
    return { view: "detail" as const, advice, records, me: user.id };
  }
  const tab = (TABS.find((t) => t.key === params.get("tab"))?.key ?? "all") as Tab;
  const orderNo = params.get("orderNo") ?? "";
  const current = Math.max(1, Number(params.get("current")) || 1);
  try {
    const page = await caller.adminPage({ tab, orderNo, current, size: 20 });
    return { view: "list" as const, page, tab, orderNo, error: null };
  } catch (e) {
    return { view: "list" as const, page: null, tab, orderNo, error: e instanceof Error ? e.message : "查询失败" };
  }
}

export default function ConsoleAdvice({ loaderData }: Route.ComponentProps) {
  const navigation = useNavigation();
  if (!loaderData) return null;
  if (loaderData.view === "detail") {
    return <AdviceDetailView advice={loaderData.advice} records={loaderData.records} me={loaderData.me} back="/console/advice" />;
  }
  const { page, tab, orderNo, error } = loaderData;
  return (
    <div className="space-y-4">
      <h1 className="text-lg font-semibold text-slate-900">咨询订单</h1>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <nav aria-label="咨询状态" className="flex flex-wrap gap-1">
          {TABS.map((t) => (
            <Link
              key={t.key}
              to={t.key === "all" ? "/console/advice" : `/console/advice?tab=${t.key}`}
              aria-current={t.key === tab ? "page" : undefined}
              className={`rounded px-3 py-1 text-sm ${t.key === tab ? "bg-slate-800 text-white" : "bg-white text-slate-600 hover:bg-slate-200"}`}
            >
              {t.label}
            </Link>
          ))}
        </nav>
        <Form method="get" role="search" className="flex gap-2">
          <input type="hidden" name="tab" value={tab} />
          <input
            name="orderNo"
            defaultValue={orderNo}
            placeholder="订单号 QH…"
            aria-label="订单号"
            className="w-56 rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm"
          />
          <button type="submit" className="rounded-md bg-slate-800 px-3 py-1.5 text-sm text-white">
            查询
          </button>
        </Form>
      </div>
      {error ? (
        <p role="alert" className="text-sm text-danger-500">
          {error}
        </p>
      ) : null}
      <div className={navigation.state === "loading" ? "opacity-50" : ""}>
        {!page || page.records.length === 0 ? (
          <EmptyState title="没有符合条件的咨询订单" />
        ) : (
          <ul className="space-y-3">
            {page.records.map((a) => (
              <AdviceCard key={a.id} advice={a} viewer="user" me={0} href={`/console/advice?id=${a.id}`} />
            ))}
          </ul>
        )}
        {page ? <Pagination current={page.current} pages={page.pages} total={page.total} /> : null}
      </div>
    </div>
  );
}
