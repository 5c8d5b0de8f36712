import type { ReactNode } from "react";

export type DetailRow = readonly [label: string, value: ReactNode];

/** Labelled facts in two columns (an application, a submission): short labels, values that may wrap anywhere. */
export function DetailRows({ rows, className = "" }: { rows: readonly DetailRow[]; className?: string }) {
  return (
    <dl className={`grid gap-x-6 gap-y-1.5 text-sm sm:grid-cols-2 ${className}`}>
      {rows.map(([label, value]) => (
        <div key={label} className="flex gap-3">
          <dt className="w-16 shrink-0 text-slate-500">{label}</dt>
          <dd className="min-w-0 break-all text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
