import { and, eq, lte, or, sql } from "drizzle-orm";
import { ACCEPT_TIMEOUT_MS, ADVICE_STATUS, PHONE_AUTO_COMPLETE_MS } from "#core/advice";
import { ORDER_STATUS } from "#core/orders";
import type { DB } from "#db/client";
import { adviceOrders, chats, orders } from "#db/schema";
import type { RefundPort } from "../orders/refund-port";
import { completeAdvice } from "./advice-lifecycle.service";
import { refundWaiting } from "./advice-refunds.service";

// The advice jobs of the Cron Trigger (worker/scheduled.ts); the rooms' alarms back up completion too.

/** Cron: paid orders nobody accepted by their deadline are refunded; returns the users to tell. */
export async function refundUnaccepted(db: DB, port: RefundPort, now: number) {
  const due = await db
    .select({ id: adviceOrders.id, orderId: adviceOrders.orderId, userId: adviceOrders.userId })
    .from(adviceOrders)
    .innerJoin(orders, eq(orders.id, adviceOrders.orderId))
    .where(and(eq(adviceOrders.status, ADVICE_STATUS.WAITING), eq(orders.status, ORDER_STATUS.PAID), lte(adviceOrders.acceptDeadline, now)))
    .limit(100);
  const refunded: { adviceId: number; userId: number; chatId: number | null }[] = [];
  for (const d of due) {
    const hours = ACCEPT_TIMEOUT_MS / 3_600_000;
    if (await refundWaiting(db, port, d.id, d.orderId, `${hours} 小时内无律师接单，系统自动退款`, now)) {
      const chat = await db.query.chats.findFirst({ columns: { id: true }, where: eq(chats.adviceId, d.id) });
      refunded.push({ adviceId: d.id, userId: d.userId, chatId: chat?.id ?? null });
    }
  }
  return refunded;
}

/** Cron: phone advice accepted long ago and online advice past its time complete by themselves. */
export async function completeDue(db: DB, now: number) {
  const due = await db
    .select({ id: adviceOrders.id, kind: adviceOrders.kind, userId: adviceOrders.userId, chatId: sql<number | null>`${chats.id}`.as("chat_id") })
    .from(adviceOrders)
    .innerJoin(orders, eq(orders.id, adviceOrders.orderId))
    .leftJoin(chats, eq(chats.adviceId, adviceOrders.id))
    .where(
      and(
        eq(adviceOrders.status, ADVICE_STATUS.SERVING),
        eq(orders.status, ORDER_STATUS.PAID),
        or(
          and(eq(adviceOrders.kind, "PHONE"), lte(adviceOrders.acceptedAt, now - PHONE_AUTO_COMPLETE_MS)),
          and(eq(adviceOrders.kind, "ONLINE"), lte(adviceOrders.endsAt, now)),
        ),
      ),
    )
    .limit(100);
  const done: typeof due = [];
  for (const d of due) if (await completeAdvice(db, d.id, { role: "system", id: null }, now)) done.push(d);
  return done;
}
