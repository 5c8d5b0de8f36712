import { index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { users } from "./accounts";
import { templates } from "./templates";

/**
 * 我的合同: a template being filled in online. values is the form as JSON ({field key: text as typed});
 * the text itself is rebuilt from the template on every view, so a draft never holds a stale copy.
 */
export const contractDrafts = sqliteTable(
  "contract_drafts",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    templateId: integer("template_id")
      .notNull()
      .references(() => templates.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    values: text("values", { mode: "json" }).$type<Record<string, string>>().notNull(),
    createdAt: integer("created_at").notNull(),
    updatedAt: integer("updated_at").notNull(),
  },
  (t) => [index("contract_drafts_user_idx").on(t.userId, t.updatedAt)],
);

/**
 * 在线填写: what a template's author or the console confirmed each blank to be (its key as the importer
 * finds it): its type (or `skip`: not asked, left to be written by hand) and label. Held against the
 * template's updated_at they were confirmed on; once the text changes they are ignored until confirmed again.
 */
export const templateBlanks = sqliteTable(
  "template_blanks",
  {
    templateId: integer("template_id")
      .notNull()
      .references(() => templates.id, { onDelete: "cascade" }),
    blankKey: text("blank_key").notNull(),
    type: text("type").notNull(),
    label: text("label").notNull(),
    confirmedAgainst: integer("confirmed_against").notNull(),
    confirmedBy: integer("confirmed_by").references(() => users.id, { onDelete: "set null" }),
    confirmedAt: integer("confirmed_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.templateId, t.blankKey] })],
);
