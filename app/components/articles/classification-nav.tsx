import { Link } from "react-router";

type Classification = { slug: string; name: string; count: number };

/** The classifications (文章分类): a column on wide screens, a scrolling row on phones. */
export function ClassificationNav({ items, current, href }: { items: Classification[]; current?: string; href: (slug?: string) => string }) {
  const chip = (to: string, active: boolean, label: React.ReactNode, key: string) => (
    <Link
      key={key}
      to={to}
      preventScrollReset
      aria-current={active ? "true" : undefined}
      className={`shrink-0 rounded px-2.5 py-1 ${active ? "bg-brand-600 text-white" : "text-slate-600 hover:text-brand-600"}`}
    >
      {label}
    </Link>
  );
  return (
    <nav aria-label="文章分类" className="rounded-lg border border-slate-200 bg-white p-2 text-sm">
      <h2 className="hidden px-2.5 pb-1 text-xs font-medium text-slate-400 lg:block">按分类浏览</h2>
      <div className="flex gap-1 overflow-x-auto lg:flex-col lg:overflow-visible">
        {chip(href(undefined), !current, "全部文章", "all")}
        {items.map((c) =>
          chip(
            href(c.slug),
            current === c.slug,
            <>
              {c.name} <span className="text-xs opacity-70">{c.count}</span>
            </>,
            c.slug,
          ),
        )}
      </div>
    </nav>
  );
}
