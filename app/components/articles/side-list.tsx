import { Link } from "react-router";
import { SidePanel } from "~/components/library/side-panel";
import { articlePath } from "./paths";

type Item = { id: number; title: string; authorName: string; reads: number };

/** A short list of articles beside the main content (推荐文章, 阅读排行, 相关文章); ranked lists number their items. */
export function ArticleSideList({ id, title, items, empty, ranked = false }: { id: string; title: string; items: Item[]; empty: string; ranked?: boolean }) {
  return (
    <SidePanel id={id} title={title} empty={items.length === 0 ? empty : undefined}>
      <ol className="mt-3 space-y-3 text-sm">
        {items.map((a, i) => (
          <li key={a.id} className="flex gap-2">
            {ranked ? (
              <span
                className={`mt-0.5 h-5 w-5 shrink-0 rounded text-center text-xs leading-5 ${i < 3 ? "bg-accent-500 text-white" : "bg-slate-100 text-slate-500"}`}
              >
                {i + 1}
              </span>
            ) : null}
            <div className="min-w-0">
              <Link to={articlePath(a.id)} className="line-clamp-2 leading-6 text-slate-700 hover:text-brand-600">
                {a.title}
              </Link>
              <p className="mt-0.5 text-xs text-slate-500">
                {a.authorName} · 阅读 {a.reads}
              </p>
            </div>
          </li>
        ))}
      </ol>
    </SidePanel>
  );
}
