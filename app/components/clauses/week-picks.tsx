import { Sparkles } from "lucide-react";
import { Link } from "react-router";
import type { ClausePick } from "#core/clauses";
import { SidePanel } from "~/components/library/side-panel";

/** 本周精选: the clauses editors picked most recently. */
export function WeekPicks({ picks, hrefFor }: { picks: ClausePick[]; hrefFor: (id: number) => string }) {
  return (
    <SidePanel
      id="week-picks-title"
      title="本周精选"
      icon={<Sparkles className="h-4 w-4 text-accent-500" aria-hidden />}
      empty={picks.length === 0 ? "本周暂无精选条款" : undefined}
    >
      <ol className="mt-3 space-y-2.5 text-sm">
        {picks.map((p) => (
          <li key={p.id}>
            <Link to={hrefFor(p.id)} className="line-clamp-2 text-slate-700 hover:text-brand-600">
              {p.title}
            </Link>
            <p className="mt-0.5 text-xs text-slate-500">
              {p.categoryName} · {p.copies} 次复制
            </p>
          </li>
        ))}
      </ol>
    </SidePanel>
  );
}
