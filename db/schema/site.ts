import { integer, sqliteTable, text } from "drizzle-orm/sqlite-core";

/** Operator-managed main navigation; when it has rows they replace the built-in default (SPEC §2). */
export const navItems = sqliteTable("nav_items", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  name: text("name").notNull(),
  routePath: text("route_path").notNull(),
  badge: text("badge", { enum: ["dot", "new"] }),
  external: integer("external", { mode: "boolean" }).notNull().default(false),
  sort: integer("sort").notNull().default(0),
});

/**
 * The content generation of the public pages' edge cache (worker/page-cache): one row, bumped by
 * triggers on every table a cached page shows (drizzle/0036), so a console edit, an approval or a new
 * review changes every cache key at once. Counter-only updates (views, downloads) do not bump it.
 */
export const siteGeneration = sqliteTable("site_generation", {
  id: integer("id").primaryKey(),
  gen: integer("gen").notNull().default(0),
});
