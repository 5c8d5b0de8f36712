import { Form, Link, useNavigation } from "react-router";
import { formatDateTime } from "#core/dates";
import { formatYuan } from "#core/money";
import { pageOf } from "#core/page";
import { EmptyState } from "~/components/ui/empty-state";
import { Pagination } from "~/components/ui/pagination";
import { type ActionResult, actionFail, actionOk } from "~/lib/action-result";
import { api } from "~/lib/api.server";
import { formOf } from "~/lib/form.server";
import type { Route } from "./+types/my-template";

export const meta: Route.MetaFunction = () => [{ title: "我的范本 - 契合" }];

const TABS = [
  { key: "purchased", label: "已购范本" },
  { key: "history", label: "浏览记录" },
] as const;
type Tab = (typeof TABS)[number]["key"];

export async function loader({ request, context }: Route.LoaderArgs) {
  if (!context.session.user) return null;
  const url = new URL(request.url);
  const tab: Tab = url.searchParams.get("tab") === "history" ? "history" : "purchased";
  const current = pageOf(url.searchParams.get("current"));
  const caller = api(context);
  if (tab === "history") return { tab, history: await caller.history.list({ current, size: 15, kind: "template" }), purchased: null };
  return { tab, purchased: await caller.templates.purchased({ current, size: 15 }), history: null };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await formOf(request);
  try {
    const ids = form.get("all") ? ("all" as const) : form.getAll("id").map(Number);
    const { removed } = await api(context).history.remove({ ids });
    return actionOk("remove", `已删除 ${removed} 条浏览记录`);
  } catch (error) {
    return actionFail("remove", error);
  }
}

export default function MyTemplate({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state !== "idle";
  if (!loaderData) return null;
  const result = actionData as ActionResult | undefined;
  return (
    <div>
      <h1 className="text-lg font-semibold text-slate-900">我的范本</h1>
      <nav aria-label="范本分类" className="mt-4 flex gap-2 border-b border-slate-200">
        {TABS.map((t) => (
          <Link
            key={t.key}
            to={t.key === "purchased" ? "/myTemplate" : `/myTemplate?tab=${t.key}`}
            aria-current={loaderData.tab === t.key ? "page" : undefined}
            className={`-mb-px border-b-2 px-3 py-2 text-sm ${loaderData.tab === t.key ? "border-brand-600 text-brand-700" : "border-transparent text-slate-500 hover:text-brand-600"}`}
          >
            {t.label}
          </Link>
        ))}
      </nav>
      {result ? (
        <p role={result.ok ? "status" : "alert"} className={`mt-3 text-sm ${result.ok ? "text-emerald-600" : "text-danger-500"}`}>
          {result.message ?? Object.values(result.errors)[0]}
        </p>
      ) : null}
      {loaderData.purchased ? (
        loaderData.purchased.records.length === 0 ? (
          <EmptyState title="还没有购买过范本">
            <Link to="/" className="text-brand-600">
              去合同库看看
            </Link>
          </EmptyState>
        ) : (
          <>
            <ul className="divide-y divide-slate-100">
              {loaderData.purchased.records.map((p) => (
                <li key={p.templateId} className="flex flex-wrap items-center justify-between gap-2 py-3">
                  <Link to={`/templateDetails/${p.templateId}`} className="min-w-0 flex-1 text-slate-800 hover:text-brand-600">
                    {p.title}
                  </Link>
                  <span className="text-sm text-slate-500">{formatYuan(p.priceFen)}</span>
                  <span className="text-xs text-slate-400">购买于 {formatDateTime(p.boughtAt)}</span>
                </li>
              ))}
            </ul>
            <Pagination current={loaderData.purchased.current} pages={loaderData.purchased.pages} total={loaderData.purchased.total} />
          </>
        )
      ) : loaderData.history && loaderData.history.records.length === 0 ? (
        <EmptyState title="暂无浏览记录">登录后浏览的合同范本会记录在这里</EmptyState>
      ) : loaderData.history ? (
        <Form method="post" className="mt-2">
          <div className="flex justify-end gap-2 py-2">
            <button type="submit" disabled={busy} className="rounded-md border border-slate-200 px-3 py-1 text-sm text-slate-600 hover:bg-slate-50">
              删除所选
            </button>
            <button
              type="submit"
              name="all"
              value="1"
              disabled={busy}
              className="rounded-md border border-red-200 px-3 py-1 text-sm text-red-600 hover:bg-red-50"
            >
              清空全部
            </button>
          </div>
          <ul className="divide-y divide-slate-100">
            {loaderData.history.records.map((h) => (
              <li key={h.id} className="flex items-center gap-3 py-3">
                <input type="checkbox" name="id" value={h.id} aria-label={`选择 ${h.title}`} className="h-4 w-4" />
                <Link to={`/templateDetails/${h.targetId}`} className="min-w-0 flex-1 truncate text-slate-800 hover:text-brand-600">
                  {h.title}
                </Link>
                <span className="shrink-0 text-xs text-slate-400">{formatDateTime(h.viewedAt)}</span>
              </li>
            ))}
          </ul>
          <Pagination current={loaderData.history.current} pages={loaderData.history.pages} total={loaderData.history.total} />
        </Form>
      ) : null}
    </div>
  );
}
