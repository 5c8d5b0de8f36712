import { sql } from "drizzle-orm";
import { check, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { DICT_KINDS } from "../../core/dictionaries";

/**
 * Operator-edited dictionaries (数据字典): lawyer titles, individual tags, the labels of the lawyer
 * types, and the footer's links. `value` is the type code (lawyer_type) or the link (footer_link);
 * for titles and tags the label itself is what profiles store, so `value` is NULL. A value in use is
 * disabled rather than deleted.
 */
export const dictItems = sqliteTable(
  "dict_items",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    kind: text("kind", { enum: DICT_KINDS }).notNull(),
    value: text("value"),
    label: text("label").notNull(),
    sort: integer("sort").notNull().default(0),
    enabled: integer("enabled", { mode: "boolean" }).notNull().default(true),
    createdAt: integer("created_at").notNull(),
    updatedAt: integer("updated_at").notNull(),
  },
  (t) => [
    uniqueIndex("dict_items_kind_label_idx").on(t.kind, t.label),
    uniqueIndex("dict_items_kind_value_idx").on(t.kind, t.value),
    check("dict_items_kind_check", sql.raw(`kind IN (${DICT_KINDS.map((k) => `'${k}'`).join(", ")})`)),
  ],
);
