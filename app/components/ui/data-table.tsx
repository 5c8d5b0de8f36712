import type { ReactNode } from "react";

/**
 * A plain table of records that scrolls sideways on narrow screens. `minWidth` is a Tailwind class
 * written out in full where it is used (e.g. "min-w-[640px]"), so the class scanner sees it.
 */
export function DataTable({ headers, minWidth, children }: { headers: readonly string[]; minWidth: string; children: ReactNode }) {
  return (
    <div className="overflow-x-auto">
      <table className={`w-full ${minWidth} text-left text-sm`}>
        <thead className="bg-slate-50 text-slate-500">
          <tr>
            {headers.map((h) => (
              <th key={h} className="px-3 py-2 font-normal">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
