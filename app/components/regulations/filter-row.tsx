import type { ReactNode } from "react";

/** One labelled row of the regulations filter panel; wraps on phones. */
export function FilterRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex gap-2 py-1.5">
      <span className="w-16 shrink-0 pt-1 text-slate-500">{label}</span>
      <div className="flex min-w-0 flex-wrap items-center gap-1">{children}</div>
    </div>
  );
}
