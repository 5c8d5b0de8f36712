import { index, integer, type SQLiteColumn, text } from "drizzle-orm/sqlite-core";
import { users } from "./accounts";
import { lawyerProfiles } from "./lawyers";
import { orders } from "./orders";

// The columns every service order table (advice_orders, custom_orders) shares, spread into them: the
// order it sells (the money side), its user, the lawyer asked for and the one who accepted, its
// status and the moments of its life. Each table adds its own kind, subject, deadlines and status values.

export const serviceOrderColumns = () => ({
  id: integer("id").primaryKey({ autoIncrement: true }),
  orderId: integer("order_id")
    .notNull()
    .unique()
    .references(() => orders.id),
  userId: integer("user_id")
    .notNull()
    .references(() => users.id),
  requestedLawyerId: integer("requested_lawyer_id").references(() => lawyerProfiles.userId),
  lawyerId: integer("lawyer_id").references(() => lawyerProfiles.userId),
  status: integer("status").notNull().default(0),
  paidAt: integer("paid_at"),
  acceptDeadline: integer("accept_deadline"),
  acceptedAt: integer("accepted_at"),
  completedAt: integer("completed_at"),
  cancelledAt: integer("cancelled_at"),
  createdAt: integer("created_at").notNull(),
  updatedAt: integer("updated_at").notNull(),
});

type ServiceOrderKeys = { userId: SQLiteColumn; createdAt: SQLiteColumn; lawyerId: SQLiteColumn; status: SQLiteColumn; acceptDeadline: SQLiteColumn };

/** The user's list, the lawyer's list and the cron's deadline scan of a table with `serviceOrderColumns`. */
export const serviceOrderIndexes = (table: string, t: ServiceOrderKeys) => [
  index(`${table}_user_idx`).on(t.userId, t.createdAt),
  index(`${table}_lawyer_idx`).on(t.lawyerId, t.status),
  index(`${table}_deadline_idx`).on(t.status, t.acceptDeadline),
];

/** What happened to a service order, for its timeline; each table adds the column naming its order. */
export const serviceEventColumns = () => ({
  id: integer("id").primaryKey({ autoIncrement: true }),
  kind: text("kind").notNull(),
  actorId: integer("actor_id"),
  note: text("note").notNull().default(""),
  createdAt: integer("created_at").notNull(),
});
