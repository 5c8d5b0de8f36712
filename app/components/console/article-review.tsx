import { ARTICLE_STATUS } from "#core/article-publishing";
import { formatDateTime } from "#core/dates";
import { ArticleHtml } from "~/components/articles/article-html";
import type { Outputs } from "~/lib/api-types";
import { OpenSubmission, SubmissionLink } from "./open-submission";

type Open = Outputs["articleReviews"]["preview"];
type Item = Outputs["articleReviews"]["queue"]["records"][number];

/** One submitted article as readers would see it (the HTML was sanitised on save and again on read). */
export function ArticleReview({ open, busy }: { open: Open; busy: boolean }) {
  return (
    <OpenSubmission
      id={open.id}
      title={open.title}
      facts={
        <>
          <span>作者 {open.authorName}</span>
          <span>{open.classification}</span>
          <span>提交于 {formatDateTime(open.submittedAt)}</span>
        </>
      }
      summaryLabel="摘要："
      summary={open.summary}
      reviewing={open.status === ARTICLE_STATUS.REVIEWING}
      gone="该文章已不在审核中。"
      placeholder="驳回原因（作者可见），如：引用的法条已修订，请更新"
      busy={busy}
    >
      <ArticleHtml html={open.html} className="rounded-md border border-slate-100 p-4" />
    </OpenSubmission>
  );
}

export function ArticleQueueItem({ item }: { item: Item }) {
  return (
    <>
      <SubmissionLink to={`/console/reviews?kind=article&id=${item.id}`} title={item.title} />
      <span className="text-slate-500">{item.authorName}</span>
      <span className="text-slate-500">{item.classification}</span>
      <span className="text-xs text-slate-500">{formatDateTime(item.submittedAt)}</span>
    </>
  );
}
