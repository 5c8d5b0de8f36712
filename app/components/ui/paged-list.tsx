import type { ReactNode } from "react";
import { Pagination } from "./pagination";

type Page = { records: readonly unknown[]; current: number; pages: number; total: number };

/**
 * One page of a list, its items divided by rules, with the pager below (the page lives in the URL);
 * `empty`, when given, stands instead of a list with no records.
 */
export function PagedList({ page, empty, children }: { page: Page; empty?: ReactNode; children: ReactNode }) {
  if (empty !== undefined && page.records.length === 0) return <>{empty}</>;
  return (
    <>
      <ul className="divide-y divide-slate-100">{children}</ul>
      <Pagination current={page.current} pages={page.pages} total={page.total} />
    </>
  );
}
