import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { users } from "./accounts";

/**
 * 操作日志: every write made from the console — who (and with which roles), when, which procedure,
 * its input, and the target row before and after (JSON, secrets left out). Written by the tRPC
 * middleware of the staff procedures, never by the features themselves.
 */
export const auditLog = sqliteTable(
  "audit_log",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    actorId: integer("actor_id")
      .notNull()
      .references(() => users.id),
    actorRoles: text("actor_roles").notNull(),
    /** The procedure path, e.g. invoicesAdmin.issue. */
    action: text("action").notNull(),
    /** table#key of the row the write concerns, when it concerns one. */
    target: text("target"),
    input: text("input").notNull(),
    before: text("before"),
    after: text("after"),
    createdAt: integer("created_at").notNull(),
  },
  (t) => [
    index("audit_log_created_idx").on(t.createdAt),
    index("audit_log_actor_idx").on(t.actorId, t.createdAt),
    index("audit_log_action_idx").on(t.action, t.createdAt),
  ],
);
