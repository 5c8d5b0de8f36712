import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { previewOf } from "#core/library";
import { hanGrams } from "#core/search-grams";
import { createDb } from "#db/client";
import { memberships, templates, users } from "#db/schema";
import { type Counter, countingVisitor } from "../../../tests/setup/d1-counter";
import { callerFor, request } from "../../../tests/setup/helpers";
import { seedLibrary } from "../../../tests/setup/library-fixture";

const db = createDb(env.DB);
const visitor = callerFor(null);
const text = (segments: { text: string }[]) => segments.map((s) => s.text).join("");

beforeAll(async () => {
  await seedLibrary();
});

describe("contract library", () => {
  it("lists approved templates with {records,total,size,current,pages}", async () => {
    const page = await visitor.templates.list({ current: 1, size: 10 });
    expect(page.records).toHaveLength(10);
    expect(page.total).toBeGreaterThanOrEqual(100);
    expect(page.pages).toBe(Math.ceil(page.total / 10));
  });

  it("finds 1-, 2- and 3+-character Chinese queries and ranks title hits first", async () => {
    for (const keyword of ["租", "租赁", "劳动合同", "民法典"]) {
      const page = await visitor.templates.list({ current: 1, size: 50, keyword });
      expect(page.total, keyword).toBeGreaterThan(0);
      for (const r of page.records) expect(`${r.title}${text(r.excerpt)}`.length, keyword).toBeGreaterThan(0);
      const titleHits = page.records.map((r) => r.title.includes(keyword));
      // Every title hit comes before every body-only hit.
      expect(titleHits.indexOf(false) === -1 || titleHits.lastIndexOf(true) < titleHits.indexOf(false), keyword).toBe(true);
    }
    const lease = await visitor.templates.list({ current: 1, size: 5, keyword: "租赁" });
    const first = lease.records[0];
    expect(first?.titleSegments.some((s) => s.hit && s.text === "租赁")).toBe(true);
  });

  it("treats FTS syntax and LIKE wildcards in keywords as plain text", async () => {
    for (const keyword of ['"', "合同 OR 1", "%", "_", "租赁*", "AND"]) {
      await expect(visitor.templates.list({ current: 1, size: 5, keyword })).resolves.toBeTruthy();
    }
    // "%" matches only texts that contain a literal percent sign, never everything.
    const percent = await visitor.templates.list({ current: 1, size: 50, keyword: "%" });
    const all = await visitor.templates.list({ current: 1, size: 1 });
    expect(percent.total).toBeLessThan(all.total);
    // A paid template's hit behind the paywall shows its summary instead (see the paywall test below).
    for (const r of percent.records.filter((r) => r.priceFen === 0)) expect(`${r.title}${text(r.excerpt)}`).toContain("%");
  });

  it("filters by category (including subcategories), source and price, and sorts", async () => {
    const tree = await visitor.templates.categories();
    const top = tree[0];
    if (!top) throw new Error("no categories");
    const all = await visitor.templates.list({ current: 1, size: 50, category: top.slug });
    expect(all.total).toBe(top.count);
    const free = await visitor.templates.list({ current: 1, size: 50, price: "free" });
    expect(free.records.every((r) => r.priceFen === 0)).toBe(true);
    const gov = await visitor.templates.list({ current: 1, size: 50, source: 2 });
    expect(gov.total).toBeGreaterThan(0);
    expect(gov.records.every((r) => r.source === 2)).toBe(true);
    const popular = await visitor.templates.list({ current: 1, size: 20, sort: "downloads" });
    const downloads = popular.records.map((r) => r.downloads);
    expect(downloads).toEqual([...downloads].sort((a, b) => b - a));
    expect((await visitor.templates.list({ current: 1, size: 5, category: "no-such-category" })).total).toBe(0);
  });

  it("shows a preview to visitors and the full text where can_access holds", async () => {
    const [paid] = await db.select().from(templates).where(eq(templates.memberFree, true)).limit(1);
    if (!paid) throw new Error("no member-free template");
    const preview = await visitor.templates.detail({ id: paid.id });
    expect(preview.canAccess).toBe(false);
    expect(preview.truncated).toBe(true);
    expect(paid.body.startsWith(preview.text)).toBe(true);

    const [vip] = await db.insert(users).values({ phone: "13311110000", nickname: "会员", createdAt: 1, updatedAt: 1 }).returning();
    if (!vip) throw new Error("no vip");
    await db.insert(memberships).values({ userId: vip.id, startAt: 0, endAt: Date.now() + 86_400_000 });
    const full = await callerFor({ id: vip.id, roles: [] }).templates.detail({ id: paid.id });
    expect(full).toMatchObject({ canAccess: true, truncated: false, text: paid.body });

    const [free] = await db.select().from(templates).where(eq(templates.priceFen, 0)).limit(1);
    expect((await visitor.templates.detail({ id: free?.id ?? 0 })).canAccess).toBe(true);
    await expect(visitor.templates.detail({ id: 999999 })).rejects.toThrow("该范本不存在或已下架");
  });

  it("answers the REST surface with the envelope", async () => {
    const res = await request("/admin/template/page?current=2&size=5&keyword=%E5%90%88%E5%90%8C");
    const body = (await res.json()) as { code: number; data: { current: number; size: number; records: unknown[] } };
    expect(body).toMatchObject({ code: 0, data: { current: 2, size: 5 } });
    const bad = (await (await request("/admin/template/preview/abc")).json()) as { code: number; msg: string };
    expect(bad).toMatchObject({ code: -1, msg: "范本编号无效" });
  });
});

describe("paging a keyword search", () => {
  it("walks every hit once, title hits first across page boundaries, for 1-, 2- and 4-character words", async () => {
    for (const keyword of ["同", "合同", "买卖合同"]) {
      const first = await visitor.templates.list({ current: 1, size: 7, keyword });
      const seen: { id: number; inTitle: boolean }[] = [];
      for (let current = 1; current <= first.pages; current++) {
        const page = await visitor.templates.list({ current, size: 7, keyword });
        seen.push(...page.records.map((r) => ({ id: r.id, inTitle: r.title.includes(keyword) })));
      }
      expect(seen.length, keyword).toBe(first.total);
      expect(new Set(seen.map((s) => s.id)).size, keyword).toBe(first.total);
      const lastTitle = seen.map((s) => s.inTitle).lastIndexOf(true);
      const firstOther = seen.map((s) => s.inTitle).indexOf(false);
      expect(firstOther === -1 || lastTitle < firstOther, keyword).toBe(true);
    }
  });
});

describe("counting keyword hits", () => {
  it("counts approved templates only for 1-, 2- and 4-character words", async () => {
    const [sample] = await db.select().from(templates).where(eq(templates.status, 2)).limit(1);
    if (!sample) throw new Error("fixture missing");
    const before: Record<string, number> = {};
    for (const keyword of ["同", "合同", "买卖合同"]) before[keyword] = (await visitor.templates.list({ keyword })).total;
    // Templates under review or rejected match the indexes too, but are not shown.
    for (const status of [1, 3]) {
      const [row] = await db
        .insert(templates)
        .values({ ...sample, id: undefined, status, title: `买卖合同（待审${status}）` })
        .returning({ id: templates.id });
      await env.DB.prepare("INSERT INTO templates_grams (rowid, title, rest) VALUES (?, ?, ?)").bind(row?.id, hanGrams(`买卖合同待审`), "").run();
    }
    for (const keyword of ["同", "合同", "买卖合同"]) {
      expect((await visitor.templates.list({ keyword })).total, keyword).toBe(before[keyword]);
    }
  });
});

describe("the contract library's first screen", () => {
  it("answers in one call what the separate procedures answer", async () => {
    for (const filters of [{}, { keyword: "租赁" }, { category: "no-such-category" }, { sort: "downloads" as const, price: "paid" as const }]) {
      const home = await visitor.templates.home(filters);
      expect(home.page, JSON.stringify(filters)).toEqual(await visitor.templates.list(filters));
      expect(home.categories).toEqual(await visitor.templates.categories());
      expect(home.rank).toEqual(await visitor.templates.rank());
      expect(home.totals).toEqual(await visitor.templates.newCount());
      expect(home.recent).toEqual(await visitor.templates.recentlyPurchased());
    }
  });

  it("server work per page: the contract library's first screen with a keyword is one D1 round trip", async () => {
    const counter: Counter = { trips: 0 };
    const caller = countingVisitor(counter);
    // 1 and 2 characters through the grams index, 4 through the trigram index, 2 Latin letters by LIKE; deeper pages and filters too.
    const cases = [
      { keyword: "租" },
      { keyword: "租赁" },
      { keyword: "买卖合同" },
      { keyword: "ab" },
      { keyword: "合同", current: 3, sort: "downloads" as const },
      { keyword: "租赁", category: "no-such-category" },
      { keyword: "ab", current: 2 },
    ];
    for (const filters of cases) {
      counter.trips = 0;
      const home = await caller.templates.home(filters);
      expect(counter.trips, JSON.stringify(filters)).toBe(1);
      expect(home.page, JSON.stringify(filters)).toEqual(await visitor.templates.list(filters));
    }
    counter.trips = 0;
    const categories = await caller.templates.categories();
    const [first] = categories;
    if (!first) throw new Error("fixture has categories");
    await caller.templates.list({ keyword: "合同", category: first.slug });
    // The category filter is a subquery of the list's own statement, not a look-up of its own.
    expect(counter.trips).toBe(2);
  });
});

describe("search excerpts and the paywall", () => {
  it("paywall bypass through search excerpts: anonymous search hits in a paid template's hidden body yield no hidden text", async () => {
    const paid = (await db.select().from(templates).where(eq(templates.status, 2))).find(
      (t) => t.priceFen > 0 && t.body.length > previewOf(t.body).length + 200,
    );
    if (!paid) throw new Error("no long paid template");
    const preview = previewOf(paid.body);
    const hidden = paid.body.slice(preview.length);
    // Phrases taken from deep in the hidden part, as an attacker chaining keywords would.
    const phrases = [0, 60, 120]
      .map((at) => hidden.slice(at + 20, at + 26))
      .filter((p) => /^\p{Script=Han}+$/u.test(p) && !preview.includes(p) && !paid.summary.includes(p));
    expect(phrases.length).toBeGreaterThan(0);
    const readable = (excerpt: string) => `${paid.title} ${paid.summary} ${preview}`.replace(/\s+/g, " ").includes(excerpt.trim());
    for (const keyword of phrases) {
      const page = await visitor.templates.list({ current: 1, size: 50, keyword });
      const card = page.records.find((r) => r.id === paid.id);
      // The index holds only what a visitor may read, so the hidden phrase does not find it at all.
      expect(card, keyword).toBeUndefined();
      expect(readable(text(card?.excerpt ?? [])), keyword).toBe(true);
      expect(text(card?.excerpt ?? []), keyword).not.toContain(keyword);

      const groups = await visitor.search.all({ keyword });
      const hit = groups.find((g) => g.library === "templates")?.hits.find((h) => h.href === `/templateDetails/${paid.id}`);
      expect(text(hit?.excerpt ?? []), keyword).not.toContain(keyword);

      const res = await request(`/admin/template/page?current=1&size=50&keyword=${encodeURIComponent(keyword)}`);
      const rest = (await res.json()) as { data: { records: { id: number; excerpt: { text: string }[] }[] } };
      const row = rest.data.records.find((r) => r.id === paid.id);
      expect(readable(text(row?.excerpt ?? [])), keyword).toBe(true);
    }
    // A hit inside the preview still shows its window.
    let shown = 0;
    for (let at = 60; at < preview.length - 8 && shown === 0; at += 20) {
      const visible = preview.slice(at, at + 8);
      if (!/^\p{Script=Han}+$/u.test(visible) || paid.summary.includes(visible) || paid.title.includes(visible)) continue;
      const card = (await visitor.templates.list({ current: 1, size: 50, keyword: visible })).records.find((r) => r.id === paid.id);
      if (!card) continue;
      expect(text(card.excerpt)).toContain(visible);
      shown++;
    }
    expect(shown).toBe(1);
  });
});
