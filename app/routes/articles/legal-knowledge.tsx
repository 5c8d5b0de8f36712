import { HelpCircle } from "lucide-react";
import { Form, Link, useNavigation } from "react-router";
import { formatDateTime } from "#core/dates";
import { ARTICLE_LIST, articlePath, LEGAL_KNOWLEDGE } from "~/components/articles/paths";
import { Highlighted } from "~/components/library/highlighted";
import { EmptyState } from "~/components/ui/empty-state";
import { Pagination } from "~/components/ui/pagination";
import { api } from "~/lib/api.server";
import type { Route } from "./+types/legal-knowledge";
import { ArticlesError } from "./list-error";
import { knowledgeFilters } from "./list-params.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  const filters = knowledgeFilters(new URL(request.url));
  return { page: await api(context).articles.knowledge(filters), filters };
}

export const meta: Route.MetaFunction = () => [
  { title: "法律知识 - 常见法律问题解答 - 契合" },
  { name: "description", content: "律师解答的常见法律问题：借款、劳动、婚姻继承、房屋租赁、消费维权等，附所依据的法律条文。" },
];

export default function LegalKnowledge({ loaderData }: Route.ComponentProps) {
  const { page, filters } = loaderData;
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location.pathname === LEGAL_KNOWLEDGE;
  return (
    <div className="space-y-4">
      <section className="rounded-xl bg-gradient-to-br from-brand-900 to-brand-600 px-4 py-6 text-white sm:px-8">
        <nav aria-label="面包屑" className="text-xs text-white/70">
          <Link to={ARTICLE_LIST} className="hover:text-white">
            法律文集
          </Link>
          {" › "}法律知识
        </nav>
        <h1 className="mt-1 text-xl font-semibold sm:text-2xl">法律知识</h1>
        <p className="mt-1 text-sm text-white/80">日常遇到的法律问题，律师按法条作答。</p>
        <Form method="get" action={LEGAL_KNOWLEDGE} role="search" className="mt-4 flex max-w-xl">
          <input
            type="search"
            name="keyword"
            defaultValue={filters.keyword ?? ""}
            maxLength={50}
            placeholder="搜索问题，如：借条、年假、遗嘱"
            aria-label="搜索法律知识"
            className="min-w-0 flex-1 rounded-l-md bg-white px-3 py-2.5 text-sm text-slate-900 focus:outline-none"
          />
          <button type="submit" className="rounded-r-md bg-accent-500 px-5 text-sm font-medium text-white">
            搜索
          </button>
        </Form>
      </section>
      <section aria-label="法律知识列表" aria-busy={loading} className="rounded-lg border border-slate-200 bg-white">
        {filters.keyword ? (
          <p className="px-4 pt-3 text-sm text-slate-500">
            “{filters.keyword}”共找到 {page.total} 条
          </p>
        ) : null}
        {page.records.length === 0 ? (
          <EmptyState title="没有找到相关问题">
            <Link to={LEGAL_KNOWLEDGE} className="text-brand-600 hover:underline">
              查看全部
            </Link>
          </EmptyState>
        ) : (
          <ul className={`divide-y divide-slate-100 ${loading ? "opacity-50" : ""}`}>
            {page.records.map((k) => (
              <li key={k.id} className="flex gap-3 p-4">
                <HelpCircle className="mt-1 h-5 w-5 shrink-0 text-brand-600" aria-hidden />
                <div className="min-w-0">
                  <Link to={articlePath(k.id, filters.keyword)} className="font-medium leading-7 text-slate-900 hover:text-brand-600">
                    <Highlighted segments={k.titleSegments} />
                  </Link>
                  <p className="mt-1 line-clamp-2 text-sm leading-6 text-slate-600">
                    <Highlighted segments={k.excerpt} />
                  </p>
                  <p className="mt-1 text-xs text-slate-400">
                    {k.classification.name} · {k.author.name} 解答 · {formatDateTime(k.publishedAt, "YYYY-MM-DD")} · 阅读 {k.reads}
                  </p>
                </div>
              </li>
            ))}
          </ul>
        )}
        <div className="pb-4">
          <Pagination current={page.current} pages={page.pages} total={page.total} />
        </div>
      </section>
    </div>
  );
}

export function ErrorBoundary() {
  return <ArticlesError title="法律知识暂时无法加载" retry={LEGAL_KNOWLEDGE} />;
}
