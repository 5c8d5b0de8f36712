import { describe, expect, it } from "vitest";
import { DOCUMENT_CATEGORIES, documentSeeds } from "./index.ts";

const seeds = documentSeeds();
const kindOf = new Map(DOCUMENT_CATEGORIES.flatMap((c) => c.children.map((s) => [s.slug, c.kind] as const)));
const PLACEHOLDER = /lorem|ipsum|todo|tbd|fixme|undefined|null|NaN|\$\{|\[object/i;

describe("document seeds", () => {
  it("cover at least eight categories of both kinds, each subcategory used", () => {
    expect(DOCUMENT_CATEGORIES.length).toBeGreaterThanOrEqual(8);
    expect(new Set(DOCUMENT_CATEGORIES.map((c) => c.kind))).toEqual(new Set([1, 2]));
    const all = DOCUMENT_CATEGORIES.flatMap((c) => [c, ...c.children]);
    expect(new Set(all.map((c) => c.slug)).size).toBe(all.length);
    for (const slug of kindOf.keys())
      expect(
        seeds.some((d) => d.category === slug),
        slug,
      ).toBe(true);
    for (const d of seeds) expect(kindOf.has(d.category), d.title).toBe(true);
  });

  it("number at least 60 with unique titles, a summary and three to five notes", () => {
    expect(seeds.length).toBeGreaterThanOrEqual(60);
    expect(new Set(seeds.map((d) => d.title)).size).toBe(seeds.length);
    for (const d of seeds) {
      expect(d.summary.length, d.title).toBeGreaterThanOrEqual(25);
      expect(d.summary.length, d.title).toBeLessThanOrEqual(80);
      expect(d.notes.length, d.title).toBeGreaterThanOrEqual(3);
      expect(d.notes.length, d.title).toBeLessThanOrEqual(5);
      for (const n of d.notes) expect(n.length, d.title).toBeGreaterThanOrEqual(15);
      for (const t of [d.title, d.summary, d.body, ...d.notes]) expect(t, d.title).not.toMatch(PLACEHOLDER);
    }
  });

  it("lay court filings out as the court samples do and date every document", () => {
    for (const d of seeds) {
      expect(d.body, d.title).toMatch(/年××月××日|××××年××月××日/);
      if (kindOf.get(d.category) !== 1) continue;
      // Filings addressed to a court end with 此致 and the court, then the signature.
      if (d.body.includes("（以上写明当事人")) {
        expect(d.body, d.title).toMatch(/\n此致\n×+(中级|高级)?人民法院\n/);
        expect(d.body, d.title).toMatch(/（签名或者盖章）\n××××年××月××日$/);
      }
    }
    const complaint = seeds.find((d) => d.title === "民事起诉状（通用格式）");
    expect(complaint?.body).toMatch(/^民事起诉状\n\n原告：[\s\S]*诉讼请求：[\s\S]*事实和理由：[\s\S]*此致\n××××人民法院[\s\S]*起诉人/);
  });
});
