import { sql } from "drizzle-orm";
import { check, index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";

/** 律师入驻 applications left on /settleIn; the back office contacts the lawyer and marks it. */
export const settleInApplications = sqliteTable(
  "settle_in_applications",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    name: text("name").notNull(),
    phone: text("phone").notNull(),
    firm: text("firm").notNull(),
    regionCode: text("region_code").notNull(),
    practiceYears: integer("practice_years").notNull(),
    message: text("message").notNull().default(""),
    status: text("status", { enum: ["pending", "contacted"] })
      .notNull()
      .default("pending"),
    createdAt: integer("created_at").notNull(),
    contactedAt: integer("contacted_at"),
  },
  (t) => [
    // One open application per phone: a second submission fails the insert instead of duplicating.
    uniqueIndex("settle_in_pending_phone").on(t.phone).where(sql`status = 'pending'`),
    index("settle_in_created_idx").on(t.createdAt),
    check("settle_in_status_check", sql`${t.status} IN ('pending','contacted')`),
  ],
);
