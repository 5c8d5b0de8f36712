import { sql } from "drizzle-orm";
import { type AnySQLiteColumn, check, index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { users } from "./accounts";

/** Contract-library categories: two levels (e.g. 买卖合同 › 货物买卖). */
export const templateCategories = sqliteTable(
  "template_categories",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    slug: text("slug").notNull().unique(),
    name: text("name").notNull(),
    parentId: integer("parent_id").references((): AnySQLiteColumn => templateCategories.id),
    sort: integer("sort").notNull().default(0),
  },
  (t) => [index("template_categories_parent_idx").on(t.parentId, t.sort)],
);

/**
 * Contract templates. source: 0 平台自营, 1 用户提供, 2 政府示范文本 (SPEC §3). status follows the
 * my-template states (0 to be submitted, 1 under review, 2 approved, 3 rejected); visitors see 2 only.
 * Searched through templates_fts (trigram, kept by triggers) and templates_grams (one- and two-character
 * queries, written beside the rows: ADR 0013); FTS5 tables are created in SQL migrations.
 */
export const templates = sqliteTable(
  "templates",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    categoryId: integer("category_id")
      .notNull()
      .references(() => templateCategories.id),
    authorId: integer("author_id").references(() => users.id),
    title: text("title").notNull(),
    source: integer("source").notNull(),
    status: integer("status").notNull().default(2),
    priceFen: integer("price_fen").notNull().default(0),
    memberFree: integer("member_free", { mode: "boolean" }).notNull().default(false),
    summary: text("summary").notNull(),
    /** JSON arrays of strings. */
    useNotes: text("use_notes").notNull().default("[]"),
    riskNotes: text("risk_notes").notNull().default("[]"),
    body: text("body").notNull(),
    downloads: integer("downloads").notNull().default(0),
    views: integer("views").notNull().default(0),
    createdAt: integer("created_at").notNull(),
    updatedAt: integer("updated_at").notNull(),
  },
  (t) => [
    index("templates_list_idx").on(t.status, t.categoryId, t.createdAt),
    index("templates_created_idx").on(t.status, t.createdAt),
    index("templates_downloads_idx").on(t.status, t.downloads),
    index("templates_views_idx").on(t.status, t.views),
    check("templates_source_check", sql`${t.source} IN (0, 1, 2)`),
    check("templates_status_check", sql`${t.status} IN (0, 1, 2, 3)`),
    check("templates_price_check", sql`${t.priceFen} >= 0`),
  ],
);
