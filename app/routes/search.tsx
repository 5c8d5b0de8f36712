import { Link } from "react-router";
import { KEYWORD_MAX } from "#core/library-labels";
import { searchText } from "#core/text";
import { Highlighted } from "~/components/library/highlighted";
import { EmptyState } from "~/components/ui/empty-state";
import { api } from "~/lib/api.server";
import type { Route } from "./+types/search";

// The header search: one keyword across every library, a few hits each with a link to the full list.
export async function loader({ request, context }: Route.LoaderArgs) {
  const keyword = searchText(new URL(request.url).searchParams.get("keyword") ?? "").slice(0, KEYWORD_MAX);
  if (!keyword) return { keyword, groups: [] };
  return { keyword, groups: await api(context).search.all({ keyword }) };
}

export const meta: Route.MetaFunction = ({ data }) => [
  { title: data?.keyword ? `${data.keyword} - 全站搜索 - 契合` : "全站搜索 - 契合" },
  { name: "description", content: "在合同范本、合同条款、法律文书、法律法规、案例与律师文章中检索。" },
  { name: "robots", content: "noindex" },
];

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const { keyword, groups } = loaderData;
  if (!keyword) return <EmptyState title="请输入关键词">可搜索合同范本、条款、文书、法律法规、案例与律师文章</EmptyState>;
  const total = groups.reduce((n, g) => n + g.total, 0);
  return (
    <div className="space-y-4">
      <h1 className="text-lg font-semibold text-slate-900">
        “{keyword}”的搜索结果<span className="ml-2 text-sm font-normal text-slate-500">共 {total} 条</span>
      </h1>
      {groups.length === 0 ? (
        <EmptyState title={`没有找到与“${keyword}”相关的内容`}>换个关键词试试，如：租赁、劳动合同、民法典</EmptyState>
      ) : (
        groups.map((g) => (
          <section key={g.library} aria-labelledby={`group-${g.library}`} className="rounded-lg border border-slate-200 bg-white">
            <div className="flex items-center justify-between border-b border-slate-100 px-4 py-3">
              <h2 id={`group-${g.library}`} className="font-medium text-slate-900">
                {g.label}
                <span className="ml-2 text-sm font-normal text-slate-500">{g.total} 条</span>
              </h2>
              {g.total > g.hits.length ? (
                <Link to={g.more} className="text-sm text-brand-600 hover:underline">
                  查看全部
                </Link>
              ) : null}
            </div>
            <ul className="divide-y divide-slate-100">
              {g.hits.map((h) => (
                <li key={h.href} className="px-4 py-3">
                  <Link to={h.href} className="font-medium text-slate-800 hover:text-brand-600">
                    <Highlighted segments={h.titleSegments} />
                  </Link>
                  <p className="mt-1 line-clamp-2 text-sm text-slate-500">
                    <Highlighted segments={h.excerpt} />
                  </p>
                  <p className="mt-1 text-xs text-slate-500">{h.meta}</p>
                </li>
              ))}
            </ul>
          </section>
        ))
      )}
    </div>
  );
}
