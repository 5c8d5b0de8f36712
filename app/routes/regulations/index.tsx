import { Calculator } from "lucide-react";
import { Link, useLocation } from "react-router";
import { levelBySlug, TIMELINESS, type Timeliness, timeLabel } from "#core/regulations";
import { ListEmpty, ListError, ListLoading, ListPages, useListLoading } from "~/components/library/list-status";
import { filterHref, type QueryChanges } from "~/components/library/query";
import { SearchBox } from "~/components/library/search-box";
import { SidePanel } from "~/components/library/side-panel";
import { FilterPanel } from "~/components/regulations/filter-panel";
import { RegulationItem } from "~/components/regulations/regulation-item";
import { TimelinessBadge } from "~/components/regulations/timeliness-badge";
import { api } from "~/lib/api.server";
import type { Route } from "./+types/index";
import { regulationQuery } from "./list-params.server";

// /regulations: level, issuing time, area and timeliness filters with live counts, keyword search, the
// latest texts. Every filter is in the URL (?keyword=&category=&time=&area=&timeliness=&sort=&current=).
export async function loader({ request, context }: Route.LoaderArgs) {
  const { filters, input } = regulationQuery(new URL(request.url));
  const caller = api(context);
  const [page, counts, latest, totals] = await Promise.all([
    caller.regulations.list(input).catch((e: unknown) => {
      console.error("regulation list failed", e);
      return null;
    }),
    caller.regulations.counts(filters),
    caller.regulations.latest({ size: 8 }),
    caller.regulations.newCount(),
  ]);
  return { filters, page, counts, latest, totals };
}

export const meta: Route.MetaFunction = ({ data: d }) => {
  const f = d?.filters;
  const parts = [
    f?.keyword ? `“${f.keyword}”` : "",
    f?.area ? (d?.counts.areas.find((a) => a.code === f.area)?.name ?? "") : "",
    f?.time ? timeLabel(f.time) : "",
    f?.timeliness ? TIMELINESS[f.timeliness as Timeliness] : "",
    levelBySlug(f?.category)?.name ?? "",
  ].filter(Boolean);
  return [
    { title: parts.length ? `${parts.join(" · ")} - 法律法规 - 契合` : "法律法规库 - 法律、行政法规、司法解释与地方性法规 - 契合" },
    {
      name: "description",
      content: "法律法规库：宪法、法律、行政法规、司法解释、部门规章与地方性法规，可按效力级别、发布时间、地区和时效性筛选，条文逐条定位，支持下载 Word 文本。",
    },
  ];
};

export default function Regulations({ loaderData }: Route.ComponentProps) {
  const { filters, page, counts, latest, totals } = loaderData;
  const { pathname, search } = useLocation();
  const loading = useListLoading(pathname);
  const href = (changes: QueryChanges) => filterHref(pathname, search, changes);
  const current = counts.timeliness.find((t) => t.value === 1)?.count ?? 0;

  return (
    <div className="space-y-4">
      <section className="rounded-xl bg-gradient-to-br from-brand-700 to-brand-500 px-4 py-6 text-white sm:px-8">
        <h1 className="text-xl font-semibold sm:text-2xl">法律法规</h1>
        <p className="mt-1 text-sm text-white/80">
          收录 {totals.total} 部法律法规与司法解释，本周新增 {totals.lastWeek} 部，条文可逐条定位并下载 Word 文本。
        </p>
        <SearchBox
          action={pathname}
          keyword={filters.keyword}
          keep={{ category: filters.category, time: filters.time, area: filters.area, timeliness: filters.timeliness }}
          placeholder="输入法规名称、文号或条文关键词，如：民法典、违约金、法释〔2023〕13号"
          label="搜索法律法规"
        />
      </section>

      <div className="grid gap-4 lg:grid-cols-[1fr_260px]">
        <div className="min-w-0 rounded-lg border border-slate-200 bg-white">
          <FilterPanel counts={counts} filters={filters} href={href} />
          <section aria-label="法规列表" aria-busy={loading} className={loading ? "opacity-60 transition-opacity" : undefined}>
            {loading ? <ListLoading /> : null}
            {page ? (
              <>
                <p className="px-4 pt-3 text-sm text-slate-500" data-testid="result-count">
                  {filters.keyword ? `“${filters.keyword}”` : "当前条件下"}共 {page.total} 部，其中现行有效{" "}
                  {filters.timeliness && filters.timeliness !== 1 ? 0 : current} 部
                </p>
                {page.records.length === 0 ? (
                  <ListEmpty title="没有找到符合条件的法律法规" hint="换个关键词，或减少筛选条件再试试" />
                ) : (
                  <ul className="divide-y divide-slate-100">
                    {page.records.map((r) => (
                      <RegulationItem key={r.id} item={r} />
                    ))}
                  </ul>
                )}
                <ListPages page={page} />
              </>
            ) : (
              <ListError what="法规列表" />
            )}
          </section>
        </div>

        <aside className="space-y-4">
          <SidePanel id="latest-title" title="最新发布">
            <ol className="mt-3 space-y-3 text-sm">
              {latest.map((l) => (
                <li key={l.id}>
                  <Link to={`/regulations/${l.id}`} className="line-clamp-2 text-slate-700 hover:text-brand-600">
                    {l.title}
                  </Link>
                  <p className="mt-1 flex items-center gap-2 text-xs text-slate-500">
                    <span>{l.issuedOn}</span>
                    <span>{l.level}</span>
                    <TimelinessBadge value={l.timeliness} />
                  </p>
                </li>
              ))}
            </ol>
          </SidePanel>
          <section className="rounded-lg border border-slate-200 bg-white p-4 text-sm text-slate-600">
            <h2 className="font-medium text-slate-900">时效性说明</h2>
            <ul className="mt-2 space-y-1.5">
              <li>
                <TimelinessBadge value={1} /> 正在施行的文本
              </li>
              <li>
                <TimelinessBadge value={2} /> 已被修正或修订，本页为修改前的文本
              </li>
              <li>
                <TimelinessBadge value={3} /> 已被明令废止或被新法取代
              </li>
              <li>
                <TimelinessBadge value={4} /> 已公布但尚未到施行日期
              </li>
            </ul>
            <Link to="/litigationCosts" className="mt-4 inline-flex items-center gap-1 text-brand-600 hover:underline">
              <Calculator className="h-4 w-4" aria-hidden />
              诉讼费计算器（依据《诉讼费用交纳办法》）
            </Link>
          </section>
        </aside>
      </div>
    </div>
  );
}
