import { describe, expect, it } from "vitest";
import { TEMPLATE_CATEGORIES } from "./template-categories.ts";
import { templateSeeds } from "./templates.ts";

const seeds = templateSeeds();
const subSlugs = TEMPLATE_CATEGORIES.flatMap((c) => c.children.map((s) => s.slug));
const PRICES = new Set([0, 990, 1990, 2990, 4990]);
const PLACEHOLDER = /lorem|ipsum|todo|tbd|fixme|xxx|undefined|null|NaN|\$\{|\[object/i;

/** 一 → 1, 十 → 10, 二十一 → 21, 一百零五 → 105; NaN for anything else. */
function parseCn(s: string): number {
  const digits = "零一二三四五六七八九";
  let total = 0;
  let cur = 0;
  for (const ch of s) {
    const d = digits.indexOf(ch);
    if (d >= 0) cur = d;
    else if (ch === "十") {
      total += (cur || 1) * 10;
      cur = 0;
    } else if (ch === "百") {
      total += cur * 100;
      cur = 0;
    } else return Number.NaN;
  }
  return total + cur;
}

const numbersOf = (body: string, unit: "条" | "章") =>
  [...body.matchAll(new RegExp(`^第([零一二三四五六七八九十百]+)${unit}`, "gm"))].map((m) => parseCn(m[1] ?? ""));
const share = (pred: (t: (typeof seeds)[number]) => boolean) => seeds.filter(pred).length / seeds.length;

describe("template categories", () => {
  it("has about twelve top-level categories of three to six subcategories each", () => {
    expect(TEMPLATE_CATEGORIES.length).toBeGreaterThanOrEqual(10);
    expect(TEMPLATE_CATEGORIES.length).toBeLessThanOrEqual(14);
    for (const c of TEMPLATE_CATEGORIES) {
      expect(c.children.length, c.name).toBeGreaterThanOrEqual(3);
      expect(c.children.length, c.name).toBeLessThanOrEqual(6);
    }
  });

  it("uses unique lowercase ASCII slugs and non-empty Chinese names", () => {
    const all = TEMPLATE_CATEGORIES.flatMap((c) => [c, ...c.children]);
    expect(new Set(all.map((c) => c.slug)).size).toBe(all.length);
    expect(new Set(all.map((c) => c.name)).size).toBe(all.length);
    for (const c of all) {
      expect(c.slug).toMatch(/^[a-z][a-z0-9-]*$/);
      expect(c.name).toMatch(/^[\u4e00-\u9fa5]+$/);
    }
  });
});

describe("template seeds", () => {
  it("number at least 300, each in an existing subcategory, with unique titles", () => {
    expect(seeds.length).toBeGreaterThanOrEqual(300);
    expect(seeds.length).toBeLessThanOrEqual(400);
    for (const t of seeds) expect(subSlugs, t.title).toContain(t.category);
    expect(new Set(seeds.map((t) => t.title)).size).toBe(seeds.length);
  });

  it("give every subcategory at least three templates", () => {
    for (const slug of subSlugs) expect(seeds.filter((t) => t.category === slug).length, slug).toBeGreaterThanOrEqual(3);
  });

  it("mix sources and prices as planned: ~15% government, ~20% user-provided, ~20% free", () => {
    expect(share((t) => t.source === 2)).toBeGreaterThanOrEqual(0.12);
    expect(share((t) => t.source === 2)).toBeLessThanOrEqual(0.18);
    expect(share((t) => t.source === 1)).toBeGreaterThanOrEqual(0.17);
    expect(share((t) => t.source === 1)).toBeLessThanOrEqual(0.25);
    expect(share((t) => t.priceFen === 0)).toBeGreaterThanOrEqual(0.17);
    expect(share((t) => t.priceFen === 0)).toBeLessThanOrEqual(0.25);
  });

  it("use the price ladder, offer member-free only on paid templates, and give model texts away", () => {
    for (const t of seeds) {
      expect(PRICES.has(t.priceFen), t.title).toBe(true);
      if (t.memberFree) expect(t.priceFen, t.title).toBeGreaterThan(0);
      if (t.source === 2) expect(t.priceFen, t.title).toBe(0);
      if (t.source === 2) expect(t.title, t.title).toMatch(/参考.*示范文本/);
    }
    expect(seeds.some((t) => t.memberFree)).toBe(true);
    expect(seeds.some((t) => t.priceFen > 0 && !t.memberFree)).toBe(true);
  });

  it("have full bodies with a date line and consecutively numbered articles and chapters", () => {
    for (const t of seeds) {
      expect(t.body.length, t.title).toBeGreaterThanOrEqual(1200);
      expect(t.body.length, t.title).toBeLessThanOrEqual(5000);
      expect(t.body, t.title).toContain("第一条");
      expect(t.body, t.title).toContain("签订日期");
      const articles = numbersOf(t.body, "条");
      expect(articles.length, t.title).toBeGreaterThanOrEqual(6);
      expect(articles, t.title).toEqual(articles.map((_, i) => i + 1));
      const chapters = numbersOf(t.body, "章");
      expect(chapters, t.title).toEqual(chapters.map((_, i) => i + 1));
    }
  });

  it("refer to themselves consistently as 本合同, 本协议 or 本章程", () => {
    for (const t of seeds) {
      const head = (t.body.split("\n")[0] ?? "").replace(/（[^）]*）$/, "");
      if (/协议书?$/.test(head)) expect(t.body, t.title).not.toContain("本合同");
      if (head.endsWith("合同")) expect(t.body, t.title).not.toContain("本协议");
    }
  });

  it("carry a scenario summary and three to five usage and risk notes", () => {
    for (const t of seeds) {
      expect(t.summary.length, t.title).toBeGreaterThanOrEqual(40);
      expect(t.summary.length, t.title).toBeLessThanOrEqual(80);
      for (const list of [t.useNotes, t.riskNotes]) {
        expect(list.length, t.title).toBeGreaterThanOrEqual(3);
        expect(list.length, t.title).toBeLessThanOrEqual(5);
        expect(new Set(list).size, t.title).toBe(list.length);
        for (const n of list) expect(n.length, t.title).toBeGreaterThanOrEqual(10);
      }
    }
  });

  it("contain no placeholder or template-engine leftovers", () => {
    for (const t of seeds) {
      for (const text of [t.title, t.summary, t.body, ...t.useNotes, ...t.riskNotes]) expect(text, t.title).not.toMatch(PLACEHOLDER);
    }
  });

  describe("corpus fixes", () => {
    const text = JSON.stringify(seeds);

    it("corpus fixes: a spouse's LLC stake follows 公司法 (2023) 第八十四条, notice and first refusal, no majority consent", () => {
      expect(text).not.toMatch(/其他股东过半数同意并放弃优先购买权|其他股东同意程序|其他股东不同意转让且不购买的，视为同意转让/);
      expect(text).toContain("第八十四条书面通知其他股东");
    });

    it("corpus fixes: the trade-secret note does not cite the 2019 article number of 反不正当竞争法", () => {
      expect(text).not.toContain("反不正当竞争法第九条");
    });

    it("corpus fixes: intern pay follows the 2021 职业学校学生实习管理规定 (相同岗位工资标准的百分之八十)", () => {
      expect(text).not.toContain("相同岗位试用期工资标准");
      expect(text.match(/相同岗位工资标准的百分之八十/g)?.length).toBe(2);
    });

    it("corpus fixes: an unlawful probation period is compensated for the excess actually served (劳动合同法第八十三条)", () => {
      expect(text).not.toContain("按照转正工资支付赔偿金");
      expect(text).toContain("按照已经履行的超过法定试用期的期间向劳动者支付赔偿金");
    });

    it("corpus fixes: trademark renewal mentions the six-month grace period (商标法第四十条)", () => {
      expect(text).not.toContain("办理续展，未续展的将被注销");
      expect(text).toContain("六个月的宽展期");
    });

    it("corpus fixes: a land-use term beyond the remaining contracting term is void in that part", () => {
      expect(text).not.toContain("超过部分对承包方不具有约束力");
      expect(text).toContain("出租期限不得超过承包期的剩余期限，超过部分无效");
    });
  });
});
