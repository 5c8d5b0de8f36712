import { Link } from "react-router";

/** The side panel of a detail page: items of the same kind, or a quiet empty line. */
export function RelatedList({ title, items, href }: { title: string; items: { id: number; title: string }[]; href: (id: number) => string }) {
  return (
    <section aria-labelledby="related-title" className="rounded-lg border border-slate-200 bg-white p-4">
      <h2 id="related-title" className="font-medium text-slate-900">
        {title}
      </h2>
      {items.length === 0 ? (
        <p className="mt-2 text-sm text-slate-400">暂无{title}</p>
      ) : (
        <ul className="mt-2 space-y-2 text-sm">
          {items.map((r) => (
            <li key={r.id}>
              <Link to={href(r.id)} className="line-clamp-2 text-slate-700 hover:text-brand-600">
                {r.title}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
