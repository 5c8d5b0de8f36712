import { env } from "cloudflare:workers";
import { expect } from "vitest";
import { createDb } from "#db/client";
import { users } from "#db/schema";
import { seedAdSlots } from "../../../tests/setup/ads-fixture";
import { ADMIN, callerFor } from "../../../tests/setup/helpers";
import { notify } from "../../../tests/setup/pay-fixture";

// What the ad tests share: the placements, the admin, and a paid, approved campaign of a fresh buyer.

export const db = createDb(env.DB);
let nextUser = 8600;

export async function seedAds(): Promise<void> {
  await seedAdSlots();
  await db.insert(users).values({ id: ADMIN.id, phone: "13800009001", nickname: "管理员", createdAt: 1, updatedAt: 1 }).onConflictDoNothing();
}

/** A buyer's campaign on a slot with room (other than the navbar), paid and, unless told otherwise, approved. */
export async function placedAd(
  title: string,
  options: { approve?: boolean } = {},
): Promise<{ id: number; location: string; buyer: { id: number; roles: string[] } }> {
  const id = nextUser++;
  await db.insert(users).values({ id, phone: `136${String(id).padStart(8, "0")}`, nickname: `投放方${id}`, createdAt: 1, updatedAt: 1 });
  const buyer = { id, roles: [] };
  const caller = callerFor(buyer);
  const slot = (await caller.ads.slots()).find((s) => s.surplus > 0 && s.code !== "navbar");
  if (!slot) throw new Error("no slot with room");
  const order = await caller.ads.create({ slotId: slot.id, days: 7, title, link: "/authorInformation/3" });
  await caller.orders.prepay({ orderNo: order.orderNo, channel: "WECHAT" });
  expect((await notify(order.orderNo, order.amountFen)).status).toBe(200);
  if (options.approve !== false) await callerFor(ADMIN).adsAdmin.approve({ id: order.campaignId ?? 0 });
  return { id: order.campaignId ?? 0, location: slot.location, buyer };
}
