import { Chip } from "./filter-chip";

type Node = { slug: string; name: string; count: number; children: { slug: string; name: string; count: number }[] };

/**
 * A two-level category list: a column on wide screens (the open category shows its children) and
 * two scrollable rows on phones (top categories, then the children of the open one).
 */
export function CategoryNav({
  label,
  allLabel,
  categories,
  active,
  hrefFor,
}: {
  label: string;
  allLabel: string;
  categories: Node[];
  active: string | undefined;
  hrefFor: (slug: string | undefined) => string;
}) {
  const open = categories.find((c) => c.slug === active || c.children.some((s) => s.slug === active));
  const child = (s: Node["children"][number]) => (
    <Chip key={s.slug} to={hrefFor(s.slug)} active={active === s.slug}>
      {s.name} <span className="text-xs opacity-70">{s.count}</span>
    </Chip>
  );
  return (
    <nav aria-label={label} className="min-w-0 rounded-lg border border-slate-200 bg-white p-2 text-sm">
      <div className="flex gap-1 overflow-x-auto lg:flex-col lg:overflow-visible">
        <Chip to={hrefFor(undefined)} active={!active}>
          {allLabel}
        </Chip>
        {categories.map((c) => (
          <div key={c.slug} className="shrink-0">
            <Chip to={hrefFor(c.slug)} active={active === c.slug}>
              {c.name} <span className="text-xs opacity-70">{c.count}</span>
            </Chip>
            {open?.slug === c.slug && c.children.length > 0 ? <div className="hidden flex-col gap-0.5 py-1 pl-3 lg:flex">{c.children.map(child)}</div> : null}
          </div>
        ))}
      </div>
      {open && open.children.length > 0 ? (
        <div className="mt-1 flex gap-1 overflow-x-auto border-t border-slate-100 pt-1 lg:hidden">{open.children.map(child)}</div>
      ) : null}
    </nav>
  );
}
