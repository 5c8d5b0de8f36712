import { and, count, desc, eq, inArray, type SQL } from "drizzle-orm";
import { ADVICE_STATUS } from "#core/advice";
import { ORDER_STATUS } from "#core/orders";
import { type Page, type PageInput, pageOffset, toPage } from "#core/page";
import type { DB } from "#db/client";
import { adviceEvents, adviceOrders, lawyerReviews, orders } from "#db/schema";
import type { SessionUser } from "../../middleware/session";
import { lawyerCardQuery, serviceEventsQuery, serviceReviewQuery } from "../orders/service-order";
import { type AdviceView, baseQuery, type ListRow, loadRow, notFound, poolWhere, toView, type Viewer, viewerOf } from "./advice-row";

// What each party sees: the user's /myAdvice, the lawyer's 咨询中心, the console's list, and one order's detail.

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

export type AdviceDetail = AdviceView & {
  events: { kind: string; note: string; createdAt: number }[];
  review: { rating: number; content: string; createdAt: number } | null;
  lawyer: { id: number; name: string; firm: string; photo: string | null } | null;
  viewer: Viewer;
};

export async function adviceDetail(db: DB, user: SessionUser, id: number, now: number): Promise<AdviceDetail> {
  const row = await loadRow(db, id);
  if (!row) return notFound();
  const viewer = await viewerOf(db, row, user, now);
  if (!viewer) return notFound();
  const [events, review, lawyer] = await db.batch([
    serviceEventsQuery(db, adviceEvents, eq(adviceEvents.adviceId, id)),
    serviceReviewQuery(db, eq(lawyerReviews.adviceId, id)),
    lawyerCardQuery(db, row.lawyerId ?? row.requestedLawyerId ?? 0),
  ]);
  return { ...toView(row, viewer, user.id), events, review: review[0] ?? null, lawyer: lawyer[0] ?? null, viewer };
}
