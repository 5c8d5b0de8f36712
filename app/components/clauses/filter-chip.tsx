import type { ReactNode } from "react";
import { Link } from "react-router";

// Filter links of the library pages (clauses and documents): state lives in the URL, so every
// filter is a plain link that works before hydration and can be shared.

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

export function Chip({ to, active, children }: { to: string; active: boolean; children: ReactNode }) {
  return (
    <Link
      to={to}
      preventScrollReset
      aria-current={active ? "true" : undefined}
      className={`shrink-0 rounded px-2.5 py-1 ${active ? "bg-brand-600 text-white" : "text-slate-600 hover:text-brand-600"}`}
    >
      {children}
    </Link>
  );
}
