import { describe, expect, it } from "vitest";
import { regulationSeeds } from "#db/seed/content/regulations/index";
import { regulationBody, regulationItems, regulationItemsOf } from "./content";
import { parseRegulationBody } from "./regulations";

describe("console regulation form", () => {
  it("regulation body: every seeded text reads back into the form's items and is stored again as the same articles and headings", () => {
    let checked = 0;
    for (const seed of regulationSeeds()) {
      const body = seed.text.join("\n");
      if (!body.trim()) continue;
      const items = regulationItemsOf(body);
      expect(parseRegulationBody(regulationBody(items)), seed.title).toEqual(parseRegulationBody(body));
      if (items.some((i) => i.kind === "article")) expect(regulationItems.safeParse(items).success, seed.title).toBe(true);
      checked++;
    }
    expect(checked).toBeGreaterThan(50);
  });

  it("regulation body: articles are written as 第N条 with their paragraphs on lines of their own, added articles as 第N条之M", () => {
    const body = regulationBody([
      { kind: "text", text: "（2025年3月1日公布）" },
      { kind: "heading", text: "第一章 总则" },
      { kind: "article", no: 12, sub: null, text: "甲。\n\n乙。" },
      { kind: "article", no: 120, sub: 1, text: "丙。" },
      { kind: "gap" },
    ]);
    expect(body).toBe("（2025年3月1日公布）\n第一章 总则\n第十二条 甲。\n乙。\n第一百二十条之一 丙。\n……");
    expect(
      parseRegulationBody(body)
        .blocks.filter((b) => b.kind === "article")
        .map((b) => b.id),
    ).toEqual(["art-12", "art-120-1"]);
  });
});
