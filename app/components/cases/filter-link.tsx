import { Link, useSearchParams } from "react-router";

export const CASE_LIBRARY = "/caseLibrary";

/** A link to the case list with some filters changed; the page number resets with every change. */
export function useCaseHref() {
  const [params] = useSearchParams();
  return (changes: Record<string, string | number | undefined>) => {
    const next = new URLSearchParams(params);
    next.delete("current");
    for (const [k, v] of Object.entries(changes)) {
      if (v === undefined || v === "") next.delete(k);
      else next.set(k, String(v));
    }
    const q = next.toString();
    return q ? `${CASE_LIBRARY}?${q}` : CASE_LIBRARY;
  };
}

export function Chip({ to, active, children }: { to: string; active: boolean; children: React.ReactNode }) {
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
