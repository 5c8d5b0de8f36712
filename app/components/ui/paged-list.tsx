import type { ReactNode } from "react";
import { Pagination } from "./pagination";

type Page = { current: number; pages: number; total: number };

/** One page of a list, its items divided by rules, with the pager below (the page lives in the URL). */
export function PagedList({ page, children }: { page: Page; children: ReactNode }) {
  return (
    <>
      <ul className="divide-y divide-slate-100">{children}</ul>
      <Pagination current={page.current} pages={page.pages} total={page.total} />
    </>
  );
}
