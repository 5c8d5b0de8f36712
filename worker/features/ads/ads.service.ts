import { TRPCError } from "@trpc/server";
import { and, asc, desc, eq, gt, type SQL, sql } from "drizzle-orm";
import { AD_LOCATION_TEXT, AD_NAVBAR_MAX, AD_STATUS, type AdDays, type AdLocation, adPriceFen, adStatusText } from "#core/ads";
import { newOrderNo, ORDER_STATUS, ORDER_TTL_MS } from "#core/orders";
import type { DB } from "#db/client";
import { adCampaigns, adSlots, orders } from "#db/schema";
import { creativeUrl } from "./ad-creative.service";

// Ad placements sold on the one order path (type ADS). A slot's places are taken by running
// campaigns and paid ones waiting for review, and held by campaigns whose order is unpaid and still payable, so a paid order always
// has its place.

/** Campaigns taking a place of slot `slotId` at `now` (SQL, for the capacity guard and the surplus). */
function taken(slotId: number | SQL, now: number) {
  return sql<number>`(SELECT count(*) FROM ad_campaigns c JOIN orders o ON o.id = c.order_id
    WHERE c.slot_id = ${slotId} AND ((c.status = ${AD_STATUS.RUNNING} AND c.ends_at > ${now})
      OR c.status = ${AD_STATUS.PENDING_REVIEW}
      OR (c.status = ${AD_STATUS.AWAITING_PAYMENT} AND o.status = ${ORDER_STATUS.UNPAID} AND o.expires_at > ${now})))`;
}

export type SlotView = {
  id: number;
  code: string;
  name: string;
  location: AdLocation;
  where: string;
  description: string;
  capacity: number;
  dayPriceFen: number;
  surplus: number;
};

/** /ad/ads/surplus: every placement with its price and the places left now. */
export async function slotsWithSurplus(db: DB, now: number): Promise<SlotView[]> {
  const rows = await db
    .select({
      id: adSlots.id,
      code: adSlots.code,
      name: adSlots.name,
      location: adSlots.location,
      description: adSlots.description,
      capacity: adSlots.capacity,
      dayPriceFen: adSlots.dayPriceFen,
      taken: taken(sql`${adSlots.id}`, now),
    })
    .from(adSlots)
    .orderBy(asc(adSlots.sort), asc(adSlots.id));
  return rows.map(({ taken: used, ...s }) => ({ ...s, where: AD_LOCATION_TEXT[s.location], surplus: Math.max(0, s.capacity - used) }));
}

/** /ad/ads: the campaigns running at a location, oldest first (first bought, first shown). */
export function runningAdsQuery(db: DB, location: AdLocation, now: number, limit: number) {
  return db
    .select({ id: adCampaigns.id, title: adCampaigns.title, link: adCampaigns.link, endsAt: adCampaigns.endsAt, imageKey: adCampaigns.imageKey })
    .from(adCampaigns)
    .innerJoin(adSlots, eq(adSlots.id, adCampaigns.slotId))
    .where(and(eq(adSlots.location, location), eq(adCampaigns.status, AD_STATUS.RUNNING), gt(adCampaigns.endsAt, now)))
    .orderBy(asc(adCampaigns.startsAt), asc(adCampaigns.id))
    .limit(limit);
}

/** How many running ads /ad/ads and a page's ad strip show at most. */
export const RUNNING_ADS_SHOWN = AD_NAVBAR_MAX * 2;

export type RunningAd = { id: number; title: string; link: string; endsAt: number | null; image: string | null };

/** Running ads as pages show them: the creative as the URL it is served at. */
export function toRunningAds(rows: { id: number; title: string; link: string; endsAt: number | null; imageKey: string | null }[]): RunningAd[] {
  return rows.map(({ imageKey, ...a }) => ({ ...a, image: creativeUrl(imageKey) }));
}

export type CreateAdInput = { slotId: number; days: AdDays; title: string; link: string };

/** The user's unpaid, still payable hold on slot `slotId` (SQL): at most one per user and placement. */
function heldBy(userId: number, slotId: number, now: number) {
  return sql`EXISTS (SELECT 1 FROM ad_campaigns c JOIN orders o ON o.id = c.order_id
    WHERE c.user_id = ${userId} AND c.slot_id = ${slotId} AND c.status = ${AD_STATUS.AWAITING_PAYMENT}
      AND o.status = ${ORDER_STATUS.UNPAID} AND o.expires_at > ${now})`;
}

/**
 * The ADS order and its campaign in one batch. The campaign's order_id is a subquery that is NULL when
 * the slot is already full or the user already holds an unpaid place on it, which fails the batch (and
 * so the order): creations racing for the last place cannot both get it, and one account cannot hoard
 * a placement's places with unpaid orders.
 */
export async function createAdOrder(db: DB, userId: number, input: CreateAdInput, now: number) {
  const slot = await db.query.adSlots.findFirst({ where: eq(adSlots.id, input.slotId) });
  if (!slot) throw new TRPCError({ code: "BAD_REQUEST", message: "请选择广告位" });
  const amountFen = adPriceFen(slot.dayPriceFen, input.days);
  const orderNo = newOrderNo(now);
  try {
    await db.batch([
      db.insert(orders).values({
        orderNo,
        userId,
        type: "ADS",
        subject: `广告投放：${slot.name}（${input.days}天）`,
        targetRef: slot.code,
        originalFen: slot.dayPriceFen * input.days,
        amountFen,
        status: ORDER_STATUS.UNPAID,
        expiresAt: now + ORDER_TTL_MS,
        createdAt: now,
        updatedAt: now,
      }),
      db.insert(adCampaigns).values({
        orderId: sql`(SELECT id FROM orders WHERE order_no = ${orderNo} AND ${taken(slot.id, now)} < ${slot.capacity} AND NOT ${heldBy(userId, slot.id, now)})`,
        slotId: slot.id,
        userId,
        title: input.title,
        link: input.link,
        days: input.days,
        createdAt: now,
        updatedAt: now,
      }),
    ]);
  } catch {
    const [held] = await db.select({ held: sql<number>`${heldBy(userId, slot.id, now)}` }).from(sql`(SELECT 1)`);
    if (held?.held) throw new TRPCError({ code: "CONFLICT", message: "您在该广告位已有待支付的订单，请先完成支付或取消后再下单" });
    throw new TRPCError({ code: "CONFLICT", message: "该广告位已满，请选择其他广告位或稍后再试" });
  }
  const [campaign] = await db
    .update(orders)
    .set({ targetId: sql`(SELECT id FROM ad_campaigns WHERE order_id = ${orders.id})` })
    .where(eq(orders.orderNo, orderNo))
    .returning({ targetId: orders.targetId });
  return { orderNo, amountFen, campaignId: campaign?.targetId ?? null };
}

export type MyAd = {
  id: number;
  slot: string;
  title: string;
  link: string;
  days: number;
  startsAt: number | null;
  endsAt: number | null;
  orderNo: string;
  amountFen: number;
  /** Written from the counters about once a minute. */
  impressions: number;
  clicks: number;
  imageKey: string | null;
  statusText: string;
  reviewReason: string | null;
  createdAt: number;
};

/** A campaign with its placement and order (joined on adSlots and orders), for the buyer's and the console's lists. */
export const campaignColumns = {
  id: adCampaigns.id,
  slot: adSlots.name,
  title: adCampaigns.title,
  link: adCampaigns.link,
  days: adCampaigns.days,
  startsAt: adCampaigns.startsAt,
  endsAt: adCampaigns.endsAt,
  orderNo: orders.orderNo,
  amountFen: orders.amountFen,
  impressions: adCampaigns.impressions,
  clicks: adCampaigns.clicks,
  imageKey: adCampaigns.imageKey,
};

/** The buyer's campaigns, newest first. */
export async function myAds(db: DB, userId: number, now: number): Promise<MyAd[]> {
  const rows = await db
    .select({
      ...campaignColumns,
      status: adCampaigns.status,
      reviewReason: adCampaigns.reviewReason,
      orderStatus: sql<number>`${orders.status}`.as("order_status"),
      createdAt: adCampaigns.createdAt,
    })
    .from(adCampaigns)
    .innerJoin(adSlots, eq(adSlots.id, adCampaigns.slotId))
    .innerJoin(orders, eq(orders.id, adCampaigns.orderId))
    .where(eq(adCampaigns.userId, userId))
    .orderBy(desc(adCampaigns.createdAt), desc(adCampaigns.id))
    .limit(50);
  return rows.map(({ status, orderStatus, ...r }) => ({ ...r, statusText: adStatusText(status, r.endsAt, orderStatus, now) }));
}

/** The link and state of one campaign, for /ad/click. */
export async function adLink(db: DB, id: number): Promise<{ link: string; status: number } | null> {
  const [row] = await db.select({ link: adCampaigns.link, status: adCampaigns.status }).from(adCampaigns).where(eq(adCampaigns.id, id)).limit(1);
  return row ?? null;
}
