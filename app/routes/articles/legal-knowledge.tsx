import { HelpCircle } from "lucide-react";
import { Link } from "react-router";
import { formatDateTime } from "#core/dates";
import { ARTICLE_LIST, articlePath, LEGAL_KNOWLEDGE } from "~/components/articles/paths";
import { Highlighted } from "~/components/library/highlighted";
import { KeywordTotal, ListEmpty, ListErrorPage, ListPages, useListLoading } from "~/components/library/list-status";
import { SearchBox } from "~/components/library/search-box";
import { Breadcrumb } from "~/components/ui/breadcrumb";
import { api } from "~/lib/api.server";
import type { Route } from "./+types/legal-knowledge";
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
  const loading = useListLoading(LEGAL_KNOWLEDGE);
  return (
    <div className="space-y-4">
      <section className="rounded-xl bg-gradient-to-br from-brand-900 to-brand-600 px-4 py-6 text-white sm:px-8">
        <Breadcrumb trail={[{ text: "法律文集", to: ARTICLE_LIST }, { text: "法律知识" }]} onDark />
        <h1 className="mt-1 text-xl font-semibold sm:text-2xl">法律知识</h1>
        <p className="mt-1 text-sm text-white/80">日常遇到的法律问题，律师按法条作答。</p>
        <SearchBox
          action={LEGAL_KNOWLEDGE}
          keyword={filters.keyword}
          placeholder="搜索问题，如：借条、年假、遗嘱"
          label="搜索法律知识"
          className="mt-4 max-w-xl"
        />
      </section>
      <section aria-label="法律知识列表" aria-busy={loading} className="rounded-lg border border-slate-200 bg-white">
        <KeywordTotal keyword={filters.keyword} total={page.total} unit="条" />
        {page.records.length === 0 ? (
          <ListEmpty title="没有找到相关问题" more={{ to: LEGAL_KNOWLEDGE, label: "查看全部" }} />
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
                  <p className="mt-1 text-xs text-slate-500">
                    {k.classification.name} · {k.author.name} 解答 · {formatDateTime(k.publishedAt, "YYYY-MM-DD")} · 阅读 {k.reads}
                  </p>
                </div>
              </li>
            ))}
          </ul>
        )}
        <ListPages page={page} />
      </section>
    </div>
  );
}

export function ErrorBoundary() {
  return <ListErrorPage title="法律知识暂时无法加载" retry={LEGAL_KNOWLEDGE} />;
}
