import { CalendarDays, Eye } from "lucide-react";
import { data, Link } from "react-router";
import { articleBlocks, readingMinutes } from "#core/articles";
import { formatDateTime } from "#core/dates";
import { ArticleBody } from "~/components/articles/article-body";
import { ArticleHtml } from "~/components/articles/article-html";
import { AuthorCard } from "~/components/articles/author-card";
import { ARTICLE_LIST, authorPath, LEGAL_KNOWLEDGE } from "~/components/articles/paths";
import { ArticleSideList } from "~/components/articles/side-list";
import { Breadcrumb } from "~/components/ui/breadcrumb";
import { api } from "~/lib/api.server";
import { orNotFound } from "~/lib/not-found.server";
import type { Route } from "./+types/article-details";
import { carriedKeyword } from "./list-params.server";

const POSITIVE_ID = /^[1-9]\d{0,9}$/;

// /articleDetails/{id} and the mini-program path ?id= render the same screen, for articles and
// legal-knowledge entries alike. Loading the page is the read: read counts once per reader per day.
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const raw = (params as { id?: string }).id ?? url.searchParams.get("id") ?? "";
  if (!POSITIVE_ID.test(raw)) throw data(null, { status: 404 });
  const id = Number(raw);
  const caller = api(context);
  const detail = await orNotFound(caller.articles.detail({ id }));
  if (!detail) throw data(null, { status: 404 });
  const [read, related, byAuthor] = await Promise.all([
    caller.articles.read({ id }),
    caller.articles.related({ id }),
    detail.kind === "article" ? caller.articles.byAuthor({ id: detail.author.id, exclude: id, current: 1, size: 5 }) : null,
  ]);
  return {
    detail: { ...detail, reads: read.reads },
    blocks: detail.html === null ? articleBlocks(detail.body) : [],
    related,
    byAuthor,
    keyword: carriedKeyword(url),
  };
}

export const meta: Route.MetaFunction = ({ data: d }) => [
  { title: d ? `${d.detail.title} - ${d.detail.kind === "knowledge" ? "法律知识" : "法律文集"} - 契合` : "文章详情 - 契合" },
  { name: "description", content: d?.detail.summary.slice(0, 160) ?? "" },
  ...(d ? [{ property: "og:type", content: "article" }] : []),
];

export default function ArticleDetails({ loaderData }: Route.ComponentProps) {
  const { detail, blocks, related, byAuthor, keyword } = loaderData;
  const knowledge = detail.kind === "knowledge";
  return (
    <div className="grid gap-4 lg:grid-cols-[1fr_280px]">
      <article className="min-w-0 rounded-lg border border-slate-200 bg-white p-4 sm:p-8">
        <Breadcrumb
          trail={[
            { text: "法律文集", to: ARTICLE_LIST },
            knowledge
              ? { text: "法律知识", to: LEGAL_KNOWLEDGE }
              : { text: detail.classification.name, to: `${ARTICLE_LIST}?category=${detail.classification.slug}` },
          ]}
        />
        <h1 className="mt-2 text-xl font-semibold leading-8 text-slate-900 sm:text-2xl">{detail.title}</h1>
        <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-500">
          <Link to={authorPath(detail.author.id)} className="text-brand-600 hover:underline">
            {detail.author.name}
            {detail.author.isLawyer ? " 律师" : ""}
          </Link>
          <span className="inline-flex items-center gap-1">
            <CalendarDays className="h-3.5 w-3.5" aria-hidden />
            <span className="sr-only">发布于</span>
            {formatDateTime(detail.publishedAt, "YYYY-MM-DD")}
          </span>
          <span className="inline-flex items-center gap-1" data-testid="article-reads">
            <Eye className="h-3.5 w-3.5" aria-hidden />
            阅读 {detail.reads}
          </span>
          <span>约 {readingMinutes(detail.body)} 分钟读完</span>
        </div>
        {detail.html === null ? <ArticleBody blocks={blocks} keyword={keyword} /> : <ArticleHtml html={detail.html} className="mt-5" />}
        <p className="mt-8 rounded-md bg-slate-50 p-3 text-xs leading-5 text-slate-500">
          本文为作者基于现行法律规定所作的一般性分析，不构成针对具体案件的法律意见；个案请结合事实咨询执业律师。
        </p>
      </article>
      <aside className="space-y-4">
        <AuthorCard author={detail.author} articleCount={byAuthor ? byAuthor.total + 1 : undefined} />
        {byAuthor ? <ArticleSideList id="author-more-title" title="作者的其他文章" items={byAuthor.records} empty="作者暂无其他文章" /> : null}
        <ArticleSideList id="related-title" title={knowledge ? "相关问题" : `相关文章 · ${detail.classification.name}`} items={related} empty="暂无相关文章" />
      </aside>
    </div>
  );
}
