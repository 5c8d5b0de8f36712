import type { ReactNode } from "react";

/**
 * A titled box beside a list or a text (排行, 最新, 推荐, 相关 …). With `empty` it shows that quiet
 * line instead of its content, for a list that has nothing yet.
 */
export function SidePanel({ id, title, icon, empty, children }: { id: string; title: string; icon?: ReactNode; empty?: string; children?: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-lg border border-slate-200 bg-white p-4">
      <h2 id={id} className={`${icon ? "flex items-center gap-1 " : ""}font-medium text-slate-900`}>
        {icon}
        {title}
      </h2>
      {empty === undefined ? children : <p className="mt-2 text-sm text-slate-500">{empty}</p>}
    </section>
  );
}
