import { isChinaOnlyItem } from "#core/brand";
import type { Segment } from "#core/library-labels";
import { Highlighted } from "~/components/library/highlighted";

export type ItemView = { code: string; name: string; segments?: Segment[]; codeSegments?: Segment[] };

/** Items as the book lists them, name then code; China-only (C) codes stand out. */
export function ItemList({ items }: { items: ItemView[] }) {
  return (
    <ul className="flex flex-wrap gap-x-4 gap-y-1.5 text-sm">
      {items.map((i) => (
        <li key={i.code} className="flex items-baseline gap-1">
          <span className="text-slate-800">{i.segments ? <Highlighted segments={i.segments} /> : i.name}</span>
          <span
            className={`font-mono text-xs ${isChinaOnlyItem(i.code) ? "text-amber-700" : "text-slate-500"}`}
            title={isChinaOnlyItem(i.code) ? "我国增补项目" : undefined}
          >
            {i.codeSegments ? <Highlighted segments={i.codeSegments} /> : i.code}
          </span>
        </li>
      ))}
    </ul>
  );
}
