import { and, eq, isNull, lte, or, type SQL, sql } from "drizzle-orm";
import { ADVICE_STATUS, type AdviceKind, adviceStatusText, canCancelWaiting, POOL_WIDEN_MS } from "#core/advice";
import { ORDER_STATUS } from "#core/orders";
import { maskPhone } from "#core/phone";
import { ADVICE_LAWYER_ROLE, canWork } from "#core/roles";
import type { DB } from "#db/client";
import { adviceOrders, chats, orders, professionalFields, userRoles } from "#db/schema";
import type { SessionUser } from "../../middleware/session";
import { bad, conflict, missing } from "../../trpc/refuse";
import { sellsSql } from "../lawyers/selling";
import { type ServiceRow, serviceRowColumns } from "../orders/service-order";

// The advice row as every page and action reads it (order, field, chat joined), what each viewer may
// see of it, and who may look at all. The refusals below word every advice error the same way.

export { bad, conflict };
export const notFound = (): never => missing("咨询订单不存在");

const listColumns = {
  ...serviceRowColumns(adviceOrders),
  question: adviceOrders.question,
  fieldName: professionalFields.name,
  contactPhone: adviceOrders.contactPhone,
  endsAt: adviceOrders.endsAt,
  reviewed: sql<number>`EXISTS (SELECT 1 FROM lawyer_reviews r WHERE r.advice_id = ${adviceOrders.id})`,
};

export type ListRow = ServiceRow & {
  kind: AdviceKind;
  question: string;
  fieldName: string;
  contactPhone: string | null;
  endsAt: number | null;
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

export type Viewer = "user" | "lawyer" | "admin";

export function toView(r: ListRow, viewer: Viewer, viewerId: number): AdviceView {
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

export function baseQuery(db: DB) {
  return db
    .select(listColumns)
    .from(adviceOrders)
    .innerJoin(orders, eq(orders.id, adviceOrders.orderId))
    .innerJoin(professionalFields, eq(professionalFields.id, adviceOrders.fieldId))
    .leftJoin(chats, eq(chats.adviceId, adviceOrders.id));
}

/**
 * Orders a lawyer may take: asked of this lawyer by name, or open requests in one of the lawyer's
 * fields (a field, its parent or its children); an open request nobody in its field has taken for
 * POOL_WIDEN_MS is shown to every advice lawyer. Never to a lawyer who may not sell (公司律师, 公职律师).
 */
export function poolWhere(lawyerId: number, now: number): SQL {
  const mine = sql`(SELECT field_id FROM lawyer_fields WHERE user_id = ${lawyerId})`;
  const matches = sql`(${adviceOrders.fieldId} IN ${mine}
    OR (SELECT parent_id FROM professional_fields pf WHERE pf.id = ${adviceOrders.fieldId}) IN ${mine}
    OR ${adviceOrders.fieldId} IN (SELECT parent_id FROM professional_fields pf WHERE pf.id IN ${mine}))`;
  return and(
    eq(adviceOrders.status, ADVICE_STATUS.WAITING),
    eq(orders.status, ORDER_STATUS.PAID),
    sql`${adviceOrders.acceptDeadline} > ${now}`,
    sql`${adviceOrders.userId} <> ${lawyerId}`,
    sellsSql(lawyerId),
    or(eq(adviceOrders.requestedLawyerId, lawyerId), and(isNull(adviceOrders.requestedLawyerId), or(matches, lte(adviceOrders.paidAt, now - POOL_WIDEN_MS)))),
  ) as SQL;
}

export async function loadRow(db: DB, id: number): Promise<ListRow | null> {
  const [row] = await baseQuery(db).where(eq(adviceOrders.id, id)).limit(1);
  return (row as ListRow | undefined) ?? null;
}

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
      const role = await db.query.userRoles.findFirst({ where: and(eq(userRoles.userId, user.id), eq(userRoles.role, ADVICE_LAWYER_ROLE)) });
      if (role) return "lawyer";
    }
  }
  if (row.userId === user.id) return "user";
  if (canWork(user.roles, "service")) return "admin";
  return null;
}
