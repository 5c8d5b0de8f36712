import { Search } from "lucide-react";
import { Form, Link, useSearchParams } from "react-router";
import { timeAgo } from "#core/dates";
import { templateListInput } from "#core/library";
import { PRICE_FILTERS, SORTS, TEMPLATE_SOURCES } from "#core/library-labels";
import { pageOf } from "#core/page";
import { Highlighted } from "~/components/library/highlighted";
import { PriceTag } from "~/components/library/price-tag";
import { AdStrip } from "~/components/site/ad-strip";
import { EmptyState } from "~/components/ui/empty-state";
import { Pagination } from "~/components/ui/pagination";
import { api } from "~/lib/api.server";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = ({ data }) => [
  { title: data?.filters.keyword ? `${data.filters.keyword} - 合同范本搜索 - 契合` : "合同库 - 契合合同范本与法律服务平台" },
  { name: "description", content: "律师起草的合同范本库：买卖、租赁、劳动、建设工程、借款担保、股权投资等常用合同，标明适用场景与风险提示。" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const filters = templateListInput.parse({ ...Object.fromEntries(params), current: pageOf(params.get("current")), size: 15 });
  const home = await api(context).templates.home(filters);
  return { ...home, filters, now: Date.now() };
}

/** A link to the same list with some filters changed (and the page reset). */
function useFilterHref() {
  const [params] = useSearchParams();
  return (changes: Record<string, string | undefined>) => {
    const next = new URLSearchParams(params);
    next.delete("current");
    for (const [k, v] of Object.entries(changes)) {
      if (v === undefined || v === "") next.delete(k);
      else next.set(k, v);
    }
    const q = next.toString();
    return q ? `/?${q}` : "/";
  };
}

function Chip({ to, active, children }: { to: string; active: boolean; children: React.ReactNode }) {
  return (
    <Link to={to} preventScrollReset className={`shrink-0 rounded px-2.5 py-1 ${active ? "bg-brand-600 text-white" : "text-slate-600 hover:text-brand-600"}`}>
      {children}
    </Link>
  );
}

export default function ContractLibrary({ loaderData }: Route.ComponentProps) {
  const { page, categories, rank, totals, recent, ads, filters, now } = loaderData;
  const href = useFilterHref();
  const currentTop = categories.find((c) => c.slug === filters.category || c.children.some((s) => s.slug === filters.category));

  return (
    <div className="space-y-4">
      <section className="rounded-xl bg-gradient-to-br from-brand-700 to-brand-500 px-4 py-6 text-white sm:px-8">
        <h1 className="text-xl font-semibold sm:text-2xl">合同库</h1>
        <p className="mt-1 text-sm text-white/80">
          收录 {totals.total} 份合同范本，近 7 日新增 {totals.lastWeek} 份，均标明适用场景与风险提示。
        </p>
        <Form method="get" action="/" role="search" className="mt-4 flex max-w-2xl">
          {filters.category ? <input type="hidden" name="category" value={filters.category} /> : null}
          <input
            type="search"
            name="keyword"
            defaultValue={filters.keyword ?? ""}
            maxLength={50}
            placeholder="搜索合同名称或内容，如：租赁、劳动合同、民法典"
            aria-label="搜索合同范本"
            className="min-w-0 flex-1 rounded-l-md bg-white px-3 py-2.5 text-sm text-slate-900 focus:outline-none"
          />
          <button type="submit" className="inline-flex items-center gap-1 rounded-r-md bg-accent-500 px-5 text-sm font-medium hover:brightness-105">
            <Search className="h-4 w-4" aria-hidden />
            搜索
          </button>
        </Form>
      </section>
      <AdStrip label="推荐" ads={ads} />

      <div className="grid gap-4 lg:grid-cols-[200px_1fr_240px]">
        <nav aria-label="合同分类" className="rounded-lg border border-slate-200 bg-white p-2 text-sm">
          <div className="flex gap-1 overflow-x-auto lg:flex-col lg:overflow-visible">
            <Chip to={href({ category: undefined })} active={!filters.category}>
              全部分类
            </Chip>
            {categories.map((c) => (
              <div key={c.slug} className="shrink-0">
                <Chip to={href({ category: c.slug })} active={filters.category === c.slug}>
                  {c.name} <span className="text-xs opacity-70">{c.count}</span>
                </Chip>
                {currentTop?.slug === c.slug ? (
                  <div className="hidden flex-col gap-0.5 py-1 pl-3 lg:flex">
                    {c.children.map((s) => (
                      <Chip key={s.slug} to={href({ category: s.slug })} active={filters.category === s.slug}>
                        {s.name} <span className="text-xs opacity-70">{s.count}</span>
                      </Chip>
                    ))}
                  </div>
                ) : null}
              </div>
            ))}
          </div>
        </nav>

        <section aria-label="范本列表" className="min-w-0 rounded-lg border border-slate-200 bg-white">
          <div className="space-y-2 border-b border-slate-100 p-3 text-sm">
            <div className="flex flex-wrap items-center gap-1">
              <span className="mr-1 text-slate-400">来源</span>
              <Chip to={href({ source: undefined })} active={filters.source === undefined}>
                全部
              </Chip>
              {Object.entries(TEMPLATE_SOURCES).map(([value, label]) => (
                <Chip key={value} to={href({ source: value })} active={String(filters.source) === value}>
                  {label}
                </Chip>
              ))}
            </div>
            <div className="flex flex-wrap items-center gap-1">
              <span className="mr-1 text-slate-400">价格</span>
              <Chip to={href({ price: undefined })} active={!filters.price}>
                全部
              </Chip>
              {Object.entries(PRICE_FILTERS).map(([value, label]) => (
                <Chip key={value} to={href({ price: value })} active={filters.price === value}>
                  {label}
                </Chip>
              ))}
            </div>
            <div className="flex flex-wrap items-center gap-1">
              <span className="mr-1 text-slate-400">排序</span>
              {Object.entries(SORTS).map(([value, label]) => (
                <Chip key={value} to={href({ sort: value === "latest" ? undefined : value })} active={filters.sort === value}>
                  {label}
                </Chip>
              ))}
            </div>
          </div>
          {filters.keyword ? (
            <p className="px-4 pt-3 text-sm text-slate-500">
              “{filters.keyword}”共找到 {page.total} 份范本
            </p>
          ) : null}
          {page.records.length === 0 ? (
            <EmptyState title="没有找到符合条件的范本">换个关键词，或减少筛选条件再试试</EmptyState>
          ) : (
            <ul className="divide-y divide-slate-100">
              {page.records.map((t) => (
                <li key={t.id} className="p-4">
                  <Link to={`/templateDetails/${t.id}`} className="text-base font-medium text-slate-900 hover:text-brand-600">
                    <Highlighted segments={t.titleSegments} />
                  </Link>
                  <p className="mt-1 line-clamp-2 text-sm leading-6 text-slate-600">
                    <Highlighted segments={t.excerpt} />
                  </p>
                  <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-slate-400">
                    <PriceTag priceFen={t.priceFen} memberFree={t.memberFree} />
                    <span>{t.categoryName}</span>
                    <span>{TEMPLATE_SOURCES[t.source as 0 | 1 | 2]}</span>
                    <span>下载 {t.downloads}</span>
                    <span>浏览 {t.views}</span>
                  </div>
                </li>
              ))}
            </ul>
          )}
          <div className="pb-4">
            <Pagination current={page.current} pages={page.pages} total={page.total} />
          </div>
        </section>

        <aside className="space-y-4">
          <section aria-labelledby="rank-title" className="rounded-lg border border-slate-200 bg-white p-4">
            <h2 id="rank-title" className="font-medium text-slate-900">
              范本下载排行
            </h2>
            <ol className="mt-3 space-y-2 text-sm">
              {rank.map((r, i) => (
                <li key={r.id} className="flex gap-2">
                  <span className={`w-5 shrink-0 text-center font-semibold ${i < 3 ? "text-accent-500" : "text-slate-400"}`}>{i + 1}</span>
                  <Link to={`/templateDetails/${r.id}`} className="line-clamp-1 text-slate-700 hover:text-brand-600">
                    {r.title}
                  </Link>
                </li>
              ))}
            </ol>
          </section>
          {recent.length > 0 ? (
            <section aria-labelledby="recent-title" className="rounded-lg border border-slate-200 bg-white p-4">
              <h2 id="recent-title" className="font-medium text-slate-900">
                最近购买
              </h2>
              <ul className="mt-3 space-y-2 text-sm">
                {recent.map((r) => (
                  <li key={`${r.templateId}-${r.at}`} className="text-slate-500">
                    <span className="text-slate-700">{r.buyer}</span> {timeAgo(r.at, now)}购买了
                    <Link to={`/templateDetails/${r.templateId}`} className="line-clamp-1 text-slate-700 hover:text-brand-600">
                      《{r.title}》
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </aside>
      </div>
    </div>
  );
}
