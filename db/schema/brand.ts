import { sql } from "drizzle-orm";
import { check, index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";

/**
 * 类似商品和服务区分表 (Nice classification, Chinese edition): one row per class (2-digit code),
 * similar group (4-digit) or item (6-digit, `C` + 6 digits for China-only items). `parent_code`
 * is the group of an item (not its code prefix) and the class of a group. Imported, not authored.
 */
export const brandEntries = sqliteTable(
  "nice_entries",
  {
    code: text("code").primaryKey(),
    type: text("type", { enum: ["class", "group", "item"] }).notNull(),
    name: text("name").notNull(),
    parentCode: text("parent_code"),
    classNo: integer("class_no").notNull(),
    /** Source or last-revision year of the entry text, as given by the import file. */
    version: text("version").notNull(),
  },
  (t) => [
    index("nice_entries_parent_idx").on(t.parentCode, t.code),
    index("nice_entries_class_idx").on(t.classNo, t.type),
    check("nice_entries_type_check", sql`${t.type} IN ('class', 'group', 'item')`),
    check("nice_entries_class_check", sql`${t.classNo} BETWEEN 1 AND 45`),
  ],
);

/** Which edition is loaded: one row per import, the newest is shown on the page. */
export const brandImports = sqliteTable("nice_imports", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  edition: text("edition").notNull(),
  source: text("source").notNull(),
  classes: integer("classes").notNull(),
  groups: integer("groups").notNull(),
  items: integer("items").notNull(),
  importedAt: integer("imported_at").notNull(),
});
