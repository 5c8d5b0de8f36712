import { TRPCError } from "@trpc/server";
import { and, asc, desc, eq, gt, inArray, sql } from "drizzle-orm";
import { AD_STATUS, adSourcesOf } from "#core/ads";
import { ORDER_STATUS } from "#core/orders";
import type { DB } from "#db/client";
import { adCampaigns, adSlots, orders, users } from "#db/schema";
import { INVOICED_REFUSAL, isInvoiced, notInvoiced } from "../invoices/invoice-holds";
import { approveRefund } from "../orders/payments.service";
import type { RefundPort } from "../orders/refund-port";
import { campaignColumns } from "./ads.service";

// Console review of paid campaigns: approve (live from now for the days bought), reject with a reason
// (refunded in full), stop a live one. Each move is one write guarded by the state table in core/ads.ts.
const DAY_MS = 86_400_000;

function campaignRows(db: DB) {
  return db
    .select({
      ...campaignColumns,
      buyer: users.nickname,
      buyerPhone: users.phone,
      paidAt: orders.paidAt,
    })
    .from(adCampaigns)
    .innerJoin(adSlots, eq(adSlots.id, adCampaigns.slotId))
    .innerJoin(orders, eq(orders.id, adCampaigns.orderId))
    .innerJoin(users, eq(users.id, adCampaigns.userId));
}

/** Paid campaigns waiting for review, first paid first. */
export function pendingAds(db: DB) {
  return campaignRows(db)
    .where(and(eq(adCampaigns.status, AD_STATUS.PENDING_REVIEW), eq(orders.status, ORDER_STATUS.PAID)))
    .orderBy(asc(orders.paidAt), asc(adCampaigns.id))
    .limit(100);
}

/** Campaigns live now, latest ending last. */
export function liveAds(db: DB, now: number) {
  return campaignRows(db)
    .where(and(eq(adCampaigns.status, AD_STATUS.RUNNING), gt(adCampaigns.endsAt, now)))
    .orderBy(asc(adCampaigns.endsAt), desc(adCampaigns.id))
    .limit(100);
}

const MOVED_ELSEWHERE = "该广告状态已变化，请刷新后重试";

/** Approve: live from now for the days bought, only while its order is still paid. */
export async function approveAd(db: DB, id: number, reviewerId: number, now: number) {
  const [live] = await db
    .update(adCampaigns)
    .set({
      status: AD_STATUS.RUNNING,
      startsAt: now,
      endsAt: sql`${now} + ${adCampaigns.days} * ${DAY_MS}`,
      reviewedBy: reviewerId,
      reviewedAt: now,
      updatedAt: now,
    })
    .where(
      and(
        eq(adCampaigns.id, id),
        inArray(adCampaigns.status, adSourcesOf(AD_STATUS.RUNNING, "admin")),
        sql`EXISTS (SELECT 1 FROM orders o WHERE o.id = ${adCampaigns.orderId} AND o.status = ${ORDER_STATUS.PAID})`,
      ),
    )
    .returning({ id: adCampaigns.id });
  if (!live) throw new TRPCError({ code: "CONFLICT", message: MOVED_ELSEWHERE });
}

/**
 * Reject: the campaign is rejected with its reason and its paid order moves to refunding in one batch
 * (the order moves only if this batch rejected the campaign), then the provider refunds the full amount.
 * Concurrent rejects: one batch wins, the others move nothing and refund nothing.
 */
export async function rejectAd(db: DB, port: RefundPort, id: number, reviewerId: number, reason: string, now: number) {
  const [rejected, refunding] = await db.batch([
    db
      .update(adCampaigns)
      .set({ status: AD_STATUS.REJECTED, reviewReason: reason, reviewedBy: reviewerId, reviewedAt: now, updatedAt: now })
      .where(
        and(
          eq(adCampaigns.id, id),
          inArray(adCampaigns.status, adSourcesOf(AD_STATUS.REJECTED, "admin")),
          sql`EXISTS (SELECT 1 FROM orders o WHERE o.id = ${adCampaigns.orderId} AND o.status = ${ORDER_STATUS.PAID})`,
          // The refund below follows the rejection, and no refund passes an invoice (reverse it first).
          notInvoiced(adCampaigns.orderId),
        ),
      )
      .returning({ id: adCampaigns.id }),
    db
      .update(orders)
      .set({
        status: ORDER_STATUS.REFUNDING,
        refundReason: `广告未通过审核：${reason}`,
        refundRequestedAt: now,
        refundNo: sql`'R' || substr(${orders.orderNo}, 3)`,
        updatedAt: now,
      })
      .where(
        and(
          eq(orders.status, ORDER_STATUS.PAID),
          sql`${orders.id} = (SELECT order_id FROM ad_campaigns WHERE id = ${id} AND status = ${AD_STATUS.REJECTED} AND reviewed_at = ${now})`,
        ),
      )
      .returning({ orderNo: orders.orderNo }),
  ]);
  const order = refunding[0];
  if (!rejected[0] || !order) {
    const campaign = await db.query.adCampaigns.findFirst({ columns: { orderId: true }, where: eq(adCampaigns.id, id) });
    const invoiced = campaign?.orderId != null && (await isInvoiced(db, campaign.orderId));
    throw new TRPCError({ code: "CONFLICT", message: invoiced ? INVOICED_REFUSAL : MOVED_ELSEWHERE });
  }
  return approveRefund(db, port.providerFor, order.orderNo, port.notifyUrl, now);
}

/** Stop a live campaign at once (no refund: the days until now were served). */
export async function stopAd(db: DB, id: number, reviewerId: number, now: number) {
  const [stopped] = await db
    .update(adCampaigns)
    .set({ status: AD_STATUS.STOPPED, endsAt: now, reviewedBy: reviewerId, reviewedAt: now, updatedAt: now })
    .where(and(eq(adCampaigns.id, id), inArray(adCampaigns.status, adSourcesOf(AD_STATUS.STOPPED, "admin")), gt(adCampaigns.endsAt, now)))
    .returning({ id: adCampaigns.id });
  if (!stopped) throw new TRPCError({ code: "CONFLICT", message: MOVED_ELSEWHERE });
}
