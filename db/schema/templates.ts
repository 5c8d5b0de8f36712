import { sql } from "drizzle-orm";
import { check, index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { users } from "./accounts";
import { categoryTree, libraryColumns } from "./library-columns";
import { decidedBy } from "./review";

/** Contract-library categories: two levels (e.g. 买卖合同 › 货物买卖). */
export const templateCategories = categoryTree("template_categories");

/**
 * Contract templates. source: 0 平台自营, 1 用户提供, 2 政府示范文本 (SPEC §3). status follows the
 * my-template states (0 to be submitted, 1 under review, 2 approved, 3 rejected); visitors see 2 only.
 * Searched through templates_fts (trigram, kept by triggers) and templates_grams (one- and two-character
 * queries, written beside the rows: ADR 0013); FTS5 tables are created in SQL migrations.
 */
export const templates = sqliteTable(
  "templates",
  {
    ...libraryColumns(),
    categoryId: integer("category_id")
      .notNull()
      .references(() => templateCategories.id),
    authorId: integer("author_id").references(() => users.id),
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

/**
 * Uploaded templates (上传专区), one row per author's template through its life: my-template status
 * (core/publishing.ts). The library row (`templates`) is written when the console approves; an edit of an
 * approved upload goes back through review on this row while `templateId`'s live row keeps the approved
 * text until the next approval replaces it. The original DOCX stays in private R2 under `fileKey`.
 */
export const templateSubmissions = sqliteTable(
  "template_submissions",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    authorId: integer("author_id")
      .notNull()
      .references(() => users.id),
    /** The live library row this upload became (null until its first approval). */
    templateId: integer("template_id").references(() => templates.id),
    title: text("title").notNull(),
    categoryId: integer("category_id").references(() => templateCategories.id),
    summary: text("summary").notNull().default(""),
    /** JSON arrays of strings. */
    useNotes: text("use_notes").notNull().default("[]"),
    riskNotes: text("risk_notes").notNull().default("[]"),
    /** suit_template: the situations the author says the template fits (JSON array of strings). */
    suitHints: text("suit_hints").notNull().default("[]"),
    priceFen: integer("price_fen").notNull().default(0),
    memberFree: integer("member_free", { mode: "boolean" }).notNull().default(false),
    body: text("body").notNull(),
    fileKey: text("file_key").notNull(),
    fileName: text("file_name").notNull(),
    status: integer("status").notNull().default(0),
    reviewReason: text("review_reason"),
    submittedAt: integer("submitted_at"),
    ...decidedBy(),
    createdAt: integer("created_at").notNull(),
    updatedAt: integer("updated_at").notNull(),
  },
  (t) => [
    index("template_submissions_author_idx").on(t.authorId, t.status, t.updatedAt),
    index("template_submissions_queue_idx").on(t.status, t.submittedAt),
    uniqueIndex("template_submissions_template_uq").on(t.templateId),
    check("template_submissions_status_check", sql`${t.status} IN (0, 1, 2, 3)`),
    check("template_submissions_price_check", sql`${t.priceFen} >= 0`),
  ],
);
