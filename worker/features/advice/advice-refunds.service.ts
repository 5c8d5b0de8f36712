import { and, eq, sql } from "drizzle-orm";
import { ADVICE_STATUS } from "#core/advice";
import { ORDER_STATUS } from "#core/orders";
import type { DB } from "#db/client";
import { adviceEvents, adviceOrders, chats, orders } from "#db/schema";
import { requestRefund } from "../orders/orders.service";
import { approveRefund, rejectRefund } from "../orders/payments.service";
import { type RefundPort, refundAtOnce } from "../orders/refund-port";
import { bad, notFound } from "./advice-row";

// Refunds of advice: before acceptance the money goes back at once; once serving, the user asks and the
// lawyer (or the console) decides. The order side (orders, payments) moves the money.

/**
 * Moves a paid order to refunding for a reason and asks the provider at once (no service was given:
 * the user cancels before acceptance, or nobody accepted in time). Guarded on the advice still waiting.
 */
export async function refundWaiting(db: DB, port: RefundPort, adviceId: number, orderId: number, reason: string, now: number): Promise<boolean> {
  const waiting = sql`(SELECT status FROM advice_orders WHERE order_id = ${orderId}) = ${ADVICE_STATUS.WAITING}`;
  const event = db.insert(adviceEvents).values({ adviceId, kind: "refund", note: reason, createdAt: now });
  return (await refundAtOnce(db, port, orderId, waiting, reason, now, event)) !== null;
}

/** 取消咨询: before a lawyer accepts, the user gets the money back without anyone deciding. */
export async function cancelWaiting(db: DB, port: RefundPort, userId: number, adviceId: number, now: number) {
  const row = await db.query.adviceOrders.findFirst({ where: and(eq(adviceOrders.id, adviceId), eq(adviceOrders.userId, userId)) });
  if (!row) return notFound();
  if (!(await refundWaiting(db, port, adviceId, row.orderId, "律师接单前用户取消咨询", now))) bad("律师已接单或订单状态已变化，不能直接取消，请刷新后查看");
  return { adviceId, chatId: (await db.query.chats.findFirst({ columns: { id: true }, where: eq(chats.adviceId, adviceId) }))?.id ?? null };
}

/** A serving order: the user asks for a refund; the lawyer (or the console) decides. */
export async function askRefund(db: DB, userId: number, adviceId: number, reason: string, now: number) {
  const row = await db.query.adviceOrders.findFirst({ where: and(eq(adviceOrders.id, adviceId), eq(adviceOrders.userId, userId)) });
  if (!row) return notFound();
  if (row.status !== ADVICE_STATUS.SERVING) bad(row.status === ADVICE_STATUS.WAITING ? "律师尚未接单，可直接取消咨询并自动退款" : "该咨询当前不能申请退款");
  const order = await db.query.orders.findFirst({ columns: { orderNo: true }, where: eq(orders.id, row.orderId) });
  if (!order) return notFound();
  await requestRefund(db, userId, order.orderNo, reason, now);
  await db.insert(adviceEvents).values({ adviceId, kind: "refund_request", actorId: userId, note: reason, createdAt: now });
  return { adviceId };
}

/** The lawyer's answer to a refund request: agree (the provider refunds) or refuse with a reason. */
export async function decideRefund(db: DB, port: RefundPort, lawyerId: number, adviceId: number, agree: boolean, reason: string, now: number) {
  const row = await db.query.adviceOrders.findFirst({ where: and(eq(adviceOrders.id, adviceId), eq(adviceOrders.lawyerId, lawyerId)) });
  if (!row) return notFound();
  const order = await db.query.orders.findFirst({ where: eq(orders.id, row.orderId) });
  if (order?.status !== ORDER_STATUS.REFUNDING) bad("该订单没有待处理的退款申请");
  if (agree) await approveRefund(db, port.providerFor, order.orderNo, port.notifyUrl, now);
  else await rejectRefund(db, order.orderNo, reason, now);
  await db.insert(adviceEvents).values({ adviceId, kind: agree ? "refund_agree" : "refund_refuse", actorId: lawyerId, note: reason, createdAt: now });
  return { adviceId, agreed: agree, chatId: (await db.query.chats.findFirst({ columns: { id: true }, where: eq(chats.adviceId, adviceId) }))?.id ?? null };
}
