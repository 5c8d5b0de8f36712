import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createDb } from "#db/client";
import { clauses } from "#db/schema";
import { seedClauses } from "../../../tests/setup/clauses-fixture";
import { callerFor, request } from "../../../tests/setup/helpers";

const db = createDb(env.DB);
const visitor = callerFor(null);
const text = (segments: { text: string }[]) => segments.map((s) => s.text).join("");
type Envelope<T> = { code: number; msg: string; data: T };
const json = async <T>(res: Response) => (await res.json()) as Envelope<T>;

beforeAll(async () => {
  await seedClauses();
});

describe("clause library", () => {
  it("lists clauses in full with {records,total,size,current,pages}", async () => {
    const page = await visitor.clauses.list({ current: 1, size: 10 });
    expect(page.records).toHaveLength(10);
    expect(page.total).toBeGreaterThanOrEqual(200);
    expect(page.pages).toBe(Math.ceil(page.total / 10));
    for (const c of page.records) {
      expect(text(c.bodySegments)).toBe(c.body);
      expect(c.tips.length).toBeGreaterThan(0);
      expect(c.categoryName.length).toBeGreaterThan(0);
    }
    const last = await visitor.clauses.list({ current: page.pages, size: 10 });
    expect(last.records.length).toBe(page.total - (page.pages - 1) * 10);
  });

  it("finds 1-, 2- and 3+-character Chinese queries, title hits first, with highlights", async () => {
    for (const keyword of ["金", "违约", "保密义务", "不可抗力", "个人信息"]) {
      const page = await visitor.clauses.list({ current: 1, size: 50, keyword });
      expect(page.total, keyword).toBeGreaterThan(0);
      for (const c of page.records) {
        expect(`${c.title}${c.body}`, keyword).toContain(keyword);
        expect(
          [...c.titleSegments, ...c.bodySegments].some((s) => s.hit && s.text === keyword),
          keyword,
        ).toBe(true);
      }
      const titleHits = page.records.map((c) => c.title.includes(keyword));
      expect(titleHits.indexOf(false) === -1 || titleHits.lastIndexOf(true) < titleHits.indexOf(false), keyword).toBe(true);
    }
  });

  it("treats FTS syntax and LIKE wildcards as plain text", async () => {
    for (const keyword of ['"', "违约 OR 1", "%", "_", "保密*", "AND", "NEAR(a b)"]) {
      await expect(visitor.clauses.list({ current: 1, size: 5, keyword })).resolves.toBeTruthy();
    }
    const all = await visitor.clauses.list({ current: 1, size: 1 });
    const percent = await visitor.clauses.list({ current: 1, size: 50, keyword: "%" });
    expect(percent.total).toBeLessThan(all.total);
    for (const c of percent.records) expect(`${c.title}${c.body}`).toContain("%");
    expect((await visitor.clauses.list({ current: 1, size: 5, keyword: "这段文字不会出现在任何条款中" })).total).toBe(0);
  });

  it("filters by a category with its subcategories and sorts by copies", async () => {
    const tree = await visitor.clauses.categories();
    expect(tree.length).toBeGreaterThanOrEqual(12);
    const breach = tree.find((c) => c.name === "违约责任");
    if (!breach) throw new Error("no 违约责任");
    expect(breach.children.map((c) => c.name)).toContain("逾期付款违约金");
    const top = await visitor.clauses.list({ current: 1, size: 50, category: breach.slug });
    expect(top.total).toBe(breach.count);
    const child = breach.children[0];
    if (!child) throw new Error("no subcategory");
    const sub = await visitor.clauses.list({ current: 1, size: 50, category: child.slug });
    expect(sub.total).toBe(child.count);
    expect(sub.records.every((c) => c.categorySlug === child.slug && c.parentName === "违约责任")).toBe(true);
    const popular = await visitor.clauses.list({ current: 1, size: 30, sort: "copies" });
    const copies = popular.records.map((c) => c.copies);
    expect(copies).toEqual([...copies].sort((a, b) => b - a));
    expect((await visitor.clauses.list({ current: 1, size: 5, category: "no-such-category" })).total).toBe(0);
    // A malformed filter from a URL falls back to the default instead of failing the page.
    const everything = tree.reduce((s, c) => s + c.count, 0);
    expect((await visitor.clauses.list({ current: 1, size: 5, category: "坏的分类", sort: "nope" as "latest" })).total).toBe(everything);
  });

  it("shows 本周精选 newest pick first", async () => {
    const picks = await visitor.clauses.week();
    expect(picks.length).toBeGreaterThanOrEqual(1);
    expect(picks.length).toBeLessThanOrEqual(6);
    const at = picks.map((p) => p.featuredAt);
    expect(at).toEqual([...at].sort((a, b) => b - a));
  });

  it("counts one copy per copier per day and 404s on unknown ids", async () => {
    const [row] = await db.select().from(clauses).limit(1);
    if (!row) throw new Error("no clause");
    const reader = callerFor({ id: 4321, roles: [] });
    const first = await reader.clauses.copy({ id: row.id });
    expect(first).toEqual({ id: row.id, copies: row.copies + 1 });
    // The same person clicking again the same day does not count; someone else does.
    expect((await reader.clauses.copy({ id: row.id })).copies).toBe(row.copies + 1);
    const second = await callerFor({ id: 4322, roles: [] }).clauses.copy({ id: row.id });
    expect(second.copies).toBe(row.copies + 2);
    const [after] = await db.select({ copies: clauses.copies }).from(clauses).where(eq(clauses.id, row.id));
    expect(after?.copies).toBe(row.copies + 2);
    await expect(visitor.clauses.copy({ id: 999_999 })).rejects.toThrow("该条款不存在或已删除");
    await expect(visitor.clauses.detail({ id: 999_999 })).rejects.toMatchObject({ code: "NOT_FOUND" });
    const detail = await visitor.clauses.detail({ id: row.id });
    expect(detail).toMatchObject({ id: row.id, title: row.title, body: row.body, tips: row.tips });
    expect(detail.category.parent).not.toBeNull();
  });

  it("answers every REST row with the envelope", async () => {
    const page = await json<{ records: { id: number; title: string }[]; current: number; size: number; total: number; pages: number }>(
      await request(`/admin/clause/page?current=2&size=5&keyword=${encodeURIComponent("违约")}&sort=copies`),
    );
    expect(page).toMatchObject({ code: 0, data: { current: 2, size: 5 } });
    expect(page.data.total).toBeGreaterThan(5);

    const tree = await json<{ slug: string; children: unknown[] }[]>(await request("/admin/clause/category/tree"));
    expect(tree.code).toBe(0);
    expect(tree.data.length).toBeGreaterThanOrEqual(12);

    const week = await json<{ id: number }[]>(await request("/admin/clause/week"));
    expect(week.code).toBe(0);
    const pick = week.data[0];
    if (!pick) throw new Error("no pick");

    const detail = await json<{ id: number; copies: number }>(await request(`/admin/clause/${pick.id}`));
    expect(detail).toMatchObject({ code: 0, data: { id: pick.id } });
    const copied = await json<{ copies: number }>(await request(`/admin/clause/copy/${pick.id}`, { method: "POST" }));
    expect(copied).toMatchObject({ code: 0, data: { copies: detail.data.copies + 1 } });

    expect(await json(await request("/admin/clause/999999"))).toMatchObject({ code: -1, msg: "该条款不存在或已删除" });
    expect(await json(await request("/admin/clause/abc"))).toMatchObject({ code: -1, msg: "条款编号无效" });
    expect(await json(await request("/admin/clause/copy/abc", { method: "POST" }))).toMatchObject({ code: -1, msg: "条款编号无效" });
  });
});
