import { TRPCError } from "@trpc/server";
import { and, count, desc, eq, inArray, isNull, lte, not, type SQL, sql } from "drizzle-orm";
import {
  discountFen,
  MEMBER_DISCOUNT_BP,
  memberPlan,
  newOrderNo,
  ORDER_STATUS,
  ORDER_TTL_MS,
  type OrderStatus,
  type OrderType,
  refundEligibility,
} from "#core/orders";
import type { Page, PageInput } from "#core/page";
import type { DB } from "#db/client";
import { orders, templateDownloads, templatePurchases, templates } from "#db/schema";
import { PUBLISHED_TEMPLATE } from "#worker/lib/library/published";
import { selectPage } from "#worker/lib/select-page";
import { bad } from "../../trpc/refuse";
import { INVOICED_REFUSAL, isInvoiced, notInvoiced } from "../invoices/invoice-holds";
import type { Stmt } from "../ledger/ledger.service";
import { isActiveMember } from "../users/users.service";
import { closedStatements } from "./fulfilment-registry";

export type OrderView = {
  orderNo: string;
  type: OrderType;
  subject: string;
  targetId: number | null;
  targetRef: string | null;
  originalFen: number;
  amountFen: number;
  status: OrderStatus;
  payChannel: "WECHAT" | "ALIPAY" | null;
  paidAt: number | null;
  closedAt: number | null;
  refundRequestedAt: number | null;
  refundedAt: number | null;
  expiresAt: number;
  refundReason: string | null;
  note: string | null;
  createdAt: number;
};

const viewColumns = {
  orderNo: orders.orderNo,
  type: orders.type,
  subject: orders.subject,
  targetId: orders.targetId,
  targetRef: orders.targetRef,
  originalFen: orders.originalFen,
  amountFen: orders.amountFen,
  status: orders.status,
  payChannel: orders.payChannel,
  paidAt: orders.paidAt,
  closedAt: orders.closedAt,
  refundRequestedAt: orders.refundRequestedAt,
  refundedAt: orders.refundedAt,
  expiresAt: orders.expiresAt,
  refundReason: orders.refundReason,
  note: orders.note,
  createdAt: orders.createdAt,
};

function toView(row: Omit<OrderView, "status"> & { status: number }): OrderView {
  return { ...row, status: row.status as OrderStatus };
}

/** The user's own order, or NOT_FOUND: another user's order number reveals nothing (IDOR). */
export async function ownOrder(db: DB, userId: number, orderNo: string) {
  const row = await db.query.orders.findFirst({ where: and(eq(orders.orderNo, orderNo), eq(orders.userId, userId)) });
  if (!row) throw new TRPCError({ code: "NOT_FOUND", message: "订单不存在" });
  return row;
}

/** The user's purchase of the template that has not been refunded, with its order's status (a pending refund shows here). */
export async function heldPurchase(db: DB, userId: number, templateId: number): Promise<{ orderId: number; orderStatus: number } | null> {
  const [row] = await db
    .select({ orderId: templatePurchases.orderId, orderStatus: orders.status })
    .from(templatePurchases)
    .innerJoin(orders, eq(orders.id, templatePurchases.orderId))
    .where(and(eq(templatePurchases.userId, userId), eq(templatePurchases.templateId, templateId), isNull(templatePurchases.revokedAt)))
    .limit(1);
  return row ?? null;
}

/** Whether a purchase grants the template now: bought, not refunded, and no refund pending. */
export async function hasPurchased(db: DB, userId: number, templateId: number): Promise<boolean> {
  const held = await heldPurchase(db, userId, templateId);
  return held !== null && held.orderStatus !== ORDER_STATUS.REFUNDING;
}

/**
 * Delivers a purchased template (a download or an e-mailed link): its order moves to completed in one
 * guarded write that only a paid or completed order passes. A refund request racing it either lost
 * (the order is completed: no refund) or won (the order is refunding: nothing is delivered).
 */
export async function consumePurchase(db: DB, userId: number, templateId: number, now: number): Promise<boolean> {
  const done = await db
    .update(orders)
    .set({ status: ORDER_STATUS.COMPLETED, updatedAt: now })
    .where(
      and(
        inArray(orders.status, [ORDER_STATUS.PAID, ORDER_STATUS.COMPLETED]),
        sql`${orders.id} IN (SELECT order_id FROM template_purchases WHERE user_id = ${userId} AND template_id = ${templateId} AND revoked_at IS NULL)`,
      ),
    )
    .returning({ id: orders.id });
  return done.length > 0;
}

/**
 * SQL: the template this order bought has been delivered (downloaded or e-mailed) to its buyer since
 * payment; then the published rule allows no refund. Orders that granted no purchase (abnormal
 * payments) never match.
 */
export function deliveredSincePaid(): SQL {
  return sql`EXISTS (SELECT 1 FROM template_purchases p JOIN template_downloads d ON d.user_id = p.user_id AND d.template_id = p.template_id WHERE p.order_id = ${orders.id} AND d.created_at >= coalesce(${orders.paidAt}, 0))`;
}

async function insertOrder(
  db: DB,
  userId: number,
  now: number,
  fields: { type: OrderType; subject: string; targetId: number | null; targetRef: string | null; originalFen: number; amountFen: number },
): Promise<OrderView> {
  // Reuse an open order for the same thing: a second click must not create a second charge.
  const open = await db
    .select(viewColumns)
    .from(orders)
    .where(
      and(
        eq(orders.userId, userId),
        eq(orders.type, fields.type),
        fields.targetId === null ? isNull(orders.targetId) : eq(orders.targetId, fields.targetId),
        fields.targetRef === null ? isNull(orders.targetRef) : eq(orders.targetRef, fields.targetRef),
        eq(orders.status, ORDER_STATUS.UNPAID),
        sql`${orders.expiresAt} > ${now + 60_000}`,
        eq(orders.amountFen, fields.amountFen),
      ),
    )
    .limit(1);
  if (open[0]) return toView(open[0]);
  const [row] = await db
    .insert(orders)
    .values({ ...fields, orderNo: newOrderNo(now), userId, status: ORDER_STATUS.UNPAID, expiresAt: now + ORDER_TTL_MS, createdAt: now, updatedAt: now })
    .returning(viewColumns);
  if (!row) throw new Error("order insert failed");
  return toView(row);
}

/** A paid template's price for this user: member price for active VIPs (SPEC §5). */
export async function templatePrice(
  db: DB,
  userId: number | null,
  template: { priceFen: number },
  now: number,
): Promise<{ originalFen: number; amountFen: number; member: boolean }> {
  const member = userId !== null && (await isActiveMember(db, userId, now));
  return { originalFen: template.priceFen, amountFen: member ? discountFen(template.priceFen, MEMBER_DISCOUNT_BP) : template.priceFen, member };
}

export async function createTemplateOrder(db: DB, userId: number, templateId: number, now: number): Promise<OrderView> {
  const t = await db.query.templates.findFirst({ where: and(eq(templates.id, templateId), PUBLISHED_TEMPLATE) });
  if (!t) throw new TRPCError({ code: "NOT_FOUND", message: "该范本不存在或已下架" });
  if (t.priceFen === 0) bad("该范本免费，可直接下载");
  if (t.authorId === userId) bad("这是您上传的范本，无需购买");
  const held = await heldPurchase(db, userId, templateId);
  if (held?.orderStatus === ORDER_STATUS.REFUNDING) bad("该范本的退款申请正在处理中，请等待处理结果");
  if (held) bad("您已购买该范本，无需重复购买");
  const price = await templatePrice(db, userId, t, now);
  if (t.memberFree && price.member) bad("VIP会员可免费使用该范本，无需购买");
  return insertOrder(db, userId, now, { type: "TEMPLATE", subject: `合同范本：${t.title}`.slice(0, 120), targetId: t.id, targetRef: null, ...price });
}

export async function createMemberOrder(db: DB, userId: number, planCode: string, now: number): Promise<OrderView> {
  const plan = memberPlan(planCode);
  if (!plan) bad("会员套餐不存在");
  return insertOrder(db, userId, now, {
    type: "MEMBER",
    subject: `契合VIP${plan.name}（${plan.days}天）`,
    targetId: plan.days,
    targetRef: plan.code,
    originalFen: plan.priceFen,
    amountFen: plan.priceFen,
  });
}

export async function orderView(db: DB, userId: number, orderNo: string): Promise<OrderView> {
  const [row] = await db
    .select(viewColumns)
    .from(orders)
    .where(and(eq(orders.orderNo, orderNo), eq(orders.userId, userId)));
  if (!row) throw new TRPCError({ code: "NOT_FOUND", message: "订单不存在" });
  return toView(row);
}

export type OrderFilter = PageInput & { status?: number; types?: OrderType[] };

export async function pageOrders(db: DB, userId: number, input: OrderFilter): Promise<Page<OrderView>> {
  const where: SQL[] = [eq(orders.userId, userId)];
  if (input.status !== undefined) where.push(eq(orders.status, input.status));
  if (input.types?.length) where.push(inArray(orders.type, input.types));
  return selectPage(
    db,
    input,
    db
      .select(viewColumns)
      .from(orders)
      .where(and(...where))
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .$dynamic(),
    db
      .select({ n: count() })
      .from(orders)
      .where(and(...where)),
    toView,
  );
}

/** Moves an order along one edge, only from the expected state; false when it was not there any more. */
export async function moveOrder(
  db: DB,
  orderId: number,
  from: OrderStatus,
  to: OrderStatus,
  set: Partial<typeof orders.$inferInsert>,
  now: number,
  guard?: SQL,
): Promise<boolean> {
  const done = await db
    .update(orders)
    .set({ ...set, status: to, updatedAt: now })
    .where(and(eq(orders.id, orderId), eq(orders.status, from), guard))
    .returning({ id: orders.id });
  return done.length === 1;
}

export async function cancelOrder(db: DB, userId: number, orderNo: string, now: number): Promise<OrderView> {
  const order = await ownOrder(db, userId, orderNo);
  if (order.status !== ORDER_STATUS.UNPAID) bad("只有待支付的订单可以取消");
  if (!(await moveOrder(db, order.id, ORDER_STATUS.UNPAID, ORDER_STATUS.CLOSED, { closedAt: now, note: "用户取消" }, now))) bad("订单状态已变化，请刷新后重试");
  const release = closedStatements(db, now, order.type);
  if (release.length > 0) await db.batch(release as [Stmt, ...Stmt[]]);
  return orderView(db, userId, orderNo);
}

export async function hasDownloaded(db: DB, userId: number, templateId: number, since: number): Promise<boolean> {
  const row = await db.query.templateDownloads.findFirst({
    columns: { id: true },
    where: and(eq(templateDownloads.userId, userId), eq(templateDownloads.templateId, templateId), sql`${templateDownloads.createdAt} >= ${since}`),
  });
  return Boolean(row);
}

export async function requestRefund(db: DB, userId: number, orderNo: string, reason: string, now: number): Promise<OrderView> {
  const order = await ownOrder(db, userId, orderNo);
  const downloaded = order.type === "TEMPLATE" && order.targetId !== null && (await hasDownloaded(db, userId, order.targetId, order.paidAt ?? 0));
  const check = refundEligibility({ type: order.type, status: order.status, paidAt: order.paidAt }, downloaded, now);
  if (!check.ok) bad(check.reason);
  // Guarded on the status and on no download since payment: a download racing this request either
  // completed the order first or finds it refunding (consumePurchase).
  const moved = await db
    .update(orders)
    .set({ status: ORDER_STATUS.REFUNDING, refundReason: reason, refundRequestedAt: now, refundNo: `R${order.orderNo.slice(2)}`, updatedAt: now })
    .where(and(eq(orders.id, order.id), eq(orders.status, ORDER_STATUS.PAID), not(deliveredSincePaid()), notInvoiced(orders.id)))
    .returning({ id: orders.id });
  if (moved.length === 0) {
    const after = await db.query.orders.findFirst({ columns: { status: true }, where: eq(orders.id, order.id) });
    if (after?.status === ORDER_STATUS.PAID && (await isInvoiced(db, order.id))) bad(INVOICED_REFUSAL);
    const downloaded = order.type === "TEMPLATE" && (after?.status === ORDER_STATUS.PAID || after?.status === ORDER_STATUS.COMPLETED);
    bad(downloaded ? "范本已下载，不支持退款" : "订单状态已变化，请刷新后重试");
  }
  return orderView(db, userId, orderNo);
}

/** Cron: unpaid orders past their deadline close (SPEC §4). Returns how many. */
export async function closeExpiredOrders(db: DB, now: number): Promise<number> {
  const [closed] = await db.batch([
    db
      .update(orders)
      .set({ status: ORDER_STATUS.CLOSED, closedAt: now, updatedAt: now, note: "超时未支付，系统自动关闭" })
      .where(and(eq(orders.status, ORDER_STATUS.UNPAID), lte(orders.expiresAt, now)))
      .returning({ id: orders.id }),
    ...closedStatements(db, now),
  ]);
  return closed.length;
}
