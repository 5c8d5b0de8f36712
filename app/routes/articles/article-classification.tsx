import { FolderOpen } from "lucide-react";
import { Link } from "react-router";
import { ARTICLE_LIST } from "~/components/articles/paths";
import { ListErrorPage } from "~/components/library/list-status";
import { Breadcrumb } from "~/components/ui/breadcrumb";
import { EmptyState } from "~/components/ui/empty-state";
import { api } from "~/lib/api.server";
import type { Route } from "./+types/article-classification";

export async function loader({ context }: Route.LoaderArgs) {
  return { classifications: await api(context).articles.classifications() };
}

export const meta: Route.MetaFunction = () => [
  { title: "文章分类 - 法律文集 - 契合" },
  { name: "description", content: "法律文集的全部分类与文章数：合同实务、公司治理、劳动用工、婚姻家事、房产物业、知识产权、刑事辩护等。" },
];

export default function ArticleClassification({ loaderData }: Route.ComponentProps) {
  const { classifications } = loaderData;
  return (
    <section className="rounded-lg border border-slate-200 bg-white p-4 sm:p-6">
      <Breadcrumb trail={[{ text: "法律文集", to: ARTICLE_LIST }, { text: "文章分类" }]} />
      <h1 className="mt-2 text-xl font-semibold text-slate-900">文章分类</h1>
      {classifications.length === 0 ? (
        <EmptyState title="还没有文章分类" />
      ) : (
        <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {classifications.map((c) => (
            <li key={c.slug}>
              <Link
                to={`${ARTICLE_LIST}?category=${c.slug}`}
                className="flex items-center gap-3 rounded-lg border border-slate-200 p-4 hover:border-brand-500 hover:text-brand-600"
              >
                <FolderOpen className="h-6 w-6 shrink-0 text-brand-600" aria-hidden />
                <span className="min-w-0">
                  <span className="block font-medium">{c.name}</span>
                  <span className="text-xs text-slate-500">{c.count} 篇文章</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function ErrorBoundary() {
  return <ListErrorPage title="文章分类暂时无法加载" retry="/articleClassification" />;
}
