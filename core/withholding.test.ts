import { describe, expect, it } from "vitest";
import { type IncomeType, withholding, withholdingFromText } from "./withholding";

// Hand-computed from 国家税务总局公告2018年第61号 (amounts in fen): income, deduction, taxable, rate,
// quick deduction, tax, net. Each band edge is checked at the edge and one fen above it.
const CASES: [type: IncomeType, income: number, deduction: number, taxable: number, rate: string, quick: number, tax: number][] = [
  // 特许权使用费: 800 元 up to 4,000 元, 20 % above; 20 % of the taxable amount.
  ["royalty", 50_000, 50_000, 0, "20%", 0, 0],
  ["royalty", 80_000, 80_000, 0, "20%", 0, 0],
  ["royalty", 80_001, 80_000, 1, "20%", 0, 0],
  ["royalty", 100_000, 80_000, 20_000, "20%", 0, 4_000],
  ["royalty", 400_000, 80_000, 320_000, "20%", 0, 64_000],
  ["royalty", 400_001, 80_000, 320_001, "20%", 0, 64_000],
  ["royalty", 1_000_000, 200_000, 800_000, "20%", 0, 160_000],
  ["royalty", 10_000_000, 2_000_000, 8_000_000, "20%", 0, 1_600_000],
  // 劳务报酬: 20 % up to 20,000 元 taxable, 30 % − 2,000 元 to 50,000 元, 40 % − 7,000 元 above.
  ["service", 80_000, 80_000, 0, "20%", 0, 0],
  ["service", 400_000, 80_000, 320_000, "20%", 0, 64_000],
  ["service", 2_500_000, 500_000, 2_000_000, "20%", 0, 400_000],
  ["service", 2_500_001, 500_000, 2_000_001, "30%", 200_000, 400_000],
  // 2,000,005 × 30 % = 600,001.5 fen: half up to 600,002, less 200,000.
  ["service", 2_500_006, 500_001, 2_000_005, "30%", 200_000, 400_002],
  ["service", 6_250_000, 1_250_000, 5_000_000, "30%", 200_000, 1_300_000],
  ["service", 6_250_001, 1_250_000, 5_000_001, "40%", 700_000, 1_300_000],
  ["service", 10_000_000, 2_000_000, 8_000_000, "40%", 700_000, 2_500_000],
];

describe("withholding (公告2018年第61号)", () => {
  it.each(CASES)("withholding table: %s income %i fen", (type, income, deduction, taxable, rate, quick, tax) => {
    expect(withholding(type, income)).toEqual({
      incomeFen: income,
      deductionFen: deduction,
      taxableFen: taxable,
      rate,
      quickDeductionFen: quick,
      taxFen: tax,
      netFen: income - tax,
    });
  });

  it("withholding: a month with two withdrawals withholds only the difference on the second", () => {
    // 3,000 元 then 2,000 元 of 劳务报酬: the month is 5,000 元 → (5,000 − 1,000) × 20 % = 800 元; the first withheld 440 元.
    expect(withholding("service", 300_000)).toMatchObject({ taxFen: 44_000 });
    expect(withholding("service", 200_000, 300_000)).toEqual({
      incomeFen: 200_000,
      deductionFen: 20_000,
      taxableFen: 180_000,
      rate: "20%",
      quickDeductionFen: 0,
      taxFen: 36_000,
      netFen: 164_000,
    });
    // Crossing into the 30 % band within the month: 25,000 元 (4,000 元 tax) then 37,500 元 → 13,000 − 4,000.
    expect(withholding("service", 3_750_000, 2_500_000)).toMatchObject({ rate: "30%", quickDeductionFen: 200_000, taxFen: 900_000 });
    // The two payments together withhold exactly what one payment of the month's total would.
    const first = withholding("royalty", 123_456);
    const second = withholding("royalty", 654_321, 123_456);
    expect(first.taxFen + second.taxFen).toBe(withholding("royalty", 777_777).taxFen);
  });

  it("withholding calculator input: 元 text parsed exactly, bad input named in Chinese", () => {
    expect(withholdingFromText({ type: "royalty", amount: "1000", earlier: "" })).toMatchObject({ ok: true, result: { taxFen: 4_000 } });
    expect(withholdingFromText({ type: "service", amount: "2000.00", earlier: "3,000" })).toMatchObject({ ok: true, result: { taxFen: 36_000 } });
    expect(withholdingFromText({ type: "bonus", amount: "1" })).toEqual({
      ok: false,
      error: "所得类型（type）只能为 royalty（特许权使用费）或 service（劳务报酬）",
    });
    expect(withholdingFromText({ type: "royalty" })).toEqual({ ok: false, error: "请输入收入金额" });
    expect(withholdingFromText({ type: "royalty", amount: "1.001" })).toEqual({ ok: false, error: "收入金额最多保留两位小数（精确到分）" });
    expect(withholdingFromText({ type: "royalty", amount: "10", earlier: "-1" })).toEqual({ ok: false, error: "本月已支付金额不能为负数" });
  });
});
