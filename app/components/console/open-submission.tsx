import type { ReactNode } from "react";
import { Link } from "react-router";
import { Decision } from "./queue";

// A submitted work opened from the 内容审核 queue (范本、文章): what readers will see, then the
// decision while it is still under review.
export function OpenSubmission({
  id,
  title,
  download,
  facts,
  summaryLabel,
  summary,
  reviewing,
  gone,
  placeholder,
  busy,
  children,
}: {
  id: number;
  title: string;
  /** A link beside the title (the original file). */
  download?: ReactNode;
  /** Who sent it and when, on one line. */
  facts: ReactNode;
  summaryLabel: string;
  summary: string;
  reviewing: boolean;
  /** Said instead of the decision once it is no longer under review. */
  gone: string;
  placeholder: string;
  busy: boolean;
  children: ReactNode;
}) {
  const heading = <h2 className="text-base font-medium text-slate-900">{title}</h2>;
  return (
    <article aria-label={`审核：${title}`} className="space-y-3 rounded-lg bg-white p-4 shadow-sm sm:p-5">
      {download ? (
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          {heading}
          {download}
        </div>
      ) : (
        heading
      )}
      <p className="flex flex-wrap gap-x-4 text-sm text-slate-500">{facts}</p>
      <p className="rounded-md bg-brand-50 p-3 text-sm text-slate-700">
        <span className="font-medium text-brand-700">{summaryLabel}</span>
        {summary}
      </p>
      {children}
      {reviewing ? <Decision id={id} busy={busy} placeholder={placeholder} className="pt-4" /> : <p className="text-sm text-slate-500">{gone}</p>}
    </article>
  );
}

/** A waiting work in the queue's list: its title opens it. */
export function SubmissionLink({ to, title }: { to: string; title: string }) {
  return (
    <Link to={to} className="min-w-0 flex-1 font-medium text-slate-800 hover:text-brand-600">
      {title}
    </Link>
  );
}
