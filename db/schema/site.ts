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
