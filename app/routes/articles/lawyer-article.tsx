import { BookOpenText } from "lucide-react";
import { Link, useSearchParams } from "react-router";
import { ARTICLE_SORTS, type ArticleSort } from "#core/articles";
import { ArticleItem } from "~/components/articles/article-item";
import { ARTICLE_LIST, LEGAL_KNOWLEDGE } from "~/components/articles/paths";
import { ArticleSearchForm } from "~/components/articles/search-form";
import { ArticleSideList } from "~/components/articles/side-list";
import { CategoryNav } from "~/components/library/category-nav";
import { ListEmpty, ListErrorPage, ListPages, LoadingRows, useListLoading } from "~/components/library/list-status";
import { filterHref, sortParam } from "~/components/library/query";
import { api } from "~/lib/api.server";
import type { Route } from "./+types/lawyer-article";
import { articleFilters } from "./list-params.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  const filters = articleFilters(new URL(request.url));
  const caller = api(context);
  const [page, classifications, recommended, ranking] = await Promise.all([
    caller.articles.list({ ...filters, keyword: undefined }),
    caller.articles.classifications(),
    caller.articles.recommend({ size: 6 }),
    caller.articles.ranking({ size: 10 }),
  ]);
  const current = classifications.find((c) => c.slug === filters.category);
  return { page, classifications, recommended, ranking, filters, classificationName: current?.name ?? null };
}

export const meta: Route.MetaFunction = ({ data: d }) => [
  { title: d?.classificationName ? `${d.classificationName} - 法律文集 - 契合` : "法律文集 - 律师实务文章 - 契合" },
  {
    name: "description",
    content: `${d?.classificationName ? `${d.classificationName}方向的` : ""}执业律师实务文章：合同、公司、劳动、婚姻家事、房产、知识产权、刑事、争议解决与合规，按分类浏览、检索。`,
  },
];

/** A link to the list with some filters changed; a keyword belongs to /articleSearch, so it is dropped. */
function useListHref() {
  const [params] = useSearchParams();
  return (changes: Record<string, string | undefined>) => filterHref(ARTICLE_LIST, params, { keyword: undefined, ...changes });
}

export default function LawyerArticle({ loaderData }: Route.ComponentProps) {
  const { page, classifications, recommended, ranking, filters, classificationName } = loaderData;
  const href = useListHref();
  const loading = useListLoading(ARTICLE_LIST);
  const total = classifications.reduce((s, c) => s + c.count, 0);

  return (
    <div className="space-y-4">
      <section className="rounded-xl bg-gradient-to-br from-brand-900 to-brand-600 px-4 py-6 text-white sm:px-8">
        <h1 className="text-xl font-semibold sm:text-2xl">法律文集</h1>
        <p className="mt-1 text-sm text-white/80">执业律师撰写的 {total} 篇实务文章：问题、法律分析与实务建议。</p>
        <ArticleSearchForm category={filters.category} />
        <p className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-xs text-white/80">
          <Link to="/articleClassification" className="hover:text-white hover:underline">
            全部分类
          </Link>
          <Link to={LEGAL_KNOWLEDGE} className="inline-flex items-center gap-1 hover:text-white hover:underline">
            <BookOpenText className="h-3.5 w-3.5" aria-hidden />
            法律知识问答
          </Link>
        </p>
      </section>

      <div className="grid gap-4 lg:grid-cols-[180px_1fr_260px]">
        <CategoryNav
          label="文章分类"
          heading="按分类浏览"
          allLabel="全部文章"
          categories={classifications}
          active={filters.category}
          hrefFor={(category) => href({ category })}
        />

        <section aria-label="文章列表" aria-busy={loading} className="min-w-0 rounded-lg border border-slate-200 bg-white">
          <div className="flex flex-wrap items-center justify-between gap-2 border-b border-slate-100 px-4 py-3">
            <h2 className="font-medium text-slate-900">{classificationName ?? "全部文章"}</h2>
            <nav className="flex gap-1 text-sm" aria-label="排序">
              {(Object.keys(ARTICLE_SORTS) as ArticleSort[]).map((s) => (
                <Link
                  key={s}
                  to={href({ sort: sortParam(s, "latest") })}
                  preventScrollReset
                  aria-current={filters.sort === s ? "true" : undefined}
                  className={`rounded px-2.5 py-1 ${filters.sort === s ? "bg-brand-50 text-brand-700" : "text-slate-500 hover:text-brand-600"}`}
                >
                  {ARTICLE_SORTS[s]}
                </Link>
              ))}
            </nav>
          </div>
          <LoadingRows loading={loading} text="正在加载文章…">
            {page.records.length === 0 ? (
              <ListEmpty title="这个分类下还没有文章" more={{ to: ARTICLE_LIST, label: "查看全部文章" }} />
            ) : (
              <ul className="divide-y divide-slate-100">
                {page.records.map((a) => (
                  <ArticleItem key={a.id} item={a} showClassification={!filters.category} />
                ))}
              </ul>
            )}
          </LoadingRows>
          <ListPages page={page} />
        </section>

        <aside className="space-y-4">
          <ArticleSideList id="recommend-title" title="推荐文章" items={recommended} empty="暂无推荐" />
          <ArticleSideList id="ranking-title" title="阅读排行" items={ranking} empty="暂无文章" ranked />
        </aside>
      </div>
    </div>
  );
}

export function ErrorBoundary() {
  return <ListErrorPage title="法律文集暂时无法加载" retry={ARTICLE_LIST} />;
}
