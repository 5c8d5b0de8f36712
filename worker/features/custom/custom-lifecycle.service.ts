import { and, eq, inArray, isNull, type SQL, sql } from "drizzle-orm";
import { CUSTOM_STATUS, customShareFen, deliveryDueAt } from "#core/custom";
import { NO_PAID_SERVICES_REASON, sellsPaidServices } from "#core/lawyers";
import { ORDER_STATUS } from "#core/orders";
import type { DB } from "#db/client";
import { chats, customDeliveries, customEvents, customFiles, customOrders, lawyerProfiles, orders } from "#db/schema";
import type { SessionUser } from "../../middleware/session";
import { sellsSql } from "../lawyers/selling";
import { earningStatements, type Stmt } from "../ledger/ledger.service";
import { bad, conflict, loadRow, notFound, poolWhere, rowFor } from "./custom-row";

// The service's life once paid: a lawyer accepts, delivers numbered versions, the user asks for a
// revision or confirms, or the clock completes it. Each step is one batch guarded by its event row.

/**
 * The event row that guards a batch: placed right after the UPDATE it records, its custom_id is NULL
 * (failing the batch) unless that UPDATE changed the row and the state now holds.
 */
function eventGuard(db: DB, customId: number, condition: SQL, kind: string, actorId: number | null, note: string, now: number): Stmt {
  return db.insert(customEvents).values({
    customId: sql`(SELECT id FROM custom_orders WHERE id = ${customId} AND changes() = 1 AND ${condition})`,
    kind,
    actorId,
    note,
    createdAt: now,
  });
}

const orderPaid = (customId: number) =>
  sql`(SELECT o.status FROM orders o JOIN custom_orders c ON c.order_id = o.id WHERE c.id = ${customId}) = ${ORDER_STATUS.PAID}`;

/** 接单: the first lawyer to take a submitted, paid, unexpired order gets it; the others are told it is gone. */
export async function acceptCustom(db: DB, lawyerId: number, customId: number, now: number) {
  const row = await loadRow(db, customId);
  if (!row) return notFound();
  const profile = await db.query.lawyerProfiles.findFirst({ where: and(eq(lawyerProfiles.userId, lawyerId), eq(lawyerProfiles.published, true)) });
  if (!profile) bad("您的律师主页尚未发布，暂不能接单");
  if (!sellsPaidServices(profile.lawyerType)) bad(`${NO_PAID_SERVICES_REASON}，不能接单`);
  const [offered] = await db
    .select({ id: customOrders.id })
    .from(customOrders)
    .innerJoin(orders, eq(orders.id, customOrders.orderId))
    .where(and(eq(customOrders.id, customId), poolWhere(lawyerId, now)));
  if (!offered) {
    if (row.lawyerId !== null || row.status !== CUSTOM_STATUS.SUBMITTED) conflict("该订单已被其他律师接单或已取消");
    return notFound();
  }
  const due = deliveryDueAt(row.kind, now);
  try {
    await db.batch([
      db
        .update(customOrders)
        .set({ status: CUSTOM_STATUS.IN_PROGRESS, lawyerId, acceptedAt: now, deliveryDueAt: due, updatedAt: now })
        .where(
          and(
            eq(customOrders.id, customId),
            eq(customOrders.status, CUSTOM_STATUS.SUBMITTED),
            isNull(customOrders.lawyerId),
            orderPaid(customId),
            sellsSql(lawyerId),
          ),
        ),
      eventGuard(
        db,
        customId,
        sql`status = ${CUSTOM_STATUS.IN_PROGRESS} AND lawyer_id = ${lawyerId} AND accepted_at = ${now}`,
        "accept",
        lawyerId,
        `${profile.name}律师已接单`,
        now,
      ),
      db.update(chats).set({ lawyerId }).where(eq(chats.customId, customId)),
    ]);
  } catch {
    conflict("该订单已被其他律师接单或已取消");
  }
  await db.run(sql`UPDATE lawyer_profiles SET activity = activity + 1, last_active_at = ${now} WHERE user_id = ${lawyerId}`);
  return { customId, chatId: row.chatId, userId: row.userId, lawyerName: profile.name, deliveryDueAt: due };
}

export type DeliveryFile = { purpose: "contract" | "opinion"; key: string; name: string; mime: string; size: number };

/**
 * 交付: the serving lawyer delivers the next numbered version (its files already stored in R2). The
 * version number is computed inside the batch and unique per order, so two deliveries racing each
 * other get consecutive numbers or one fails as a whole.
 */
export async function deliverCustom(db: DB, lawyerId: number, customId: number, files: DeliveryFile[], note: string, now: number) {
  const row = await loadRow(db, customId);
  if (!row || row.lawyerId !== lawyerId) return notFound();
  if (row.orderStatus !== ORDER_STATUS.PAID || (row.status !== CUSTOM_STATUS.IN_PROGRESS && row.status !== CUSTOM_STATUS.DELIVERED))
    bad(row.orderStatus === ORDER_STATUS.REFUNDING ? "订单正在退款处理中，暂不能交付" : "该订单当前不能交付");
  if (row.kind === "CONTRACT_REVIEW" && !files.some((f) => f.purpose === "opinion")) bad("合同审核需同时交付书面审查意见");
  if (!files.some((f) => f.purpose === "contract")) bad(row.kind === "CONTRACT_REVIEW" ? "请上传修订批注版合同" : "请上传起草完成的合同");
  const version = sql`(SELECT coalesce(max(version), 0) + 1 FROM custom_deliveries WHERE custom_id = ${customId})`;
  const deliveryId = sql`(SELECT id FROM custom_deliveries WHERE custom_id = ${customId} AND created_at = ${now} AND lawyer_id = ${lawyerId} ORDER BY id DESC LIMIT 1)`;
  try {
    await db.batch([
      db
        .update(customOrders)
        .set({ status: CUSTOM_STATUS.DELIVERED, deliveredAt: now, updatedAt: now })
        .where(
          and(
            eq(customOrders.id, customId),
            eq(customOrders.lawyerId, lawyerId),
            inArray(customOrders.status, [CUSTOM_STATUS.IN_PROGRESS, CUSTOM_STATUS.DELIVERED]),
            orderPaid(customId),
          ),
        ),
      eventGuard(db, customId, sql`status = ${CUSTOM_STATUS.DELIVERED} AND delivered_at = ${now}`, "deliver", lawyerId, note, now),
      db.insert(customDeliveries).values({ customId, version, lawyerId, note, createdAt: now }),
      ...files.map((f) =>
        db
          .insert(customFiles)
          .values({ customId, deliveryId, uploaderId: lawyerId, purpose: f.purpose, key: f.key, name: f.name, mime: f.mime, size: f.size, createdAt: now }),
      ),
    ]);
  } catch {
    conflict("订单状态已变化，请刷新后重试");
  }
  const delivered = await db.query.customDeliveries.findFirst({
    where: and(eq(customDeliveries.customId, customId), eq(customDeliveries.createdAt, now)),
    orderBy: (d, { desc }) => desc(d.id),
  });
  return { customId, version: delivered?.version ?? 0, chatId: row.chatId, userId: row.userId };
}

/** 申请修改: while included rounds remain, the user sends the delivery back with what to change. */
export async function reviseCustom(db: DB, userId: number, customId: number, reason: string, now: number) {
  const row = await loadRow(db, customId);
  if (!row || row.userId !== userId) return notFound();
  if (row.status !== CUSTOM_STATUS.DELIVERED || row.orderStatus !== ORDER_STATUS.PAID) bad("律师交付后才能申请修改");
  if (row.revisionsUsed >= row.revisionsAllowed) bad(`本订单包含的 ${row.revisionsAllowed} 次修改已用完，如仍有问题可与律师沟通或确认完成`);
  try {
    await db.batch([
      db
        .update(customOrders)
        .set({ status: CUSTOM_STATUS.IN_PROGRESS, revisionsUsed: sql`${customOrders.revisionsUsed} + 1`, updatedAt: now })
        .where(
          and(
            eq(customOrders.id, customId),
            eq(customOrders.status, CUSTOM_STATUS.DELIVERED),
            sql`${customOrders.revisionsUsed} < ${customOrders.revisionsAllowed}`,
            orderPaid(customId),
          ),
        ),
      eventGuard(db, customId, sql`status = ${CUSTOM_STATUS.IN_PROGRESS} AND updated_at = ${now}`, "revise", userId, reason, now),
    ]);
  } catch {
    conflict("订单状态已变化，请刷新后重试");
  }
  return { customId, chatId: row.chatId, lawyerId: row.lawyerId, revisionsLeft: row.revisionsAllowed - row.revisionsUsed - 1 };
}

export type Actor = { role: "user" | "system"; id: number | null };

/**
 * Completes a delivered order: service 3 → 4, order 1 → 30 and the lawyer's earning, in one batch whose
 * event row is the guard. Returns false when it was not delivered and paid (done already, refunding).
 */
export async function completeCustom(db: DB, customId: number, actor: Actor, now: number): Promise<boolean> {
  const row = await db.query.customOrders.findFirst({ where: eq(customOrders.id, customId) });
  if (!row || row.status !== CUSTOM_STATUS.DELIVERED || row.lawyerId === null) return false;
  const order = await db.query.orders.findFirst({ where: eq(orders.id, row.orderId) });
  if (!order || order.status !== ORDER_STATUS.PAID) return false;
  try {
    await db.batch([
      db
        .update(orders)
        .set({ status: ORDER_STATUS.COMPLETED, updatedAt: now })
        .where(and(eq(orders.id, row.orderId), eq(orders.status, ORDER_STATUS.PAID))),
      db
        .update(customOrders)
        .set({ status: CUSTOM_STATUS.COMPLETED, completedAt: now, updatedAt: now })
        .where(and(eq(customOrders.id, customId), eq(customOrders.status, CUSTOM_STATUS.DELIVERED))),
      eventGuard(
        db,
        customId,
        sql`status = ${CUSTOM_STATUS.COMPLETED} AND completed_at = ${now} AND (SELECT status FROM orders WHERE id = ${row.orderId}) = ${ORDER_STATUS.COMPLETED}`,
        "complete",
        actor.id,
        actor.role === "user" ? "用户确认完成" : "交付后 7 日未确认，系统自动完成",
        now,
      ),
      ...earningStatements(db, row.lawyerId, row.orderId, customShareFen(order.amountFen), now),
    ]);
    return true;
  } catch {
    return false;
  }
}

/** finish/{id}: the user confirms the delivery. */
export async function finishCustom(db: DB, user: SessionUser, customId: number, now: number) {
  const { row, viewer } = await rowFor(db, user, customId, now);
  if (viewer !== "user") return notFound();
  if (!(await completeCustom(db, customId, { role: "user", id: user.id }, now))) bad("律师交付后才能确认完成（订单可能已完成或正在退款）");
  return { customId, chatId: row.chatId, lawyerId: row.lawyerId };
}
