import { and, eq, lte } from "drizzle-orm";
import { CUSTOM_ACCEPT_TIMEOUT_MS, CUSTOM_AUTO_COMPLETE_MS, CUSTOM_STATUS } from "#core/custom";
import { ORDER_STATUS } from "#core/orders";
import type { DB } from "#db/client";
import { chats, customOrders, orders } from "#db/schema";
import type { RefundPort } from "../orders/refund-port";
import { completeCustom } from "./custom-lifecycle.service";
import { refundSubmitted } from "./custom-refunds.service";

// The customisation jobs of the Cron Trigger (worker/scheduled.ts).

async function chatOf(db: DB, customId: number): Promise<number | null> {
  return (await db.query.chats.findFirst({ columns: { id: true }, where: eq(chats.customId, customId) }))?.id ?? null;
}

/** Paid orders nobody accepted within 24 hours are refunded in full; returns the users to tell. */
export async function refundUnacceptedCustom(db: DB, port: RefundPort, now: number) {
  const due = await db
    .select({ id: customOrders.id, orderId: customOrders.orderId, userId: customOrders.userId })
    .from(customOrders)
    .innerJoin(orders, eq(orders.id, customOrders.orderId))
    .where(and(eq(customOrders.status, CUSTOM_STATUS.SUBMITTED), eq(orders.status, ORDER_STATUS.PAID), lte(customOrders.acceptDeadline, now)))
    .limit(100);
  const refunded: { customId: number; userId: number; chatId: number | null }[] = [];
  for (const d of due) {
    const hours = CUSTOM_ACCEPT_TIMEOUT_MS / 3_600_000;
    if (await refundSubmitted(db, port, d.id, d.orderId, `${hours} 小时内无律师接单，系统自动全额退款`, now)) {
      refunded.push({ customId: d.id, userId: d.userId, chatId: await chatOf(db, d.id) });
    }
  }
  return refunded;
}

/** Deliveries neither confirmed nor sent back within 7 days complete by themselves. */
export async function completeDueCustom(db: DB, now: number) {
  const due = await db
    .select({ id: customOrders.id, userId: customOrders.userId, lawyerId: customOrders.lawyerId })
    .from(customOrders)
    .innerJoin(orders, eq(orders.id, customOrders.orderId))
    .where(
      and(eq(customOrders.status, CUSTOM_STATUS.DELIVERED), eq(orders.status, ORDER_STATUS.PAID), lte(customOrders.deliveredAt, now - CUSTOM_AUTO_COMPLETE_MS)),
    )
    .limit(100);
  const done: { customId: number; userId: number; chatId: number | null }[] = [];
  for (const d of due) {
    if (await completeCustom(db, d.id, { role: "system", id: null }, now)) done.push({ customId: d.id, userId: d.userId, chatId: await chatOf(db, d.id) });
  }
  return done;
}
