import { sql } from "drizzle-orm";
import { check, index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { professionalFields } from "./lawyers";
import { serviceEventColumns, serviceOrderColumns, serviceOrderIndexes } from "./service-order";

/**
 * Phone and online advice (SPEC §7 advice_order). One row per ADVICE order; the money side lives in
 * `orders`, the service side here, moving along core/advice.ts by conditional updates. A row without a
 * requested lawyer is open to matching lawyers; lawyer_id is whoever accepted it.
 */
export const adviceOrders = sqliteTable(
  "advice_orders",
  {
    ...serviceOrderColumns(),
    kind: text("kind", { enum: ["PHONE", "ONLINE"] }).notNull(),
    fieldId: integer("field_id")
      .notNull()
      .references(() => professionalFields.id),
    question: text("question").notNull(),
    /** The number the lawyer calls back (phone advice); shown masked except to the accepting lawyer. */
    contactPhone: text("contact_phone"),
    /** Online: the end of the paid chat time; phone: the call-back deadline. */
    endsAt: integer("ends_at"),
  },
  (t) => [
    ...serviceOrderIndexes("advice_orders", t),
    index("advice_orders_pool_idx").on(t.status, t.requestedLawyerId, t.fieldId),
    check("advice_orders_status_check", sql`${t.status} IN (0, 1, 2, 3, 4)`),
    check("advice_orders_phone_check", sql`${t.kind} = 'ONLINE' OR ${t.contactPhone} IS NOT NULL`),
  ],
);

/**
 * What happened to an advice order, for its timeline. advice_id is filled by a subquery that is NULL
 * unless the step it records has just happened, so the row doubles as the guard of its batch.
 */
export const adviceEvents = sqliteTable(
  "advice_events",
  {
    ...serviceEventColumns(),
    adviceId: integer("advice_id")
      .notNull()
      .references(() => adviceOrders.id, { onDelete: "cascade" }),
  },
  (t) => [index("advice_events_advice_idx").on(t.adviceId, t.id)],
);
