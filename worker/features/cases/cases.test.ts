import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createDb } from "#db/client";
import { browseHistory, caseCauses, cases } from "#db/schema";
import { createContext } from "#worker/trpc/init";
import { createCaller } from "#worker/trpc/router";
import { seedCases } from "../../../tests/setup/cases-fixture";
import { type Counter, countingVisitor } from "../../../tests/setup/d1-counter";
import { callerFor, request, USER } from "../../../tests/setup/helpers";

const db = createDb(env.DB);
const visitor = callerFor(null);
const text = (segments: { text: string }[]) => segments.map((s) => s.text).join("");
type Envelope<T> = { code: number; msg: string; data: T };

beforeAll(async () => {
  await seedCases();
});

describe("case library", () => {
  it("lists cases with {records,total,size,current,pages}, newest judgment first", async () => {
    const page = await visitor.cases.list({ current: 1, size: 10 });
    expect(page.records).toHaveLength(10);
    expect(page.total).toBeGreaterThanOrEqual(60);
    expect(page.pages).toBe(Math.ceil(page.total / 10));
    const dates = page.records.map((r) => r.judgedOn);
    expect(dates).toEqual([...dates].sort().reverse());
    const second = await visitor.cases.list({ current: 2, size: 10 });
    expect(second.records.map((r) => r.id)).not.toContain(page.records[0]?.id);
  });

  it("finds 1-, 2- and 3+-character Chinese queries, title hits first, with highlighted hits", async () => {
    for (const keyword of ["租", "租赁", "劳动合同", "民法典", "优先受偿权"]) {
      const page = await visitor.cases.list({ current: 1, size: 50, keyword });
      expect(page.total, keyword).toBeGreaterThan(0);
      const titleHits = page.records.map((r) => r.title.includes(keyword));
      expect(titleHits.indexOf(false) === -1 || titleHits.lastIndexOf(true) < titleHits.indexOf(false), keyword).toBe(true);
      for (const r of page.records) {
        const hit = [...r.titleSegments, ...r.excerpt].some((s) => s.hit && s.text === keyword);
        expect(hit, `${keyword} in ${r.title}`).toBe(true);
      }
    }
    const lease = await visitor.cases.list({ current: 1, size: 5, keyword: "租赁" });
    expect(lease.records[0]?.titleSegments.some((s) => s.hit && s.text === "租赁")).toBe(true);
    // A hit only in the judgment text shows the passage around it, not the holding.
    const deep = await visitor.cases.list({ current: 1, size: 50, keyword: "送货单" });
    expect(deep.total).toBeGreaterThan(0);
    expect(deep.records[0]?.excerptFrom).toBe("body");
    expect(text(deep.records[0]?.excerpt ?? [])).toContain("送货单");
  });

  it("treats FTS syntax and LIKE wildcards in keywords as plain text", async () => {
    for (const keyword of ['"', "合同 OR 1", "%", "_", "租赁*", "AND", "NEAR(租赁 合同)"]) {
      await expect(visitor.cases.list({ current: 1, size: 5, keyword })).resolves.toBeTruthy();
    }
    // "%" matches only texts with a literal percent sign (良品率不低于98%), never everything.
    const percent = await visitor.cases.list({ current: 1, size: 50, keyword: "%" });
    expect(percent.total).toBeGreaterThan(0);
    expect(percent.total).toBeLessThan((await visitor.cases.list({ current: 1, size: 1 })).total);
    for (const r of percent.records) expect(`${r.title}${text(r.excerpt)}`).toContain("%");
    expect((await visitor.cases.list({ current: 1, size: 5, keyword: "不存在的案例关键词" })).total).toBe(0);
  });

  it("filters by cause (group or leaf), court level, province, year and procedure", async () => {
    const tree = await visitor.cases.causes();
    const contract = tree.find((c) => c.slug === "contract");
    if (!contract) throw new Error("no 合同纠纷");
    expect(contract.children.map((c) => c.name)).toEqual(expect.arrayContaining(["买卖合同纠纷", "房屋租赁合同纠纷", "民间借贷纠纷", "建设工程施工合同纠纷"]));
    expect((await visitor.cases.list({ current: 1, size: 50, category: "contract" })).total).toBe(contract.count);
    const lease = await visitor.cases.list({ current: 1, size: 50, category: "house-lease" });
    expect(lease.total).toBe(contract.children.find((c) => c.slug === "house-lease")?.count);
    expect(lease.records.every((r) => r.causeName === "房屋租赁合同纠纷")).toBe(true);

    const second = await visitor.cases.list({ current: 1, size: 50, procedure: "second" });
    expect(second.total).toBeGreaterThan(0);
    expect(second.records.every((r) => r.procedure === "二审")).toBe(true);
    const high = await visitor.cases.list({ current: 1, size: 50, court: 3 });
    expect(high.records.every((r) => r.court.endsWith("高级人民法院"))).toBe(true);
    const y2023 = await visitor.cases.list({ current: 1, size: 50, year: 2023 });
    expect(y2023.records.every((r) => r.judgedOn.startsWith("2023"))).toBe(true);

    const facets = await visitor.cases.facets();
    const zhejiang = facets.areas.find((a) => a.code === "330000");
    expect(zhejiang?.name).toBe("浙江省");
    const inZhejiang = await visitor.cases.list({ current: 1, size: 50, area: "330000" });
    expect(inZhejiang.total).toBe(zhejiang?.count);
    expect(inZhejiang.records.every((r) => /浙江|杭州|宁波/.test(r.court))).toBe(true);
    expect(facets.years.reduce((s, y) => s + y.count, 0)).toBe((await visitor.cases.list({ current: 1, size: 1 })).total);

    const combined = await visitor.cases.list({ current: 1, size: 50, category: "labor", year: 2023 });
    expect(combined.records.every((r) => r.judgedOn.startsWith("2023"))).toBe(true);
    expect((await visitor.cases.list({ current: 1, size: 5, category: "no-such-cause" })).total).toBe(0);
  });

  it("sorts by views and ignores malformed filters", async () => {
    const popular = await visitor.cases.list({ current: 1, size: 20, sort: "views" });
    const views = popular.records.map((r) => r.views);
    expect(views).toEqual([...views].sort((a, b) => b - a));
    const all = await visitor.cases.list({ current: 1, size: 1 });
    const loose = await visitor.cases.list({ current: 1, size: 1, court: "9", area: "33", year: "abc", procedure: "三审", sort: "x" } as never);
    expect(loose.total).toBe(all.total);
    // REST clients may send the stored label.
    const byLabel = await visitor.cases.list({ current: 1, size: 50, procedure: "再审" } as never);
    expect(byLabel.total).toBeGreaterThan(0);
    expect(byLabel.records.every((r) => r.procedure === "再审")).toBe(true);
  });

  it("shows a case with parties, holding and judgment sections, counts views and records history", async () => {
    const [row] = await db.select().from(cases).where(eq(cases.procedure, "一审")).limit(1);
    if (!row) throw new Error("no case");
    const detail = await visitor.cases.detail({ id: row.id });
    await Promise.resolve();
    expect(detail).toMatchObject({ id: row.id, caseNo: row.caseNo, holding: row.holding, procedure: "一审" });
    expect(detail.parties.map((p) => p.role)).toEqual(expect.arrayContaining(["原告", "被告"]));
    expect(detail.sections.map((s) => s.title)).toEqual(
      expect.arrayContaining(["审理经过", "原告诉称", "被告辩称", "本院查明", "本院认为", "判决如下", "审判人员"]),
    );
    expect(detail.cause.parent).not.toBeNull();
    expect(detail.area?.name).toMatch(/省|市|自治区/);

    // Views and history are written after the response (waitUntil); this caller collects those writes.
    const pending: Promise<unknown>[] = [];
    await env.DB.prepare("INSERT OR IGNORE INTO users (id, phone, nickname, created_at, updated_at) VALUES (?, '13300001001', '读者', 1, 1)")
      .bind(USER.id)
      .run();
    const signedIn = createCaller(
      createContext({ env, req: new Request("http://localhost/"), user: USER, tokenPresented: true, waitUntil: (p) => void pending.push(p) }),
    );
    const before = pending.length;
    await signedIn.cases.detail({ id: row.id });
    expect(pending.length).toBe(before + 2);
    await Promise.all(pending);
    const after = await db.query.cases.findFirst({ where: eq(cases.id, row.id) });
    expect(after?.views).toBeGreaterThanOrEqual(row.views + 1);
    const history = await db.select().from(browseHistory).where(eq(browseHistory.userId, USER.id));
    expect(history.some((h) => h.kind === "case" && h.targetId === row.id)).toBe(true);

    await expect(visitor.cases.detail({ id: 999999 })).rejects.toThrow("该案例不存在");
  });

  it("offers related cases of the same cause first, the latest judgments and the totals", async () => {
    const lease = await db.query.caseCauses.findFirst({ where: eq(caseCauses.slug, "house-lease") });
    const [row] = await db
      .select()
      .from(cases)
      .where(eq(cases.causeId, lease?.id ?? 0));
    if (!row) throw new Error("no case");
    const related = await visitor.cases.related({ id: row.id });
    expect(related.length).toBeGreaterThan(0);
    expect(related.map((r) => r.id)).not.toContain(row.id);
    const sameCause = await db.select({ id: cases.id }).from(cases).where(eq(cases.causeId, row.causeId));
    const expectedFirst = sameCause.filter((c) => c.id !== row.id).length;
    const firstIds = related.slice(0, expectedFirst).map((r) => r.id);
    for (const id of firstIds) expect(sameCause.map((c) => c.id)).toContain(id);

    const latest = await visitor.cases.latest({ size: 5 });
    expect(latest).toHaveLength(5);
    expect(latest.map((l) => l.judgedOn)).toEqual([...latest.map((l) => l.judgedOn)].sort().reverse());
    const totals = await visitor.cases.newCount();
    expect(totals.total).toBeGreaterThanOrEqual(60);
    expect(totals.lastWeek).toBeLessThanOrEqual(totals.total);
  });

  it("answers the REST rows with the envelope", async () => {
    const page = (await (await request("/admin/case/page?current=2&size=5&keyword=%E7%A7%9F%E8%B5%81")).json()) as Envelope<{
      current: number;
      size: number;
      records: unknown[];
    }>;
    expect(page).toMatchObject({ code: 0, data: { current: 2, size: 5 } });
    const latest = (await (await request("/admin/case/latest?size=3")).json()) as Envelope<unknown[]>;
    expect(latest.code).toBe(0);
    expect(latest.data).toHaveLength(3);
    const category = (await (await request("/admin/case/category")).json()) as Envelope<{ name: string; children: unknown[] }[]>;
    expect(category.data.map((c) => c.name)).toEqual(
      expect.arrayContaining(["合同纠纷", "劳动争议", "侵权责任纠纷", "婚姻家庭纠纷", "继承纠纷", "与公司有关的纠纷"]),
    );
    const totals = (await (await request("/admin/case/total_new")).json()) as Envelope<{ total: number; lastWeek: number }>;
    expect(totals.data.total).toBeGreaterThanOrEqual(60);
    const one = (await (await request("/admin/case/1")).json()) as Envelope<{ id: number; sections: unknown[] }>;
    expect(one).toMatchObject({ code: 0, data: { id: 1 } });
    const bad = (await (await request("/admin/case/abc")).json()) as Envelope<null>;
    expect(bad).toMatchObject({ code: -1, msg: "案例编号无效" });
    const missing = (await (await request("/admin/case/999999")).json()) as Envelope<null>;
    expect(missing).toMatchObject({ code: -1, msg: "该案例不存在" });
  });
});

describe("case library cost", () => {
  it("server work per page: the filters' facets, provinces named, are one D1 round trip", async () => {
    const counter: Counter = { trips: 0 };
    const caller = countingVisitor(counter);
    const facets = await caller.cases.facets();
    expect(facets.areas.find((a) => a.code === "330000")?.name).toBe("浙江省");
    expect(counter.trips).toBe(1);
  });
});
