import { and, eq, inArray, sql } from "drizzle-orm";
import { CUSTOM_ACCEPT_TIMEOUT_MS, CUSTOM_STATUS, customShareFen } from "#core/custom";
import type { DB } from "#db/client";
import { chats, customOrders } from "#db/schema";
import { earningStatements, type Stmt } from "../ledger/ledger.service";
import type { Fulfilment } from "../orders/fulfilment-registry";
import { onCustomPaid } from "./custom-realtime";

// The customisation side of the one payment path: statements that join the order's own batch when it
// is paid or refunded, so the service state can never disagree with the money.

/** Paid: the requirement is submitted and waits for a lawyer until its deadline; the conversation opens. */
function paidStatements(db: DB, orderId: number, userId: number, now: number): Stmt[] {
  return [
    db
      .update(customOrders)
      .set({ status: CUSTOM_STATUS.SUBMITTED, paidAt: now, acceptDeadline: now + CUSTOM_ACCEPT_TIMEOUT_MS, updatedAt: now })
      .where(and(eq(customOrders.orderId, orderId), eq(customOrders.status, CUSTOM_STATUS.UNPAID))),
    db.insert(chats).values({ customId: sql`(SELECT id FROM custom_orders WHERE order_id = ${orderId})`, userId, createdAt: now }),
  ];
}

/**
 * Refunded: the service is cancelled wherever it stood and its conversation closes (history stays).
 * After a partial refund the lawyer earns the share of what the user kept paid, in the same batch.
 */
async function refundedStatements(db: DB, order: { id: number; amountFen: number; refundFen: number | null }, now: number): Promise<Stmt[]> {
  const row = await db.query.customOrders.findFirst({ columns: { lawyerId: true }, where: eq(customOrders.orderId, order.id) });
  const kept = order.refundFen === null ? 0 : order.amountFen - order.refundFen;
  return [
    db
      .update(customOrders)
      .set({ status: CUSTOM_STATUS.CANCELLED, updatedAt: now })
      .where(
        and(eq(customOrders.orderId, order.id), inArray(customOrders.status, [CUSTOM_STATUS.SUBMITTED, CUSTOM_STATUS.IN_PROGRESS, CUSTOM_STATUS.DELIVERED])),
      ),
    db.update(chats).set({ closed: true }).where(sql`${chats.customId} = (SELECT id FROM custom_orders WHERE order_id = ${order.id})`),
    ...(row?.lawyerId && kept > 0 ? earningStatements(db, row.lawyerId, order.id, customShareFen(kept), now) : []),
  ];
}

/** CONTRACT_CUSTOMIZATION and CONTRACT_REVIEW orders, registered by worker/features/order-types.ts. */
export const customFulfilment: Fulfilment = {
  fulfil: (db, order, now) => paidStatements(db, order.id, order.userId, now),
  refundCompleted: (db, order, now) => refundedStatements(db, order, now),
  afterPaid: (env, db, order) => onCustomPaid(env, db, order.id),
};
