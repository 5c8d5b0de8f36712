import { Link } from "react-router";
import { SidePanel } from "~/components/library/side-panel";

type Latest = { id: number; title: string; court: string; judgedOn: string };

/** A short list of cases beside the main content (最新案例, 相关案例). */
export function CaseSideList({ id, title, cases, empty }: { id: string; title: string; cases: Latest[]; empty: string }) {
  return (
    <SidePanel id={id} title={title} empty={cases.length === 0 ? empty : undefined}>
      <ul className="mt-3 space-y-3 text-sm">
        {cases.map((c) => (
          <li key={c.id}>
            <Link to={`/caseLibrary/${c.id}`} className="line-clamp-2 leading-6 text-slate-700 hover:text-brand-600">
              {c.title}
            </Link>
            <p className="mt-0.5 text-xs text-slate-500">
              {c.court} · {c.judgedOn}
            </p>
          </li>
        ))}
      </ul>
    </SidePanel>
  );
}
