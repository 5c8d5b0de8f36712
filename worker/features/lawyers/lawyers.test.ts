import { env } from "cloudflare:workers";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { isLicenseNo } from "#core/lawyers";
import { createDb } from "#db/client";
import { lawyerLikes, lawyerProfiles, lawyerVisits } from "#db/schema";
import type { SessionUser } from "#worker/middleware/session";
import { createContext } from "#worker/trpc/init";
import { createCaller } from "#worker/trpc/router";
import { type Counter, countingVisitor } from "../../../tests/setup/d1-counter";
import { bearer, callerFor, request, USER } from "../../../tests/setup/helpers";
import { seedLawyers } from "../../../tests/setup/lawyers-fixture";

const db = createDb(env.DB);
const visitor = callerFor(null);
const DEMO_LAWYER: SessionUser = { id: 3, roles: ["ROLE_ADVICE_LAWYER", "ROLE_CONTRACT_CUSTOMIZATION"] };
type Envelope<T> = { code: number; msg: string; data: T };

/** A caller whose after-response writes (waitUntil) can be awaited. */
function collecting(user: SessionUser | null) {
  const pending: Promise<unknown>[] = [];
  const caller = createCaller(
    createContext({ env, req: new Request("http://localhost/"), user, tokenPresented: Boolean(user), waitUntil: (p) => void pending.push(p) }),
  );
  return { caller, settle: () => Promise.all(pending) };
}

async function likesOf(id: number): Promise<number> {
  return (await db.query.lawyerProfiles.findFirst({ where: eq(lawyerProfiles.userId, id) }))?.likes ?? -1;
}

beforeAll(async () => {
  await seedLawyers();
  await env.DB.prepare("INSERT OR IGNORE INTO users (id, phone, nickname, created_at, updated_at) VALUES (?, '13300001001', '读者', 1, 1)").bind(USER.id).run();
});

describe("lawyer directory", () => {
  it("offers a two-level field tree with counts of lawyers", async () => {
    const tree = await visitor.lawyers.fields({});
    expect(tree.length).toBeGreaterThanOrEqual(12);
    expect(tree.flatMap((f) => f.children).length).toBeGreaterThanOrEqual(40);
    const names = tree.flatMap((f) => f.children.map((c) => c.name));
    expect(names).toEqual(
      expect.arrayContaining([
        "合同纠纷",
        "公司股权",
        "婚姻家事",
        "劳动争议",
        "房产纠纷",
        "债权债务",
        "建设工程",
        "知识产权",
        "刑事辩护",
        "行政诉讼",
        "涉外法律",
      ]),
    );
    const civil = tree.find((f) => f.name === "民商事");
    const contract = civil?.children.find((c) => c.name === "合同纠纷");
    expect(contract?.count).toBeGreaterThanOrEqual(4);
    // A lawyer in two fields of one group counts once for the group.
    expect(civil?.count).toBeLessThanOrEqual(civil?.children.reduce((s, c) => s + c.count, 0) ?? 0);
    expect((await visitor.lawyers.list({ current: 1, size: 50, fieldId: civil?.id })).total).toBe(civil?.count);
    expect((await visitor.lawyers.list({ current: 1, size: 50, fieldId: contract?.id })).total).toBe(contract?.count);
    // The lazy form: one field's children.
    expect(await visitor.lawyers.fields({ parentId: civil?.id })).toEqual(civil?.children.map((c) => ({ ...c, children: [] })));
  });

  it("lists published lawyers as cards, filtered by city, type, title, tag and keyword", async () => {
    const all = await visitor.lawyers.list({ current: 1, size: 50 });
    expect(all.total).toBe(25);
    const card = all.records.find((r) => r.id === 3);
    expect(card).toMatchObject({ name: "王建国", firm: "北京衡正律师事务所", cityName: "北京", lawyerTypeName: "执业律师" });
    expect(card?.fields).toEqual(["合同纠纷", "公司股权"]);
    expect(card?.years).toBeGreaterThanOrEqual(15);
    expect(card?.services.map((s) => s.name)).toEqual(["电话咨询", "在线咨询", "合同定制", "合同审查"]);
    expect(new Set(all.records.map((r) => r.cityCode)).size).toBeGreaterThanOrEqual(10);

    const beijing = await visitor.lawyers.list({ current: 1, size: 50, city: "110000" });
    expect(beijing.total).toBe(4);
    expect(beijing.records.every((r) => r.cityName === "北京")).toBe(true);
    expect((await visitor.lawyers.list({ current: 1, size: 50, city: "0" })).total).toBe(25);
    expect((await visitor.lawyers.list({ current: 1, size: 50, city: "440300" })).records.map((r) => r.name).sort()).toEqual(["何静怡", "郑凯"].sort());

    const inHouse = await visitor.lawyers.list({ current: 1, size: 50, type: 2 });
    expect(inHouse.records.map((r) => r.lawyerTypeName)).toEqual(["公司律师"]);
    const partners = await visitor.lawyers.list({ current: 1, size: 50, title: "高级合伙人" });
    expect(partners.total).toBeGreaterThan(0);
    expect(partners.records.every((r) => r.title === "高级合伙人")).toBe(true);
    const prosecutors = await visitor.lawyers.list({ current: 1, size: 50, tag: "前检察官" });
    expect(prosecutors.records.map((r) => r.name)).toEqual(["刘振华"]);

    const firm = await visitor.lawyers.list({ current: 1, size: 50, keyword: "衡正" });
    expect(firm.records.map((r) => r.name).sort()).toEqual(["李明远", "王建国"].sort());
    expect((await visitor.lawyers.list({ current: 1, size: 50, keyword: "许倩" })).total).toBe(1);
    expect((await visitor.lawyers.list({ current: 1, size: 50, keyword: "%" })).total).toBe(0);
    expect((await visitor.lawyers.list({ current: 1, size: 50, fieldId: 99999 })).total).toBe(0);
    // Malformed filters are dropped, not rejected.
    const loose = await visitor.lawyers.list({ current: 1, size: 1, city: "北京", type: "9", title: "x", tag: "y", sort: "z" } as never);
    expect(loose.total).toBe(25);
  });

  it("sorts by activity (default), likes and years of practice, and pages", async () => {
    const rows = await db.select().from(lawyerProfiles);
    const byActivity = await visitor.lawyers.list({ current: 1, size: 5 });
    expect(byActivity.records[0]?.id).toBe([...rows].sort((a, b) => b.activity - a.activity)[0]?.userId);
    const byLikes = await visitor.lawyers.list({ current: 1, size: 25, sort: "likes" });
    const likes = byLikes.records.map((r) => r.likes);
    expect(likes).toEqual([...likes].sort((a, b) => b - a));
    const byYears = await visitor.lawyers.list({ current: 1, size: 25, sort: "years" });
    const years = byYears.records.map((r) => r.years);
    expect(years).toEqual([...years].sort((a, b) => b - a));
    const second = await visitor.lawyers.list({ current: 2, size: 10 });
    expect(second).toMatchObject({ current: 2, size: 10, total: 25, pages: 3 });
    expect(second.records.map((r) => r.id)).not.toContain(byActivity.records[0]?.id);
  });

  it("lists the newest and the resident lawyers, and the type dictionary", async () => {
    const recent = await visitor.lawyers.recent({ size: 5 });
    expect(recent).toHaveLength(5);
    const created = await db.select({ id: lawyerProfiles.userId, at: lawyerProfiles.createdAt }).from(lawyerProfiles);
    const newest = [...created].sort((a, b) => b.at - a.at)[0];
    expect(recent[0]?.id).toBe(newest?.id);
    const resident = await visitor.lawyers.resident({ size: 20 });
    expect(resident.length).toBeGreaterThanOrEqual(5);
    expect(resident.every((r) => r.resident)).toBe(true);
    expect(await visitor.lawyers.types({ inUse: 0 })).toEqual([
      { value: 1, label: "执业律师" },
      { value: 2, label: "公司律师" },
      { value: 3, label: "公职律师" },
    ]);
    const used = await visitor.lawyers.types({ inUse: 1 });
    expect(used.reduce((s, t) => s + (t.count ?? 0), 0)).toBe(25);
  });

  it("shows a profile with a masked licence, cases and articles, records each visit, 404s unknown ids", async () => {
    const { caller, settle } = collecting(null);
    const before = (await db.select().from(lawyerVisits).where(eq(lawyerVisits.lawyerId, 101))).length;
    const profile = await caller.lawyers.profile({ id: 101 });
    await settle();
    expect(profile).toMatchObject({ name: "李明远", title: "高级合伙人", liked: false });
    expect(profile.licenseNo).toMatch(/^\d{9}\*{6}\d{2}$/);
    const raw = await db.query.lawyerProfiles.findFirst({ where: eq(lawyerProfiles.userId, 101) });
    expect(isLicenseNo(raw?.licenseNo ?? "")).toBe(true);
    // Region and first year (digits 2–9) stay readable.
    expect(profile.licenseNo.slice(0, 9)).toBe(raw?.licenseNo.slice(0, 9));
    expect(profile.cases.length).toBeGreaterThanOrEqual(2);
    expect(Array.isArray(profile.articles)).toBe(true);
    expect(profile.intro.length).toBeGreaterThan(50);
    const visits = await db.select().from(lawyerVisits).where(eq(lawyerVisits.lawyerId, 101));
    expect(visits).toHaveLength(before + 1);
    expect(visits.at(-1)?.visitorId).toBeNull();

    const signedIn = collecting(USER);
    await signedIn.caller.lawyers.profile({ id: 101 });
    await signedIn.settle();
    const after = await db.select().from(lawyerVisits).where(eq(lawyerVisits.lawyerId, 101));
    expect(after.at(-1)?.visitorId).toBe(USER.id);
    expect((await db.query.lawyerProfiles.findFirst({ where: eq(lawyerProfiles.userId, 101) }))?.visits).toBe((raw?.visits ?? 0) + 1);

    await expect(visitor.lawyers.profile({ id: 1 })).rejects.toThrow("该律师不存在或未公开主页");
    await expect(visitor.lawyers.profile({ id: 999999 })).rejects.toThrow("该律师不存在或未公开主页");
  });

  it("toggles one like per user, keeping the count in step and never counting twice", async () => {
    await expect(visitor.lawyers.like({ id: 102 })).rejects.toThrow("登录已过期");
    const user = callerFor(USER);
    const start = await likesOf(102);
    expect(await user.lawyers.like({ id: 102 })).toEqual({ liked: true, likes: start + 1 });
    expect((await user.lawyers.profile({ id: 102 })).liked).toBe(true);
    expect(await user.lawyers.like({ id: 102 })).toEqual({ liked: false, likes: start });
    expect(await likesOf(102)).toBe(start);

    // Two tabs liking at once: one row, one increment.
    await Promise.all([user.lawyers.like({ id: 102 }), user.lawyers.like({ id: 102 })]);
    const rows = await db
      .select()
      .from(lawyerLikes)
      .where(and(eq(lawyerLikes.lawyerId, 102), eq(lawyerLikes.userId, USER.id)));
    expect(await likesOf(102)).toBe(start + rows.length);
    if (rows.length) await user.lawyers.like({ id: 102 });
    expect(await likesOf(102)).toBe(start);

    // A count already at zero stays at zero when a stale like row is taken back.
    await env.DB.prepare("UPDATE lawyer_profiles SET likes = 0 WHERE user_id = 103").run();
    await env.DB.prepare("INSERT INTO lawyer_likes (user_id, lawyer_id, created_at) VALUES (?, 103, 1)").bind(USER.id).run();
    expect(await user.lawyers.like({ id: 103 })).toEqual({ liked: false, likes: 0 });
    await expect(user.lawyers.like({ id: 999999 })).rejects.toThrow("该律师不存在或未公开主页");
  });

  it("shows a lawyer who visited their own profile, and nobody else", async () => {
    await visitor.lawyers.profile({ id: 3 });
    const { caller, settle } = collecting(USER);
    await caller.lawyers.profile({ id: 3 });
    await settle();
    const page = await callerFor(DEMO_LAWYER).lawyers.visits({ current: 1, size: 10 });
    expect(page.total).toBeGreaterThanOrEqual(1);
    expect(page.records[0]).toMatchObject({ visitor: "读者" });
    await expect(callerFor(USER).lawyers.visits({ current: 1, size: 10 })).rejects.toThrow("没有权限");
  });

  it("answers the REST rows with the envelope", async () => {
    const page = (await (await request("/admin/lawyer/page?current=1&size=5&city=110000&sort=likes")).json()) as Envelope<{
      total: number;
      records: unknown[];
    }>;
    expect(page).toMatchObject({ code: 0, data: { total: 4 } });
    expect(page.data.records).toHaveLength(4);
    const tree = (await (await request("/admin/lawyer/professional_field/tree?lazy=false&parentId=-1")).json()) as Envelope<{ children: unknown[] }[]>;
    expect(tree.code).toBe(0);
    expect(tree.data.length).toBeGreaterThanOrEqual(12);
    const types = (await (await request("/admin/lawyer/types/0")).json()) as Envelope<unknown[]>;
    expect(types.data).toHaveLength(3);
    expect(((await (await request("/admin/lawyer/types/2")).json()) as Envelope<null>).code).toBe(-1);
    const recent = (await (await request("/admin/lawyer/recent?size=3")).json()) as Envelope<unknown[]>;
    expect(recent.data).toHaveLength(3);
    const resident = (await (await request("/admin/lawyer/resident")).json()) as Envelope<{ resident: boolean }[]>;
    expect(resident.data.every((r) => r.resident)).toBe(true);
    const one = (await (await request("/admin/lawyer/3")).json()) as Envelope<{ name: string }>;
    expect(one).toMatchObject({ code: 0, data: { name: "王建国" } });
    expect(await (await request("/admin/lawyer/abc")).json()).toMatchObject({ code: -1, msg: "律师编号无效" });
    expect(await (await request("/admin/lawyer/999999")).json()).toMatchObject({ code: -1, msg: "该律师不存在或未公开主页" });

    expect((await request("/admin/lawyer/like/104", { method: "POST" })).status).toBe(424);
    const like = (await (await request("/admin/lawyer/like/104", { method: "POST", headers: await bearer(USER) })).json()) as Envelope<{ liked: boolean }>;
    expect(like).toMatchObject({ code: 0, data: { liked: true } });
    const unlike = (await (await request("/admin/lawyer/like/104", { method: "POST", headers: await bearer(USER) })).json()) as Envelope<{ liked: boolean }>;
    expect(unlike).toMatchObject({ code: 0, data: { liked: false } });

    const visits = (await (await request("/admin/lawyer/visits_record?current=1&size=5", { headers: await bearer(DEMO_LAWYER) })).json()) as Envelope<{
      records: unknown[];
    }>;
    expect(visits.code).toBe(0);
    expect((await request("/admin/lawyer/visits_record")).status).toBe(424);
  });
});

describe("lawyer directory cost", () => {
  it("server work per page: a page of lawyer cards, with their fields and type labels, is one D1 round trip", async () => {
    const counter: Counter = { trips: 0 };
    const caller = countingVisitor(counter);
    const page = await caller.lawyers.list({ current: 1, size: 10 });
    expect(page.records.some((card) => card.fields.length > 0)).toBe(true);
    expect(counter.trips).toBe(1);
    counter.trips = 0;
    await Promise.all([caller.lawyers.recent({ size: 6 }), caller.lawyers.resident({ size: 6 })]);
    expect(counter.trips).toBe(2);
  });
});
