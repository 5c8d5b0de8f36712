import type { ReactNode } from "react";
import { Link } from "react-router";
import { type QueryChanges, sortParam } from "./query";

/**
 * One filter value of a library list as a link. With `count` it shows the live count, greyed when
 * choosing it would give nothing; `dense` is the tighter chip of the regulations filter panel.
 */
export function FilterChip({
  to,
  active,
  count,
  dense = false,
  children,
}: {
  to: string;
  active: boolean;
  count?: number;
  dense?: boolean;
  children: ReactNode;
}) {
  const idle = count === 0 && !active ? "text-slate-500 hover:text-slate-600" : "text-slate-600 hover:text-brand-600";
  return (
    <Link
      to={to}
      preventScrollReset
      aria-current={active ? "true" : undefined}
      className={`shrink-0 rounded ${dense ? "px-2" : "px-2.5"} py-1 ${active ? "bg-brand-600 text-white" : idle}`}
    >
      {children}
      {count === undefined ? null : <span className={`ml-1 text-xs ${active ? "text-white/80" : "text-slate-500"}`}>{count}</span>}
    </Link>
  );
}

/** A row of chips after a grey label (来源, 价格, 排序 …); wraps on phones. */
export function ChipRow({ label, className = "", children }: { label: string; className?: string; children: ReactNode }) {
  return (
    <div className={`flex flex-wrap items-center gap-1 ${className}`}>
      <span className="mr-1 text-slate-500">{label}</span>
      {children}
    </div>
  );
}

/** The sort chips of a list; the default sort links without a `sort` parameter. */
export function SortChips({
  sorts,
  active,
  href,
  defaultSort = "latest",
  dense,
}: {
  sorts: Record<string, string>;
  active: string;
  href: (changes: QueryChanges) => string;
  defaultSort?: string;
  dense?: boolean;
}) {
  return Object.entries(sorts).map(([value, label]) => (
    <FilterChip key={value} to={href({ sort: sortParam(value, defaultSort) })} active={active === value} dense={dense}>
      {label}
    </FilterChip>
  ));
}
