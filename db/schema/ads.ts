import { sql } from "drizzle-orm";
import { check, index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { users } from "./accounts";
import { orders } from "./orders";

/**
 * Ad placements (SPEC §7 /ad/ads, /ad/ads/surplus, navbar ads): where an ad shows, how many may run at
 * once and the price per day in fen.
 */
export const adSlots = sqliteTable("ad_slots", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  code: text("code").notNull().unique(),
  name: text("name").notNull(),
  location: text("location", { enum: ["navbar", "home", "lawyers"] }).notNull(),
  description: text("description").notNull(),
  capacity: integer("capacity").notNull(),
  dayPriceFen: integer("day_price_fen").notNull(),
  sort: integer("sort").notNull().default(0),
});

/**
 * One bought ad, tied to its ADS order. status (core/ads.ts): 0 awaiting payment (holds a place until
 * the order expires), 4 paid and pending review, 1 live from starts_at (approval) to ends_at, 2 ended,
 * 3 cancelled (closed or refunded), 5 rejected (refunded in full, review_reason tells the buyer),
 * 6 stopped by the console. image_key is the creative's optional image in R2.
 */
export const adCampaigns = sqliteTable(
  "ad_campaigns",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    orderId: integer("order_id")
      .notNull()
      .unique()
      .references(() => orders.id),
    slotId: integer("slot_id")
      .notNull()
      .references(() => adSlots.id),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    title: text("title").notNull(),
    link: text("link").notNull(),
    imageKey: text("image_key"),
    days: integer("days").notNull(),
    status: integer("status").notNull().default(0),
    startsAt: integer("starts_at"),
    endsAt: integer("ends_at"),
    reviewReason: text("review_reason"),
    reviewedBy: integer("reviewed_by").references(() => users.id),
    reviewedAt: integer("reviewed_at"),
    /** Counted by the AdCounter Durable Objects and added here in batches, never a D1 write per view. */
    impressions: integer("impressions").notNull().default(0),
    clicks: integer("clicks").notNull().default(0),
    createdAt: integer("created_at").notNull(),
    updatedAt: integer("updated_at").notNull(),
  },
  (t) => [
    index("ad_campaigns_slot_idx").on(t.slotId, t.status, t.endsAt),
    index("ad_campaigns_user_idx").on(t.userId, t.createdAt),
    check("ad_campaigns_status_check", sql`${t.status} IN (0, 1, 2, 3, 4, 5, 6)`),
  ],
);
