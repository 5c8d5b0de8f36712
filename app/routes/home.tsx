import { Link, useLocation } from "react-router";
import { timeAgo } from "#core/dates";
import { templateListInput } from "#core/library";
import { PRICE_FILTERS, SORTS, TEMPLATE_SOURCES } from "#core/library-labels";
import { pageOf } from "#core/page";
import { CheckPromo } from "~/components/contract-check/check-promo";
import { CategoryNav } from "~/components/library/category-nav";
import { ChipRow, FilterChip, SortChips } from "~/components/library/filter-chip";
import { Highlighted } from "~/components/library/highlighted";
import { KeywordTotal, ListEmpty, ListPages } from "~/components/library/list-status";
import { PriceTag } from "~/components/library/price-tag";
import { filterHref, type QueryChanges } from "~/components/library/query";
import { SearchBox } from "~/components/library/search-box";
import { SidePanel } from "~/components/library/side-panel";
import { AdStrip } from "~/components/site/ad-strip";
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

export default function ContractLibrary({ loaderData }: Route.ComponentProps) {
  const { page, categories, rank, totals, recent, ads, filters, now } = loaderData;
  const { search } = useLocation();
  const href = (changes: QueryChanges) => filterHref("/", search, changes);

  return (
    <div className="space-y-4">
      <section className="rounded-xl bg-gradient-to-br from-brand-700 to-brand-500 px-4 py-6 text-white sm:px-8">
        <h1 className="text-xl font-semibold sm:text-2xl">合同库</h1>
        <p className="mt-1 text-sm text-white/80">
          收录 {totals.total} 份合同范本，近 7 日新增 {totals.lastWeek} 份，均标明适用场景与风险提示。
        </p>
        <SearchBox
          action="/"
          keyword={filters.keyword}
          keep={{ category: filters.category }}
          placeholder="搜索合同名称或内容，如：租赁、劳动合同、民法典"
          label="搜索合同范本"
        />
      </section>
      <AdStrip label="推荐" ads={ads} />

      <div className="grid gap-4 lg:grid-cols-[200px_1fr_240px]">
        <CategoryNav label="合同分类" allLabel="全部分类" categories={categories} active={filters.category} hrefFor={(category) => href({ category })} />

        <section aria-label="范本列表" className="min-w-0 rounded-lg border border-slate-200 bg-white">
          <div className="space-y-2 border-b border-slate-100 p-3 text-sm">
            <ChipRow label="来源">
              <FilterChip to={href({ source: undefined })} active={filters.source === undefined}>
                全部
              </FilterChip>
              {Object.entries(TEMPLATE_SOURCES).map(([value, label]) => (
                <FilterChip key={value} to={href({ source: value })} active={String(filters.source) === value}>
                  {label}
                </FilterChip>
              ))}
            </ChipRow>
            <ChipRow label="价格">
              <FilterChip to={href({ price: undefined })} active={!filters.price}>
                全部
              </FilterChip>
              {Object.entries(PRICE_FILTERS).map(([value, label]) => (
                <FilterChip key={value} to={href({ price: value })} active={filters.price === value}>
                  {label}
                </FilterChip>
              ))}
            </ChipRow>
            <ChipRow label="排序">
              <SortChips sorts={SORTS} active={filters.sort} href={href} />
            </ChipRow>
          </div>
          <KeywordTotal keyword={filters.keyword} total={page.total} unit="份范本" />
          {page.records.length === 0 ? (
            <ListEmpty title="没有找到符合条件的范本" hint="换个关键词，或减少筛选条件再试试" />
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
                  <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-slate-500">
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
          <ListPages page={page} />
        </section>

        <aside className="space-y-4">
          <CheckPromo />
          <SidePanel id="rank-title" title="范本下载排行">
            <ol className="mt-3 space-y-2 text-sm">
              {rank.map((r, i) => (
                <li key={r.id} className="flex gap-2">
                  <span className={`w-5 shrink-0 text-center font-semibold ${i < 3 ? "text-accent-500" : "text-slate-500"}`}>{i + 1}</span>
                  <Link to={`/templateDetails/${r.id}`} className="line-clamp-1 text-slate-700 hover:text-brand-600">
                    {r.title}
                  </Link>
                </li>
              ))}
            </ol>
          </SidePanel>
          {recent.length > 0 ? (
            <SidePanel id="recent-title" title="最近购买">
              <ul className="mt-3 space-y-2 text-sm">
                {recent.map((r) => (
                  <li key={`${r.templateId}-${r.at}`} className="text-slate-500">
                    <span className="text-slate-700">{r.buyer}</span> {timeAgo(r.at, now)}购买了
                    <Link
                      to={`/templateDetails/${r.templateId}`}
                      className="line-clamp-1 text-slate-700 underline-offset-2 hover:text-brand-600 underline decoration-slate-300"
                    >
                      《{r.title}》
                    </Link>
                  </li>
                ))}
              </ul>
            </SidePanel>
          ) : null}
        </aside>
      </div>
    </div>
  );
}
