import { eq, or, type SQL, sql } from "drizzle-orm";
import type { SQLiteColumn, SQLiteSelect, SQLiteTable } from "drizzle-orm/sqlite-core";

// The two-level category trees of the libraries (contract categories, clause and document categories,
// causes of action): the ids a category filter covers, and the tree with counts the side panels show.

/** A two-level category tree as the forms that file an item under a category offer it. */
export type CategoryOption = { id: number; name: string; children: { id: number; name: string }[] };

/** A category table: drizzle exposes its columns as properties. */
export type CategoryTable = SQLiteTable & { id: SQLiteColumn; slug: SQLiteColumn; parentId: SQLiteColumn };

/**
 * Rows filed under a category or its children, as a condition of the list's own statement (no round
 * trip of its own): an unknown slug matches nothing.
 */
export function inCategory(column: SQLiteColumn, c: CategoryTable, slug: string): SQL {
  return sql`${column} IN (SELECT ${c.id} FROM ${c} WHERE ${or(eq(c.slug, slug), sql`${c.parentId} = (SELECT ${c.id} FROM ${c} WHERE ${c.slug} = ${slug})`)})`;
}

type CategoryRow = { id: number; slug: string; name: string; parentId: number | null };
export type CategoryLeaf = { slug: string; name: string; count: number };
export type CategoryNode = CategoryLeaf & { children: CategoryLeaf[] };

/**
 * Top categories (those `isTop` keeps) with their children; a top category counts its own rows and its
 * children's. `counts` are rows per category id.
 */
export function categoryTree<C extends CategoryRow>(cats: C[], counts: { id: number; n: number }[], isTop: (c: C) => boolean = () => true): CategoryNode[] {
  const n = new Map(counts.map((c) => [c.id, c.n]));
  return cats
    .filter((c) => c.parentId === null && isTop(c))
    .map((top) => {
      const children = cats.filter((c) => c.parentId === top.id).map((c) => ({ slug: c.slug, name: c.name, count: n.get(c.id) ?? 0 }));
      return { slug: top.slug, name: top.name, count: children.reduce((s, c) => s + c.count, n.get(top.id) ?? 0), children };
    });
}

/** A row's category as its detail page's breadcrumb shows it, with its parent (null at the top). */
export type CategoryPath = { slug: string; name: string; parent: { slug: string; name: string } | null };

type PathTable = CategoryTable & { name: SQLiteColumn };

/** The columns categoryPath reads: the row's category in `tree` and its parent (`parent`, an alias of the tree). */
export const categoryPathColumns = (tree: PathTable, parent: PathTable) => ({
  categorySlug: sql<string>`${tree.slug}`,
  categoryName: sql<string>`${tree.name}`,
  parentSlug: sql<string | null>`${parent.slug}`,
  parentName: sql<string | null>`${parent.name}`,
});

/** Joins the category a row's `column` names and that category's parent, for categoryPathColumns. */
export function joinCategoryPath<Q extends SQLiteSelect>(query: Q, column: SQLiteColumn, tree: PathTable, parent: PathTable) {
  return query.innerJoin(tree, eq(tree.id, column)).leftJoin(parent, eq(parent.id, tree.parentId));
}

export function categoryPath(row: { categorySlug: string; categoryName: string; parentSlug: string | null; parentName: string | null }): CategoryPath {
  const parent = row.parentSlug && row.parentName ? { slug: row.parentSlug, name: row.parentName } : null;
  return { slug: row.categorySlug, name: row.categoryName, parent };
}
