import { Link, useSearchParams } from "react-router";
import { ArticleItem } from "~/components/articles/article-item";
import { ARTICLE_LIST, ARTICLE_SEARCH } from "~/components/articles/paths";
import { ArticleSearchForm } from "~/components/articles/search-form";
import { ArticleSideList } from "~/components/articles/side-list";
import { ListEmpty, ListErrorPage, ListLoading, ListPages, useListLoading } from "~/components/library/list-status";
import { filterHref } from "~/components/library/query";
import { EmptyState } from "~/components/ui/empty-state";
import { api } from "~/lib/api.server";
import type { Route } from "./+types/article-search";
import { articleFilters } from "./list-params.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  const filters = articleFilters(new URL(request.url));
  const caller = api(context);
  const [page, classifications, ranking] = await Promise.all([
    filters.keyword ? caller.articles.list(filters) : null,
    caller.articles.classifications(),
    caller.articles.ranking({ size: 8 }),
  ]);
  return { page, classifications, ranking, filters };
}

export const meta: Route.MetaFunction = ({ data: d }) => [
  { title: d?.filters.keyword ? `“${d.filters.keyword}”的搜索结果 - 法律文集 - 契合` : "搜索文章 - 法律文集 - 契合" },
  { name: "robots", content: "noindex, follow" },
];

export default function ArticleSearch({ loaderData }: Route.ComponentProps) {
  const { page, classifications, ranking, filters } = loaderData;
  const [params] = useSearchParams();
  const loading = useListLoading(ARTICLE_SEARCH);
  const within = (category?: string) => filterHref(ARTICLE_SEARCH, params, { category });

  return (
    <div className="space-y-4">
      <section className="rounded-xl bg-gradient-to-br from-brand-900 to-brand-600 px-4 py-6 text-white sm:px-8">
        <h1 className="text-xl font-semibold sm:text-2xl">搜索文章</h1>
        <ArticleSearchForm keyword={filters.keyword} category={filters.category} />
      </section>
      <div className="grid gap-4 lg:grid-cols-[1fr_260px]">
        <section aria-label="搜索结果" aria-busy={loading} className="min-w-0 rounded-lg border border-slate-200 bg-white">
          {page ? (
            <>
              <div className="border-b border-slate-100 px-4 py-3">
                <p className="text-sm text-slate-500">
                  “{filters.keyword}”共找到 {page.total} 篇文章
                </p>
                <nav className="mt-2 flex gap-1 overflow-x-auto text-sm" aria-label="按分类筛选">
                  {[{ slug: undefined, name: "全部" }, ...classifications.filter((c) => c.count > 0)].map((c) => (
                    <Link
                      key={c.slug ?? "all"}
                      to={within(c.slug)}
                      aria-current={filters.category === c.slug ? "true" : undefined}
                      className={`shrink-0 rounded px-2 py-0.5 ${filters.category === c.slug ? "bg-brand-600 text-white" : "text-slate-600 hover:text-brand-600"}`}
                    >
                      {c.name}
                    </Link>
                  ))}
                </nav>
              </div>
              {loading ? <ListLoading text="正在搜索…" tone="muted" /> : null}
              {page.records.length === 0 ? (
                <ListEmpty title="没有找到相关文章" hint="换个关键词再试试，或" more={{ to: ARTICLE_LIST, label: "浏览全部文章" }} />
              ) : (
                <ul className={`divide-y divide-slate-100 ${loading ? "opacity-50" : ""}`}>
                  {page.records.map((a) => (
                    <ArticleItem key={a.id} item={a} keyword={filters.keyword} />
                  ))}
                </ul>
              )}
              <ListPages page={page} />
            </>
          ) : (
            <EmptyState title="输入关键词搜索律师文章">标题命中的文章排在前面，1 个字也能搜索</EmptyState>
          )}
        </section>
        <aside>
          <ArticleSideList id="ranking-title" title="阅读排行" items={ranking} empty="暂无文章" ranked />
        </aside>
      </div>
    </div>
  );
}

export function ErrorBoundary() {
  return <ListErrorPage title="搜索暂时不可用" retry={ARTICLE_SEARCH} />;
}
