import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { users } from "./accounts";

/**
 * Files API clients upload (SPEC §7 /admin/file/...): a private R2 object and who owns it. The id is
 * random (22 base64url characters, 128 bits), so one id says nothing of another's; only the owner and
 * an administrator read a file. purpose is the client's label (a lower-case word), not a permission.
 */
export const files = sqliteTable(
  "files",
  {
    id: text("id").primaryKey(),
    ownerId: integer("owner_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    key: text("key").notNull().unique(),
    name: text("name").notNull(),
    mime: text("mime").notNull(),
    size: integer("size").notNull(),
    purpose: text("purpose").notNull(),
    createdAt: integer("created_at").notNull(),
  },
  (t) => [index("files_owner_idx").on(t.ownerId, t.createdAt)],
);
