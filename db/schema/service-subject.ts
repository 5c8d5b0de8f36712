import { sql } from "drizzle-orm";
import { check, integer, type SQLiteColumn } from "drizzle-orm/sqlite-core";
import { adviceOrders } from "./advice";
import { customOrders } from "./custom";

// The service order a row is about (a conversation, a review): one advice order or one custom order,
// each at most once, spread into the tables that hang off either.

export const serviceSubject = () => ({
  adviceId: integer("advice_id")
    .unique()
    .references(() => adviceOrders.id),
  customId: integer("custom_id")
    .unique()
    .references(() => customOrders.id),
});

/** Exactly one of advice_id, custom_id. */
export const serviceSubjectCheck = (table: string, t: { adviceId: SQLiteColumn; customId: SQLiteColumn }) =>
  check(`${table}_subject_check`, sql`(${t.adviceId} IS NULL) <> (${t.customId} IS NULL)`);
