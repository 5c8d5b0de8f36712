import { TRPCError } from "@trpc/server";
import { and, desc, eq, ne, not, type SQL, sql } from "drizzle-orm";
import { ORDER_STATUS, type OrderStatus } from "#core/orders";
import type { DB } from "#db/client";
import { orders, paymentEvents, payments, refunds } from "#db/schema";
import type { Notice, PaymentNotice, PayProvider, RefundNotice } from "../../providers/pay/pay";
import { reverseEarningStatements, type Stmt } from "../ledger/ledger.service";
import { fulfilStatements, type Order, refundCompletedStatements } from "./fulfilment-registry";
import { deliveredSincePaid, moveOrder } from "./orders.service";

export type NoticeOutcome = "fulfilled" | "duplicate" | "abnormal" | "rejected" | "ignored" | "refunded";

async function logEvent(
  db: DB,
  provider: string,
  e: { kind: string; orderNo?: string; transactionId?: string; amountFen?: number; outcome: NoticeOutcome; detail?: string },
  now: number,
) {
  await db.insert(paymentEvents).values({
    provider,
    kind: e.kind,
    orderNo: e.orderNo ?? null,
    transactionId: e.transactionId ?? null,
    amountFen: e.amountFen ?? null,
    outcome: e.outcome,
    detail: e.detail ?? "",
    createdAt: now,
  });
}

/** A payment notice's outcome, and the order when this notice paid it (for the follow-ups after the answer). */
export type PaymentResult = { outcome: NoticeOutcome; paid: Order | null };

/**
 * A payment_events row built from `orders` inside one INSERT … SELECT (so deciding and logging are one
 * statement); the id is left to the table.
 */
function noticeEventFromOrder(db: DB, provider: string, notice: PaymentNotice, outcome: SQL, detail: SQL, now: number) {
  return db.select({
    id: sql<number>`NULL`.as("id"),
    provider: sql<string>`${provider}`.as("provider"),
    kind: sql<string>`'payment'`.as("kind"),
    orderNo: sql<string>`${notice.orderNo}`.as("order_no"),
    transactionId: sql<string>`${notice.transactionId}`.as("transaction_id"),
    amountFen: sql<number>`${notice.amountFen}`.as("amount_fen"),
    outcome: outcome.as("outcome"),
    detail: detail.as("detail"),
    createdAt: sql<number>`${now}`.as("created_at"),
  });
}

/**
 * Logs the notice as a duplicate, in the same statement that checks it is one (this transaction has
 * already paid the order): a row comes back only then, so a repeated notice costs one write.
 */
function logIfDuplicate(db: DB, provider: string, notice: PaymentNotice, now: number) {
  const row = noticeEventFromOrder(db, provider, notice, sql`'duplicate'`, sql`''`, now)
    .from(orders)
    .where(and(eq(orders.orderNo, notice.orderNo), eq(orders.transactionId, notice.transactionId), ne(orders.status, ORDER_STATUS.UNPAID)));
  return db.insert(paymentEvents).select(row).returning({ id: paymentEvents.id });
}

/**
 * A notice whose batch failed lost a race: a duplicate when its own transaction paid the order meanwhile,
 * otherwise money the console must refund. Decided and logged in one statement.
 */
async function logRaceLoser(db: DB, provider: string, notice: PaymentNotice, orderId: number, now: number): Promise<NoticeOutcome> {
  const same = sql`${orders.transactionId} = ${notice.transactionId} AND ${orders.status} <> ${ORDER_STATUS.UNPAID}`;
  const row = noticeEventFromOrder(
    db,
    provider,
    notice,
    sql`CASE WHEN ${same} THEN 'duplicate' ELSE 'abnormal' END`,
    sql`CASE WHEN ${same} THEN '' ELSE '订单已由另一笔交易支付，本笔需人工退款' END`,
    now,
  )
    .from(orders)
    .where(eq(orders.id, orderId));
  const [logged] = await db.insert(paymentEvents).select(row).returning({ outcome: paymentEvents.outcome });
  return (logged?.outcome as NoticeOutcome | undefined) ?? "abnormal";
}

/**
 * Applies a verified payment notice. Idempotent: the status change, the payments row (unique on
 * provider + transaction, its order_id a subquery that is NULL unless this transaction has just paid
 * this order) and everything granted are one batch, so a duplicate or racing notice fails as a whole.
 * Round trips: a repeated notice one (the duplicate check, its log and the order read go together), a
 * first notice that pays two (the fulfilments decide inside the batch: a template's earner is a subquery),
 * a racing copy one more for its log.
 */
export async function applyPayment(db: DB, provider: string, notice: PaymentNotice, now: number): Promise<PaymentResult> {
  const base = { kind: "payment", orderNo: notice.orderNo, transactionId: notice.transactionId, amountFen: notice.amountFen };
  const done = (outcome: NoticeOutcome): PaymentResult => ({ outcome, paid: null });
  if (!notice.paid) {
    await logEvent(db, provider, { ...base, outcome: "ignored", detail: "未支付成功的通知" }, now);
    return done("ignored");
  }
  const [duplicate, [order]] = await db.batch([
    logIfDuplicate(db, provider, notice, now),
    db.select().from(orders).where(eq(orders.orderNo, notice.orderNo)).limit(1),
  ]);
  if (duplicate.length > 0) return done("duplicate");
  if (!order) {
    await logEvent(db, provider, { ...base, outcome: "rejected", detail: "订单不存在" }, now);
    return done("rejected");
  }
  const problem =
    notice.amountFen !== order.amountFen
      ? `支付金额 ${notice.amountFen} 分与订单金额 ${order.amountFen} 分不符`
      : order.status === ORDER_STATUS.CLOSED
        ? "订单已关闭后收到付款"
        : order.status !== ORDER_STATUS.UNPAID
          ? `订单状态 ${order.status} 时收到另一笔付款（${notice.transactionId}）`
          : null;
  if (problem) {
    // Money arrived that cannot be honoured: nothing is granted; the console refunds it.
    const from = order.status as OrderStatus;
    if (from === ORDER_STATUS.UNPAID || from === ORDER_STATUS.CLOSED) {
      await moveOrder(db, order.id, from, ORDER_STATUS.ABNORMAL, { note: problem, provider, transactionId: notice.transactionId, paidAt: notice.paidAt }, now);
    }
    await logEvent(db, provider, { ...base, outcome: "abnormal", detail: problem }, now);
    return done("abnormal");
  }
  const paidFields = { status: ORDER_STATUS.PAID, provider, transactionId: notice.transactionId, paidAt: notice.paidAt, updatedAt: now };
  const stmts: Stmt[] = [
    db
      .update(orders)
      .set(paidFields)
      .where(and(eq(orders.id, order.id), eq(orders.status, ORDER_STATUS.UNPAID))),
    db.insert(payments).values({
      provider,
      transactionId: notice.transactionId,
      orderId: sql`(SELECT id FROM orders WHERE id = ${order.id} AND status = ${ORDER_STATUS.PAID} AND transaction_id = ${notice.transactionId} AND amount_fen = ${notice.amountFen})`,
      amountFen: notice.amountFen,
      paidAt: notice.paidAt,
      createdAt: now,
    }),
    ...(await fulfilStatements(db, order, now)),
    db.insert(paymentEvents).values({
      provider,
      kind: "payment",
      orderNo: order.orderNo,
      transactionId: notice.transactionId,
      amountFen: notice.amountFen,
      outcome: "fulfilled",
      createdAt: now,
    }),
  ];
  try {
    await db.batch(stmts as [Stmt, ...Stmt[]]);
  } catch {
    return done(await logRaceLoser(db, provider, notice, order.id, now));
  }
  return { outcome: "fulfilled", paid: { ...order, ...paidFields } };
}

/** What goes back: the whole payment, or the part the console decided (orders.refund_fen). */
export function refundedFen(order: Pick<Order, "amountFen" | "refundFen">): number {
  return order.refundFen ?? order.amountFen;
}

/** Completes a refund the provider has confirmed: 11 → 12 with the entitlement, points and earning reversed. */
export async function completeRefund(db: DB, order: Order, refundId: string, now: number): Promise<boolean> {
  const stmts: Stmt[] = [
    db
      .update(orders)
      .set({ status: ORDER_STATUS.REFUNDED, refundedAt: now, updatedAt: now, note: `退款单号 ${refundId}` })
      .where(and(eq(orders.id, order.id), eq(orders.status, ORDER_STATUS.REFUNDING))),
    // Guard: NULL unless this batch's update just happened, so a second completion fails as a whole.
    db.insert(refunds).values({
      orderId: sql`(SELECT id FROM orders WHERE id = ${order.id} AND status = ${ORDER_STATUS.REFUNDED} AND refunded_at = ${now})`,
      refundId,
      amountFen: refundedFen(order),
      createdAt: now,
    }),
    db.insert(paymentEvents).values({
      provider: order.provider ?? "sandbox",
      kind: "refund",
      orderNo: order.orderNo,
      transactionId: refundId,
      amountFen: refundedFen(order),
      outcome: "refunded",
      createdAt: now,
    }),
    ...(await reverseEarningStatements(db, order.id, now)),
    ...(await refundCompletedStatements(db, order, now)),
  ];
  try {
    await db.batch(stmts as [Stmt, ...Stmt[]]);
    return true;
  } catch {
    return false;
  }
}

export async function applyRefundNotice(db: DB, provider: string, notice: RefundNotice, now: number): Promise<NoticeOutcome> {
  const order = await db.query.orders.findFirst({ where: eq(orders.orderNo, notice.orderNo) });
  if (!order || order.refundNo !== notice.refundNo) {
    await logEvent(db, provider, { kind: "refund", orderNo: notice.orderNo, transactionId: notice.refundId, outcome: "rejected", detail: "退款单不存在" }, now);
    return "rejected";
  }
  if (!notice.succeeded) {
    await logEvent(
      db,
      provider,
      { kind: "refund", orderNo: notice.orderNo, transactionId: notice.refundId, outcome: "ignored", detail: "退款未成功，需人工处理" },
      now,
    );
    return "ignored";
  }
  return (await completeRefund(db, order, notice.refundId, now)) ? "refunded" : "duplicate";
}

export async function applyNotice(db: DB, provider: string, notice: Notice, now: number): Promise<PaymentResult> {
  return notice.kind === "payment" ? applyPayment(db, provider, notice, now) : { outcome: await applyRefundNotice(db, provider, notice, now), paid: null };
}

export async function logRejectedNotice(db: DB, provider: string, detail: string, now: number): Promise<void> {
  await logEvent(db, provider, { kind: "unknown", outcome: "rejected", detail }, now);
}

/** Console: approve a refund request (11) or refund an abnormal payment (21 → 11), then ask the provider. */
export async function approveRefund(db: DB, providerFor: (name: string) => PayProvider, orderNo: string, notifyUrl: (name: string) => string, now: number) {
  const order = await db.query.orders.findFirst({ where: eq(orders.orderNo, orderNo) });
  if (!order) throw new TRPCError({ code: "NOT_FOUND", message: "订单不存在" });
  if (order.status === ORDER_STATUS.ABNORMAL) {
    if (
      !(await moveOrder(
        db,
        order.id,
        ORDER_STATUS.ABNORMAL,
        ORDER_STATUS.REFUNDING,
        { refundNo: `R${order.orderNo.slice(2)}`, refundReason: "异常订单退款", refundRequestedAt: now },
        now,
      ))
    ) {
      throw new TRPCError({ code: "CONFLICT", message: "订单状态已变化，请刷新后重试" });
    }
  } else if (order.status !== ORDER_STATUS.REFUNDING) {
    throw new TRPCError({ code: "BAD_REQUEST", message: "该订单不在退款中" });
  }
  // The refund rule is checked again in the guarded write that lets the money go: still refunding, and a
  // template bought by this order not downloaded since payment (SPEC §4).
  const [current] = await db
    .update(orders)
    .set({ updatedAt: now })
    .where(and(eq(orders.id, order.id), eq(orders.status, ORDER_STATUS.REFUNDING), not(deliveredSincePaid())))
    .returning();
  if (!current) {
    const again = await db.query.orders.findFirst({ columns: { status: true }, where: eq(orders.id, order.id) });
    if (again?.status === ORDER_STATUS.REFUNDING) throw new TRPCError({ code: "BAD_REQUEST", message: "该范本已下载，不符合退款规则，请驳回该退款申请" });
    throw new TRPCError({ code: "CONFLICT", message: "订单状态已变化，请刷新后重试" });
  }
  if (!current.refundNo || !current.provider) throw new TRPCError({ code: "BAD_REQUEST", message: "该订单没有支付记录，无法退款" });
  const result = await providerFor(current.provider).refund({
    orderNo: current.orderNo,
    refundNo: current.refundNo,
    amountFen: refundedFen(current),
    totalFen: current.amountFen,
    reason: current.refundReason ?? "用户申请退款",
    notifyUrl: notifyUrl(current.provider),
  });
  if (result.status === "SUCCESS") await completeRefund(db, current, result.refundId, now);
  return { status: result.status };
}

export async function rejectRefund(db: DB, orderNo: string, reason: string, now: number) {
  const order = await db.query.orders.findFirst({ where: eq(orders.orderNo, orderNo) });
  if (!order) throw new TRPCError({ code: "NOT_FOUND", message: "订单不存在" });
  if (!(await moveOrder(db, order.id, ORDER_STATUS.REFUNDING, ORDER_STATUS.PAID, { note: `退款申请未通过：${reason}` }, now))) {
    throw new TRPCError({ code: "BAD_REQUEST", message: "该订单不在退款中" });
  }
}

export async function recentEvents(db: DB, limit = 100) {
  return db.select().from(paymentEvents).orderBy(desc(paymentEvents.id)).limit(limit);
}
