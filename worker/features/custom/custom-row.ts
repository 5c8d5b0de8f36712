import { and, eq, isNull, lte, or, type SQL, sql } from "drizzle-orm";
import {
  CUSTOM_KIND_TEXT,
  CUSTOM_POOL_WIDEN_MS,
  CUSTOM_STATUS,
  type CustomActions,
  type CustomKind,
  customActions,
  customStatusText,
  type Requirement,
} from "#core/custom";
import { ORDER_STATUS } from "#core/orders";
import { CUSTOMIZATION_LAWYER_ROLE, canWork } from "#core/roles";
import type { DB } from "#db/client";
import { chats, customOrders, orders, templateCategories, userRoles } from "#db/schema";
import type { SessionUser } from "../../middleware/session";
import { bad, conflict, missing } from "../../trpc/refuse";
import { sellsSql } from "../lawyers/selling";
import { type ServiceRow, serviceRowColumns } from "../orders/service-order";

// The custom order as every page and action reads it (order, category, chat joined), what each viewer
// may see of it, and who may look at all. The refusals below word every custom-order error the same way.

export { bad, conflict };
export const notFound = (): never => missing("定制订单不存在");

const userName = sql<string>`(SELECT nickname FROM users u WHERE u.id = ${customOrders.userId})`;
const deliveries = sql<number>`(SELECT count(*) FROM custom_deliveries d WHERE d.custom_id = ${customOrders.id})`;

const columns = {
  ...serviceRowColumns(customOrders),
  userName,
  categoryId: customOrders.categoryId,
  categoryName: templateCategories.name,
  fieldId: customOrders.fieldId,
  requirement: customOrders.requirement,
  revisionsAllowed: customOrders.revisionsAllowed,
  revisionsUsed: customOrders.revisionsUsed,
  deliveryWorkingDays: customOrders.deliveryWorkingDays,
  deliveryDueAt: customOrders.deliveryDueAt,
  deliveredAt: customOrders.deliveredAt,
  orderId: customOrders.orderId,
  refundFen: orders.refundFen,
  orderNote: orders.note,
  deliveries,
  reviewed: sql<number>`EXISTS (SELECT 1 FROM lawyer_reviews r WHERE r.custom_id = ${customOrders.id})`,
};

export type CustomRow = ServiceRow & {
  userName: string;
  kind: CustomKind;
  categoryId: number;
  categoryName: string;
  fieldId: number | null;
  requirement: unknown;
  revisionsAllowed: number;
  revisionsUsed: number;
  deliveryWorkingDays: number;
  deliveryDueAt: number | null;
  deliveredAt: number | null;
  orderId: number;
  refundFen: number | null;
  orderNote: string | null;
  deliveries: number;
  reviewed: number;
};

export type Viewer = "user" | "lawyer" | "admin";

export type CustomView = Omit<CustomRow, "userUnread" | "lawyerUnread" | "reviewed" | "requirement"> & {
  kindText: string;
  statusText: string;
  requirement: Requirement;
  unread: number;
  reviewed: boolean;
  actions: CustomActions & { review: boolean };
};

export function toView(r: CustomRow, viewer: Viewer, now: number): CustomView {
  const { userUnread, lawyerUnread, reviewed, requirement, ...rest } = r;
  const actions = customActions(
    { status: r.status, orderStatus: r.orderStatus, revisionsUsed: r.revisionsUsed, kind: r.kind, deliveryDueAt: r.deliveryDueAt, deliveries: r.deliveries },
    viewer,
    now,
  );
  return {
    ...rest,
    // The user's name is for the lawyer serving the order and the console only.
    userName: viewer === "user" ? r.userName : r.lawyerId !== null || viewer === "admin" ? r.userName : "",
    kindText: CUSTOM_KIND_TEXT[r.kind],
    statusText: customStatusText(r.status, r.orderStatus, viewer),
    requirement: requirement as Requirement,
    unread: (viewer === "user" ? userUnread : viewer === "lawyer" ? lawyerUnread : 0) ?? 0,
    reviewed: Boolean(reviewed),
    actions: { ...actions, review: viewer === "user" && r.status === CUSTOM_STATUS.COMPLETED && !reviewed },
  };
}

export function baseQuery(db: DB) {
  return db
    .select(columns)
    .from(customOrders)
    .innerJoin(orders, eq(orders.id, customOrders.orderId))
    .innerJoin(templateCategories, eq(templateCategories.id, customOrders.categoryId))
    .leftJoin(chats, eq(chats.customId, customOrders.id));
}

export async function loadRow(db: DB, id: number): Promise<CustomRow | null> {
  const [row] = await baseQuery(db).where(eq(customOrders.id, id)).limit(1);
  return (row as CustomRow | undefined) ?? null;
}

/**
 * Orders a lawyer may take: asked of this lawyer by name, or open orders in one of the lawyer's fields
 * (or with no field); an open order nobody took for CUSTOM_POOL_WIDEN_MS is shown to every
 * customisation lawyer. Never the lawyer's own order, never a lawyer who may not sell (公司律师, 公职律师).
 */
export function poolWhere(lawyerId: number, now: number): SQL {
  const mine = sql`(SELECT field_id FROM lawyer_fields WHERE user_id = ${lawyerId})`;
  const matches = sql`(${customOrders.fieldId} IS NULL OR ${customOrders.fieldId} IN ${mine}
    OR (SELECT parent_id FROM professional_fields pf WHERE pf.id = ${customOrders.fieldId}) IN ${mine})`;
  return and(
    eq(customOrders.status, CUSTOM_STATUS.SUBMITTED),
    eq(orders.status, ORDER_STATUS.PAID),
    sql`${customOrders.acceptDeadline} > ${now}`,
    sql`${customOrders.userId} <> ${lawyerId}`,
    sellsSql(lawyerId),
    or(
      eq(customOrders.requestedLawyerId, lawyerId),
      and(isNull(customOrders.requestedLawyerId), or(matches, lte(customOrders.paidAt, now - CUSTOM_POOL_WIDEN_MS))),
    ),
  ) as SQL;
}

async function holdsRole(db: DB, userId: number): Promise<boolean> {
  return Boolean(await db.query.userRoles.findFirst({ where: and(eq(userRoles.userId, userId), eq(userRoles.role, CUSTOMIZATION_LAWYER_ROLE)) }));
}

/** Who may look at a custom order: its user, its lawyer (or the one asked), a lawyer it is offered to, admins. */
export async function viewerOf(db: DB, row: CustomRow, user: SessionUser, now: number): Promise<Viewer | null> {
  if (row.lawyerId === user.id) return "lawyer";
  if (row.lawyerId === null && row.status === CUSTOM_STATUS.SUBMITTED) {
    const [offered] = await db
      .select({ id: customOrders.id })
      .from(customOrders)
      .innerJoin(orders, eq(orders.id, customOrders.orderId))
      .where(and(eq(customOrders.id, row.id), poolWhere(user.id, now)));
    if (offered && (await holdsRole(db, user.id))) return "lawyer";
  }
  if (row.userId === user.id) return "user";
  if (canWork(user.roles, "service")) return "admin";
  return null;
}

/** The row and how this user sees it, or NOT_FOUND for anyone else (who learns nothing). */
export async function rowFor(db: DB, user: SessionUser, id: number, now: number): Promise<{ row: CustomRow; viewer: Viewer }> {
  const row = await loadRow(db, id);
  if (!row) return notFound();
  const viewer = await viewerOf(db, row, user, now);
  if (!viewer) return notFound();
  return { row, viewer };
}
