import { data, Link, useLocation } from "react-router";
import { CLAUSE_PAGE_SIZE, CLAUSE_SORTS, type ClauseCard as Clause, clauseSearchParams } from "#core/clauses";
import { ClauseCard } from "~/components/clauses/clause-card";
import { WeekPicks } from "~/components/clauses/week-picks";
import { CategoryNav } from "~/components/library/category-nav";
import { ChipRow, SortChips } from "~/components/library/filter-chip";
import { KeywordTotal, ListEmpty, ListError, ListLoading, ListPages, useListLoading } from "~/components/library/list-status";
import { filterHref, type QueryChanges, sortParam } from "~/components/library/query";
import { SearchBox } from "~/components/library/search-box";
import { api } from "~/lib/api.server";
import { orNotFound } from "~/lib/not-found.server";
import type { Route } from "./+types/clause-library";

const POSITIVE_ID = /^[1-9]\d{0,9}$/;

// /clause and /pages/clause/clause: categories, search, sorts and 本周精选; ?id= shows one clause.
export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const filters = clauseSearchParams(params);
  const caller = api(context);
  const id = params.get("id");
  const single = id === null ? null : POSITIVE_ID.test(id) ? await orNotFound(caller.clauses.detail({ id: Number(id) })) : null;
  if (id !== null && !single) throw data(null, { status: 404 });
  const [page, categories, picks] = await Promise.all([
    single
      ? null
      : caller.clauses.list({ ...filters, keyword: filters.keyword || undefined, size: CLAUSE_PAGE_SIZE }).catch((e: unknown) => {
          console.error("clause list failed", e);
          return null;
        }),
    caller.clauses.categories(),
    caller.clauses.week(),
  ]);
  const card: Clause | null = single && {
    ...single,
    titleSegments: [{ text: single.title, hit: false }],
    bodySegments: [{ text: single.body, hit: false }],
    categorySlug: single.category.slug,
    categoryName: single.category.name,
    parentName: single.category.parent?.name ?? "",
  };
  const total = categories.reduce((s, c) => s + c.count, 0);
  return { filters, page, categories, picks, single: card, total };
}

export const meta: Route.MetaFunction = ({ data: d }) => {
  const category = d?.categories.flatMap((c) => [c, ...c.children]).find((c) => c.slug === d.filters.category);
  const title = d?.single
    ? `${d.single.title} - 条款库 - 契合`
    : d?.filters.keyword
      ? `${d.filters.keyword} - 条款搜索 - 契合`
      : category
        ? `${category.name}条款 - 条款库 - 契合`
        : "条款库 - 常用合同条款一键复制 - 契合";
  const description = d?.single
    ? d.single.body.slice(0, 110)
    : "律师整理的常用合同条款：违约责任、付款结算、交付验收、保密、知识产权、争议解决、不可抗力、个人信息保护等，附使用提示，可一键复制。";
  return [{ title }, { name: "description", content: description }];
};

export default function ClauseLibrary({ loaderData }: Route.ComponentProps) {
  const { filters, page, categories, picks, single, total } = loaderData;
  const { pathname, search } = useLocation();
  const loading = useListLoading(pathname);
  const href = (changes: QueryChanges) => filterHref(pathname, search, { id: undefined, ...changes });
  const categoryHref = (slug: string | undefined) => filterHref(pathname, "", { category: slug, sort: sortParam(filters.sort, "latest") });

  return (
    <div className="space-y-4">
      <section className="rounded-xl bg-gradient-to-br from-brand-700 to-brand-500 px-4 py-6 text-white sm:px-8">
        <h1 className="text-xl font-semibold sm:text-2xl">条款库</h1>
        <p className="mt-1 text-sm text-white/80">收录 {total} 条常用合同条款，按用途分类，均附使用提示，可一键复制到您的合同中。</p>
        <SearchBox
          action={pathname}
          keyword={filters.keyword}
          keep={{ category: filters.category, sort: sortParam(filters.sort, "latest") }}
          placeholder="搜索条款标题或内容，如：违约金、管辖、保密"
          label="搜索条款"
        />
      </section>

      <div className="grid gap-4 lg:grid-cols-[200px_1fr_240px]">
        <CategoryNav
          label="条款分类"
          allLabel="全部条款"
          categories={categories}
          active={single ? single.categorySlug : filters.category}
          hrefFor={categoryHref}
        />

        <section aria-label="条款列表" aria-busy={loading} className="min-w-0 rounded-lg border border-slate-200 bg-white">
          {single ? (
            <>
              <p className="border-b border-slate-100 px-4 py-3 text-sm">
                <Link to={pathname} className="text-brand-600 hover:underline">
                  ‹ 返回条款库
                </Link>
              </p>
              <ul>
                <ClauseCard clause={single} categoryHref={categoryHref(single.categorySlug)} />
              </ul>
            </>
          ) : (
            <>
              <ChipRow label="排序" className="border-b border-slate-100 p-3 text-sm">
                <SortChips sorts={CLAUSE_SORTS} active={filters.sort} href={href} />
              </ChipRow>
              {loading ? <ListLoading /> : null}
              {page ? <KeywordTotal keyword={filters.keyword} total={page.total} unit="条条款" /> : null}
              {!page ? (
                <ListError what="条款" />
              ) : page.records.length === 0 ? (
                <ListEmpty title="没有找到符合条件的条款" hint="换个关键词，或选择其他分类再试试" />
              ) : (
                <ul className={`divide-y divide-slate-100 ${loading ? "opacity-60" : ""}`}>
                  {page.records.map((c) => (
                    <ClauseCard key={c.id} clause={c} categoryHref={categoryHref(c.categorySlug)} />
                  ))}
                </ul>
              )}
              {page ? <ListPages page={page} /> : null}
            </>
          )}
        </section>

        <aside className="space-y-4">
          <WeekPicks picks={picks} hrefFor={(id) => `${pathname}?id=${id}`} />
        </aside>
      </div>
    </div>
  );
}
