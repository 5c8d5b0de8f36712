import { FilterChip } from "./filter-chip";

type Leaf = { slug: string; name: string; count: number };
type Node = Leaf & { children?: Leaf[] };

/**
 * A category list of one or two levels: a column on wide screens (the open category shows its
 * children) and scrollable rows on phones (top categories, then the children of the open one).
 */
export function CategoryNav({
  label,
  heading,
  allLabel,
  categories,
  active,
  hrefFor,
}: {
  label: string;
  heading?: string;
  allLabel: string;
  categories: Node[];
  active: string | undefined;
  hrefFor: (slug: string | undefined) => string;
}) {
  const open = categories.find((c) => c.slug === active || c.children?.some((s) => s.slug === active));
  const openChildren = open?.children ?? [];
  const chip = (c: Leaf) => (
    <FilterChip key={c.slug} to={hrefFor(c.slug)} active={active === c.slug}>
      {c.name} <span className="text-xs opacity-80">{c.count}</span>
    </FilterChip>
  );
  return (
    <nav aria-label={label} className="min-w-0 rounded-lg border border-slate-200 bg-white p-2 text-sm">
      {heading ? <h2 className="hidden px-2.5 pb-1 text-xs font-medium text-slate-500 lg:block">{heading}</h2> : null}
      <div className="flex gap-1 overflow-x-auto lg:flex-col lg:overflow-visible">
        <FilterChip to={hrefFor(undefined)} active={!active}>
          {allLabel}
        </FilterChip>
        {categories.map((c) =>
          // A flat list's chips stand in the column themselves, full width; a tree's hold their children.
          c.children ? (
            <div key={c.slug} className="shrink-0">
              {chip(c)}
              {open?.slug === c.slug && openChildren.length > 0 ? (
                <div className="hidden flex-col gap-0.5 py-1 pl-3 lg:flex">{openChildren.map(chip)}</div>
              ) : null}
            </div>
          ) : (
            chip(c)
          ),
        )}
      </div>
      {openChildren.length > 0 ? (
        <div className="mt-1 flex gap-1 overflow-x-auto border-t border-slate-100 pt-1 lg:hidden">{openChildren.map(chip)}</div>
      ) : null}
    </nav>
  );
}
