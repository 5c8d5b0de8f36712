import { describe, expect, it } from "vitest";
import { caseSections } from "../../../../core/cases.ts";
import { CASE_CAUSES } from "./causes.ts";
import { COURTS } from "./courts.ts";
import { caseSeeds } from "./index.ts";
import { propertyFee } from "./kit.ts";

const seeds = caseSeeds();
const leaves = CASE_CAUSES.flatMap((c) => c.children.map((s) => s.slug));
const PLACEHOLDER = /lorem|ipsum|todo|tbd|fixme|undefined|null|NaN|\$\{|\[object|XX年|×年/i;
/** （2023）京0105民初12345号, （2024）粤03民终3528号, （2023）浙民申5237号, （2024）最高法知民终683号 */
const CASE_NO = /^（20\d{2}）(?:[京津沪渝冀晋蒙辽吉黑苏浙皖闽赣鲁豫鄂湘粤桂琼川黔云藏陕甘青宁新](?:\d{2}|\d{4})?|最高法)(?:知)?民(?:初|终|申)\d{1,5}号$/;

/** 一 → 1, 十 → 10, 二十一 → 21, 一千二百六十 → 1260, 第一百零五 → 105; NaN for anything else. */
function parseCn(s: string): number {
  const digits = "零一二三四五六七八九";
  const units: Record<string, number> = { 十: 10, 百: 100, 千: 1000 };
  let total = 0;
  let cur = 0;
  for (const ch of s) {
    const d = digits.indexOf(ch);
    if (d >= 0) cur = d;
    else if (units[ch]) {
      total += (cur || 1) * units[ch];
      cur = 0;
    } else return Number.NaN;
  }
  return total + cur;
}

describe("case causes", () => {
  it("follow the two-level tree with unique slugs and names", () => {
    const all = CASE_CAUSES.flatMap((c) => [c, ...c.children]);
    expect(new Set(all.map((c) => c.slug)).size).toBe(all.length);
    expect(new Set(all.map((c) => c.name)).size).toBe(all.length);
    for (const c of all) expect(c.slug).toMatch(/^[a-z][a-z0-9-]*$/);
    for (const c of CASE_CAUSES.flatMap((t) => t.children)) expect(c.name, c.slug).toMatch(/纠纷$/);
  });
});

describe("case seeds", () => {
  it("number at least 60 across at least 12 causes, every cause with a case", () => {
    expect(seeds.length).toBeGreaterThanOrEqual(60);
    const used = new Set(seeds.map((c) => c.cause));
    expect(used.size).toBeGreaterThanOrEqual(12);
    for (const slug of leaves) expect(used, slug).toContain(slug);
  });

  it("spread over provinces, court levels, procedures and years", () => {
    const provinces = new Set(seeds.flatMap((c) => (c.regionCode ? [c.regionCode.slice(0, 2)] : [])));
    expect(provinces.size).toBeGreaterThanOrEqual(10);
    // No 最高人民法院 case: the utility-model appeal goes to the high court since 2023-11-01.
    expect(new Set(seeds.map((c) => c.courtLevel))).toEqual(new Set([1, 2, 3]));
    expect(new Set(seeds.map((c) => c.procedure))).toEqual(new Set(["一审", "二审", "再审"]));
    expect(new Set(seeds.map((c) => c.judgedOn.slice(0, 4))).size).toBeGreaterThanOrEqual(4);
  });

  it("have unique titles and well-formed case numbers that name their court", () => {
    expect(new Set(seeds.map((c) => c.title)).size).toBe(seeds.length);
    expect(new Set(seeds.map((c) => c.caseNo)).size).toBe(seeds.length);
    for (const c of seeds) {
      expect(c.caseNo, c.title).toMatch(CASE_NO);
      const court = Object.values(COURTS).find((k) => k.name === c.court);
      expect(court, c.court).toBeDefined();
      expect(c.caseNo.includes(`）${court?.abbr}`), c.caseNo).toBe(true);
      const kind = c.procedure === "一审" ? "民初" : c.procedure === "二审" ? "民终" : "民申";
      expect(c.caseNo, c.title).toContain(kind);
      // A case is filed before it is judged: the year of the number is not after the judgment.
      expect(Number(c.caseNo.slice(1, 5)), c.caseNo).toBeLessThanOrEqual(Number(c.judgedOn.slice(0, 4)));
    }
  });

  it("anonymise every party", () => {
    for (const c of seeds) {
      expect(c.parties.length, c.title).toBeGreaterThanOrEqual(2);
      for (const p of c.parties) expect(p.name, c.title).toMatch(/某/);
    }
  });

  it("keep the judgment structure, with the date line in Chinese numerals", () => {
    for (const c of seeds) {
      const titles = caseSections(c.body).map((s) => s.title);
      expect(titles[0], c.title).toBe("审理经过");
      expect(titles, c.title).toContain("本院认为");
      expect(titles.at(-1), c.title).toBe("审判人员");
      if (c.procedure === "一审") expect(titles, c.title).toEqual(expect.arrayContaining(["原告诉称", "被告辩称", "本院查明", "判决如下"]));
      if (c.procedure === "二审") expect(titles, c.title).toEqual(expect.arrayContaining(["上诉人诉称", "被上诉人辩称", "一审查明", "判决如下"]));
      if (c.procedure === "再审") expect(titles, c.title).toEqual(expect.arrayContaining(["再审申请人称", "裁定如下"]));
      expect(c.body, c.title).toMatch(/\n二〇二[二三四五]年[一二三四五六七八九十]+月[一二三四五六七八九十]+日\n/);
      expect(c.body.length, c.title).toBeGreaterThanOrEqual(800);
      expect(c.holding.length, c.title).toBeGreaterThanOrEqual(60);
      expect(c.holding.length, c.title).toBeLessThanOrEqual(260);
      for (const text of [c.title, c.holding, c.body]) expect(text, c.title).not.toMatch(PLACEHOLDER);
    }
  });

  it("cite existing articles of 民法典 and the 民事诉讼法 in force on the judgment date", () => {
    for (const c of seeds) {
      const text = `${c.holding}\n${c.body}`;
      for (const m of text.matchAll(/民法典》?第([零一二三四五六七八九十百千]+)条/g)) {
        const n = parseCn(m[1] ?? "");
        expect(n, `${c.title} ${m[0]}`).toBeGreaterThanOrEqual(1);
        expect(n, `${c.title} ${m[0]}`).toBeLessThanOrEqual(1260);
      }
      const delay = /民事诉讼法》(第[^条]+条)规定，加倍支付/.exec(c.body)?.[1];
      if (delay) expect(delay, c.title).toBe(c.judgedOn >= "2024-01-01" ? "第二百六十四条" : "第二百六十条");
    }
  });

  it("compute 案件受理费 by the bands of 诉讼费用交纳办法", () => {
    expect(propertyFee(8000)).toBe(50);
    expect(propertyFee(100_000)).toBe(2300);
    expect(propertyFee(286_400)).toBe(5596);
    expect(propertyFee(1_000_000)).toBe(13_800);
    expect(propertyFee(46_800_000)).toBe(275_800);
  });

  it("corpus fixes: a summary-procedure judgment is given within three months of filing", () => {
    for (const c of seeds.filter((s) => s.procedure === "一审" && s.body.includes("依法适用简易程序"))) {
      const [, y, m, d] = /本院于(\d{4})年(\d{1,2})月(\d{1,2})日立案/.exec(c.body) ?? [];
      const limit = new Date(Date.UTC(Number(y), Number(m) - 1 + 3, Number(d))).toISOString().slice(0, 10);
      expect(c.judgedOn <= limit, `${c.caseNo} ${c.judgedOn} > ${limit}`).toBe(true);
    }
  });

  it("corpus fixes: a utility-model patent appeal decided after 2023-11-01 is heard by the provincial high court", () => {
    const patent = seeds.filter((c) => c.procedure === "二审" && c.title.includes("实用新型") && c.judgedOn >= "2023-11-01");
    expect(patent.length).toBeGreaterThan(0);
    for (const c of patent) {
      expect(c.court, c.title).toMatch(/高级人民法院$/);
      expect(c.caseNo, c.title).not.toContain("最高法");
    }
  });

  it("corpus fixes: an online copyright case of 北京互联网法院 is appealed to 北京知识产权法院", () => {
    const online = seeds.filter((c) => c.court === "北京互联网法院" && c.cause.startsWith("copyright"));
    expect(online.length).toBeGreaterThan(0);
    for (const c of online) {
      expect(c.body, c.title).toContain("上诉于北京知识产权法院");
      expect(c.body, c.title).not.toContain("北京市第四中级人民法院");
    }
  });

  it("corpus fixes: a shareholder-status confirmation names the company as 被告", () => {
    const status = seeds.filter((c) => c.cause === "shareholder-status");
    expect(status.length).toBeGreaterThan(0);
    for (const c of status) {
      const defendants = c.parties.filter((p) => p.role === "被告").map((p) => p.name);
      expect(
        defendants.some((n) => /公司$/.test(n)),
        c.title,
      ).toBe(true);
      expect(
        c.parties.filter((p) => p.role === "第三人").every((p) => !/公司$/.test(p.name)),
        c.title,
      ).toBe(true);
    }
  });
});
