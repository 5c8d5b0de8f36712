import { Sparkles } from "lucide-react";
import { Link } from "react-router";
import type { ClausePick } from "#core/clauses";

/** 本周精选: the clauses editors picked most recently. */
export function WeekPicks({ picks, hrefFor }: { picks: ClausePick[]; hrefFor: (id: number) => string }) {
  return (
    <section aria-labelledby="week-picks-title" className="rounded-lg border border-slate-200 bg-white p-4">
      <h2 id="week-picks-title" className="flex items-center gap-1 font-medium text-slate-900">
        <Sparkles className="h-4 w-4 text-accent-500" aria-hidden />
        本周精选
      </h2>
      {picks.length === 0 ? (
        <p className="mt-2 text-sm text-slate-400">本周暂无精选条款</p>
      ) : (
        <ol className="mt-3 space-y-2.5 text-sm">
          {picks.map((p) => (
            <li key={p.id}>
              <Link to={hrefFor(p.id)} className="line-clamp-2 text-slate-700 hover:text-brand-600">
                {p.title}
              </Link>
              <p className="mt-0.5 text-xs text-slate-400">
                {p.categoryName} · {p.copies} 次复制
              </p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
