import { describe, expect, it } from "vitest";
import { KIND_SEEDS } from "./kinds";
import { compilePattern } from "./patterns";

const matches = (pattern: string, text: string) => {
  const c = compilePattern(pattern);
  if (!c.ok) throw new Error(c.error);
  return c.regex.test(text);
};
const refusal = (pattern: string) => {
  const c = compilePattern(pattern);
  return c.ok ? null : c.error;
};

describe("key clause patterns", () => {
  it("key clause patterns: words, alternatives, groups and bounded gaps match as written", () => {
    expect(matches("违约责任|违约金", "乙方应支付违约金")).toBe(true);
    expect(matches("(争议|纠纷)…60(仲裁|诉讼)", "因本合同发生的纠纷，提交上海仲裁委员会仲裁")).toBe(true);
    expect(matches("(争议|纠纷)…60(仲裁|诉讼)", "因本合同发生的纠纷。双方协商，协商不成的提交仲裁")).toBe(false);
    expect(matches("通知…5地址", "通知应寄往下列地址")).toBe(true);
    expect(matches("通知…5地址", "通知应当寄往下列地址")).toBe(false);
    expect(matches("用人单位~400劳动者", `用人单位。\n${"说明。".repeat(50)}劳动者`)).toBe(true);
    expect(matches("价款为１００元", "价款为100元")).toBe(true);
    expect(matches("甲方...10:", "甲方（出租人）:")).toBe(true);
  });

  it("key clause patterns: a catastrophic regular expression is refused, never compiled", () => {
    expect(refusal("(a+)+$")).toContain("不支持符号“+”");
    expect(refusal("(a|aa)*b")).toContain("不支持符号“*”");
    expect(refusal("x{1,99999}")).toContain("不支持符号");
    expect(refusal("(?=a)")).toContain("不支持符号");
    expect(refusal("a.b")).toContain("不支持符号“.”");
    expect(refusal("甲~400乙~400丙")).toContain("最多使用一次");
    expect(refusal("((甲|乙)|丙)")).toContain("括号");
    expect(refusal("(甲…5乙|丙)")).toContain("括号内只能写词语");
    expect(refusal("甲~401乙")).toContain("1到400");
    expect(refusal(Array.from({ length: 3 }, () => "甲~400乙").join("|"))).toContain("之和不能超过800");
    expect(refusal("甲||乙")).toContain("两侧");
    expect(refusal("…甲")).toContain("前后都要有文字");
    expect(refusal("字".repeat(161))).toContain("不能超过160个字");
    expect(refusal("  ")).toBe("匹配规则不能为空");
  });

  it("key clause patterns: every seeded sign and key clause pattern compiles", () => {
    const all = KIND_SEEDS.flatMap((k) => [...k.signs, ...k.clauses.flatMap((c) => c.patterns)]);
    expect(all.length).toBeGreaterThan(20);
    expect(all.map(refusal).filter(Boolean)).toEqual([]);
  });
});
