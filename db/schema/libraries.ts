import { sql } from "drizzle-orm";
import { type AnySQLiteColumn, check, index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { users } from "./accounts";
import { categoryColumns, categoryIndex, categoryTree, libraryColumns } from "./library-columns";

// The content libraries beside contracts (SPEC §1/§7): clauses, documents, laws and regulations, cases.
// Each keeps a trigram FTS5 table in step by triggers (migration 0007) and a grams table for one- and
// two-character queries, written beside the rows (0018, ADR 0013); lists filter on indexed columns.

/** Clause categories, two levels (e.g. 违约责任 › 逾期付款违约金). */
export const clauseCategories = categoryTree("clause_categories");

export const clauses = sqliteTable(
  "clauses",
  {
    ...libraryColumns(),
    categoryId: integer("category_id")
      .notNull()
      .references(() => clauseCategories.id),
    body: text("body").notNull(),
    /** 使用提示: when to use the clause and what to adjust. */
    tips: text("tips").notNull().default(""),
    copies: integer("copies").notNull().default(0),
    /** Set when an editor picks the clause for 本周精选; the newest picks are shown. */
    featuredAt: integer("featured_at"),
  },
  (t) => [
    index("clauses_category_idx").on(t.categoryId, t.createdAt),
    index("clauses_featured_idx").on(t.featuredAt),
    index("clauses_copies_idx").on(t.copies),
  ],
);

/** Who copied which clause on which Asia/Shanghai day: a copy counts once per copier per day. */
export const clauseCopies = sqliteTable(
  "clause_copies",
  {
    clauseId: integer("clause_id")
      .notNull()
      .references(() => clauses.id, { onDelete: "cascade" }),
    copier: text("copier").notNull(),
    day: text("day").notNull(),
  },
  (t) => [uniqueIndex("clause_copies_once_idx").on(t.clauseId, t.copier, t.day)],
);

/** Document categories: kind 1 诉讼文书, 2 非诉文书; two levels. */
export const documentCategories = sqliteTable(
  "document_categories",
  { ...categoryColumns((): AnySQLiteColumn => documentCategories.id), kind: integer("kind").notNull() },
  (t) => [categoryIndex("document_categories", t), check("document_categories_kind_check", sql`${t.kind} IN (1, 2)`)],
);

export const documents = sqliteTable(
  "documents",
  {
    ...libraryColumns(),
    categoryId: integer("category_id")
      .notNull()
      .references(() => documentCategories.id),
    summary: text("summary").notNull(),
    /** JSON array of strings: 填写说明. */
    notes: text("notes").notNull().default("[]"),
    body: text("body").notNull(),
    downloads: integer("downloads").notNull().default(0),
  },
  (t) => [index("documents_category_idx").on(t.categoryId, t.createdAt), index("documents_views_idx").on(t.views)],
);

/**
 * Laws and regulations. level: 法律, 行政法规, 司法解释, 部门规章, 地方性法规, 地方政府规章, 党内法规…
 * (core/libraries labels). timeliness: 1 现行有效, 2 已修改, 3 已废止, 4 尚未生效. region_code: the
 * GB/T 2260 code of the issuing area for local rules, NULL for national ones. Dates are YYYY-MM-DD.
 */
export const regulations = sqliteTable(
  "regulations",
  {
    ...libraryColumns(),
    level: text("level").notNull(),
    issuer: text("issuer").notNull(),
    docNo: text("doc_no").notNull().default(""),
    issuedOn: text("issued_on").notNull(),
    effectiveOn: text("effective_on").notNull(),
    timeliness: integer("timeliness").notNull(),
    regionCode: text("region_code"),
    summary: text("summary").notNull().default(""),
    /**
     * Full text: chapters (第一章…) and articles (第一条…) one per line, for anchors. Empty for a text in
     * force that the library has not reproduced yet: the page then sends the reader to `source_url`.
     */
    body: text("body").notNull(),
    /** For a text 已修改: the version in force, so its page names and links it. */
    currentId: integer("current_id").references((): AnySQLiteColumn => regulations.id),
    /** The official publication (国家法律法规数据库) where the library does not hold the text itself. */
    sourceUrl: text("source_url"),
  },
  (t) => [
    index("regulations_level_idx").on(t.level, t.issuedOn),
    index("regulations_current_idx").on(t.currentId),
    index("regulations_issued_idx").on(t.issuedOn),
    index("regulations_region_idx").on(t.regionCode),
    index("regulations_timeliness_idx").on(t.timeliness),
    check("regulations_timeliness_check", sql`${t.timeliness} IN (1, 2, 3, 4)`),
  ],
);

/** Causes of action (案由), two levels after 民事案件案由规定 (e.g. 合同纠纷 › 房屋租赁合同纠纷). */
export const caseCauses = categoryTree("case_causes");

/** Cases. procedure: 一审, 二审, 再审…; court_level: 1 基层, 2 中级, 3 高级, 4 最高. */
export const cases = sqliteTable(
  "cases",
  {
    ...libraryColumns(),
    causeId: integer("cause_id")
      .notNull()
      .references(() => caseCauses.id),
    caseNo: text("case_no").notNull(),
    court: text("court").notNull(),
    courtLevel: integer("court_level").notNull(),
    regionCode: text("region_code"),
    procedure: text("procedure").notNull(),
    judgedOn: text("judged_on").notNull(),
    year: integer("year").notNull(),
    /** JSON array of {role, name}: 原告/被告/上诉人/被上诉人… */
    parties: text("parties").notNull().default("[]"),
    /** 裁判要旨 */
    holding: text("holding").notNull(),
    body: text("body").notNull(),
    /** The version a console edit was made from: an edit or republish from an older one is refused. */
    updatedAt: integer("updated_at").notNull().default(0),
  },
  (t) => [
    index("cases_cause_idx").on(t.causeId, t.judgedOn),
    index("cases_year_idx").on(t.year),
    index("cases_court_idx").on(t.courtLevel, t.regionCode),
    check("cases_court_level_check", sql`${t.courtLevel} IN (1, 2, 3, 4)`),
  ],
);

/** A signed-in user's browse history across libraries; one row per item, refreshed on each visit. */
export const browseHistory = sqliteTable(
  "browse_history",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** template, clause, document, regulation, case, article */
    kind: text("kind").notNull(),
    targetId: integer("target_id").notNull(),
    title: text("title").notNull(),
    viewedAt: integer("viewed_at").notNull(),
  },
  (t) => [index("browse_history_user_idx").on(t.userId, t.viewedAt), uniqueIndex("browse_history_item_idx").on(t.userId, t.kind, t.targetId)],
);
