import { describe, expect, it } from "vitest";
import { aroundHit, highlight } from "./highlight";

describe("highlight", () => {
  it("one highlight: marks every occurrence of the keyword without HTML", () => {
    expect(highlight("租赁合同与租赁物", "租赁")).toEqual([
      { text: "租赁", hit: true },
      { text: "合同与", hit: false },
      { text: "租赁", hit: true },
      { text: "物", hit: false },
    ]);
    expect(highlight("<b>", undefined)).toEqual([{ text: "<b>", hit: false }]);
    expect(highlight("正文", "")).toEqual([{ text: "正文", hit: false }]);
  });

  it("one excerpt window: the text around the first hit, with ellipses where it was cut", () => {
    expect(aroundHit("甲乙丙丁戊己庚辛", "丁", 1, 3)).toBe("…丙丁戊…");
    expect(aroundHit("甲乙丙", "甲", 5, 10)).toBe("甲乙丙");
    expect(aroundHit("甲乙丙丁", "无", 1, 2)).toBe("甲乙");
  });
});
