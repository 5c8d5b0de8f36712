import { Fragment } from "react";
import { Link } from "react-router";

/** One step of a breadcrumb: a link up the hierarchy, or plain text for where the reader stands. */
export type Crumb = { text: string; to?: string };

type Category = { slug: string; name: string; parent?: { slug: string; name: string } | null };

/** The crumbs of a two-level category: its parent when it has one, then itself. */
export function categoryCrumbs(category: Category, href: (slug: string) => string): Crumb[] {
  const own = { text: category.name, to: href(category.slug) };
  return category.parent ? [{ text: category.parent.name, to: href(category.parent.slug) }, own] : [own];
}

/** The trail above a page's heading, its steps joined by ›; `onDark` for a trail on a coloured banner. */
export function Breadcrumb({ trail, onDark = false }: { trail: readonly Crumb[]; onDark?: boolean }) {
  return (
    <nav aria-label="面包屑" className={`text-xs ${onDark ? "text-white/70" : "text-slate-500"}`}>
      {trail.map((crumb, i) => (
        <Fragment key={crumb.to ?? crumb.text}>
          {i > 0 ? " › " : null}
          {crumb.to ? (
            <Link to={crumb.to} className={onDark ? "hover:text-white" : "hover:text-brand-600"}>
              {crumb.text}
            </Link>
          ) : (
            crumb.text
          )}
        </Fragment>
      ))}
    </nav>
  );
}
