import { DOCUMENT_KINDS } from "#core/documents";
import { FilterChip } from "~/components/library/filter-chip";

/** 全部 / 诉讼文书 / 非诉文书, with counts; a kind's link drops a category of the other kind. */
export function KindTabs({
  active,
  counts,
  hrefFor,
}: {
  active: 1 | 2 | undefined;
  counts: Record<1 | 2, number>;
  hrefFor: (kind: 1 | 2 | undefined) => string;
}) {
  return (
    <nav aria-label="文书类型" className="flex flex-wrap items-center gap-1 text-sm">
      <span className="mr-1 text-slate-500">类型</span>
      <FilterChip to={hrefFor(undefined)} active={active === undefined}>
        全部 <span className="text-xs opacity-80">{counts[1] + counts[2]}</span>
      </FilterChip>
      {([1, 2] as const).map((k) => (
        <FilterChip key={k} to={hrefFor(k)} active={active === k}>
          {DOCUMENT_KINDS[k]} <span className="text-xs opacity-80">{counts[k]}</span>
        </FilterChip>
      ))}
    </nav>
  );
}
