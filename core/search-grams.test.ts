import { describe, expect, it } from "vitest";
import { hanGrams, isGramQuery } from "./search-grams";

describe("Han grams for short queries", () => {
  it("indexes single characters and adjacent pairs of each Han run", () => {
    expect(hanGrams("房屋租赁")).toBe("房 房屋 屋 屋租 租 租赁 赁");
    expect(hanGrams("第3条 违约")).toBe("第 条 违 违约 约");
    expect(hanGrams("ABC 123")).toBe("");
  });
  it("looks up one or two Han characters only", () => {
    expect(isGramQuery("租")).toBe(true);
    expect(isGramQuery("租赁")).toBe(true);
    expect(isGramQuery("劳动合同")).toBe(false);
    expect(isGramQuery("A4")).toBe(false);
    expect(isGramQuery('"')).toBe(false);
  });
});
