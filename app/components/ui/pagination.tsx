import { Link, useLocation } from "react-router";

// Pagination keeps its state in the URL (?current=N) so SSR, reload and sharing all agree.
export function pageHref(search: string, pathname: string, current: number): string {
  const params = new URLSearchParams(search);
  if (current <= 1) params.delete("current");
  else params.set("current", String(current));
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}

/** Page numbers to show: first, last, and a window around the current page; 0 marks a gap. */
export function pageWindow(current: number, pages: number): number[] {
  const out: number[] = [];
  for (let p = 1; p <= pages; p++) {
    if (p === 1 || p === pages || Math.abs(p - current) <= 2) out.push(p);
    else if (out[out.length - 1] !== 0) out.push(0);
  }
  return out;
}

export function Pagination({ current, pages, total }: { current: number; pages: number; total: number }) {
  const { pathname, search } = useLocation();
  if (pages <= 1) return null;
  const item = "min-w-8 rounded border px-2 py-1 text-center text-sm";
  return (
    <nav aria-label="分页" className="mt-4 flex flex-wrap items-center justify-center gap-1">
      <span className="mr-2 text-sm text-slate-500">共 {total} 条</span>
      {current > 1 ? (
        <Link to={pageHref(search, pathname, current - 1)} className={`${item} border-slate-200 hover:border-brand-500`} rel="prev">
          上一页
        </Link>
      ) : null}
      {pageWindow(current, pages).map((p, i) =>
        p === 0 ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity of their own
          <span key={`gap${i}`} className="px-1 text-slate-500">
            …
          </span>
        ) : (
          <Link
            key={p}
            to={pageHref(search, pathname, p)}
            aria-current={p === current ? "page" : undefined}
            className={`${item} ${p === current ? "border-brand-600 bg-brand-600 text-white" : "border-slate-200 hover:border-brand-500"}`}
          >
            {p}
          </Link>
        ),
      )}
      {current < pages ? (
        <Link to={pageHref(search, pathname, current + 1)} className={`${item} border-slate-200 hover:border-brand-500`} rel="next">
          下一页
        </Link>
      ) : null}
    </nav>
  );
}
