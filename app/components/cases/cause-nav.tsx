import { Chip } from "./filter-link";

type Cause = { slug: string; name: string; count: number };
type CauseGroup = Cause & { children: Cause[] };

/**
 * The cause tree (案由): groups in a column on wide screens, a scrolling row on phones. The group in use
 * opens its causes, under it on wide screens and as a second row on phones.
 */
export function CauseNav({ causes, current, href }: { causes: CauseGroup[]; current?: string; href: (slug?: string) => string }) {
  const open = causes.find((c) => c.slug === current || c.children.some((s) => s.slug === current));
  const children = (group: CauseGroup) =>
    group.children
      .filter((s) => s.count > 0)
      .map((s) => (
        <Chip key={s.slug} to={href(s.slug)} active={current === s.slug}>
          {s.name} <span className="text-xs opacity-70">{s.count}</span>
        </Chip>
      ));
  return (
    <nav aria-label="案由" className="rounded-lg border border-slate-200 bg-white p-2 text-sm">
      <h2 className="hidden px-2.5 pb-1 text-xs font-medium text-slate-400 lg:block">按案由浏览</h2>
      <div className="flex gap-1 overflow-x-auto lg:flex-col lg:overflow-visible">
        <Chip to={href(undefined)} active={!current}>
          全部案由
        </Chip>
        {causes.map((c) => (
          <div key={c.slug} className="shrink-0">
            <Chip to={href(c.slug)} active={current === c.slug}>
              {c.name} <span className="text-xs opacity-70">{c.count}</span>
            </Chip>
            {open?.slug === c.slug ? <div className="hidden flex-col gap-0.5 py-1 pl-3 lg:flex">{children(c)}</div> : null}
          </div>
        ))}
      </div>
      {open ? <div className="mt-1 flex gap-1 overflow-x-auto border-t border-slate-100 pt-1 lg:hidden">{children(open)}</div> : null}
    </nav>
  );
}
