import { describe, expect, it } from "vitest";
import { callerFor, request } from "../../../tests/setup/helpers";

const visitor = callerFor(null);

type Envelope = { code: number; msg: string; data: Record<string, unknown> | null };
async function get(path: string): Promise<Envelope> {
  const res = await request(path);
  expect(res.status, path).toBe(200);
  return (await res.json()) as Envelope;
}

describe("fee procedures (fen)", () => {
  it("compute the 案件受理费 of each kind, halved on request", async () => {
    expect(await visitor.fees.litigation({ type: 1, amount: "1500000" })).toMatchObject({ minFen: 1_830_000, maxFen: 1_830_000 });
    expect(await visitor.fees.litigation({ type: 1, amount: "1500000", halve: true })).toMatchObject({ minFen: 915_000, maxFen: 915_000 });
    expect(await visitor.fees.litigation({ type: 2, amount: "300000" })).toMatchObject({ minFen: 55_000, maxFen: 80_000 });
    expect(await visitor.fees.litigation({ type: 6 })).toMatchObject({ minFen: 1_000, maxFen: 1_000 });
  });
  it("compute the preservation fee with its cap and the execution fee", async () => {
    expect(await visitor.fees.preservation({ amount: "500000" })).toMatchObject({ minFen: 302_000 });
    expect(await visitor.fees.preservation({ amount: "5000000" })).toMatchObject({ minFen: 500_000 });
    expect(await visitor.fees.execution({ amount: "3000000" })).toMatchObject({ minFen: 3_240_000 });
    expect(await visitor.fees.execution({})).toMatchObject({ minFen: 5_000, maxFen: 50_000 });
  });
  it("refuse bad input with the message the page shows", async () => {
    await expect(visitor.fees.litigation({ type: 1 })).rejects.toThrow("请输入诉讼请求金额");
    await expect(visitor.fees.litigation({ type: 1, amount: "12.345" })).rejects.toThrow("诉讼请求金额最多保留两位小数（精确到分）");
    await expect(visitor.fees.litigation({ type: 12, amount: "1" })).rejects.toThrow("案件类型（type）须为 1 至 9 的整数");
    await expect(visitor.fees.preservation({ amount: "-1" })).rejects.toThrow("保全财产数额不能为负数");
  });
});

describe("REST calculators (yuan)", () => {
  it("answers litigationCostCalculator with min, max and the breakdown", async () => {
    const body = await get("/admin/common/litigationCostCalculator?type=1&amount=1500000&halve=0");
    expect(body.code).toBe(0);
    expect(body.data).toMatchObject({ min: 18_300, max: 18_300 });
    expect(body.data?.breakdown).toContainEqual({ label: "超过100万元至200万元的部分", base: 500_000, rate: "0.9%", min: 4_500, max: 4_500 });

    const halved = await get("/admin/common/litigationCostCalculator?type=1&amount=10000.2&halve=1");
    expect(halved.data).toMatchObject({ min: 25.01, max: 25.01 });
    expect(halved.data?.breakdown).toContainEqual({ label: "减半交纳（第十五条、第十六条）", base: null, rate: null, min: -25, max: -25 });

    expect((await get("/admin/common/litigationCostCalculator?type=3&amount=80000")).data).toMatchObject({ min: 400, max: 800 });
    expect((await get("/admin/common/litigationCostCalculator?type=5")).data).toMatchObject({ min: 500, max: 1000 });
    expect((await get("/admin/common/litigationCostCalculator?type=9")).data).toMatchObject({ min: 50, max: 100 });
  });

  it("answers preservationCostCalculator with the fee and the cap as a row", async () => {
    const body = await get("/admin/common/preservationCostCalculator?amount=900000");
    expect(body).toMatchObject({ code: 0, data: { fee: 5_000 } });
    expect(body.data?.breakdown).toEqual([
      { label: "财产数额不超过1000元的，每件交纳30元", base: 1_000, rate: "按件", min: 30, max: 30 },
      { label: "超过1000元至10万元的部分", base: 99_000, rate: "1%", min: 990, max: 990 },
      { label: "超过10万元的部分", base: 800_000, rate: "0.5%", min: 4_000, max: 4_000 },
      { label: "费用封顶：当事人申请保全措施交纳的费用最多不超过5000元", base: null, rate: null, min: -20, max: -20 },
    ]);
    expect((await get("/admin/common/preservationCostCalculator?amount=1234.56")).data).toMatchObject({ fee: 32.35 });
    expect((await get("/admin/common/preservationCostCalculator")).data).toMatchObject({ fee: 30 });
  });

  it("answers executionCostCalculator with min and max", async () => {
    expect((await get("/admin/common/executionCostCalculator?amount=200000")).data).toMatchObject({ min: 2_900, max: 2_900 });
    expect((await get("/admin/common/executionCostCalculator")).data).toMatchObject({ min: 50, max: 500 });
  });

  it("refuses bad input with code -1 and a Chinese message naming the problem", async () => {
    const cases: [string, string][] = [
      ["/admin/common/litigationCostCalculator?type=1", "请输入诉讼请求金额"],
      ["/admin/common/litigationCostCalculator?type=1&amount=-5", "诉讼请求金额不能为负数"],
      ["/admin/common/litigationCostCalculator?type=1&amount=abc", "诉讼请求金额只能填写数字，如 150000 或 1500.50"],
      ["/admin/common/litigationCostCalculator?type=1&amount=1.005", "诉讼请求金额最多保留两位小数（精确到分）"],
      ["/admin/common/litigationCostCalculator?type=1&amount=1000000000000", "诉讼请求金额不能超过1000亿元"],
      ["/admin/common/litigationCostCalculator?amount=100", "案件类型（type）须为 1 至 9 的整数"],
      ["/admin/common/litigationCostCalculator?type=x", "案件类型（type）须为 1 至 9 的整数"],
      ["/admin/common/litigationCostCalculator?type=10", "案件类型（type）须为 1 至 9 的整数"],
      ["/admin/common/litigationCostCalculator?type=6&halve=2", "减半参数（halve）只能为 0 或 1"],
      ["/admin/common/preservationCostCalculator?amount=1e9", "保全财产数额只能填写数字，如 150000 或 1500.50"],
      ["/admin/common/executionCostCalculator?amount=0", "执行金额须大于0；没有执行金额的请留空"],
      [`/admin/common/executionCostCalculator?amount=${"9".repeat(80)}`, "金额填写过长，请检查"],
    ];
    for (const [path, msg] of cases) expect(await get(path), path).toMatchObject({ code: -1, msg, data: null });
  });
});

describe("中文大写金额 over REST", () => {
  it("amountInWords: yuan in, capitals out, as contracts write them", async () => {
    expect(await get("/admin/common/amountInWords?amount=12300")).toEqual({
      code: 0,
      msg: "success",
      data: { fen: 1_230_000, words: "壹万贰仟叁佰元整", withCurrency: "人民币壹万贰仟叁佰元整" },
    });
    expect((await get("/admin/common/amountInWords?amount=1680.32")).data).toMatchObject({ words: "壹仟陆佰捌拾元叁角贰分" });
    expect((await get("/admin/common/amountInWords?amount=￥100,005.00")).data).toMatchObject({ words: "壹拾万零伍元整" });
  });

  it("amountInWords: bad amounts get a Chinese message, never a 5xx", async () => {
    const cases: [string, string][] = [
      ["/admin/common/amountInWords", "请输入金额"],
      ["/admin/common/amountInWords?amount=abc", "金额只能填写数字，如 150000 或 1500.50"],
      ["/admin/common/amountInWords?amount=-1", "金额不能为负数"],
      ["/admin/common/amountInWords?amount=1.005", "金额最多保留两位小数（精确到分）"],
      ["/admin/common/amountInWords?amount=1000000000000", "金额不能超过1000亿元"],
      [`/admin/common/amountInWords?amount=${"9".repeat(80)}`, "金额填写过长，请检查"],
    ];
    for (const [path, msg] of cases) expect(await get(path), path).toMatchObject({ code: -1, msg, data: null });
  });
});
