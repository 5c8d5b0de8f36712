// Individual income tax withheld on payments to individuals, per 国家税务总局公告2018年第61号 (个人所得税
// 扣缴申报管理办法（试行）) art. 8: 特许权使用费所得 (our template royalties) and 劳务报酬所得 (lawyers'
// service income). Integer fen throughout; every product is rounded once to the fen, half up
// (roundHalfUp), so the same input always gives the same tax and the same figure on page and server.
import { roundHalfUp } from "./fees/bands";
import { parseYuan } from "./fees/money-input";

export const INCOME_TYPES = ["royalty", "service"] as const;
export type IncomeType = (typeof INCOME_TYPES)[number];
export const INCOME_TYPE_TEXT: Record<IncomeType, string> = { royalty: "特许权使用费所得", service: "劳务报酬所得" };

/** 每次收入不超过四千元的，减除费用按八百元计算；每次收入四千元以上的，减除费用按收入的百分之二十计算。 */
const FLAT_DEDUCTION_LIMIT_FEN = 400_000;
const FLAT_DEDUCTION_FEN = 80_000;
const PERCENT_DEDUCTION = 20;

/** 劳务报酬所得 预扣率表: upper bound of 预扣预缴应纳税所得额 (null: no bound), rate %, 速算扣除数. */
export const SERVICE_BANDS: readonly { upToFen: number | null; ratePercent: number; quickFen: number }[] = [
  { upToFen: 2_000_000, ratePercent: 20, quickFen: 0 },
  { upToFen: 5_000_000, ratePercent: 30, quickFen: 200_000 },
  { upToFen: null, ratePercent: 40, quickFen: 700_000 },
];
/** 特许权使用费所得 适用百分之二十的比例预扣率. */
const ROYALTY_BAND = { upToFen: null, ratePercent: 20, quickFen: 0 } as const;

export type Withholding = {
  incomeFen: number;
  deductionFen: number;
  taxableFen: number;
  /** "20%" */
  rate: string;
  quickDeductionFen: number;
  taxFen: number;
  netFen: number;
};

/** The tax on one payment (所得 of one item in one month, counted as one 次). */
function once(type: IncomeType, incomeFen: number) {
  const deductionFen = incomeFen <= FLAT_DEDUCTION_LIMIT_FEN ? Math.min(FLAT_DEDUCTION_FEN, incomeFen) : roundHalfUp(incomeFen * PERCENT_DEDUCTION, 100);
  const taxableFen = incomeFen - deductionFen;
  const band = type === "royalty" ? ROYALTY_BAND : (SERVICE_BANDS.find((b) => b.upToFen === null || taxableFen <= b.upToFen) ?? ROYALTY_BAND);
  const taxFen = Math.max(0, roundHalfUp(taxableFen * band.ratePercent, 100) - band.quickFen);
  return { deductionFen, taxableFen, band, taxFen };
}

/**
 * The tax withheld on a payment of `incomeFen` when `earlierFen` of the same item was already paid
 * this month: the month's income is one 次, so this payment withholds the month's tax minus what
 * the earlier payments withheld (deduction and taxable amount likewise as differences).
 */
export function withholding(type: IncomeType, incomeFen: number, earlierFen = 0): Withholding {
  const before = once(type, earlierFen);
  const month = once(type, earlierFen + incomeFen);
  const taxFen = month.taxFen - before.taxFen;
  return {
    incomeFen,
    deductionFen: month.deductionFen - before.deductionFen,
    taxableFen: month.taxableFen - before.taxableFen,
    rate: `${month.band.ratePercent}%`,
    quickDeductionFen: month.band.quickFen,
    taxFen,
    netFen: incomeFen - taxFen,
  };
}

export type WithholdingOutcome = { ok: true; result: Withholding } | { ok: false; error: string };

/** The calculator's typed input (元 strings, as on the page and the REST query) → the figures or a message. */
export function withholdingFromText(input: { type?: string | undefined; amount?: string | undefined; earlier?: string | undefined }): WithholdingOutcome {
  if (input.type !== "royalty" && input.type !== "service") return { ok: false, error: "所得类型（type）只能为 royalty（特许权使用费）或 service（劳务报酬）" };
  const amount = parseYuan(input.amount, { label: "收入金额", required: true, positive: true });
  if (!amount.ok) return amount;
  const earlier = parseYuan(input.earlier, { label: "本月已支付金额", required: false, positive: false });
  if (!earlier.ok) return earlier;
  return { ok: true, result: withholding(input.type, amount.fen ?? 0, earlier.fen ?? 0) };
}
