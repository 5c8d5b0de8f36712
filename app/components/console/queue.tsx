import type { ReactNode } from "react";
import { Link, useNavigation } from "react-router";
import { type DetailRow, DetailRows } from "~/components/ui/detail-rows";
import { EmptyState } from "~/components/ui/empty-state";
import type { ActionResult } from "~/lib/action-result";
import { ActionNotice, ApproveButton, RejectForm } from "./decision-forms";

// The shape every console queue page shares (认证、实名、广告、内容、提现审核): a heading with a note or
// filter, the outcome line of the last decision, the waiting items or an empty state, and per item
// its details and the approve / reject-with-a-reason forms. The action side is queue.server.ts.

/** True while a decision is being sent: every button of the page waits for it. */
export const useDeciding = () => useNavigation().state === "submitting";

export function QueuePage({
  title,
  note,
  filter,
  tabs,
  result,
  children,
}: {
  title: string;
  /** The line beside the heading (how many wait, in which order). */
  note?: string;
  /** A filter shown beside the heading instead of a note. */
  filter?: ReactNode;
  /** Tabs between the heading and the outcome line. */
  tabs?: ReactNode;
  result: unknown;
  children: ReactNode;
}) {
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-lg font-semibold text-slate-900">{title}</h1>
        {note ? <p className="text-sm text-slate-500">{note}</p> : null}
        {filter}
      </div>
      {tabs}
      <ActionNotice result={result as ActionResult | undefined} />
      {children}
    </div>
  );
}

/** Links that filter the queue by status (`?status=<key>`), the current one marked. */
export function StatusFilter({
  label,
  path,
  current,
  options,
}: {
  label: string;
  path: string;
  current: string;
  options: readonly { key: string; text: ReactNode }[];
}) {
  return (
    <nav aria-label={label} className="flex flex-wrap gap-2 text-sm">
      {options.map((s) => (
        <Link
          key={s.key}
          to={`${path}?status=${s.key}`}
          aria-current={current === s.key ? "page" : undefined}
          className={current === s.key ? "font-medium text-brand-700" : "text-slate-600 hover:text-brand-600"}
        >
          {s.text}
        </Link>
      ))}
    </nav>
  );
}

/** The waiting items, or the empty state titled `empty`. */
export function QueueList<T>({ items, empty, children }: { items: readonly T[]; empty: string; children: (item: T, index: number) => ReactNode }) {
  return items.length === 0 ? <EmptyState title={empty} /> : items.map(children);
}

/** One waiting item: its name, a warning for the reviewer, its details (and photos beside them), its decision. */
export function QueueCard({
  label,
  testId,
  title,
  warning,
  rows,
  aside,
  children,
}: {
  label: string;
  testId: string;
  title: string;
  warning?: string | null;
  rows: readonly DetailRow[];
  aside?: ReactNode;
  children: ReactNode;
}) {
  return (
    <article aria-label={label} data-testid={testId} className="rounded-lg bg-white p-4 shadow-sm sm:p-5">
      <h2 className="text-base font-medium text-slate-900">{title}</h2>
      {warning ? <p className="mt-1 text-sm text-danger-500">{warning}</p> : null}
      {aside ? (
        <div className="mt-3 grid gap-4 lg:grid-cols-[1fr_auto]">
          <DetailRows rows={rows} />
          {aside}
        </div>
      ) : (
        <DetailRows rows={rows} className="mt-3" />
      )}
      {children}
    </article>
  );
}

/**
 * Approve (or the buttons given as `approve`), or reject with the reason the submitter reads.
 * `className` spaces the row from what stands above it.
 */
export function Decision({
  id,
  busy,
  placeholder,
  approveLabel,
  approve,
  className = "",
}: {
  id: number;
  busy: boolean;
  placeholder: string;
  approveLabel?: string;
  approve?: ReactNode;
  className?: string;
}) {
  return (
    <div className={`flex flex-col gap-3 border-t border-slate-100 sm:flex-row sm:items-start ${className}`}>
      {approve ?? <ApproveButton id={id} busy={busy} label={approveLabel} />}
      <RejectForm id={id} busy={busy} placeholder={placeholder} />
    </div>
  );
}
