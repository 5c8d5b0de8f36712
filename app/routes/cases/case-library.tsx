import { AlertTriangle, Info, Search } from "lucide-react";
import { useEffect } from "react";
import { Form, Link, useNavigation } from "react-router";
import { CASE_DISCLAIMER } from "#core/cases";
import { CaseFilters } from "~/components/cases/case-filters";
import { CaseItem } from "~/components/cases/case-item";
import { CaseSideList } from "~/components/cases/case-side-list";
import { CauseNav } from "~/components/cases/cause-nav";
import { CASE_LIBRARY, useCaseHref } from "~/components/cases/filter-link";
import { EmptyState } from "~/components/ui/empty-state";
import { Pagination } from "~/components/ui/pagination";
import { api } from "~/lib/api.server";
import { reportRequestError } from "~/lib/request-events";
import type { Route } from "./+types/case-library";
import { caseFilters } from "./list-params.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  const filters = caseFilters(new URL(request.url));
  const caller = api(context);
  const [page, causes, facets, latest, totals] = await Promise.all([
    caller.cases.list(filters),
    caller.cases.causes(),
    caller.cases.facets(),
    caller.cases.latest({ size: 8 }),
    caller.cases.newCount(),
  ]);
  const cause = causes.flatMap((c) => [c, ...c.children]).find((c) => c.slug === filters.category);
  return { page, causes, facets, latest, totals, filters, causeName: cause?.name ?? null };
}

export const meta: Route.MetaFunction = ({ data: d }) => {
  const topic = d?.filters.keyword ?? d?.causeName;
  return [
    { title: topic ? `${topic} - 案例库 - 契合` : "案例库 - 裁判案例与裁判要旨 - 契合" },
    {
      name: "description",
      content: `${topic ? `“${topic}”相关裁判案例。` : ""}按案由、法院层级、地区、裁判年份与审理程序检索民事裁判案例，附裁判要旨与裁判文书全文。${CASE_DISCLAIMER}。`,
    },
  ];
};

export default function CaseLibrary({ loaderData }: Route.ComponentProps) {
  const { page, causes, facets, latest, totals, filters } = loaderData;
  const href = useCaseHref();
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location.pathname === CASE_LIBRARY;
  const kept = (["category", "court", "area", "year", "procedure", "sort"] as const).filter((k) => filters[k] !== undefined && filters[k] !== "latest");

  return (
    <div className="space-y-4">
      <section className="rounded-xl bg-gradient-to-br from-brand-900 to-brand-600 px-4 py-6 text-white sm:px-8">
        <h1 className="text-xl font-semibold sm:text-2xl">案例库</h1>
        <p className="mt-1 text-sm text-white/80">
          收录 {totals.total} 个民事裁判案例，近 7 日新增 {totals.lastWeek} 个，按案由、法院与年份检索，附裁判要旨。
        </p>
        <Form method="get" action={CASE_LIBRARY} role="search" className="mt-4 flex max-w-2xl">
          {kept.map((k) => (
            <input key={k} type="hidden" name={k} value={String(filters[k])} />
          ))}
          <input
            type="search"
            name="keyword"
            defaultValue={filters.keyword ?? ""}
            maxLength={50}
            placeholder="搜索案例标题、裁判要旨或文书内容，如：租赁、违法解除、优先受偿权"
            aria-label="搜索案例"
            className="min-w-0 flex-1 rounded-l-md bg-white px-3 py-2.5 text-sm text-slate-900 focus:outline-none"
          />
          <button type="submit" className="inline-flex items-center gap-1 rounded-r-md bg-accent-500 px-5 text-sm font-medium hover:brightness-105">
            <Search className="h-4 w-4" aria-hidden />
            搜索
          </button>
        </Form>
        <p className="mt-3 flex items-start gap-1 text-xs text-white/75">
          <Info className="mt-px h-3.5 w-3.5 shrink-0" aria-hidden />
          {CASE_DISCLAIMER}
        </p>
      </section>

      <div className="grid gap-4 lg:grid-cols-[210px_1fr_250px]">
        <CauseNav causes={causes} current={filters.category} href={(category) => href({ category })} />

        <section aria-label="案例列表" aria-busy={loading} className="min-w-0 rounded-lg border border-slate-200 bg-white">
          <CaseFilters facets={facets} filters={filters} href={href} />
          {loading ? (
            <p role="status" className="px-4 pt-3 text-sm text-slate-500">
              正在加载案例…
            </p>
          ) : null}
          <div className={loading ? "opacity-50 transition-opacity" : undefined}>
            {filters.keyword ? (
              <p className="px-4 pt-3 text-sm text-slate-500">
                “{filters.keyword}”共找到 {page.total} 个案例
              </p>
            ) : null}
            {page.records.length === 0 ? (
              <EmptyState title="没有找到符合条件的案例">
                换个关键词，或减少筛选条件再试试
                <Link to={CASE_LIBRARY} className="ml-1 text-brand-600 hover:underline">
                  查看全部案例
                </Link>
              </EmptyState>
            ) : (
              <ul className="divide-y divide-slate-100">
                {page.records.map((c) => (
                  <CaseItem key={c.id} item={c} keyword={filters.keyword} />
                ))}
              </ul>
            )}
          </div>
          <div className="pb-4">
            <Pagination current={page.current} pages={page.pages} total={page.total} />
          </div>
        </section>

        <aside className="space-y-4">
          <CaseSideList id="latest-title" title="最新案例" cases={latest} empty="暂无案例" />
        </aside>
      </div>
    </div>
  );
}

/** A failed list keeps the page chrome and offers a retry instead of the site-wide error page. */
export function ErrorBoundary() {
  useEffect(() => reportRequestError(), []);
  return (
    <div role="alert" className="flex flex-col items-center rounded-lg border border-slate-200 bg-white py-16 text-center">
      <AlertTriangle className="h-10 w-10 text-danger-500" aria-hidden />
      <h1 className="mt-3 text-lg font-semibold text-slate-900">案例库暂时无法加载</h1>
      <p className="mt-1 text-sm text-slate-500">请稍后再试，或检查网络连接。</p>
      <a href={CASE_LIBRARY} className="mt-4 rounded-md bg-brand-600 px-4 py-2 text-sm text-white hover:bg-brand-700">
        重新加载
      </a>
    </div>
  );
}
