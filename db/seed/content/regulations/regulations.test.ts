import { describe, expect, it } from "vitest";
import { isExcerpt, parseRegulationBody, REGULATION_LEVELS } from "../../../../core/regulations";
import { regulationSeeds } from "./index";

const seeds = regulationSeeds();
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const PLACEHOLDER = /lorem|ipsum|todo|tbd|fixme|xxx|undefined|null|NaN|\$\{|\[object|\\u/i;

describe("regulation seeds", () => {
  it("number at least 100 with unique titles", () => {
    expect(seeds.length).toBeGreaterThanOrEqual(100);
    expect(new Set(seeds.map((s) => s.title)).size).toBe(seeds.length);
  });

  it("cover the levels and every timeliness a visitor filters by", () => {
    const levels = new Set(seeds.map((s) => s.level));
    for (const name of ["法律", "行政法规", "司法解释", "部门规章", "地方性法规"]) expect(levels.has(name as never), name).toBe(true);
    for (const s of seeds)
      expect(
        REGULATION_LEVELS.some((l) => l.name === s.level),
        s.title,
      ).toBe(true);
    for (const t of [1, 2, 3] as const) expect(seeds.filter((s) => s.timeliness === t).length, String(t)).toBeGreaterThanOrEqual(5);
  });

  it("carry valid dates, issuers and areas: local rules have a GB/T 2260 code, national ones none", () => {
    for (const s of seeds) {
      expect(s.issuedOn, s.title).toMatch(DATE);
      expect(s.effectiveOn, s.title).toMatch(DATE);
      expect(s.effectiveOn >= s.issuedOn, s.title).toBe(true);
      expect(s.issuer.length, s.title).toBeGreaterThan(1);
      if (s.level.startsWith("地方")) expect(s.regionCode, s.title).toMatch(/^[1-9]\d{3}00$/);
      else expect(s.regionCode, s.title).toBeUndefined();
      if (s.level === "司法解释") expect(s.docNo, s.title).toMatch(/^法释〔\d{4}〕\d+号$/);
    }
  });

  it("include the landmark texts with their real 文号 and status", () => {
    const find = (title: string) => seeds.find((s) => s.title === title);
    expect(find("中华人民共和国民法典")).toMatchObject({
      docNo: "中华人民共和国主席令第四十五号",
      issuedOn: "2020-05-28",
      effectiveOn: "2021-01-01",
      timeliness: 1,
    });
    expect(find("中华人民共和国合同法")).toMatchObject({ effectiveOn: "1999-10-01", timeliness: 3 });
    expect(find("中华人民共和国担保法")).toMatchObject({ timeliness: 3 });
    expect(find("中华人民共和国劳动合同法")).toMatchObject({ issuedOn: "2007-06-29", timeliness: 2 });
    expect(find("中华人民共和国劳动合同法（2012修正）")).toMatchObject({ docNo: "中华人民共和国主席令第七十三号", timeliness: 1 });
    expect(find("中华人民共和国公司法（2023修订）")).toMatchObject({ effectiveOn: "2024-07-01", timeliness: 1 });
    expect(find("中华人民共和国民事诉讼法（2023修正）")).toMatchObject({ effectiveOn: "2024-01-01", timeliness: 1 });
    expect(find("诉讼费用交纳办法")).toMatchObject({ docNo: "中华人民共和国国务院令第481号" });
    expect(find("最高人民法院关于适用《中华人民共和国民法典》合同编通则若干问题的解释")).toMatchObject({ docNo: "法释〔2023〕13号" });
  });

  it("have bodies of unique, ascending articles; complete texts run from 第一条 without a gap", () => {
    for (const s of seeds) {
      if (s.text.length === 0) continue;
      for (const line of s.text) {
        expect(line, s.title).toBe(line.trim());
        expect(line.length, s.title).toBeGreaterThan(0);
        expect(line, s.title).not.toMatch(PLACEHOLDER);
      }
      const body = s.text.join("\n");
      const { blocks } = parseRegulationBody(body);
      const articles = blocks.flatMap((b) => (b.kind === "article" ? [b] : []));
      expect(articles.length, s.title).toBeGreaterThanOrEqual(2);
      const ids = articles.map((a) => a.id);
      expect(new Set(ids).size, s.title).toBe(ids.length);
      const numbers = articles.map((a) => a.no);
      expect(numbers, s.title).toEqual([...numbers].sort((a, b) => a - b));
      // A body without …… is a complete text: its articles run from 第一条 without a break.
      if (!isExcerpt(body)) expect(numbers, s.title).toEqual(numbers.map((_, i) => i + 1));
      // Headings are never followed directly by another gap or left dangling at the end.
      expect(s.text.at(-1)?.match(/^第.+[章节编]\s/), s.title).toBeNull();
    }
  });

  it("superseded texts: every amended law names the seeded version in force, adopted after it", () => {
    const byTitle = new Map(seeds.map((s) => [s.title, s]));
    for (const s of seeds) {
      if (s.level === "法律" && s.timeliness === 2) expect(s.current, s.title).toBeDefined();
      if (!s.current) continue;
      expect(s.timeliness, s.title).toBe(2);
      const current = byTitle.get(s.current);
      expect(current, s.current).toBeDefined();
      expect(current?.timeliness, s.current).toBe(1);
      expect((current?.issuedOn ?? "") > s.issuedOn, s.title).toBe(true);
    }
  });

  it("superseded texts: 反不正当竞争法, 治安管理处罚法 and 仲裁法 name the 2025 revisions in force and their dates", () => {
    const current = (title: string) => seeds.find((s) => s.title === seeds.find((o) => o.title === title)?.current);
    expect(current("中华人民共和国反不正当竞争法（2019修正）")).toMatchObject({ issuedOn: "2025-06-27", effectiveOn: "2025-10-15", timeliness: 1 });
    expect(current("中华人民共和国治安管理处罚法（2012修正）")).toMatchObject({ issuedOn: "2025-06-27", effectiveOn: "2026-01-01", timeliness: 1 });
    expect(current("中华人民共和国仲裁法（2017修正）")).toMatchObject({ issuedOn: "2025-09-12", effectiveOn: "2026-03-01", timeliness: 1 });
  });

  it("superseded texts: an entry without text was never written from memory: it links the official source", () => {
    const bare = seeds.filter((s) => s.text.length === 0);
    expect(bare.length).toBeGreaterThanOrEqual(3);
    for (const s of bare) {
      expect(s.sourceUrl, s.title).toMatch(/^https:\/\/flk\.npc\.gov\.cn\//);
      expect(s.summary, s.title).toContain("国家法律法规数据库");
    }
    for (const s of seeds) if (s.sourceUrl) expect(s.text, s.title).toEqual([]);
  });

  it("have a summary written for the product, one or two sentences", () => {
    for (const s of seeds) {
      expect(s.summary.length, s.title).toBeGreaterThanOrEqual(30);
      expect(s.summary.length, s.title).toBeLessThanOrEqual(160);
      expect(s.summary, s.title).toMatch(/。$/);
    }
  });
});
