import { env } from "cloudflare:workers";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { adPriceFen } from "#core/ads";
import { createDb } from "#db/client";
import { adCampaigns, adSlots, orders, refunds, users } from "#db/schema";
import type { SessionUser } from "#worker/middleware/session";
import { scheduled } from "#worker/scheduled";
import { seedAdSlots } from "../../../tests/setup/ads-fixture";
import { ADMIN, callerFor, request } from "../../../tests/setup/helpers";
import { notify } from "../../../tests/setup/pay-fixture";

const db = createDb(env.DB);
let nextUser = 8000;

async function newUser(): Promise<SessionUser> {
  const id = nextUser++;
  await db.insert(users).values({ id, phone: `136${String(id).padStart(8, "0")}`, nickname: `投放方${id}`, createdAt: 1, updatedAt: 1 });
  return { id, roles: [] };
}

const ad = { title: "王律师：合同纠纷专业代理", link: "/authorInformation/3" };

beforeAll(async () => {
  await seedAdSlots();
  await db.insert(users).values({ id: ADMIN.id, phone: "13800009001", nickname: "管理员", createdAt: 1, updatedAt: 1 }).onConflictDoNothing();
});

describe("ad placements", () => {
  it("prices, holds a place while unpaid, runs after payment and shows in the navbar", async () => {
    const user = await newUser();
    const caller = callerFor(user);
    const before = (await caller.ads.slots()).find((s) => s.code === "navbar");
    if (!before) throw new Error("navbar slot missing");
    await expect(caller.ads.create({ slotId: before.id, days: 10, ...ad })).rejects.toThrow("投放天数只能选择 7、30 或 90 天");
    await expect(caller.ads.create({ slotId: before.id, days: 7, ...ad, link: "https://evil.example.com" })).rejects.toThrow("跳转链接须为本站页面地址");
    await expect(caller.ads.create({ slotId: before.id, days: 7, ...ad, title: "广" })).rejects.toThrow("广告标题 2 到 20 个字");

    const order = await caller.ads.create({ slotId: before.id, days: 30, ...ad });
    expect(order.amountFen).toBe(adPriceFen(before.dayPriceFen, 30));
    expect((await caller.ads.slots()).find((s) => s.id === before.id)?.surplus).toBe(before.surplus - 1);
    expect((await caller.ads.mine())[0]).toMatchObject({ statusText: "待支付", title: ad.title });

    await caller.orders.prepay({ orderNo: order.orderNo, channel: "ALIPAY" });
    expect((await notify(order.orderNo, order.amountFen)).status).toBe(200);
    expect((await caller.ads.mine())[0]?.statusText).toBe("审核中");
    await callerFor(ADMIN).adsAdmin.approve({ id: order.campaignId ?? 0 });
    const mine = await caller.ads.mine();
    expect(mine[0]?.statusText).toBe("投放中");
    expect((mine[0]?.endsAt ?? 0) - (mine[0]?.startsAt ?? 0)).toBe(30 * 86_400_000);
    const nav = await callerFor(null).site.navbar();
    // The promoted link goes through the click counter, which sends the visitor on to the ad's page.
    expect(nav.find((n) => n.badge === "ad" && n.name === ad.title)?.routePath).toBe(`/ad/click/${order.campaignId}`);
    const rest = (await (await request("/ad/ads?location=navbar")).json()) as { data: { title: string }[] };
    expect(rest.data.map((a) => a.title)).toContain(ad.title);

    // No self-service refund once it runs; the console can still refund, which stops the campaign.
    await expect(caller.orders.refund({ orderNo: order.orderNo, reason: "不想投了" })).rejects.toThrow("广告支付后即进入审核与投放");
    await callerFor(ADMIN).ordersAdmin.refundPaid({ orderNo: order.orderNo, reason: "客服核实后退款" });
    expect((await caller.ads.mine())[0]?.statusText).toBe("已取消");
    expect((await callerFor(null).site.navbar()).some((n) => n.name === ad.title && n.badge === "ad")).toBe(false);
  });

  it("gives the last place to exactly one of many racing buyers", async () => {
    const [slot] = await db
      .insert(adSlots)
      .values({ code: `race-${Date.now()}`, name: "测试位", location: "home", description: "并发测试", capacity: 1, dayPriceFen: 100 })
      .returning();
    if (!slot) throw new Error("slot insert failed");
    const buyers = await Promise.all(Array.from({ length: 10 }, () => newUser()));
    const results = await Promise.allSettled(buyers.map((b) => callerFor(b).ads.create({ slotId: slot.id, days: 7, ...ad })));
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const refused = results.find((r) => r.status === "rejected");
    expect(refused?.status === "rejected" && String(refused.reason)).toContain("该广告位已满");
    const surplus = await (await request("/ad/ads/surplus")).json();
    expect((surplus as { data: { id: number; surplus: number }[] }).data.find((s) => s.id === slot.id)?.surplus).toBe(0);
    await db
      .delete(adSlots)
      .where(eq(adSlots.id, slot.id))
      .catch(() => undefined);
  });

  it("ad inventory hoarding: 10 parallel orders by one user for one placement make one hold, released when the order closes", async () => {
    const [slot] = await db
      .insert(adSlots)
      .values({ code: `hoard-${Date.now()}`, name: "囤积测试位", location: "home", description: "并发测试", capacity: 5, dayPriceFen: 100 })
      .returning();
    if (!slot) throw new Error("slot insert failed");
    const user = await newUser();
    const hoarder = callerFor(user);
    const results = await Promise.allSettled(Array.from({ length: 10 }, () => hoarder.ads.create({ slotId: slot.id, days: 7, ...ad })));
    const made = results.flatMap((r) => (r.status === "fulfilled" ? [r.value] : []));
    expect(made).toHaveLength(1);
    const refused = results.find((r) => r.status === "rejected");
    expect(refused?.status === "rejected" && String(refused.reason)).toContain("您在该广告位已有待支付的订单");
    const surplus = async () => (await hoarder.ads.slots()).find((s) => s.id === slot.id)?.surplus;
    expect(await surplus()).toBe(4);
    const unpaid = await db
      .select()
      .from(orders)
      .where(and(eq(orders.userId, user.id), eq(orders.status, 0)));
    expect(unpaid).toHaveLength(1);
    // Cancelling releases the hold: the campaign is cancelled and a new order may be placed.
    await hoarder.orders.cancel({ orderNo: made[0]?.orderNo ?? "" });
    expect(
      (
        await db
          .select()
          .from(adCampaigns)
          .where(eq(adCampaigns.orderId, unpaid[0]?.id ?? 0))
      )[0]?.status,
    ).toBe(3);
    expect(await surplus()).toBe(5);
    const again = await hoarder.ads.create({ slotId: slot.id, days: 7, ...ad });
    // The 30-minute close also releases it.
    await db
      .update(orders)
      .set({ expiresAt: Date.now() - 1 })
      .where(eq(orders.orderNo, again.orderNo));
    await scheduled({} as ScheduledController, env);
    const [closed] = await db
      .select()
      .from(adCampaigns)
      .where(eq(adCampaigns.id, again.campaignId ?? 0));
    expect(closed?.status).toBe(3);
    expect(await surplus()).toBe(5);
    await expect(hoarder.ads.create({ slotId: slot.id, days: 7, ...ad })).resolves.toBeTruthy();
  });

  it("shows running home and lawyer-list ads where they were bought", async () => {
    const user = await newUser();
    const caller = callerFor(user);
    const slots = await caller.ads.slots();
    for (const code of ["home", "lawyers"]) {
      const slot = slots.find((s) => s.code === code);
      if (!slot) throw new Error(`${code} slot missing`);
      const order = await caller.ads.create({ slotId: slot.id, days: 7, title: `推荐位${code}`, link: "/authorInformation/3" });
      expect((await notify(order.orderNo, order.amountFen)).status).toBe(200);
      await callerFor(ADMIN).adsAdmin.approve({ id: order.campaignId ?? 0 });
    }
    expect((await callerFor(null).templates.home({})).ads.map((a) => a.title)).toContain("推荐位home");
    expect((await callerFor(null).ads.running({ location: "lawyers" })).map((a) => a.title)).toContain("推荐位lawyers");
    expect((await callerFor(null).ads.running({ location: "home" })).map((a) => a.title)).not.toContain("推荐位lawyers");
  });

  it("keeps a buyer's campaigns to the buyer", async () => {
    const other = await newUser();
    expect(await callerFor(other).ads.mine()).toEqual([]);
    await expect(callerFor(null).ads.create({ slotId: 1, days: 7, ...ad })).rejects.toThrow();
  });
});

/** A paid campaign (status pending review) on a fresh slot of `capacity` places. */
async function paidCampaign(title: string, capacity = 3) {
  const [slot] = await db
    .insert(adSlots)
    .values({ code: `review-${Date.now()}-${nextUser}`, name: "审核测试位", location: "lawyers", description: "审核测试", capacity, dayPriceFen: 500 })
    .returning();
  if (!slot) throw new Error("slot insert failed");
  const buyer = await newUser();
  const order = await callerFor(buyer).ads.create({ slotId: slot.id, days: 7, title, link: "/authorInformation/3" });
  expect((await notify(order.orderNo, order.amountFen)).status).toBe(200);
  return { slot, buyer, order, id: order.campaignId ?? 0 };
}

const lawyerAds = async () => (await callerFor(null).ads.running({ location: "lawyers" })).map((a) => a.title);
const restLawyerAds = async () => ((await (await request("/ad/ads?location=lawyers")).json()) as { data: { title: string }[] }).data.map((a) => a.title);

describe("ad review", () => {
  it("pending ads never served: a paid campaign shows nowhere until the console approves it, then runs its days from approval", async () => {
    const { slot, buyer, id } = await paidCampaign("待审核广告甲", 1);
    const console = callerFor(ADMIN);
    expect((await console.adsAdmin.pending()).map((a) => a.id)).toContain(id);
    expect(await lawyerAds()).not.toContain("待审核广告甲");
    expect(await restLawyerAds()).not.toContain("待审核广告甲");
    // Waiting for review it still holds its place.
    expect((await callerFor(buyer).ads.slots()).find((s) => s.id === slot.id)?.surplus).toBe(0);
    const [row] = await db.select().from(adCampaigns).where(eq(adCampaigns.id, id));
    expect(row?.startsAt).toBeNull();

    const before = Date.now();
    await console.adsAdmin.approve({ id });
    expect(await lawyerAds()).toContain("待审核广告甲");
    expect(await restLawyerAds()).toContain("待审核广告甲");
    const [live] = await db.select().from(adCampaigns).where(eq(adCampaigns.id, id));
    expect(live?.startsAt ?? 0).toBeGreaterThanOrEqual(before);
    expect((live?.endsAt ?? 0) - (live?.startsAt ?? 0)).toBe(7 * 86_400_000);
    expect(live?.reviewedBy).toBe(ADMIN.id);
    expect((await console.adsAdmin.live()).map((a) => a.id)).toContain(id);
    expect((await console.adsAdmin.pending()).map((a) => a.id)).not.toContain(id);
    await expect(console.adsAdmin.approve({ id })).rejects.toThrow("该广告状态已变化");
    await expect(console.adsAdmin.reject({ id, reason: "已经上线" })).rejects.toThrow("该广告状态已变化");
  });

  it("ad reject: ten concurrent rejects refund the order in full exactly once and tell the buyer why", async () => {
    const { buyer, order, id } = await paidCampaign("违规广告乙");
    const console = callerFor(ADMIN);
    const results = await Promise.allSettled(Array.from({ length: 10 }, () => console.adsAdmin.reject({ id, reason: "链接页面与标题不符" })));
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const [refunded] = await db.select().from(orders).where(eq(orders.orderNo, order.orderNo));
    expect(refunded?.status).toBe(12);
    const paidBack = await db
      .select()
      .from(refunds)
      .where(eq(refunds.orderId, refunded?.id ?? 0));
    expect(paidBack.map((r) => r.amountFen)).toEqual([order.amountFen]);
    expect(refunded?.refundReason).toBe("广告未通过审核：链接页面与标题不符");
    const mine = (await callerFor(buyer).ads.mine())[0];
    expect(mine).toMatchObject({ statusText: "未通过审核，已全额退款", reviewReason: "链接页面与标题不符" });
    expect(await lawyerAds()).not.toContain("违规广告乙");
    await expect(console.adsAdmin.approve({ id })).rejects.toThrow("该广告状态已变化");
    await expect(console.adsAdmin.reject({ id, reason: "x" })).rejects.toThrow("驳回原因 2 到 200 个字");
  });

  it("ad stop: the console stops a live campaign, which leaves the site at once", async () => {
    const { buyer, id } = await paidCampaign("将停止广告丙");
    const console = callerFor(ADMIN);
    await console.adsAdmin.approve({ id });
    expect(await lawyerAds()).toContain("将停止广告丙");
    const results = await Promise.allSettled(Array.from({ length: 5 }, () => console.adsAdmin.stop({ id })));
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    expect(await lawyerAds()).not.toContain("将停止广告丙");
    expect((await console.adsAdmin.live()).map((a) => a.id)).not.toContain(id);
    expect((await callerFor(buyer).ads.mine())[0]?.statusText).toBe("已停止");
  });

  it("ad review: only the console may review, approve, reject or stop", async () => {
    const { buyer, id } = await paidCampaign("越权广告丁");
    for (const who of [null, buyer]) {
      const caller = callerFor(who);
      await expect(caller.adsAdmin.pending()).rejects.toThrow();
      await expect(caller.adsAdmin.approve({ id })).rejects.toThrow();
      await expect(caller.adsAdmin.reject({ id, reason: "不合规范" })).rejects.toThrow();
      await expect(caller.adsAdmin.stop({ id })).rejects.toThrow();
    }
    const [row] = await db.select().from(adCampaigns).where(eq(adCampaigns.id, id));
    expect(row?.status).toBe(4);
  });
});
