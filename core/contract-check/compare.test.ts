import { describe, expect, it } from "vitest";
import { compareClauses, compareSummary, similarity } from "./compare";

const TEMPLATE = [
  "第一条 甲方将位于北京市朝阳区的房屋出租给乙方使用。",
  "第二条 租赁期限为两年，自2026年1月1日起至2027年12月31日止。",
  "第三条 月租金为人民币5,000元，乙方应于每月5日前支付当月租金。",
  "第四条 租赁期间房屋的维修由甲方负责，因乙方使用不当造成损坏的由乙方负责。",
  "第五条 因本合同发生争议的，由房屋所在地人民法院管辖。",
].join("\n");

describe("comparing a contract with a template", () => {
  it("contract compare: a clause left out of the contract is removed, a new one added, an edited one changed", () => {
    const mine = [
      "1. 甲方将位于北京市朝阳区的房屋出租给乙方使用。",
      "2. 租赁期限为两年，自2026年1月1日起至2027年12月31日止。",
      "3. 月租金为人民币6,000元，乙方应于每月10日前支付当月租金。",
      "4. 乙方不得将房屋转租给第三人。",
      "5. 因本合同发生争议的，由房屋所在地人民法院管辖。",
    ].join("\n");
    const rows = compareClauses(TEMPLATE, mine);
    expect(compareSummary(rows)).toEqual({ same: 3, changed: 1, removed: 1, added: 1 });
    expect(rows.find((r) => r.kind === "removed")).toMatchObject({ template: expect.stringContaining("维修由甲方负责") });
    expect(rows.find((r) => r.kind === "added")).toMatchObject({ mine: expect.stringContaining("不得将房屋转租") });
    const changed = rows.find((r) => r.kind === "changed");
    if (changed?.kind !== "changed") throw new Error("no changed clause");
    expect(
      changed.mine
        .filter((p) => p.changed)
        .map((p) => p.text)
        .join(""),
    ).toContain("6");
    expect(
      changed.template
        .filter((p) => p.changed)
        .map((p) => p.text)
        .join(""),
    ).toContain("5");
    expect(changed.mine.map((p) => p.text).join("")).toBe("3. 月租金为人民币6,000元，乙方应于每月10日前支付当月租金。");
  });

  it("contract compare: renumbering and spacing alone change nothing", () => {
    const renumbered = TEMPLATE.replace(/第([一二三四五])条 /gu, "（$1）").replace(/，/gu, "， ");
    expect(compareSummary(compareClauses(TEMPLATE, renumbered))).toEqual({ same: 5, changed: 0, removed: 0, added: 0 });
  });

  it("contract compare: similarity is 1 for the same clause and low for unrelated ones", () => {
    expect(similarity("第一条 甲方应按时付款。", "1. 甲方应按时付款。")).toBe(1);
    expect(similarity("甲方应按时付款。", "乙方不得转租房屋。")).toBeLessThan(0.2);
  });
});
