import { sql } from "drizzle-orm";
import { check, index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import type { Citation } from "../../core/contract-check/types";
import { clauses } from "./libraries";
import { templateCategories } from "./templates";

// 合同体检's key clauses per kind of contract (issue 18, ADR 0025): data the content editors keep in the
// console, read by every check in the batch that also reads the articles and clauses the findings link
// to. Patterns are in the restricted syntax of core/contract-check/patterns.ts, validated on save.

/** Contract kinds. signs: JSON array of patterns, any of which makes a text read as this kind (none: 通用合同). */
export const contractKinds = sqliteTable("contract_kinds", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  key: text("key").notNull().unique(),
  name: text("name").notNull().unique(),
  signs: text("signs", { mode: "json" }).$type<string[]>().notNull(),
  sort: integer("sort").notNull().default(0),
  createdAt: integer("created_at").notNull(),
  updatedAt: integer("updated_at").notNull(),
});

/** Template categories whose templates are checked as a kind (a category belongs to at most one kind). */
export const contractKindCategories = sqliteTable(
  "contract_kind_categories",
  {
    categoryId: integer("category_id")
      .primaryKey()
      .references(() => templateCategories.id, { onDelete: "cascade" }),
    kindId: integer("kind_id")
      .notNull()
      .references(() => contractKinds.id, { onDelete: "cascade" }),
  },
  (t) => [index("contract_kind_categories_kind_idx").on(t.kindId)],
);

/**
 * A kind's key clauses. patterns: JSON array, every one must be found. citations: JSON array of
 * {regulationId, article}, each checked on save to be an article of an entry in force. The suggestion is a
 * clause of the library or, where it has none, a drafted sentence. A disabled clause is not checked.
 */
export const contractKeyClauses = sqliteTable(
  "contract_key_clauses",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    kindId: integer("kind_id")
      .notNull()
      .references(() => contractKinds.id, { onDelete: "cascade" }),
    key: text("key").notNull(),
    name: text("name").notNull(),
    required: integer("required", { mode: "boolean" }).notNull(),
    patterns: text("patterns", { mode: "json" }).$type<string[]>().notNull(),
    reason: text("reason").notNull(),
    citations: text("citations", { mode: "json" }).$type<Required<Pick<Citation, "regulationId" | "article">>[]>().notNull(),
    suggestionClauseId: integer("suggestion_clause_id").references(() => clauses.id, { onDelete: "set null" }),
    suggestionText: text("suggestion_text"),
    sort: integer("sort").notNull().default(0),
    enabled: integer("enabled", { mode: "boolean" }).notNull().default(true),
    createdAt: integer("created_at").notNull(),
    updatedAt: integer("updated_at").notNull(),
  },
  (t) => [
    uniqueIndex("contract_key_clauses_kind_key_idx").on(t.kindId, t.key),
    check("contract_key_clauses_suggestion_check", sql`${t.suggestionClauseId} IS NULL OR ${t.suggestionText} IS NULL`),
  ],
);
