import { runDurableObjectAlarm } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { adCampaigns } from "#db/schema";
import { ADMIN, callerFor, request } from "../../../tests/setup/helpers";
import { AD_COUNTER_SHARDS, adCounter, countAds } from "./ad-counter.do";
import { db, placedAd, seedAds } from "./ads-test-kit";

const runningAd = async (title: string) => (await placedAd(title)).id;

beforeAll(seedAds);

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
