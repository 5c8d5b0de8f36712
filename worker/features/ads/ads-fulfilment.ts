import { and, eq, inArray, sql } from "drizzle-orm";
import { AD_STATUS, adSourcesOf } from "#core/ads";
import { ORDER_STATUS } from "#core/orders";
import type { DB } from "#db/client";
import { adCampaigns } from "#db/schema";
import type { Stmt } from "../ledger/ledger.service";
import type { Fulfilment } from "../orders/fulfilment-registry";

// The ads side of the one payment path, joining the order's own batch (see advice-fulfilment.ts).

/** Paid: the campaign waits for the console's review; its days start when it is approved. */
export function adsFulfilmentStatements(db: DB, orderId: number, now: number): Stmt[] {
  return [
    db
      .update(adCampaigns)
      .set({ status: AD_STATUS.PENDING_REVIEW, updatedAt: now })
      .where(and(eq(adCampaigns.orderId, orderId), eq(adCampaigns.status, AD_STATUS.AWAITING_PAYMENT))),
  ];
}

/** Closed unpaid (cancelled, past its deadline, or abnormal): the campaigns that held a place are cancelled. */
export function adsReleaseStatement(db: DB, now: number): Stmt {
  return db
    .update(adCampaigns)
    .set({ status: AD_STATUS.CANCELLED, updatedAt: now })
    .where(
      and(
        eq(adCampaigns.status, AD_STATUS.AWAITING_PAYMENT),
        sql`${adCampaigns.orderId} IN (SELECT id FROM orders WHERE status IN (${ORDER_STATUS.CLOSED}, ${ORDER_STATUS.ABNORMAL}))`,
      ),
    );
}

/** Refunded (by the console): the campaign stops at once; a rejected or stopped one keeps saying why. */
export function adsRefundStatements(db: DB, orderId: number, now: number): Stmt[] {
  return [
    db
      .update(adCampaigns)
      .set({ status: AD_STATUS.CANCELLED, updatedAt: now })
      .where(and(eq(adCampaigns.orderId, orderId), inArray(adCampaigns.status, adSourcesOf(AD_STATUS.CANCELLED, "system")))),
  ];
}

/** ADS orders, registered with the orders domain by worker/features/order-types.ts. */
export const adsFulfilment: Fulfilment = {
  fulfil: (db, order, now) => adsFulfilmentStatements(db, order.id, now),
  refundCompleted: (db, order, now) => adsRefundStatements(db, order.id, now),
  closed: (db, now) => [adsReleaseStatement(db, now)],
};
