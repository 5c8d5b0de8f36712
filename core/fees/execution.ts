// 申请执行的申请费 per Article 14(一) of 诉讼费用交纳办法.
import { type Band, cumulative, type FeeOutcome, perCase, total, WAN } from "./bands";
import { parseYuan } from "./money-input";

export const EXECUTION_BANDS: readonly Band[] = [
  { label: "执行金额或者价额不超过1万元的，每件交纳50元", upToFen: WAN, fixedFen: 5_000 },
  { label: "超过1万元至50万元的部分", upToFen: 50 * WAN, permille: 15 },
  { label: "超过50万元至500万元的部分", upToFen: 500 * WAN, permille: 10 },
  { label: "超过500万元至1000万元的部分", upToFen: 1000 * WAN, permille: 5 },
  { label: "超过1000万元的部分", upToFen: null, permille: 1 },
];

/** `amount` is the 执行金额或者价额 in 元; blank means none (每件交纳50元至500元). */
export function executionFee(amount: string | null | undefined): FeeOutcome {
  const parsed = parseYuan(amount, { label: "执行金额", required: false, positive: true });
  if (!parsed.ok) return parsed;
  const lines = parsed.fen === null ? [perCase("没有执行金额或者价额的，每件交纳50元至500元", 50, 500)] : cumulative(parsed.fen, EXECUTION_BANDS);
  return { ok: true, result: total(lines) };
}
