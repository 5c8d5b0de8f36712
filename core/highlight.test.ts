import { describe, expect, it } from "vitest";
import { highlight } from "./highlight";

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
});
