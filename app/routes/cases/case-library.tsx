import { Info } from "lucide-react";
import { useLocation } from "react-router";
import { CASE_DISCLAIMER } from "#core/cases";
import { CaseFilters } from "~/components/cases/case-filters";
import { CaseItem } from "~/components/cases/case-item";
import { CaseSideList } from "~/components/cases/case-side-list";
import { CategoryNav } from "~/components/library/category-nav";
import { KeywordTotal, ListEmpty, ListErrorPage, ListPages, LoadingRows, useListLoading } from "~/components/library/list-status";
import { filterHref, type QueryChanges, sortParam } from "~/components/library/query";
import { SearchBox } from "~/components/library/search-box";
import { api } from "~/lib/api.server";
import type { Route } from "./+types/case-library";
import { caseFilters } from "./list-params.server";

const CASE_LIBRARY = "/caseLibrary";

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
  const { search } = useLocation();
  const href = (changes: QueryChanges) => filterHref(CASE_LIBRARY, search, changes);
  const loading = useListLoading(CASE_LIBRARY);
  // Causes that have no case yet are not offered.
  const causeTree = causes.map((c) => ({ ...c, children: c.children.filter((s) => s.count > 0) }));

  return (
    <div className="space-y-4">
      <section className="rounded-xl bg-gradient-to-br from-brand-900 to-brand-600 px-4 py-6 text-white sm:px-8">
        <h1 className="text-xl font-semibold sm:text-2xl">案例库</h1>
        <p className="mt-1 text-sm text-white/80">
          收录 {totals.total} 个民事裁判案例，近 7 日新增 {totals.lastWeek} 个，按案由、法院与年份检索，附裁判要旨。
        </p>
        <SearchBox
          action={CASE_LIBRARY}
          keyword={filters.keyword}
          keep={{
            category: filters.category,
            court: filters.court,
            area: filters.area,
            year: filters.year,
            procedure: filters.procedure,
            sort: sortParam(filters.sort, "latest"),
          }}
          placeholder="搜索案例标题、裁判要旨或文书内容，如：租赁、违法解除、优先受偿权"
          label="搜索案例"
        />
        <p className="mt-3 flex items-start gap-1 text-xs text-white/75">
          <Info className="mt-px h-3.5 w-3.5 shrink-0" aria-hidden />
          {CASE_DISCLAIMER}
        </p>
      </section>

      <div className="grid gap-4 lg:grid-cols-[210px_1fr_250px]">
        <CategoryNav
          label="案由"
          heading="按案由浏览"
          allLabel="全部案由"
          categories={causeTree}
          active={filters.category}
          hrefFor={(category) => href({ category })}
        />

        <section aria-label="案例列表" aria-busy={loading} className="min-w-0 rounded-lg border border-slate-200 bg-white">
          <CaseFilters facets={facets} filters={filters} href={href} />
          <LoadingRows loading={loading} text="正在加载案例…">
            <KeywordTotal keyword={filters.keyword} total={page.total} unit="个案例" />
            {page.records.length === 0 ? (
              <ListEmpty title="没有找到符合条件的案例" hint="换个关键词，或减少筛选条件再试试" more={{ to: CASE_LIBRARY, label: "查看全部案例" }} />
            ) : (
              <ul className="divide-y divide-slate-100">
                {page.records.map((c) => (
                  <CaseItem key={c.id} item={c} keyword={filters.keyword} />
                ))}
              </ul>
            )}
          </LoadingRows>
          <ListPages page={page} />
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
  return <ListErrorPage title="案例库暂时无法加载" retry={CASE_LIBRARY} />;
}
