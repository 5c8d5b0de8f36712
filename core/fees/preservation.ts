// 申请保全措施的申请费 per Article 14(二) of 诉讼费用交纳办法.
import { type Band, cumulative, type FeeOutcome, perCase, total, WAN } from "./bands";
import { parseYuan } from "./money-input";

export const PRESERVATION_BANDS: readonly Band[] = [
  { label: "财产数额不超过1000元的，每件交纳30元", upToFen: 100_000, fixedFen: 3_000 },
  { label: "超过1000元至10万元的部分", upToFen: 10 * WAN, permille: 10 },
  { label: "超过10万元的部分", upToFen: null, permille: 5 },
];

/** 当事人申请保全措施交纳的费用最多不超过5000元. */
export const PRESERVATION_CAP_FEN = 500_000;

/** `amount` is the 实际保全的财产数额 in 元; blank means 不涉及财产数额 (30元 per case). */
export function preservationFee(amount: string | null | undefined): FeeOutcome {
  const parsed = parseYuan(amount, { label: "保全财产数额", required: false, positive: false });
  if (!parsed.ok) return parsed;
  const lines = parsed.fen === null ? [perCase("不涉及财产数额的，每件交纳30元", 30, 30)] : cumulative(parsed.fen, PRESERVATION_BANDS);
  const full = total(lines);
  if (full.minFen <= PRESERVATION_CAP_FEN) return { ok: true, result: full };
  const cut = PRESERVATION_CAP_FEN - full.minFen;
  return {
    ok: true,
    result: total([...lines, { label: "费用封顶：当事人申请保全措施交纳的费用最多不超过5000元", baseFen: null, rate: null, minFen: cut, maxFen: cut }]),
  };
}
