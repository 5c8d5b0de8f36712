import { TRPCError } from "@trpc/server";
import { and, count, desc, eq, inArray, isNull, lte, or, type SQL, sql } from "drizzle-orm";
import {
  ACCEPT_TIMEOUT_MS,
  ADVICE_KIND_TEXT,
  ADVICE_STATUS,
  type AdviceKind,
  adviceStatusText,
  canCancelWaiting,
  DEFAULT_PRICE_FEN,
  lawyerShareFen,
  ONLINE_SERVICE_MS,
  PHONE_AUTO_COMPLETE_MS,
  PHONE_CALLBACK_MS,
  POOL_WIDEN_MS,
} from "#core/advice";
import { newOrderNo, ORDER_STATUS, ORDER_TTL_MS } from "#core/orders";
import { type Page, type PageInput, pageOffset, toPage } from "#core/page";
import { maskPhone } from "#core/phone";
import type { DB } from "#db/client";
import { adviceEvents, adviceOrders, chats, lawyerFields, lawyerProfiles, lawyerReviews, orders, professionalFields, userRoles, users } from "#db/schema";
import type { SessionUser } from "../../middleware/session";
import type { PayProvider } from "../../providers/pay/pay";
import { earningStatements, type Stmt } from "../ledger/ledger.service";
import { ownOrder, requestRefund } from "../orders/orders.service";
import { approveRefund, rejectRefund } from "../orders/payments.service";

// Phone and online advice on the one order path: the order carries the money (orders, payments,
// refunds), advice_orders the service (who accepted, when it ends), the ledger the lawyer's earning.
export const ADVICE_ROLE = "ROLE_ADVICE_LAWYER";
const ADMIN_ROLE = "ROLE_ADMIN";

function bad(message: string): never {
  throw new TRPCError({ code: "BAD_REQUEST", message });
}
function conflict(message: string): never {
  throw new TRPCError({ code: "CONFLICT", message });
}
const notFound = (): never => {
  throw new TRPCError({ code: "NOT_FOUND", message: "咨询订单不存在" });
};

/** What the refund paths need from the payment side (origin-bound providers and notify URLs). */
export type RefundPort = { providerFor: (name: string) => PayProvider; notifyUrl: (name: string) => string };

export type CreateAdviceInput = { kind: AdviceKind; fieldId: number; lawyerId?: number | null; question: string; phone?: string | null };

/** Creates the ADVICE order and its service row in one batch; the payment popup pays the order. */
export async function createAdviceOrder(db: DB, userId: number, input: CreateAdviceInput, now: number) {
  const field = await db.query.professionalFields.findFirst({ where: eq(professionalFields.id, input.fieldId) });
  if (!field) bad("请选择咨询领域");
  let priceFen = DEFAULT_PRICE_FEN[input.kind];
  let lawyerName: string | null = null;
  if (input.lawyerId) {
    if (input.lawyerId === userId) bad("不能向自己发起咨询");
    const lawyer = await db.query.lawyerProfiles.findFirst({
      where: and(eq(lawyerProfiles.userId, input.lawyerId), eq(lawyerProfiles.published, true)),
    });
    const role = await db.query.userRoles.findFirst({ where: and(eq(userRoles.userId, input.lawyerId), eq(userRoles.role, ADVICE_ROLE)) });
    const price = input.kind === "PHONE" ? lawyer?.phonePriceFen : lawyer?.onlinePriceFen;
    if (!lawyer || !role || price === null || price === undefined) bad(`该律师暂未开通${ADVICE_KIND_TEXT[input.kind]}`);
    priceFen = price;
    lawyerName = lawyer.name;
  }
  let phone: string | null = null;
  if (input.kind === "PHONE") {
    phone = input.phone ?? (await db.query.users.findFirst({ columns: { phone: true }, where: eq(users.id, userId) }))?.phone ?? null;
    if (!phone) bad("请填写接听电话");
  }
  const orderNo = newOrderNo(now);
  const subject = `${ADVICE_KIND_TEXT[input.kind]}：${field.name}${lawyerName ? `（${lawyerName}律师）` : ""}`;
  await db.batch([
    db.insert(orders).values({
      orderNo,
      userId,
      type: "ADVICE",
      subject,
      targetRef: input.kind,
      originalFen: priceFen,
      amountFen: priceFen,
      status: ORDER_STATUS.UNPAID,
      expiresAt: now + ORDER_TTL_MS,
      createdAt: now,
      updatedAt: now,
    }),
    db.insert(adviceOrders).values({
      orderId: sql`(SELECT id FROM orders WHERE order_no = ${orderNo})`,
      userId,
      kind: input.kind,
      fieldId: field.id,
      requestedLawyerId: input.lawyerId ?? null,
      question: input.question,
      contactPhone: phone,
      createdAt: now,
      updatedAt: now,
    }),
  ]);
  const advice = await db.query.adviceOrders.findFirst({
    columns: { id: true },
    where: eq(adviceOrders.orderId, sql`(SELECT id FROM orders WHERE order_no = ${orderNo})`),
  });
  if (!advice) throw new Error("advice insert failed");
  // Bind the order to its service row so order lists link to it.
  await db.update(orders).set({ targetId: advice.id }).where(eq(orders.orderNo, orderNo));
  return { orderNo, adviceId: advice.id, amountFen: priceFen, subject };
}

const lawyerName = sql<string | null>`(SELECT name FROM lawyer_profiles lp WHERE lp.user_id = ${adviceOrders.lawyerId})`;
const requestedName = sql<string | null>`(SELECT name FROM lawyer_profiles lp WHERE lp.user_id = ${adviceOrders.requestedLawyerId})`;

const listColumns = {
  id: adviceOrders.id,
  userId: adviceOrders.userId,
  kind: adviceOrders.kind,
  status: adviceOrders.status,
  question: adviceOrders.question,
  fieldName: professionalFields.name,
  lawyerId: adviceOrders.lawyerId,
  lawyerName,
  requestedLawyerId: adviceOrders.requestedLawyerId,
  requestedName,
  contactPhone: adviceOrders.contactPhone,
  paidAt: adviceOrders.paidAt,
  acceptDeadline: adviceOrders.acceptDeadline,
  acceptedAt: adviceOrders.acceptedAt,
  endsAt: adviceOrders.endsAt,
  completedAt: adviceOrders.completedAt,
  createdAt: adviceOrders.createdAt,
  orderNo: orders.orderNo,
  // D1 returns rows by column name: a second "status" or "id" in one select would shadow the first.
  orderStatus: sql<number>`${orders.status}`.as("order_status"),
  amountFen: orders.amountFen,
  refundReason: orders.refundReason,
  chatId: sql<number | null>`${chats.id}`.as("chat_id"),
  userUnread: chats.userUnread,
  lawyerUnread: chats.lawyerUnread,
  lastPreview: chats.lastPreview,
  lastMessageAt: chats.lastMessageAt,
  reviewed: sql<number>`EXISTS (SELECT 1 FROM lawyer_reviews r WHERE r.advice_id = ${adviceOrders.id})`,
};

type ListRow = {
  id: number;
  userId: number;
  kind: AdviceKind;
  status: number;
  question: string;
  fieldName: string;
  lawyerId: number | null;
  lawyerName: string | null;
  requestedLawyerId: number | null;
  requestedName: string | null;
  contactPhone: string | null;
  paidAt: number | null;
  acceptDeadline: number | null;
  acceptedAt: number | null;
  endsAt: number | null;
  completedAt: number | null;
  createdAt: number;
  orderNo: string;
  orderStatus: number;
  amountFen: number;
  refundReason: string | null;
  chatId: number | null;
  userUnread: number | null;
  lawyerUnread: number | null;
  lastPreview: string | null;
  lastMessageAt: number | null;
  reviewed: number;
};

export type AdviceView = Omit<ListRow, "contactPhone" | "userUnread" | "lawyerUnread" | "reviewed"> & {
  statusText: string;
  /** Masked, except for the accepting lawyer while the call is due. */
  phone: string | null;
  unread: number;
  reviewed: boolean;
  canCancel: boolean;
  canRefund: boolean;
  canComplete: boolean;
  canReview: boolean;
};

type Viewer = "user" | "lawyer" | "admin";

function toView(r: ListRow, viewer: Viewer, viewerId: number): AdviceView {
  const { contactPhone, userUnread, lawyerUnread, reviewed, ...rest } = r;
  const serving = r.status === ADVICE_STATUS.SERVING && r.orderStatus === ORDER_STATUS.PAID;
  const showPhone = viewer === "lawyer" && r.lawyerId === viewerId && serving;
  return {
    ...rest,
    statusText: adviceStatusText(r.status, r.orderStatus),
    phone: contactPhone === null ? null : showPhone ? contactPhone : maskPhone(contactPhone),
    unread: (viewer === "user" ? userUnread : lawyerUnread) ?? 0,
    reviewed: Boolean(reviewed),
    canCancel: viewer === "user" && canCancelWaiting(r.status, r.orderStatus),
    canRefund: viewer === "user" && serving,
    canComplete: serving && (viewer === "user" || (viewer === "lawyer" && r.lawyerId === viewerId)),
    canReview: viewer === "user" && r.status === ADVICE_STATUS.COMPLETED && !reviewed,
  };
}

function baseQuery(db: DB) {
  return db
    .select(listColumns)
    .from(adviceOrders)
    .innerJoin(orders, eq(orders.id, adviceOrders.orderId))
    .innerJoin(professionalFields, eq(professionalFields.id, adviceOrders.fieldId))
    .leftJoin(chats, eq(chats.adviceId, adviceOrders.id));
}

export type MyAdviceFilter = PageInput & { tab?: "all" | "waiting" | "serving" | "done" | "refund" };

function tabWhere(tab: MyAdviceFilter["tab"]): SQL | undefined {
  switch (tab) {
    case "waiting":
      return and(eq(adviceOrders.status, ADVICE_STATUS.WAITING), eq(orders.status, ORDER_STATUS.PAID));
    case "serving":
      return and(eq(adviceOrders.status, ADVICE_STATUS.SERVING), eq(orders.status, ORDER_STATUS.PAID));
    case "done":
      return eq(adviceOrders.status, ADVICE_STATUS.COMPLETED);
    case "refund":
      return inArray(orders.status, [ORDER_STATUS.REFUNDING, ORDER_STATUS.REFUNDED]);
    default:
      return undefined;
  }
}

/** /myAdvice: the user's advice orders, newest first. */
export async function myAdvice(db: DB, userId: number, input: MyAdviceFilter): Promise<Page<AdviceView>> {
  const where = and(eq(adviceOrders.userId, userId), tabWhere(input.tab));
  const [rows, total] = await db.batch([
    baseQuery(db).where(where).orderBy(desc(adviceOrders.createdAt), desc(adviceOrders.id)).limit(input.size).offset(pageOffset(input)),
    db.select({ n: count() }).from(adviceOrders).innerJoin(orders, eq(orders.id, adviceOrders.orderId)).where(where),
  ]);
  return toPage(
    rows.map((r) => toView(r as ListRow, "user", userId)),
    total[0]?.n ?? 0,
    input,
  );
}

/** 运营后台: every advice order, filtered like /myAdvice, or found by its order number. */
export async function adminAdvicePage(db: DB, input: MyAdviceFilter & { orderNo?: string | undefined }): Promise<Page<AdviceView>> {
  const where = and(tabWhere(input.tab), input.orderNo ? eq(orders.orderNo, input.orderNo) : undefined);
  const [rows, total] = await db.batch([
    baseQuery(db).where(where).orderBy(desc(adviceOrders.createdAt), desc(adviceOrders.id)).limit(input.size).offset(pageOffset(input)),
    db.select({ n: count() }).from(adviceOrders).innerJoin(orders, eq(orders.id, adviceOrders.orderId)).where(where),
  ]);
  return toPage(
    rows.map((r) => toView(r as ListRow, "admin", 0)),
    total[0]?.n ?? 0,
    input,
  );
}

export type CenterTab = "pool" | "serving" | "done" | "refund";

/**
 * Orders a lawyer may take: asked of this lawyer by name, or open requests in one of the lawyer's
 * fields (a field, its parent or its children); an open request nobody in its field has taken for
 * POOL_WIDEN_MS is shown to every advice lawyer.
 */
function poolWhere(lawyerId: number, now: number): SQL {
  const mine = sql`(SELECT field_id FROM lawyer_fields WHERE user_id = ${lawyerId})`;
  const matches = sql`(${adviceOrders.fieldId} IN ${mine}
    OR (SELECT parent_id FROM professional_fields pf WHERE pf.id = ${adviceOrders.fieldId}) IN ${mine}
    OR ${adviceOrders.fieldId} IN (SELECT parent_id FROM professional_fields pf WHERE pf.id IN ${mine}))`;
  return and(
    eq(adviceOrders.status, ADVICE_STATUS.WAITING),
    eq(orders.status, ORDER_STATUS.PAID),
    sql`${adviceOrders.acceptDeadline} > ${now}`,
    sql`${adviceOrders.userId} <> ${lawyerId}`,
    or(eq(adviceOrders.requestedLawyerId, lawyerId), and(isNull(adviceOrders.requestedLawyerId), or(matches, lte(adviceOrders.paidAt, now - POOL_WIDEN_MS)))),
  ) as SQL;
}

function centerWhere(lawyerId: number, tab: CenterTab, now: number): SQL {
  if (tab === "pool") return poolWhere(lawyerId, now);
  const own = eq(adviceOrders.lawyerId, lawyerId);
  if (tab === "serving") return and(own, eq(adviceOrders.status, ADVICE_STATUS.SERVING), eq(orders.status, ORDER_STATUS.PAID)) as SQL;
  if (tab === "done") return and(own, eq(adviceOrders.status, ADVICE_STATUS.COMPLETED)) as SQL;
  return and(own, inArray(orders.status, [ORDER_STATUS.REFUNDING, ORDER_STATUS.REFUNDED])) as SQL;
}

/** 咨询中心 (/adviceService): one tab of the lawyer's orders and the count of every tab. */
export async function lawyerCenter(db: DB, lawyerId: number, input: PageInput & { tab: CenterTab }, now: number) {
  const tabs: CenterTab[] = ["pool", "serving", "done", "refund"];
  const countOf = (tab: CenterTab) =>
    db
      .select({ n: count() })
      .from(adviceOrders)
      .innerJoin(orders, eq(orders.id, adviceOrders.orderId))
      .where(centerWhere(lawyerId, tab, now));
  const [rows, c0, c1, c2, c3] = await db.batch([
    baseQuery(db)
      .where(centerWhere(lawyerId, input.tab, now))
      .orderBy(input.tab === "pool" ? adviceOrders.acceptDeadline : desc(adviceOrders.updatedAt), desc(adviceOrders.id))
      .limit(input.size)
      .offset(pageOffset(input)),
    countOf("pool"),
    countOf("serving"),
    countOf("done"),
    countOf("refund"),
  ]);
  const counts = Object.fromEntries(tabs.map((t, i) => [t, [c0, c1, c2, c3][i]?.[0]?.n ?? 0])) as Record<CenterTab, number>;
  return {
    page: toPage(
      rows.map((r) => toView(r as ListRow, "lawyer", lawyerId)),
      counts[input.tab],
      input,
    ),
    counts,
  };
}

async function loadRow(db: DB, id: number): Promise<ListRow | null> {
  const [row] = await baseQuery(db).where(eq(adviceOrders.id, id)).limit(1);
  return (row as ListRow | undefined) ?? null;
}

export type AdviceDetail = AdviceView & {
  events: { kind: string; note: string; createdAt: number }[];
  review: { rating: number; content: string; createdAt: number } | null;
  lawyer: { id: number; name: string; firm: string; photo: string | null } | null;
  viewer: Viewer;
};

/** Who may look at an advice order: its user, its lawyer (or the one asked), a lawyer it is offered to, admins. */
export async function viewerOf(db: DB, row: ListRow, user: SessionUser, now: number): Promise<Viewer | null> {
  if (row.lawyerId === user.id || row.requestedLawyerId === user.id) return "lawyer";
  if (row.status === ADVICE_STATUS.WAITING && row.lawyerId === null) {
    const [offered] = await db
      .select({ id: adviceOrders.id })
      .from(adviceOrders)
      .innerJoin(orders, eq(orders.id, adviceOrders.orderId))
      .where(and(eq(adviceOrders.id, row.id), poolWhere(user.id, now)));
    if (offered) {
      const role = await db.query.userRoles.findFirst({ where: and(eq(userRoles.userId, user.id), eq(userRoles.role, ADVICE_ROLE)) });
      if (role) return "lawyer";
    }
  }
  if (row.userId === user.id) return "user";
  if (user.roles.includes(ADMIN_ROLE)) return "admin";
  return null;
}

export async function adviceDetail(db: DB, user: SessionUser, id: number, now: number): Promise<AdviceDetail> {
  const row = await loadRow(db, id);
  if (!row) return notFound();
  const viewer = await viewerOf(db, row, user, now);
  if (!viewer) return notFound();
  const [events, review, lawyer] = await db.batch([
    db
      .select({ kind: adviceEvents.kind, note: adviceEvents.note, createdAt: adviceEvents.createdAt })
      .from(adviceEvents)
      .where(eq(adviceEvents.adviceId, id))
      .orderBy(adviceEvents.id),
    db
      .select({ rating: lawyerReviews.rating, content: lawyerReviews.content, createdAt: lawyerReviews.createdAt })
      .from(lawyerReviews)
      .where(eq(lawyerReviews.adviceId, id)),
    db
      .select({ id: lawyerProfiles.userId, name: lawyerProfiles.name, firm: lawyerProfiles.firm, photo: lawyerProfiles.photoKey })
      .from(lawyerProfiles)
      .where(eq(lawyerProfiles.userId, row.lawyerId ?? row.requestedLawyerId ?? 0)),
  ]);
  return { ...toView(row, viewer, user.id), events, review: review[0] ?? null, lawyer: lawyer[0] ?? null, viewer };
}

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

/**
 * Moves a paid order to refunding for a reason and asks the provider at once (no service was given:
 * the user cancels before acceptance, or nobody accepted in time). Guarded on the advice still waiting.
 */
async function refundWaiting(db: DB, port: RefundPort, adviceId: number, orderId: number, reason: string, now: number): Promise<boolean> {
  const moved = await db
    .update(orders)
    .set({ status: ORDER_STATUS.REFUNDING, refundReason: reason, refundRequestedAt: now, refundNo: sql`'R' || substr(${orders.orderNo}, 3)`, updatedAt: now })
    .where(
      and(
        eq(orders.id, orderId),
        eq(orders.status, ORDER_STATUS.PAID),
        sql`(SELECT status FROM advice_orders WHERE order_id = ${orderId}) = ${ADVICE_STATUS.WAITING}`,
      ),
    )
    .returning({ orderNo: orders.orderNo });
  const orderNo = moved[0]?.orderNo;
  if (!orderNo) return false;
  await db.insert(adviceEvents).values({ adviceId, kind: "refund", note: reason, createdAt: now });
  await approveRefund(db, port.providerFor, orderNo, port.notifyUrl, now);
  return true;
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

/** 评价: one review per completed order, by its user. */
export async function reviewAdvice(db: DB, userId: number, adviceId: number, rating: number, content: string, now: number) {
  const row = await db.query.adviceOrders.findFirst({ where: and(eq(adviceOrders.id, adviceId), eq(adviceOrders.userId, userId)) });
  if (!row) return notFound();
  if (row.status !== ADVICE_STATUS.COMPLETED || row.lawyerId === null) bad("咨询完成后才能评价");
  try {
    await db.insert(lawyerReviews).values({ adviceId, lawyerId: row.lawyerId, userId, rating, content, createdAt: now });
  } catch {
    bad("您已评价过该咨询");
  }
  return { adviceId };
}

export type ReviewView = { id: number; rating: number; content: string; createdAt: number; user: string; kind: AdviceKind; field: string };

/** A lawyer's reviews for the profile, with the average and the count; user names are masked. */
export async function reviewsOf(db: DB, lawyerId: number, input: PageInput): Promise<Page<ReviewView> & { average: number | null }> {
  const [rows, total] = await db.batch([
    db
      .select({
        id: lawyerReviews.id,
        rating: lawyerReviews.rating,
        content: lawyerReviews.content,
        createdAt: lawyerReviews.createdAt,
        nickname: users.nickname,
        kind: adviceOrders.kind,
        field: professionalFields.name,
      })
      .from(lawyerReviews)
      .innerJoin(users, eq(users.id, lawyerReviews.userId))
      .innerJoin(adviceOrders, eq(adviceOrders.id, lawyerReviews.adviceId))
      .innerJoin(professionalFields, eq(professionalFields.id, adviceOrders.fieldId))
      .where(eq(lawyerReviews.lawyerId, lawyerId))
      .orderBy(desc(lawyerReviews.createdAt), desc(lawyerReviews.id))
      .limit(input.size)
      .offset(pageOffset(input)),
    db
      .select({ n: count(), avg: sql<number | null>`avg(${lawyerReviews.rating})` })
      .from(lawyerReviews)
      .where(eq(lawyerReviews.lawyerId, lawyerId)),
  ]);
  const items = rows.map(({ nickname, ...r }) => ({ ...r, user: maskName(nickname) }));
  const avg = total[0]?.avg ?? null;
  return { ...toPage(items, total[0]?.n ?? 0, input), average: avg === null ? null : Math.round(avg * 10) / 10 };
}

function maskName(name: string | null): string {
  const n = (name ?? "").trim();
  if (!n) return "契合用户";
  return `${[...n][0]}**`;
}

/** The fields a user can pick on the advice forms, with the lawyer's own fields first when one is chosen. */
export async function adviceFormData(db: DB, lawyerId: number | null) {
  const fields = await db
    .select({ id: professionalFields.id, name: professionalFields.name, parentId: professionalFields.parentId })
    .from(professionalFields)
    .orderBy(professionalFields.sort, professionalFields.id);
  if (!lawyerId) return { fields, lawyer: null };
  const [lawyer] = await db
    .select({
      id: lawyerProfiles.userId,
      name: lawyerProfiles.name,
      firm: lawyerProfiles.firm,
      photo: lawyerProfiles.photoKey,
      phonePriceFen: lawyerProfiles.phonePriceFen,
      onlinePriceFen: lawyerProfiles.onlinePriceFen,
      responseMinutes: lawyerProfiles.responseMinutes,
    })
    .from(lawyerProfiles)
    .where(and(eq(lawyerProfiles.userId, lawyerId), eq(lawyerProfiles.published, true)));
  if (!lawyer) return { fields, lawyer: null };
  const own = await db.select({ fieldId: lawyerFields.fieldId }).from(lawyerFields).where(eq(lawyerFields.userId, lawyerId));
  return { fields, lawyer: { ...lawyer, fieldIds: own.map((f) => f.fieldId) } };
}

/** For the ADVICE order's own page: the service row of an order the user owns. */
export async function adviceOfOrder(db: DB, userId: number, orderNo: string): Promise<number | null> {
  const order = await ownOrder(db, userId, orderNo);
  const row = await db.query.adviceOrders.findFirst({ columns: { id: true }, where: eq(adviceOrders.orderId, order.id) });
  return row?.id ?? null;
}
