import { and, eq, isNull, type SQL, sql } from "drizzle-orm";
import { ADVICE_STATUS, lawyerShareFen, ONLINE_SERVICE_MS, PHONE_CALLBACK_MS } from "#core/advice";
import { NO_PAID_SERVICES_REASON, sellsPaidServices } from "#core/lawyers";
import { ORDER_STATUS } from "#core/orders";
import type { DB } from "#db/client";
import { adviceEvents, adviceOrders, chats, lawyerProfiles, orders } from "#db/schema";
import type { SessionUser } from "../../middleware/session";
import { sellsSql } from "../lawyers/selling";
import { earningStatements, type Stmt } from "../ledger/ledger.service";
import { bad, conflict, loadRow, notFound, poolWhere, viewerOf } from "./advice-row";

// The service's life once paid: a lawyer accepts, then the user, the lawyer or the clock completes it.
// Each step is one batch guarded by its event row (eventGuard).

/**
 * The event row that guards a batch: placed right after the UPDATE it records, its advice_id is NULL
 * (failing the batch) unless that UPDATE changed the row (changes() = 1: the same lawyer racing
 * themselves within one millisecond would otherwise pass the state condition too) and the state holds.
 */
function eventGuard(db: DB, adviceId: number, condition: SQL, kind: string, actorId: number | null, note: string, now: number): Stmt {
  return db.insert(adviceEvents).values({
    adviceId: sql`(SELECT id FROM advice_orders WHERE id = ${adviceId} AND changes() = 1 AND ${condition})`,
    kind,
    actorId,
    note,
    createdAt: now,
  });
}

/** 接单: the first lawyer to take a waiting, paid, unexpired order gets it; the others are told it is gone. */
export async function acceptAdvice(db: DB, lawyerId: number, adviceId: number, now: number) {
  const row = await loadRow(db, adviceId);
  if (!row) return notFound();
  const profile = await db.query.lawyerProfiles.findFirst({ where: and(eq(lawyerProfiles.userId, lawyerId), eq(lawyerProfiles.published, true)) });
  if (!profile) bad("您的律师主页尚未发布，暂不能接单");
  if (!sellsPaidServices(profile.lawyerType)) bad(`${NO_PAID_SERVICES_REASON}，不能接单`);
  const [offered] = await db
    .select({ id: adviceOrders.id })
    .from(adviceOrders)
    .innerJoin(orders, eq(orders.id, adviceOrders.orderId))
    .where(and(eq(adviceOrders.id, adviceId), poolWhere(lawyerId, now)));
  if (!offered) {
    if (row.lawyerId !== null || row.status !== ADVICE_STATUS.WAITING) conflict("该咨询已被其他律师接单或已取消");
    bad("该咨询不在您的可接单范围内");
  }
  const endsAt = now + (row.kind === "ONLINE" ? ONLINE_SERVICE_MS : PHONE_CALLBACK_MS);
  try {
    await db.batch([
      db
        .update(adviceOrders)
        .set({ status: ADVICE_STATUS.SERVING, lawyerId, acceptedAt: now, endsAt, updatedAt: now })
        .where(
          and(
            eq(adviceOrders.id, adviceId),
            eq(adviceOrders.status, ADVICE_STATUS.WAITING),
            isNull(adviceOrders.lawyerId),
            sql`(SELECT status FROM orders WHERE id = ${adviceOrders.orderId}) = ${ORDER_STATUS.PAID}`,
            sellsSql(lawyerId),
          ),
        ),
      eventGuard(
        db,
        adviceId,
        sql`status = ${ADVICE_STATUS.SERVING} AND lawyer_id = ${lawyerId} AND accepted_at = ${now}`,
        "accept",
        lawyerId,
        `${profile.name}律师已接单`,
        now,
      ),
      db.update(chats).set({ lawyerId }).where(eq(chats.adviceId, adviceId)),
    ]);
  } catch {
    conflict("该咨询已被其他律师接单或已取消");
  }
  // The profile's response figure: mean minutes from payment to acceptance over the last 20 orders.
  await db.run(sql`UPDATE lawyer_profiles SET
      response_minutes = (SELECT CAST(round(avg((accepted_at - paid_at) / 60000.0)) AS INTEGER) FROM
        (SELECT accepted_at, paid_at FROM advice_orders WHERE lawyer_id = ${lawyerId} AND accepted_at IS NOT NULL ORDER BY accepted_at DESC LIMIT 20)),
      activity = activity + 1, last_active_at = ${now}
    WHERE user_id = ${lawyerId}`);
  return { adviceId, kind: row.kind, chatId: row.chatId, userId: row.userId, lawyerName: profile.name, endsAt };
}

export type Actor = { role: "user" | "lawyer" | "system"; id: number | null };

/**
 * Completes a serving order: advice 2 → 3, order 1 → 30 and the lawyer's earning, in one batch whose
 * event row is the guard (NULL unless this batch completed it). Returns false when it was not serving
 * (already done, refund requested, refunded).
 */
export async function completeAdvice(db: DB, adviceId: number, actor: Actor, now: number): Promise<boolean> {
  const row = await db.query.adviceOrders.findFirst({ where: eq(adviceOrders.id, adviceId) });
  if (!row || row.status !== ADVICE_STATUS.SERVING || row.lawyerId === null) return false;
  const order = await db.query.orders.findFirst({ where: eq(orders.id, row.orderId) });
  if (!order || order.status !== ORDER_STATUS.PAID) return false;
  const note =
    actor.role === "user"
      ? "用户确认完成"
      : actor.role === "lawyer"
        ? "律师标记服务完成"
        : row.kind === "ONLINE"
          ? "服务时间结束，系统自动完成"
          : "超过确认期限，系统自动完成";
  try {
    await db.batch([
      db
        .update(orders)
        .set({ status: ORDER_STATUS.COMPLETED, updatedAt: now })
        .where(and(eq(orders.id, row.orderId), eq(orders.status, ORDER_STATUS.PAID))),
      db
        .update(adviceOrders)
        .set({ status: ADVICE_STATUS.COMPLETED, completedAt: now, updatedAt: now })
        .where(and(eq(adviceOrders.id, adviceId), eq(adviceOrders.status, ADVICE_STATUS.SERVING))),
      eventGuard(
        db,
        adviceId,
        sql`status = ${ADVICE_STATUS.COMPLETED} AND completed_at = ${now} AND (SELECT status FROM orders WHERE id = ${row.orderId}) = ${ORDER_STATUS.COMPLETED}`,
        "complete",
        actor.id,
        note,
        now,
      ),
      ...earningStatements(db, row.lawyerId, row.orderId, lawyerShareFen(order.amountFen), now),
    ]);
    return true;
  } catch {
    return false;
  }
}

/** The user or the lawyer ends a serving order. */
export async function finishAdvice(db: DB, user: SessionUser, adviceId: number, now: number) {
  const row = await loadRow(db, adviceId);
  if (!row) return notFound();
  const viewer = await viewerOf(db, row, user, now);
  if (viewer !== "user" && !(viewer === "lawyer" && row.lawyerId === user.id)) return notFound();
  if (!(await completeAdvice(db, adviceId, { role: viewer, id: user.id }, now))) bad("该咨询当前不能标记完成（可能已完成或正在退款）");
  return { adviceId, kind: row.kind, chatId: row.chatId, userId: row.userId };
}
