import { Link } from "react-router";
import { SidePanel } from "./side-panel";

/** The side panel of a detail page: items of the same kind, or a quiet empty line. */
export function RelatedList({ title, items, href }: { title: string; items: { id: number; title: string }[]; href: (id: number) => string }) {
  return (
    <SidePanel id="related-title" title={title} empty={items.length === 0 ? `暂无${title}` : undefined}>
      <ul className="mt-2 space-y-2 text-sm">
        {items.map((r) => (
          <li key={r.id}>
            <Link to={href(r.id)} className="line-clamp-2 text-slate-700 hover:text-brand-600">
              {r.title}
            </Link>
          </li>
        ))}
      </ul>
    </SidePanel>
  );
}
