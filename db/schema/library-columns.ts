import { type AnySQLiteColumn, index, integer, type SQLiteColumn, sqliteTable, text } from "drizzle-orm/sqlite-core";

// The columns the content libraries share (templates, clauses, documents, regulations, cases) and their
// category trees, spread into their tables.

/**
 * What every library row has: its id and title, its view count, when the console unpublished it (下架:
 * the row stays, the site and its indexes leave it out), when it was created and last edited (the
 * version a console edit is made from: an edit or republish from an older one is refused).
 */
export const libraryColumns = () => ({
  id: integer("id").primaryKey({ autoIncrement: true }),
  title: text("title").notNull(),
  views: integer("views").notNull().default(0),
  hiddenAt: integer("hidden_at"),
  createdAt: integer("created_at").notNull(),
  updatedAt: integer("updated_at").notNull(),
});

/** A category's slug for URLs, its name, its parent (null at the top: `parent` is the table's own id) and its place among its siblings. */
export const categoryColumns = (parent: () => AnySQLiteColumn) => ({
  id: integer("id").primaryKey({ autoIncrement: true }),
  slug: text("slug").notNull().unique(),
  name: text("name").notNull(),
  parentId: integer("parent_id").references(parent),
  sort: integer("sort").notNull().default(0),
});

/** A parent's children in order. */
export const categoryIndex = (table: string, t: { parentId: SQLiteColumn; sort: SQLiteColumn }) => index(`${table}_parent_idx`).on(t.parentId, t.sort);

/** A category tree table with nothing of its own beside the shared columns. */
export function categoryTree<N extends string>(name: N) {
  const tree = sqliteTable(
    name,
    categoryColumns((): AnySQLiteColumn => tree.id),
    (t) => [categoryIndex(name, t)],
  );
  return tree;
}
