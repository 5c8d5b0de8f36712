import { describe, expect, it } from "vitest";
import { type Band, type FeeOutcome, type FeeResult, roundHalfUp } from "./bands";
import { EXECUTION_BANDS, executionFee } from "./execution";
import { DIVORCE_PROPERTY_BANDS, litigationFee, PERSONALITY_DAMAGES_BANDS, PROPERTY_BANDS } from "./litigation";
import { MAX_FEN, parseYuan } from "./money-input";
import { PRESERVATION_BANDS, PRESERVATION_CAP_FEN, preservationFee } from "./preservation";
import { LAWSUIT_FEE_TYPES } from "./types";

function ok(outcome: FeeOutcome): FeeResult {
  if (!outcome.ok) throw new Error(outcome.error);
  return outcome.result;
}
function error(outcome: FeeOutcome): string {
  if (outcome.ok) throw new Error(`expected an error, got ${JSON.stringify(outcome.result)}`);
  return outcome.error;
}
/** Fen → the 元 string a user would type, so every test goes through the real input path. */
const typed = (fen: number) => `${Math.trunc(fen / 100)}.${String(fen % 100).padStart(2, "0")}`;
const yuan = (y: number) => y * 100;

const property = (fen: number) => ok(litigationFee({ type: 1, amount: typed(fen) })).minFen;
const preservation = (fen: number) => ok(preservationFee(typed(fen))).minFen;
const execution = (fen: number) => ok(executionFee(typed(fen))).minFen;

/**
 * An independent oracle: the courts' 速算 form of the same bands (amount × rate of its band + a
 * constant, e.g. 150万 × 0.9% + 4,800元), worked in thousandths of a fen and rounded once.
 */
function quick(fen: number, table: readonly [upToYuan: number, permille: number, plusYuan: number][], floorYuan: number): number {
  if (fen <= yuan(table[0]?.[0] ?? 0)) return yuan(floorYuan);
  const row = table.find(([upTo]) => fen <= yuan(upTo)) ?? table[table.length - 1];
  if (!row) throw new Error("empty table");
  return roundHalfUp(fen * row[1] + yuan(row[2]) * 1000, 1000);
}
const PROPERTY_QUICK: [number, number, number][] = [
  [10_000, 0, 50],
  [100_000, 25, -200],
  [200_000, 20, 300],
  [500_000, 15, 1_300],
  [1_000_000, 10, 3_800],
  [2_000_000, 9, 4_800],
  [5_000_000, 8, 6_800],
  [10_000_000, 7, 11_800],
  [20_000_000, 6, 21_800],
  [Number.POSITIVE_INFINITY, 5, 41_800],
];
const EXECUTION_QUICK: [number, number, number][] = [
  [10_000, 0, 50],
  [500_000, 15, -100],
  [5_000_000, 10, 2_400],
  [10_000_000, 5, 27_400],
  [Number.POSITIVE_INFINITY, 1, 67_400],
];
const PRESERVATION_QUICK: [number, number, number][] = [
  [1_000, 0, 30],
  [100_000, 10, 20],
  [Number.POSITIVE_INFINITY, 5, 520],
];

describe("yuan input → fen", () => {
  const rule = { label: "诉讼请求金额", required: true, positive: true };
  it("parses exactly, without floats", () => {
    expect(parseYuan("1500000", rule)).toEqual({ ok: true, fen: 150_000_000 });
    expect(parseYuan("1,500,000.5", rule)).toEqual({ ok: true, fen: 150_000_050 });
    expect(parseYuan("0.29", rule)).toEqual({ ok: true, fen: 29 });
    expect(parseYuan(" ¥1,000元 ", rule)).toEqual({ ok: true, fen: 100_000 });
    expect(parseYuan("１５０．５", rule)).toEqual({ ok: true, fen: 15_050 });
    expect(parseYuan(".5", rule)).toEqual({ ok: true, fen: 50 });
    expect(parseYuan("12.", rule)).toEqual({ ok: true, fen: 1_200 });
    expect(parseYuan("100000000000", rule)).toEqual({ ok: true, fen: MAX_FEN });
  });
  it("names the problem in Chinese", () => {
    const msg = (raw: string | undefined, r = rule) => {
      const parsed = parseYuan(raw, r);
      return parsed.ok ? null : parsed.error;
    };
    expect(msg("")).toBe("请输入诉讼请求金额");
    expect(msg(undefined)).toBe("请输入诉讼请求金额");
    expect(msg("-5")).toBe("诉讼请求金额不能为负数");
    for (const bad of ["abc", "1e5", "1,50", "1.2.3", ".", "12万", "0x10"]) expect(msg(bad), bad).toBe("诉讼请求金额只能填写数字，如 150000 或 1500.50");
    expect(msg("1.234")).toBe("诉讼请求金额最多保留两位小数（精确到分）");
    expect(msg("100000000000.01")).toBe("诉讼请求金额不能超过1000亿元");
    expect(msg("99999999999999999999999999")).toBe("诉讼请求金额不能超过1000亿元");
    expect(msg("0")).toBe("诉讼请求金额须大于0");
    expect(msg("0.00", { label: "争议金额", required: false, positive: true })).toBe("争议金额须大于0；没有争议金额的请留空");
    expect(parseYuan("", { label: "争议金额", required: false, positive: true })).toEqual({ ok: true, fen: null });
    expect(parseYuan("0", { label: "保全财产数额", required: false, positive: false })).toEqual({ ok: true, fen: 0 });
  });
});

describe("案件受理费 of a property case (Article 13(一))", () => {
  it("is right at every band edge and inside every band", () => {
    const cases: [number, number][] = [
      [0.01, 50],
      [5_000, 50],
      [10_000, 50],
      [10_040, 51],
      [55_000, 1_175],
      [100_000, 2_300],
      [150_000, 3_300],
      [200_000, 4_300],
      [350_000, 6_550],
      [500_000, 8_800],
      [750_000, 11_300],
      [1_000_000, 13_800],
      [1_500_000, 18_300],
      [2_000_000, 22_800],
      [3_000_000, 30_800],
      [5_000_000, 46_800],
      [8_000_000, 67_800],
      [10_000_000, 81_800],
      [15_000_000, 111_800],
      [20_000_000, 141_800],
      [30_000_000, 191_800],
      [100_000_000_000, 500_041_800],
    ];
    for (const [amount, fee] of cases) expect(property(Math.round(amount * 100)), `${amount}元`).toBe(yuan(fee));
  });

  it("breaks 150万元 down band by band, and the rows add up", () => {
    const result = ok(litigationFee({ type: 1, amount: "1500000" }));
    expect(result.lines.map((l) => [l.label, l.baseFen, l.rate, l.minFen])).toEqual([
      ["不超过1万元的，每件交纳50元", yuan(10_000), "按件", yuan(50)],
      ["超过1万元至10万元的部分", yuan(90_000), "2.5%", yuan(2_250)],
      ["超过10万元至20万元的部分", yuan(100_000), "2%", yuan(2_000)],
      ["超过20万元至50万元的部分", yuan(300_000), "1.5%", yuan(4_500)],
      ["超过50万元至100万元的部分", yuan(500_000), "1%", yuan(5_000)],
      ["超过100万元至200万元的部分", yuan(500_000), "0.9%", yuan(4_500)],
    ]);
    expect(result).toMatchObject({ minFen: yuan(18_300), maxFen: yuan(18_300) });
  });

  it("rounds the fraction of a fen half-up, in the one band that can have one", () => {
    expect(property(1_000_019)).toBe(5_000); // 19 fen × 2.5% = 0.475 fen
    expect(property(1_000_020)).toBe(5_001); // 20 fen × 2.5% = 0.5 fen
    expect(property(100_000_011)).toBe(1_380_000); // 11 fen × 0.9% = 0.099 fen
    expect(property(100_000_056)).toBe(1_380_001); // 56 fen × 0.9% = 0.504 fen
    // Every full band comes to whole yuan, which is why rounding per band equals rounding the total.
    for (const bands of [PROPERTY_BANDS, DIVORCE_PROPERTY_BANDS, PERSONALITY_DAMAGES_BANDS, PRESERVATION_BANDS, EXECUTION_BANDS]) {
      let lower = 0;
      for (const band of bands as readonly Band[]) {
        if (band.upToFen === null) break;
        if ("permille" in band) expect(((band.upToFen - lower) * band.permille) % 100_000, band.label).toBe(0);
        lower = band.upToFen;
      }
    }
  });
});

describe("案件受理费 of every other type", () => {
  const range = (type: number, amount?: string, halve = false) => {
    const { minFen, maxFen } = ok(litigationFee({ type, amount, halve }));
    return [minFen / 100, maxFen / 100];
  };
  it("lists the nine types of SPEC §9", () => {
    expect(LAWSUIT_FEE_TYPES.map((t) => [t.value, t.text, t.isCheck])).toEqual([
      [1, "财产案件", 1],
      [2, "离婚案件", 2],
      [3, "侵害人格权案件", 2],
      [4, "其他非财产案件", 3],
      [5, "知识产权民事案件", 2],
      [6, "劳动争议案件", 3],
      [7, "商标、专利、海事行政案件", 3],
      [8, "其他行政案件", 3],
      [9, "管辖权异议不成立的案件", 3],
    ]);
  });
  it("divorce: 50–300元, plus 0.5% of the property over 20万元", () => {
    expect(range(2)).toEqual([50, 300]);
    expect(range(2, "200000")).toEqual([50, 300]);
    expect(range(2, "300000")).toEqual([550, 800]);
    expect(range(2, "1000000")).toEqual([4_050, 4_300]);
    expect(ok(litigationFee({ type: 2, amount: "300000" })).lines.map((l) => l.label)).toEqual([
      "离婚案件每件交纳50元至300元",
      "财产总额不超过20万元的，不另行交纳",
      "财产总额超过20万元的部分",
    ]);
  });
  it("personality rights: 100–500元, plus 1% of damages from 5万 to 10万元 and 0.5% above", () => {
    expect(range(3)).toEqual([100, 500]);
    expect(range(3, "50000")).toEqual([100, 500]);
    expect(range(3, "80000")).toEqual([400, 800]);
    expect(range(3, "100000")).toEqual([600, 1_000]);
    expect(range(3, "300000")).toEqual([1_600, 2_000]);
  });
  it("IP: 500–1000元 without an amount, the property bands with one", () => {
    expect(range(5)).toEqual([500, 1_000]);
    expect(range(5, "1500000")).toEqual([18_300, 18_300]);
    expect(error(litigationFee({ type: 5, amount: "0" }))).toBe("争议金额须大于0；没有争议金额的请留空");
  });
  it("fixed and ranged types without an amount ignore one", () => {
    expect(range(4, "abc")).toEqual([50, 100]);
    expect(range(6)).toEqual([10, 10]);
    expect(range(7)).toEqual([100, 100]);
    expect(range(8)).toEqual([50, 50]);
    expect(range(9)).toEqual([50, 100]);
  });
  it("halves once (Articles 15–16), rounding a half fen up, with the halving as its own row", () => {
    expect(range(1, "1500000", true)).toEqual([9_150, 9_150]);
    expect(range(2, undefined, true)).toEqual([25, 150]);
    expect(range(6, undefined, true)).toEqual([5, 5]);
    const odd = ok(litigationFee({ type: 1, amount: "10000.20", halve: true })); // full fee 50.01元
    expect(odd.minFen).toBe(2_501);
    expect(odd.lines.at(-1)).toEqual({ label: "减半交纳（第十五条、第十六条）", baseFen: null, rate: null, minFen: -2_500, maxFen: -2_500 });
    expect(odd.lines.reduce((sum, l) => sum + l.minFen, 0)).toBe(odd.minFen);
  });
  it("refuses a missing, bad or unknown input", () => {
    expect(error(litigationFee({ type: 1 }))).toBe("请输入诉讼请求金额");
    expect(error(litigationFee({ type: 1, amount: "-1" }))).toBe("诉讼请求金额不能为负数");
    expect(error(litigationFee({ type: 3, amount: "十万" }))).toBe("损害赔偿金额只能填写数字，如 150000 或 1500.50");
    expect(error(litigationFee({ type: 10 }))).toBe("请选择案件类型");
  });
});

describe("申请保全费 (Article 14(二))", () => {
  it("is right at every band edge, inside each band and at the 5000元 cap", () => {
    const cases: [string | undefined, number][] = [
      [undefined, 30],
      ["0", 30],
      ["1000", 30],
      ["50000", 520],
      ["100000", 1_020],
      ["500000", 3_020],
      ["896000", 5_000],
      ["900000", 5_000],
      ["100000000", 5_000],
    ];
    for (const [amount, fee] of cases) expect(ok(preservationFee(amount)).minFen, String(amount)).toBe(yuan(fee));
  });
  it("shows the cap as its own row", () => {
    const capped = ok(preservationFee("900000"));
    expect(capped.lines.at(-1)).toMatchObject({ label: "费用封顶：当事人申请保全措施交纳的费用最多不超过5000元", minFen: -yuan(20) });
    expect(ok(preservationFee("896000")).lines.map((l) => l.label)).not.toContain("费用封顶：当事人申请保全措施交纳的费用最多不超过5000元");
  });
  it("refuses bad input", () => {
    expect(error(preservationFee("-100"))).toBe("保全财产数额不能为负数");
    expect(error(preservationFee("1.001"))).toBe("保全财产数额最多保留两位小数（精确到分）");
  });
});

describe("申请执行费 (Article 14(一))", () => {
  it("is right at every band edge and inside each band", () => {
    expect(ok(executionFee(""))).toMatchObject({ minFen: yuan(50), maxFen: yuan(500) });
    const cases: [number, number][] = [
      [10_000, 50],
      [200_000, 2_900],
      [500_000, 7_400],
      [3_000_000, 32_400],
      [5_000_000, 52_400],
      [10_000_000, 77_400],
      [20_000_000, 87_400],
    ];
    for (const [amount, fee] of cases) expect(execution(yuan(amount)), `${amount}元`).toBe(yuan(fee));
  });
  it("refuses a zero amount (none is left blank) and bad input", () => {
    expect(error(executionFee("0"))).toBe("执行金额须大于0；没有执行金额的请留空");
    expect(error(executionFee("1000亿"))).toBe("执行金额只能填写数字，如 150000 或 1500.50");
  });
});

describe("properties over random amounts (seeded)", () => {
  // mulberry32: a small seeded generator, so a failure reproduces.
  function random(seed: number) {
    let a = seed;
    return () => {
      a = (a + 0x6d2b79f5) | 0;
      let t = Math.imul(a ^ (a >>> 15), 1 | a);
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
      return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
    };
  }
  const next = random(20_070_401);
  // Log-uniform from 1 fen to the maximum, so every band is hit about equally often.
  const amounts = Array.from({ length: 2_000 }, () => Math.min(MAX_FEN - 1, Math.floor(Math.exp(next() * Math.log(MAX_FEN))))).sort((a, b) => a - b);

  const calculators: [string, (fen: number) => number, (fen: number) => number, readonly Band[]][] = [
    ["property", property, (fen) => quick(fen, PROPERTY_QUICK, 50), PROPERTY_BANDS],
    ["preservation", preservation, (fen) => Math.min(PRESERVATION_CAP_FEN, quick(fen, PRESERVATION_QUICK, 30)), PRESERVATION_BANDS],
    ["execution", execution, (fen) => quick(fen, EXECUTION_QUICK, 50), EXECUTION_BANDS],
  ];

  for (const [name, fee, oracle, bands] of calculators) {
    it(`${name}: agrees with the 速算 form, is monotone and moves by at most one fen per fen`, () => {
      let previous = 0;
      for (const fen of amounts) {
        const value = fee(fen);
        expect(value, `${name} ${fen}`).toBe(oracle(fen));
        expect(value, `${name} monotone at ${fen}`).toBeGreaterThanOrEqual(previous);
        // Every rate is below 100%, so one more fen of amount adds 0 or 1 fen of fee.
        expect(fee(fen + 1) - value, `${name} step at ${fen}`).toBeGreaterThanOrEqual(0);
        expect(fee(fen + 1) - value, `${name} step at ${fen}`).toBeLessThanOrEqual(1);
        previous = value;
      }
    });
    it(`${name}: is continuous at every band edge`, () => {
      for (const band of bands) {
        if (band.upToFen === null) continue;
        const edge = band.upToFen;
        const nextRate = bands[bands.indexOf(band) + 1];
        const bound = nextRate && "permille" in nextRate ? roundHalfUp(nextRate.permille, 1000) : 0;
        expect(fee(edge + 1) - fee(edge), `${name} after ${edge}`).toBeLessThanOrEqual(bound);
        expect(fee(edge) - fee(edge - 1), `${name} before ${edge}`).toBeLessThanOrEqual(1);
        expect(fee(edge + 1), `${name} after ${edge}`).toBeGreaterThanOrEqual(fee(edge));
      }
    });
  }

  it("halving is half the full fee, rounded half-up, and the rows always add up", () => {
    for (const fen of amounts.filter((_, i) => i % 4 === 0)) {
      for (const type of [1, 2, 3, 5]) {
        const full = ok(litigationFee({ type, amount: typed(fen) }));
        const half = ok(litigationFee({ type, amount: typed(fen), halve: true }));
        expect(half.minFen).toBe(roundHalfUp(full.minFen, 2));
        expect(half.maxFen).toBe(roundHalfUp(full.maxFen, 2));
        for (const r of [full, half]) {
          expect(r.lines.reduce((s, l) => s + l.minFen, 0)).toBe(r.minFen);
          expect(r.lines.reduce((s, l) => s + l.maxFen, 0)).toBe(r.maxFen);
          expect(Number.isSafeInteger(r.maxFen)).toBe(true);
        }
      }
    }
  });
});
