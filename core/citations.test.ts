import { describe, expect, it } from "vitest";
import { baseLawName, bindLaw, parseCitations } from "./citations";

describe("statute citations", () => {
  it("citations: articles are read from 《…》第…条 by the law's base name, each once", () => {
    expect(parseCitations("依据《中华人民共和国民法典》第五百八十六条、《民法典》第五百八十六条及《中华人民共和国劳动合同法（2012修正）》第十九条")).toEqual([
      { law: "民法典", article: 586 },
      { law: "劳动合同法", article: 19 },
    ]);
    expect(parseCitations("参照《合同示范文本》执行")).toEqual([]);
  });

  it("citations: a law binds to its version in force, else its newest version", () => {
    const versions = [
      { id: 1, title: "中华人民共和国劳动合同法", timeliness: 2, effectiveOn: "2008-01-01" },
      { id: 2, title: "中华人民共和国劳动合同法（2012修正）", timeliness: 1, effectiveOn: "2013-07-01" },
      { id: 3, title: "中华人民共和国合同法", timeliness: 3, effectiveOn: "1999-10-01" },
    ];
    expect(bindLaw("劳动合同法", versions)?.id).toBe(2);
    expect(bindLaw("合同法", versions)?.id).toBe(3);
    expect(bindLaw("公司法", versions)).toBeNull();
    expect(baseLawName("最高人民法院关于审理劳动争议案件适用法律问题的解释（一）")).toBe("最高人民法院关于审理劳动争议案件适用法律问题的解释（一）");
  });
});
