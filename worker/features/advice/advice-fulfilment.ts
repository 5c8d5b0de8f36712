import { and, eq, inArray, sql } from "drizzle-orm";
import { ACCEPT_TIMEOUT_MS, ADVICE_STATUS } from "#core/advice";
import type { DB } from "#db/client";
import { adviceOrders, chats } from "#db/schema";
import type { Stmt } from "../ledger/ledger.service";
import type { Fulfilment } from "../orders/fulfilment-registry";
import { onAdvicePaid } from "./advice-realtime";

// The advice side of the one payment path: statements that join the order's own batch when it is
// paid or refunded, so the service state can never disagree with the money.

/** Paid: the request waits for a lawyer until its deadline; online advice gets its conversation. */
export async function adviceFulfilmentStatements(db: DB, orderId: number, userId: number, now: number): Promise<Stmt[]> {
  const advice = await db.query.adviceOrders.findFirst({ columns: { kind: true }, where: eq(adviceOrders.orderId, orderId) });
  if (!advice) return [];
  const stmts: Stmt[] = [
    db
      .update(adviceOrders)
      .set({ status: ADVICE_STATUS.WAITING, paidAt: now, acceptDeadline: now + ACCEPT_TIMEOUT_MS, updatedAt: now })
      .where(and(eq(adviceOrders.orderId, orderId), eq(adviceOrders.status, ADVICE_STATUS.UNPAID))),
  ];
  if (advice.kind === "ONLINE") {
    stmts.push(db.insert(chats).values({ adviceId: sql`(SELECT id FROM advice_orders WHERE order_id = ${orderId})`, userId, createdAt: now }));
  }
  return stmts;
}

/** Refunded: the service is cancelled wherever it stood and its conversation closes (history stays). */
export function adviceRefundStatements(db: DB, orderId: number, now: number): Stmt[] {
  return [
    db
      .update(adviceOrders)
      .set({ status: ADVICE_STATUS.CANCELLED, cancelledAt: now, updatedAt: now })
      .where(and(eq(adviceOrders.orderId, orderId), inArray(adviceOrders.status, [ADVICE_STATUS.WAITING, ADVICE_STATUS.SERVING]))),
    db.update(chats).set({ closed: true }).where(sql`${chats.adviceId} = (SELECT id FROM advice_orders WHERE order_id = ${orderId})`),
  ];
}

/** ADVICE orders, registered with the orders domain by worker/features/order-types.ts. */
export const adviceFulfilment: Fulfilment = {
  fulfil: (db, order, now) => adviceFulfilmentStatements(db, order.id, order.userId, now),
  refundCompleted: (db, order, now) => adviceRefundStatements(db, order.id, now),
  afterPaid: (env, db, order) => onAdvicePaid(env, db, order.orderNo),
};
