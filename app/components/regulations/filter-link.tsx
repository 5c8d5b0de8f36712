import type { ReactNode } from "react";
import { Link } from "react-router";

// Filters of /regulations are plain links: the state lives in the URL, so they work before hydration
// and a filtered list can be shared.

/** The same list with some query parameters changed; the page number is reset. */
export function filterHref(pathname: string, search: string, changes: Record<string, string | undefined>): string {
  const next = new URLSearchParams(search);
  next.delete("current");
  for (const [k, v] of Object.entries(changes)) {
    if (v === undefined || v === "") next.delete(k);
    else next.set(k, v);
  }
  const q = next.toString();
  return q ? `${pathname}?${q}` : pathname;
}

export function FilterLink({ to, active, count, children }: { to: string; active: boolean; count?: number; children: ReactNode }) {
  const empty = count === 0 && !active;
  return (
    <Link
      to={to}
      preventScrollReset
      aria-current={active ? "true" : undefined}
      className={`shrink-0 rounded px-2 py-1 ${active ? "bg-brand-600 text-white" : empty ? "text-slate-300 hover:text-slate-500" : "text-slate-600 hover:text-brand-600"}`}
    >
      {children}
      {count === undefined ? null : <span className={`ml-1 text-xs ${active ? "text-white/80" : "text-slate-400"}`}>{count}</span>}
    </Link>
  );
}

/** One labelled row of the filter panel; wraps on phones. */
export function FilterRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex gap-2 py-1.5">
      <span className="w-16 shrink-0 pt-1 text-slate-400">{label}</span>
      <div className="flex min-w-0 flex-wrap items-center gap-1">{children}</div>
    </div>
  );
}
