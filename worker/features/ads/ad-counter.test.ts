import { runDurableObjectAlarm } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createDb } from "#db/client";
import { adCampaigns, users } from "#db/schema";
import { seedAdSlots } from "../../../tests/setup/ads-fixture";
import { ADMIN, callerFor, request } from "../../../tests/setup/helpers";
import { notify } from "../../../tests/setup/pay-fixture";
import { AD_COUNTER_SHARDS, adCounter, countAds } from "./ad-counter.do";

const db = createDb(env.DB);
let nextUser = 8600;

beforeAll(async () => {
  await seedAdSlots();
  await db.insert(users).values({ id: ADMIN.id, phone: "13800009001", nickname: "管理员", createdAt: 1, updatedAt: 1 }).onConflictDoNothing();
});

/** A paid, approved campaign on a slot with room (other than the navbar), and where it shows. */
async function placedAd(title: string): Promise<{ id: number; location: string }> {
  const id = nextUser++;
  await db.insert(users).values({ id, phone: `136${String(id).padStart(8, "0")}`, nickname: `投放方${id}`, createdAt: 1, updatedAt: 1 });
  const caller = callerFor({ id, roles: [] });
  const slot = (await caller.ads.slots()).find((s) => s.surplus > 0 && s.code !== "navbar");
  if (!slot) throw new Error("no slot with room");
  const order = await caller.ads.create({ slotId: slot.id, days: 7, title, link: "/authorInformation/3" });
  await caller.orders.prepay({ orderNo: order.orderNo, channel: "WECHAT" });
  expect((await notify(order.orderNo, order.amountFen)).status).toBe(200);
  await callerFor(ADMIN).adsAdmin.approve({ id: order.campaignId ?? 0 });
  return { id: order.campaignId ?? 0, location: slot.location };
}

const runningAd = async (title: string) => (await placedAd(title)).id;

async function stored(id: number) {
  const [row] = await db.select({ impressions: adCampaigns.impressions, clicks: adCampaigns.clicks }).from(adCampaigns).where(eq(adCampaigns.id, id));
  return row;
}

describe("ad impressions and clicks", () => {
  it("ad counts: 200 parallel views and 30 clicks reach D1 in one flush, with no D1 write per view", async () => {
    const id = await runningAd("合同审查专业服务");
    await Promise.all([
      ...Array.from({ length: 200 }, () => countAds(env, [id], "impression")),
      ...Array.from({ length: 30 }, () => countAds(env, [id], "click")),
    ]);
    // Nothing written yet: the views are in the counter.
    expect(await stored(id)).toEqual({ impressions: 0, clicks: 0 });
    const live = (await callerFor(ADMIN).adsAdmin.live()).find((a) => a.id === id);
    expect(live).toMatchObject({ impressions: 200, clicks: 30 });
    expect(await runDurableObjectAlarm(adCounter(env, id))).toBe(true);
    expect(await stored(id)).toEqual({ impressions: 200, clicks: 30 });
    expect(await adCounter(env, id).pending()).toEqual([]);
    // Counted once: the console shows the stored figures, the counter holds nothing more.
    expect((await callerFor(ADMIN).adsAdmin.live()).find((a) => a.id === id)).toMatchObject({ impressions: 200, clicks: 30 });
  });

  it("ad counts: views arriving while a flush writes are kept for the next one", async () => {
    const id = await runningAd("劳动争议咨询");
    await countAds(env, [id], "impression");
    const stub = adCounter(env, id);
    const [flushed] = await Promise.all([stub.flush(), countAds(env, [id], "impression"), countAds(env, [id], "impression")]);
    expect(flushed).toBe(1);
    await stub.flush();
    expect((await stored(id))?.impressions).toBe(3);
  });

  it("ad clicks: /ad/click counts and redirects to the ad's page; an unknown id is not found", async () => {
    const id = await runningAd("公司股权设计");
    const res = await request(`/ad/click/${id}`, { redirect: "manual", headers: { "user-agent": "Mozilla/5.0 (iPhone) AppleWebKit Safari" } });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/authorInformation/3");
    await expect.poll(async () => (await adCounter(env, id).pending()).find((p) => p.campaignId === id)?.clicks).toBe(1);
    expect((await request("/ad/click/999999", { redirect: "manual" })).status).toBe(404);
    expect((await request("/ad/click/abc", { redirect: "manual" })).status).toBe(404);
  });

  it("ad impressions: a page that shows ads counts them, a crawler's request does not", async () => {
    const { id, location } = await placedAd("知识产权维权");
    const shard = adCounter(env, id);
    const shown = async () => (await shard.pending()).find((p) => p.campaignId === id)?.impressions ?? 0;
    await shard.flush();
    await request(`/ad/ads?location=${location}`, {
      headers: { "user-agent": "Mozilla/5.0 (compatible; Baiduspider/2.0; +http://www.baidu.com/search/spider.html)" },
    });
    await callerFor(null).ads.running({ location: location as "home" });
    await expect.poll(shown).toBe(1);
    await request(`/ad/ads?location=${location}`, { headers: { "user-agent": "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Safari/604.1" } });
    await expect.poll(shown).toBe(2);
    expect(AD_COUNTER_SHARDS).toBeGreaterThan(1);
  });
});
