import { Link } from "react-router";
import { classShortName } from "#core/brand";
import { Highlighted } from "~/components/library/highlighted";
import type { Outputs } from "~/lib/api-types";
import { ItemList } from "./item-list";

type BrandHit = Outputs["brand"]["search"]["records"][number];

type GroupBlock = { code: string; hit: BrandHit | null; head: BrandHit; items: BrandHit[] };
type ClassBlock = { classNo: number; groups: GroupBlock[] };

/** Hits arrive ordered by class and group (the group itself first), so one pass nests them. */
function nest(records: BrandHit[]): ClassBlock[] {
  const classes: ClassBlock[] = [];
  for (const r of records) {
    let c = classes[classes.length - 1];
    if (c?.classNo !== r.classNo) {
      c = { classNo: r.classNo, groups: [] };
      classes.push(c);
    }
    let g = c.groups[c.groups.length - 1];
    if (g?.code !== r.groupCode) {
      g = { code: r.groupCode, hit: null, head: r, items: [] };
      c.groups.push(g);
    }
    if (r.type === "group") g.hit = r;
    else g.items.push(r);
  }
  return classes;
}

export function SearchResults({ records }: { records: BrandHit[] }) {
  return (
    <div className="space-y-4">
      {nest(records).map((c) => (
        <section key={c.classNo} aria-labelledby={`class-${c.classNo}`} className="rounded-lg border border-slate-200 bg-white">
          <h2 id={`class-${c.classNo}`} className="border-b border-slate-100 px-4 py-2.5 font-medium text-slate-900">
            <Link to={`/brand/${c.classNo}`} className="hover:text-brand-600">
              第{c.classNo}类 {classShortName(c.classNo)}
            </Link>
          </h2>
          <ul className="divide-y divide-slate-100">
            {c.groups.map((g) => (
              <li key={g.code} className="px-4 py-3">
                <h3 className="flex flex-wrap items-baseline gap-x-2 gap-y-1">
                  <span className="font-mono text-sm text-brand-700">{g.hit ? <Highlighted segments={g.hit.codeSegments} /> : g.code}</span>
                  <span className="font-medium text-slate-800">
                    <Highlighted segments={g.head.groupSegments} />
                  </span>
                  {g.hit ? <span className="rounded bg-brand-50 px-1.5 text-xs text-brand-700">类似群</span> : null}
                  <Link to={`/brand/${c.classNo}/${g.code}`} className="ml-auto text-xs text-brand-600 hover:underline">
                    查看本群全部项目<span className="sr-only">（类似群 {g.code}）</span>
                  </Link>
                </h3>
                {g.items.length ? (
                  <div className="mt-2">
                    <ItemList items={g.items} />
                  </div>
                ) : null}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
