import { TRPCError } from "@trpc/server";
import { and, eq, type SQL, sql } from "drizzle-orm";
import { CUSTOM_STATUS, customActions } from "#core/custom";
import { ORDER_STATUS } from "#core/orders";
import type { DB } from "#db/client";
import { customEvents, orders } from "#db/schema";
import { requestRefund } from "../orders/orders.service";
import { approveRefund, rejectRefund } from "../orders/payments.service";
import { type RefundPort, refundAtOnce } from "../orders/refund-port";
import { bad, conflict, loadRow, notFound } from "./custom-row";

// Refunds of customisation and review. Before acceptance, or when the lawyer is late with the first
// delivery, the money goes back at once. Otherwise the user asks, the lawyer agrees (full refund) or
// declines with a reason, and a declined request is a dispute the console decides, in fen, up to all
// of it. The order side (orders, payments) moves the money; refunds.service never touches the ledger.

/** Refunds without anyone deciding, guarded by `condition` on the service row (alias c). */
async function refundNow(db: DB, port: RefundPort, customId: number, orderId: number, condition: SQL, reason: string, now: number) {
  const guard = sql`EXISTS (SELECT 1 FROM custom_orders c WHERE c.order_id = ${orderId} AND ${condition})`;
  const event = db.insert(customEvents).values({ customId, kind: "refund", note: reason, createdAt: now });
  return (await refundAtOnce(db, port, orderId, guard, reason, now, event)) !== null;
}

const SUBMITTED = sql`c.status = ${CUSTOM_STATUS.SUBMITTED} AND c.lawyer_id IS NULL`;

/** No lawyer accepted in time, or the user cancels before one does: a full refund at once. */
export function refundSubmitted(db: DB, port: RefundPort, customId: number, orderId: number, reason: string, now: number) {
  return refundNow(db, port, customId, orderId, SUBMITTED, reason, now);
}

/** 取消订单: before a lawyer accepts, the user gets the money back without anyone deciding. */
export async function cancelSubmitted(db: DB, port: RefundPort, userId: number, customId: number, now: number) {
  const row = await loadRow(db, customId);
  if (!row || row.userId !== userId) return notFound();
  if (!(await refundSubmitted(db, port, customId, row.orderId, "律师接单前用户取消订单", now))) bad("律师已接单或订单状态已变化，不能直接取消，请刷新后查看");
  return { customId, chatId: row.chatId };
}

/**
 * 申请退款 after acceptance. When the lawyer is past the promised time with nothing delivered, the
 * refund goes through at once (guarded on that still being so); otherwise the lawyer is asked.
 */
export async function askCustomRefund(db: DB, port: RefundPort, userId: number, customId: number, reason: string, now: number) {
  const row = await loadRow(db, customId);
  if (!row || row.userId !== userId) return notFound();
  const can = customActions(row, "user", now);
  if (can.lateRefund) {
    const late = sql`c.status = ${CUSTOM_STATUS.IN_PROGRESS} AND c.delivery_due_at < ${now} AND NOT EXISTS (SELECT 1 FROM custom_deliveries d WHERE d.custom_id = c.id)`;
    if (!(await refundNow(db, port, customId, row.orderId, late, `律师逾期未交付：${reason}`, now))) conflict("订单状态已变化，请刷新后重试");
    return { customId, chatId: row.chatId, lawyerId: row.lawyerId, immediate: true };
  }
  if (!can.requestRefund) bad(can.cancel ? "律师尚未接单，可直接取消订单并自动退款" : "该订单当前不能申请退款");
  await requestRefund(db, userId, row.orderNo, reason, now);
  await db.insert(customEvents).values({ customId, kind: "refund_request", actorId: userId, note: reason, createdAt: now });
  return { customId, chatId: row.chatId, lawyerId: row.lawyerId, immediate: false };
}

/** The lawyer's answer: agree (full refund now) or decline with a reason (the console then decides). */
export async function answerCustomRefund(db: DB, port: RefundPort, lawyerId: number, customId: number, agree: boolean, reason: string, now: number) {
  const row = await loadRow(db, customId);
  if (!row || row.lawyerId !== lawyerId) return notFound();
  if (row.orderStatus !== ORDER_STATUS.REFUNDING) bad("该订单没有待处理的退款申请");
  if (agree) {
    await approveRefund(db, port.providerFor, row.orderNo, port.notifyUrl, now);
  } else {
    await db
      .update(orders)
      .set({ note: `律师不同意退款：${reason}`, updatedAt: now })
      .where(and(eq(orders.id, row.orderId), eq(orders.status, ORDER_STATUS.REFUNDING)));
  }
  await db.insert(customEvents).values({ customId, kind: agree ? "refund_agree" : "refund_decline", actorId: lawyerId, note: reason, createdAt: now });
  return { customId, agreed: agree, chatId: row.chatId, userId: row.userId };
}

/**
 * 运营后台 decides a refund dispute: 0 fen turns the request down (the service goes on), anything up
 * to what was paid is refunded. The amount is set by one guarded update (still refunding, within the
 * payment) before the provider is asked.
 */
export async function decideCustomRefund(db: DB, port: RefundPort, adminId: number, customId: number, refundFen: number, reason: string, now: number) {
  const row = await loadRow(db, customId);
  if (!row) return notFound();
  if (row.orderStatus !== ORDER_STATUS.REFUNDING) bad("该订单没有待处理的退款申请");
  if (!Number.isSafeInteger(refundFen) || refundFen < 0) bad("退款金额无效");
  if (refundFen > row.amountFen) bad("退款金额不能超过实付金额");
  if (refundFen === 0) {
    await rejectRefund(db, row.orderNo, reason, now);
  } else {
    const set = await db
      .update(orders)
      .set({
        refundFen: refundFen === row.amountFen ? null : refundFen,
        refundReason: sql`coalesce(${orders.refundReason}, '') || ${`（平台裁定：${reason}）`}`,
        updatedAt: now,
      })
      .where(and(eq(orders.id, row.orderId), eq(orders.status, ORDER_STATUS.REFUNDING), sql`${refundFen} <= ${orders.amountFen}`))
      .returning({ id: orders.id });
    if (set.length === 0) throw new TRPCError({ code: "CONFLICT", message: "订单状态已变化，请刷新后重试" });
    await approveRefund(db, port.providerFor, row.orderNo, port.notifyUrl, now);
  }
  await db.insert(customEvents).values({ customId, kind: "refund_decided", actorId: adminId, note: `${refundFen} 分：${reason}`, createdAt: now });
  return { customId, refundFen, chatId: row.chatId, userId: row.userId, lawyerId: row.lawyerId };
}
