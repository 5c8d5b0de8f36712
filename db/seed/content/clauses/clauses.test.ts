import { describe, expect, it } from "vitest";
import { CLAUSE_CATEGORIES, clauseSeeds, FEATURED_CLAUSES } from "./index.ts";

const seeds = clauseSeeds();
const subSlugs = CLAUSE_CATEGORIES.flatMap((c) => c.children.map((s) => s.slug));
const PLACEHOLDER = /lorem|ipsum|todo|tbd|fixme|xxx|undefined|null|NaN|\$\{|\[object/i;

describe("clause seeds", () => {
  it("cover at least twelve top categories, every subcategory at least twice", () => {
    expect(CLAUSE_CATEGORIES.length).toBeGreaterThanOrEqual(12);
    const all = CLAUSE_CATEGORIES.flatMap((c) => [c, ...c.children]);
    expect(new Set(all.map((c) => c.slug)).size).toBe(all.length);
    for (const c of all) expect(c.slug).toMatch(/^[a-z][a-z0-9-]*$/);
    for (const slug of subSlugs) expect(seeds.filter((s) => s.category === slug).length, slug).toBeGreaterThanOrEqual(2);
    for (const s of seeds) expect(subSlugs, s.title).toContain(s.category);
  });

  it("number at least 200 with unique titles and bodies", () => {
    expect(seeds.length).toBeGreaterThanOrEqual(200);
    expect(new Set(seeds.map((s) => s.title)).size).toBe(seeds.length);
    expect(new Set(seeds.map((s) => s.body)).size).toBe(seeds.length);
  });

  it("are short contract text with 使用提示, free of leftovers", () => {
    for (const s of seeds) {
      expect(s.body.length, s.title).toBeGreaterThanOrEqual(30);
      expect(s.body.length, s.title).toBeLessThanOrEqual(400);
      expect(s.body, s.title).toMatch(/。$/);
      expect(s.tips.length, s.title).toBeGreaterThanOrEqual(30);
      for (const t of [s.title, s.body, s.tips]) expect(t, s.title).not.toMatch(PLACEHOLDER);
    }
  });

  it("pick existing clauses for 本周精选", () => {
    const titles = new Set(seeds.map((s) => s.title));
    for (const t of FEATURED_CLAUSES) expect(titles.has(t), t).toBe(true);
  });

  it("corpus fixes: the early-delivery tip cites only 民法典第五百三十条, not 第六百零八条", () => {
    const text = JSON.stringify(seeds);
    expect(text).not.toContain("第六百零八条");
    expect(text).toContain("民法典第五百三十条允许债权人拒绝债务人提前履行");
  });
});
