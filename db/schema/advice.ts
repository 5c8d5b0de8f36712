import { sql } from "drizzle-orm";
import { check, index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { users } from "./accounts";
import { customOrders } from "./custom";
import { lawyerProfiles, professionalFields } from "./lawyers";
import { orders } from "./orders";

/**
 * Phone and online advice (SPEC §7 advice_order). One row per ADVICE order; the money side lives in
 * `orders`, the service side here, moving along core/advice.ts by conditional updates. A row without a
 * requested lawyer is open to matching lawyers; lawyer_id is whoever accepted it.
 */
export const adviceOrders = sqliteTable(
  "advice_orders",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    orderId: integer("order_id")
      .notNull()
      .unique()
      .references(() => orders.id),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    kind: text("kind", { enum: ["PHONE", "ONLINE"] }).notNull(),
    fieldId: integer("field_id")
      .notNull()
      .references(() => professionalFields.id),
    requestedLawyerId: integer("requested_lawyer_id").references(() => lawyerProfiles.userId),
    lawyerId: integer("lawyer_id").references(() => lawyerProfiles.userId),
    question: text("question").notNull(),
    /** The number the lawyer calls back (phone advice); shown masked except to the accepting lawyer. */
    contactPhone: text("contact_phone"),
    status: integer("status").notNull().default(0),
    paidAt: integer("paid_at"),
    acceptDeadline: integer("accept_deadline"),
    acceptedAt: integer("accepted_at"),
    /** Online: the end of the paid chat time; phone: the call-back deadline. */
    endsAt: integer("ends_at"),
    completedAt: integer("completed_at"),
    cancelledAt: integer("cancelled_at"),
    createdAt: integer("created_at").notNull(),
    updatedAt: integer("updated_at").notNull(),
  },
  (t) => [
    index("advice_orders_user_idx").on(t.userId, t.createdAt),
    index("advice_orders_pool_idx").on(t.status, t.requestedLawyerId, t.fieldId),
    index("advice_orders_lawyer_idx").on(t.lawyerId, t.status),
    index("advice_orders_deadline_idx").on(t.status, t.acceptDeadline),
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
    id: integer("id").primaryKey({ autoIncrement: true }),
    adviceId: integer("advice_id")
      .notNull()
      .references(() => adviceOrders.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    actorId: integer("actor_id"),
    note: text("note").notNull().default(""),
    createdAt: integer("created_at").notNull(),
  },
  (t) => [index("advice_events_advice_idx").on(t.adviceId, t.id)],
);

/** Reviews exist only for completed advice or custom orders, one per order, written by its user. */
export const lawyerReviews = sqliteTable(
  "lawyer_reviews",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    adviceId: integer("advice_id")
      .unique()
      .references(() => adviceOrders.id),
    customId: integer("custom_id")
      .unique()
      .references(() => customOrders.id),
    lawyerId: integer("lawyer_id")
      .notNull()
      .references(() => lawyerProfiles.userId, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    rating: integer("rating").notNull(),
    content: text("content").notNull().default(""),
    createdAt: integer("created_at").notNull(),
  },
  (t) => [
    index("lawyer_reviews_lawyer_idx").on(t.lawyerId, t.createdAt),
    check("lawyer_reviews_rating_check", sql`${t.rating} BETWEEN 1 AND 5`),
    check("lawyer_reviews_subject_check", sql`(${t.adviceId} IS NULL) <> (${t.customId} IS NULL)`),
  ],
);
