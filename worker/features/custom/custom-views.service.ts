import { and, count, desc, eq, inArray, like, or, type SQL } from "drizzle-orm";
import { CUSTOM_STATUS } from "#core/custom";
import { ORDER_STATUS } from "#core/orders";
import { type Page, type PageInput, pageOffset, toPage } from "#core/page";
import type { DB } from "#db/client";
import { customDeliveries, customEvents, customFiles, customOrders, lawyerProfiles, lawyerReviews, orders } from "#db/schema";
import type { SessionUser } from "../../middleware/session";
import { lawyerCardQuery, serviceEventsQuery, serviceReviewQuery } from "../orders/service-order";
import { baseQuery, type CustomRow, type CustomView, poolWhere, rowFor, toView, type Viewer } from "./custom-row";

// What each party sees: the user's 定制与审核 (/custom), the lawyer's 定制服务 (/lawyer/customService),
// the console's list, and one order's detail with its deliveries and timeline.

export const MY_TABS = ["all", "submitted", "serving", "delivered", "done", "refund"] as const;
export type MyTab = (typeof MY_TABS)[number];
export const SERVICE_TABS = ["pool", "serving", "delivered", "done", "refund"] as const;
export type ServiceTab = (typeof SERVICE_TABS)[number];

const paid = eq(orders.status, ORDER_STATUS.PAID);
const refunds = inArray(orders.status, [ORDER_STATUS.REFUNDING, ORDER_STATUS.REFUNDED]);

function myWhere(tab: MyTab): SQL | undefined {
  switch (tab) {
    case "submitted":
      return and(eq(customOrders.status, CUSTOM_STATUS.SUBMITTED), paid);
    case "serving":
      return and(eq(customOrders.status, CUSTOM_STATUS.IN_PROGRESS), paid);
    case "delivered":
      return and(eq(customOrders.status, CUSTOM_STATUS.DELIVERED), paid);
    case "done":
      return eq(customOrders.status, CUSTOM_STATUS.COMPLETED);
    case "refund":
      return refunds;
    default:
      // Unpaid orders live in 我的订单 until paid; closed ones are of no further use here.
      return inArray(orders.status, [ORDER_STATUS.PAID, ORDER_STATUS.REFUNDING, ORDER_STATUS.REFUNDED, ORDER_STATUS.COMPLETED]);
  }
}

function serviceWhere(lawyerId: number, tab: ServiceTab, now: number): SQL {
  if (tab === "pool") return poolWhere(lawyerId, now);
  const own = eq(customOrders.lawyerId, lawyerId);
  if (tab === "serving") return and(own, eq(customOrders.status, CUSTOM_STATUS.IN_PROGRESS), paid) as SQL;
  if (tab === "delivered") return and(own, eq(customOrders.status, CUSTOM_STATUS.DELIVERED), paid) as SQL;
  if (tab === "done") return and(own, eq(customOrders.status, CUSTOM_STATUS.COMPLETED)) as SQL;
  return and(own, refunds) as SQL;
}

async function pageOf(db: DB, where: SQL | undefined, input: PageInput, viewer: Viewer, now: number, oldestFirst = false): Promise<Page<CustomView>> {
  const [rows, total] = await db.batch([
    baseQuery(db)
      .where(where)
      .orderBy(oldestFirst ? customOrders.acceptDeadline : desc(customOrders.updatedAt), desc(customOrders.id))
      .limit(input.size)
      .offset(pageOffset(input)),
    db.select({ n: count() }).from(customOrders).innerJoin(orders, eq(orders.id, customOrders.orderId)).where(where),
  ]);
  return toPage(
    rows.map((r) => toView(r as CustomRow, viewer, now)),
    total[0]?.n ?? 0,
    input,
  );
}

/** my page: the user's custom orders, newest first. */
export function myCustom(db: DB, userId: number, input: PageInput & { tab: MyTab }, now: number) {
  return pageOf(db, and(eq(customOrders.userId, userId), myWhere(input.tab)), input, "user", now);
}

/** lawyer service page: one tab of 定制服务 and the count of every tab. */
export async function lawyerService(db: DB, lawyerId: number, input: PageInput & { tab: ServiceTab }, now: number) {
  const counts = await Promise.all(
    SERVICE_TABS.map(async (tab) => {
      const [row] = await db
        .select({ n: count() })
        .from(customOrders)
        .innerJoin(orders, eq(orders.id, customOrders.orderId))
        .where(serviceWhere(lawyerId, tab, now));
      return [tab, row?.n ?? 0] as const;
    }),
  );
  return {
    page: await pageOf(db, serviceWhere(lawyerId, input.tab, now), input, "lawyer", now, input.tab === "pool"),
    counts: Object.fromEntries(counts) as Record<ServiceTab, number>,
  };
}

/** 运营后台: every custom order by tab, or found by order number, user or lawyer name. */
export function adminCustomPage(db: DB, input: PageInput & { tab: MyTab; q?: string | undefined }, now: number) {
  const q = input.q ? `%${input.q}%` : null;
  const search = q
    ? or(
        like(orders.orderNo, q),
        like(orders.subject, q),
        inArray(customOrders.lawyerId, db.select({ id: lawyerProfiles.userId }).from(lawyerProfiles).where(like(lawyerProfiles.name, q))),
      )
    : undefined;
  return pageOf(db, and(input.tab === "all" ? undefined : myWhere(input.tab), search), input, "admin", now);
}

export type CustomFile = { id: number; purpose: "attachment" | "contract" | "opinion"; name: string; mime: string; size: number; createdAt: number };

export type CustomDetail = CustomView & {
  viewer: Viewer;
  attachments: CustomFile[];
  versions: { version: number; note: string; createdAt: number; files: CustomFile[] }[];
  events: { kind: string; note: string; createdAt: number }[];
  review: { rating: number; content: string; createdAt: number } | null;
  lawyer: { id: number; name: string; firm: string; photo: string | null } | null;
};

export async function customDetail(db: DB, user: SessionUser, id: number, now: number): Promise<CustomDetail> {
  const { row, viewer } = await rowFor(db, user, id, now);
  const [files, deliveries, events, review, lawyer] = await db.batch([
    db
      .select({
        id: customFiles.id,
        deliveryId: customFiles.deliveryId,
        purpose: customFiles.purpose,
        name: customFiles.name,
        mime: customFiles.mime,
        size: customFiles.size,
        createdAt: customFiles.createdAt,
      })
      .from(customFiles)
      .where(eq(customFiles.customId, id))
      .orderBy(customFiles.id),
    db
      .select({ id: customDeliveries.id, version: customDeliveries.version, note: customDeliveries.note, createdAt: customDeliveries.createdAt })
      .from(customDeliveries)
      .where(eq(customDeliveries.customId, id))
      .orderBy(desc(customDeliveries.version)),
    serviceEventsQuery(db, customEvents, eq(customEvents.customId, id)),
    serviceReviewQuery(db, eq(lawyerReviews.customId, id)),
    lawyerCardQuery(db, row.lawyerId ?? row.requestedLawyerId ?? 0),
  ]);
  const strip = ({ deliveryId: _d, ...f }: (typeof files)[number]): CustomFile => f;
  return {
    ...toView(row, viewer, now),
    viewer,
    attachments: files.filter((f) => f.deliveryId === null).map(strip),
    versions: deliveries.map((d) => ({
      version: d.version,
      note: d.note,
      createdAt: d.createdAt,
      files: files.filter((f) => f.deliveryId === d.id).map(strip),
    })),
    events,
    review: review[0] ?? null,
    lawyer: lawyer[0] ?? null,
  };
}
