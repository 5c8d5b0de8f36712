import { describe, expect, it } from "vitest";
import { areaPrefix, cnToNumber, isExcerpt, numberToCn, parseRegulationBody, rangeOfYear, TIME_PATTERN, timeBounds } from "./regulations";

describe("Chinese numerals of article numbers", () => {
  it("reads 一 … 一千二百六十 and writes them back", () => {
    const cases: [string, number][] = [
      ["一", 1],
      ["十", 10],
      ["十二", 12],
      ["二十", 20],
      ["一百", 100],
      ["一百零五", 105],
      ["一百一十", 110],
      ["五百七十七", 577],
      ["一千零五", 1005],
      ["一千零五十", 1050],
      ["一千二百六十", 1260],
    ];
    for (const [cn, n] of cases) {
      expect(cnToNumber(cn), cn).toBe(n);
      expect(numberToCn(n), String(n)).toBe(cn);
    }
    expect(cnToNumber("")).toBeNaN();
    expect(cnToNumber("十a")).toBeNaN();
  });
});

describe("issuing-time filter", () => {
  it("knows the presets and single years", () => {
    expect(timeBounds("2024-")).toEqual({ from: 2024, to: null });
    expect(timeBounds("-2009")).toEqual({ from: null, to: 2009 });
    expect(timeBounds("2021")).toEqual({ from: 2021, to: 2021 });
    expect(timeBounds("2021-2022")).toBeNull();
    for (const ok of ["2024-", "2020-2023", "2010-2019", "-2009", "1999", "2026"]) expect(TIME_PATTERN.test(ok), ok).toBe(true);
    for (const bad of ["-", "abc", "20211", "1899", "2024--"]) expect(TIME_PATTERN.test(bad), bad).toBe(false);
    expect(rangeOfYear(2025)).toBe("2024-");
    expect(rangeOfYear(2020)).toBe("2020-2023");
    expect(rangeOfYear(2009)).toBe("-2009");
  });

  it("maps a province or city code to the prefix it covers", () => {
    expect(areaPrefix("440000")).toBe("44");
    expect(areaPrefix("440300")).toBe("4403");
    expect(areaPrefix("440305")).toBe("440305");
  });
});

describe("reading a regulation body", () => {
  const body = [
    "（2020年5月28日第十三届全国人民代表大会第三次会议通过）",
    "第一编 总则",
    "第一章 基本规定",
    "第一条 为了保护民事主体的合法权益，制定本法。",
    "……",
    "第三编 合同",
    "第八章  违约责任",
    "第五百七十七条 当事人一方不履行合同义务的，应当承担违约责任。",
    "第五百八十五条 当事人可以约定违约金。",
    "约定的违约金过分高于造成的损失的，可以请求适当减少。",
    "（一）第一项；",
    "第一百二十条之一 附加条文。",
    "……",
  ].join("\n");

  it("gives headings for the table of contents and anchored articles with their paragraphs", () => {
    const { blocks, toc } = parseRegulationBody(body);
    expect(toc.map((t) => t.text)).toEqual(["第一编 总则", "第一章 基本规定", "第三编 合同", "第八章 违约责任"]);
    expect(toc.map((t) => t.depth)).toEqual([1, 3, 1, 3]);
    const articles = blocks.filter((b) => b.kind === "article");
    expect(articles.map((a) => a.id)).toEqual(["art-1", "art-577", "art-585", "art-120-1"]);
    const art585 = articles[2];
    expect(art585?.kind === "article" && art585.paragraphs).toEqual([
      "当事人可以约定违约金。",
      "约定的违约金过分高于造成的损失的，可以请求适当减少。",
      "（一）第一项；",
    ]);
    expect(blocks[0]).toEqual({ kind: "text", text: "（2020年5月28日第十三届全国人民代表大会第三次会议通过）" });
    expect(blocks.filter((b) => b.kind === "gap")).toHaveLength(2);
    expect(isExcerpt(body)).toBe(true);
    expect(isExcerpt("第一条 全文。\n第二条 完。")).toBe(false);
  });

  it("reads the section headings of judicial interpretations (一、一般规定)", () => {
    const { toc, blocks } = parseRegulationBody("一、一般规定\n第一条 甲。\n二、合同的订立\n第二条 乙。");
    expect(toc.map((t) => t.text)).toEqual(["一、一般规定", "二、合同的订立"]);
    expect(blocks.filter((b) => b.kind === "article")).toHaveLength(2);
  });
});
