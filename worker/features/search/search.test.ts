import { beforeAll, describe, expect, it } from "vitest";
import { seedArticles } from "../../../tests/setup/articles-fixture";
import { seedCases } from "../../../tests/setup/cases-fixture";
import { seedClauses } from "../../../tests/setup/clauses-fixture";
import { type Counter, countingVisitor } from "../../../tests/setup/d1-counter";
import { seedDocuments } from "../../../tests/setup/documents-fixture";
import { callerFor } from "../../../tests/setup/helpers";
import { seedLibrary } from "../../../tests/setup/library-fixture";
import { seedRegulations } from "../../../tests/setup/regulations-fixture";
import { clip } from "./search.service";

const visitor = callerFor(null);
const text = (segments: { text: string }[]) => segments.map((s) => s.text).join("");

beforeAll(async () => {
  // One after another: several fixtures load the regions table when it is empty.
  for (const seed of [seedLibrary, seedClauses, seedDocuments, seedRegulations, seedCases, seedArticles]) await seed();
});

describe("header search across libraries", () => {
  it("groups hits by library for 2- and 3+-character queries, each with its highlighted hit", async () => {
    for (const keyword of ["租赁", "民法典", "违约金"]) {
      const groups = await visitor.search.all({ keyword });
      expect(groups.length, keyword).toBeGreaterThanOrEqual(3);
      for (const g of groups) {
        expect(g.hits.length).toBeGreaterThan(0);
        expect(g.hits.length).toBeLessThanOrEqual(5);
        expect(g.total).toBeGreaterThanOrEqual(g.hits.length);
        expect(g.more).toContain(encodeURIComponent(keyword));
        // A paid template's hit behind its paywall shows the summary instead (templates.test.ts, the paywall test).
        if (g.library === "templates") continue;
        for (const h of g.hits) expect(`${text(h.titleSegments)}${text(h.excerpt)}`, `${g.library} ${keyword}`).toContain(keyword);
      }
    }
    const lease = await visitor.search.all({ keyword: "租赁" });
    expect(lease.map((g) => g.library)).toEqual(expect.arrayContaining(["templates", "clauses", "regulations", "cases", "articles"]));
  });

  it("answers an empty list when nothing matches and refuses an empty keyword", async () => {
    expect(await visitor.search.all({ keyword: "这个词不会出现在任何库里" })).toEqual([]);
    await expect(visitor.search.all({ keyword: "  " })).rejects.toThrow("请输入关键词");
  });

  it("server work per page: global search is one D1 round trip, its groups what the separate list searches return", async () => {
    const counter: Counter = { trips: 0 };
    const caller = countingVisitor(counter);
    const titles = (records: { title: string }[]) => records.map((r) => r.title);
    for (const keyword of ["租", "租赁", "违约责任", "民法典"]) {
      counter.trips = 0;
      const groups = await caller.search.all({ keyword });
      expect(counter.trips, keyword).toBe(1);
      const first = { keyword, size: 5 };
      const lists = {
        templates: await visitor.templates.list(first),
        clauses: await visitor.clauses.list(first),
        documents: await visitor.documents.list(first),
        regulations: await visitor.regulations.list(first),
        cases: await visitor.cases.list(first),
        articles: await visitor.articles.list(first),
        knowledge: await visitor.articles.knowledge(first),
      };
      const expected = Object.entries(lists)
        .filter(([, page]) => page.total > 0)
        .map(([library, page]) => ({ library, total: page.total, titles: titles(page.records) }));
      expect(expected.length, keyword).toBeGreaterThanOrEqual(2);
      expect(
        groups.map((g) => ({ library: g.library, total: g.total, titles: g.hits.map((h) => text(h.titleSegments)) })),
        keyword,
      ).toEqual(expected);
    }
  });

  it("clips a long text around its first hit", () => {
    const segments = [
      { text: "甲".repeat(200), hit: false },
      { text: "租赁", hit: true },
      { text: "乙".repeat(200), hit: false },
    ];
    const out = clip(segments, 40);
    expect(out[0]?.text.startsWith("…")).toBe(true);
    expect(out.some((s) => s.hit && s.text === "租赁")).toBe(true);
    expect(text(out).length).toBeLessThan(70);
  });
});
