import { Link } from "react-router";
import { ARTICLE_STATUS } from "#core/article-publishing";
import { formatDateTime } from "#core/dates";
import { ArticleHtml } from "~/components/articles/article-html";
import type { Outputs } from "~/lib/api-types";
import { Decision } from "./queue";

type Open = Outputs["articleReviews"]["preview"];
type Item = Outputs["articleReviews"]["queue"]["records"][number];

/** One submitted article as readers would see it (the HTML was sanitised on save and again on read). */
export function ArticleReview({ open, busy }: { open: Open; busy: boolean }) {
  return (
    <article aria-label={`审核：${open.title}`} className="space-y-3 rounded-lg bg-white p-4 shadow-sm sm:p-5">
      <h2 className="text-base font-medium text-slate-900">{open.title}</h2>
      <p className="flex flex-wrap gap-x-4 text-sm text-slate-500">
        <span>作者 {open.authorName}</span>
        <span>{open.classification}</span>
        <span>提交于 {formatDateTime(open.submittedAt)}</span>
      </p>
      <p className="rounded-md bg-brand-50 p-3 text-sm text-slate-700">
        <span className="font-medium text-brand-700">摘要：</span>
        {open.summary}
      </p>
      <ArticleHtml html={open.html} className="rounded-md border border-slate-100 p-4" />
      {open.status === ARTICLE_STATUS.REVIEWING ? (
        <Decision id={open.id} busy={busy} placeholder="驳回原因（作者可见），如：引用的法条已修订，请更新" className="pt-4" />
      ) : (
        <p className="text-sm text-slate-500">该文章已不在审核中。</p>
      )}
    </article>
  );
}

export function ArticleQueueItem({ item }: { item: Item }) {
  return (
    <>
      <Link to={`/console/reviews?kind=article&id=${item.id}`} className="min-w-0 flex-1 font-medium text-slate-800 hover:text-brand-600">
        {item.title}
      </Link>
      <span className="text-slate-500">{item.authorName}</span>
      <span className="text-slate-500">{item.classification}</span>
      <span className="text-xs text-slate-500">{formatDateTime(item.submittedAt)}</span>
    </>
  );
}
