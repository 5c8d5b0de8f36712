import { and, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import { ORDER_STATUS, ORDER_TTL_MS } from "#core/orders";
import type { DB } from "#db/client";
import { type adviceEvents, type adviceOrders, chats, type customEvents, type customOrders, lawyerProfiles, lawyerReviews, orders } from "#db/schema";

// What the service orders (咨询 advice, 定制/审核 custom) share: the unpaid order they start with, the
// order and conversation columns their rows join, the lawyer's card and the user's review. Each type
// keeps its own service row, states and rules; this is only the common ground under them.

type ServiceTable = typeof adviceOrders | typeof customOrders;

type NewOrder = Pick<typeof orders.$inferInsert, "orderNo" | "userId" | "type" | "subject" | "targetRef" | "originalFen" | "amountFen">;

/** The unpaid order a service starts with; its service row goes in the same batch and finds it by `orderIdOf`. */
export function insertUnpaidOrder(db: DB, order: NewOrder, now: number) {
  return db.insert(orders).values({ ...order, status: ORDER_STATUS.UNPAID, expiresAt: now + ORDER_TTL_MS, createdAt: now, updatedAt: now });
}

/** The id of the order just inserted in the same batch. */
export const orderIdOf = (orderNo: string): SQL<number> => sql<number>`(SELECT id FROM orders WHERE order_no = ${orderNo})`;

/** The order's subject: the service, what it is about and the lawyer asked for (订单列表 shows it). */
export const serviceOrderSubject = (service: string, about: string, lawyerName: string | null) =>
  `${service}：${about}${lawyerName ? `（${lawyerName}律师）` : ""}`;

/** What every new service row starts with: its order (inserted first in the same batch), user, the lawyer asked, the time. */
export const newServiceRow = (orderNo: string, userId: number, requestedLawyerId: number | null, now: number) => ({
  orderId: orderIdOf(orderNo),
  userId,
  requestedLawyerId,
  createdAt: now,
  updatedAt: now,
});

/** The id of the service row the batch just inserted with its order. */
export async function insertedServiceId(db: DB, service: ServiceTable, orderNo: string): Promise<number> {
  const [row] = await db
    .select({ id: service.id })
    .from(service)
    .where(eq(service.orderId, orderIdOf(orderNo)))
    .limit(1);
  if (!row) throw new Error(`service row of ${orderNo} missing after insert`);
  return row.id;
}

/** The name of the lawyer a service row points at (the one serving, or the one asked), null while none. */
export const lawyerNameOf = (lawyerId: SQLiteColumn) => sql<string | null>`(SELECT name FROM lawyer_profiles lp WHERE lp.user_id = ${lawyerId})`;

/** The order and conversation columns a service row joins (orders inner, chats left). */
export const orderAndChatColumns = {
  orderNo: orders.orderNo,
  // D1 returns rows by column name: a second "status" or "id" in one select would shadow the first.
  orderStatus: sql<number>`${orders.status}`.as("order_status"),
  amountFen: orders.amountFen,
  refundReason: orders.refundReason,
  chatId: sql<number | null>`${chats.id}`.as("chat_id"),
  userUnread: chats.userUnread,
  lawyerUnread: chats.lawyerUnread,
  lastPreview: chats.lastPreview,
  lastMessageAt: chats.lastMessageAt,
};

/** The columns both service rows read from their own table, with the names of the lawyers they point at. */
export const serviceRowColumns = (service: ServiceTable) => ({
  id: service.id,
  userId: service.userId,
  kind: service.kind,
  status: service.status,
  lawyerId: service.lawyerId,
  lawyerName: lawyerNameOf(service.lawyerId),
  requestedLawyerId: service.requestedLawyerId,
  requestedName: lawyerNameOf(service.requestedLawyerId),
  paidAt: service.paidAt,
  acceptDeadline: service.acceptDeadline,
  acceptedAt: service.acceptedAt,
  completedAt: service.completedAt,
  createdAt: service.createdAt,
  ...orderAndChatColumns,
});

export type ServiceRow = {
  id: number;
  userId: number;
  status: number;
  lawyerId: number | null;
  lawyerName: string | null;
  requestedLawyerId: number | null;
  requestedName: string | null;
  paidAt: number | null;
  acceptDeadline: number | null;
  acceptedAt: number | null;
  completedAt: number | null;
  createdAt: number;
} & OrderAndChat;

/** What a service's ChatRoom meta is built from: the conversation's parties and state, the order's status. */
export const roomColumns = {
  chatId: chats.id,
  userId: chats.userId,
  lawyerId: chats.lawyerId,
  closed: chats.closed,
  orderStatus: sql<number>`${orders.status}`.as("order_status"),
};

export type OrderAndChat = {
  orderNo: string;
  orderStatus: number;
  amountFen: number;
  refundReason: string | null;
  chatId: number | null;
  userUnread: number | null;
  lawyerUnread: number | null;
  lastPreview: string | null;
  lastMessageAt: number | null;
};

/** A lawyer as a service page shows them: name, firm, photo. */
export const lawyerCardColumns = { id: lawyerProfiles.userId, name: lawyerProfiles.name, firm: lawyerProfiles.firm, photo: lawyerProfiles.photoKey };

/** The card of a service's lawyer (batchable). */
export const lawyerCardQuery = (db: DB, lawyerId: number) => db.select(lawyerCardColumns).from(lawyerProfiles).where(eq(lawyerProfiles.userId, lawyerId));

/** The timeline of one service order, oldest first (batchable). */
export const serviceEventsQuery = (db: DB, events: typeof adviceEvents | typeof customEvents, of: SQL) =>
  db.select({ kind: events.kind, note: events.note, createdAt: events.createdAt }).from(events).where(of).orderBy(events.id);

/** The user's review of one service, found by its column in lawyer_reviews (batchable). */
export const serviceReviewQuery = (db: DB, service: SQL) =>
  db.select({ rating: lawyerReviews.rating, content: lawyerReviews.content, createdAt: lawyerReviews.createdAt }).from(lawyerReviews).where(service);

/**
 * pay_flag: whether the order of the user's own service row has been paid (the payment popup polls
 * it), and its status; null when the row is not there or not the user's.
 */
export async function servicePayFlag(db: DB, service: ServiceTable, id: number, userId: number) {
  const own = db
    .select({ orderId: service.orderId })
    .from(service)
    .where(and(eq(service.id, id), eq(service.userId, userId)));
  const [row] = await db.select({ status: orders.status }).from(orders).where(inArray(orders.id, own));
  return row ? { paid: row.status !== ORDER_STATUS.UNPAID && row.status !== ORDER_STATUS.CLOSED, status: row.status } : null;
}
