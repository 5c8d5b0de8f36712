import { index, integer, primaryKey, sqliteTable } from "drizzle-orm/sqlite-core";
import { regulations } from "./libraries";
import { templates } from "./templates";

/**
 * The statute articles a live template cites (core/citations.ts), bound by id to the library entry in
 * force when the template was published. An entry later marked 已修改 or 已废止 flags the template for
 * review in the console.
 */
export const templateCitations = sqliteTable(
  "template_citations",
  {
    templateId: integer("template_id")
      .notNull()
      .references(() => templates.id, { onDelete: "cascade" }),
    regulationId: integer("regulation_id")
      .notNull()
      .references(() => regulations.id),
    article: integer("article").notNull(),
  },
  (t) => [primaryKey({ columns: [t.templateId, t.regulationId, t.article] }), index("template_citations_regulation_idx").on(t.regulationId)],
);
