// 案件受理费 per Article 13 of 诉讼费用交纳办法 (国务院令第481号), halved per Articles 15–16.
import { type Band, cumulative, type FeeLine, type FeeOutcome, type FeeResult, perCase, roundHalfUp, total, WAN } from "./bands";
import { parseYuan } from "./money-input";
import { feeType } from "./types";

/** Article 13(一): 财产案件根据诉讼请求的金额或者价额，按照下列比例分段累计交纳. */
export const PROPERTY_BANDS: readonly Band[] = [
  { label: "不超过1万元的，每件交纳50元", upToFen: WAN, fixedFen: 5_000 },
  { label: "超过1万元至10万元的部分", upToFen: 10 * WAN, permille: 25 },
  { label: "超过10万元至20万元的部分", upToFen: 20 * WAN, permille: 20 },
  { label: "超过20万元至50万元的部分", upToFen: 50 * WAN, permille: 15 },
  { label: "超过50万元至100万元的部分", upToFen: 100 * WAN, permille: 10 },
  { label: "超过100万元至200万元的部分", upToFen: 200 * WAN, permille: 9 },
  { label: "超过200万元至500万元的部分", upToFen: 500 * WAN, permille: 8 },
  { label: "超过500万元至1000万元的部分", upToFen: 1000 * WAN, permille: 7 },
  { label: "超过1000万元至2000万元的部分", upToFen: 2000 * WAN, permille: 6 },
  { label: "超过2000万元的部分", upToFen: null, permille: 5 },
];

/** Article 13(二)1: 涉及财产分割，财产总额不超过20万元的，不另行交纳；超过20万元的部分，按照0.5%交纳. */
export const DIVORCE_PROPERTY_BANDS: readonly Band[] = [
  { label: "财产总额不超过20万元的，不另行交纳", upToFen: 20 * WAN, fixedFen: 0 },
  { label: "财产总额超过20万元的部分", upToFen: null, permille: 5 },
];

/** Article 13(二)2: 涉及损害赔偿，不超过5万元的不另行交纳；5万至10万元1%；超过10万元0.5%. */
export const PERSONALITY_DAMAGES_BANDS: readonly Band[] = [
  { label: "赔偿金额不超过5万元的，不另行交纳", upToFen: 5 * WAN, fixedFen: 0 },
  { label: "赔偿金额超过5万元至10万元的部分", upToFen: 10 * WAN, permille: 10 },
  { label: "赔偿金额超过10万元的部分", upToFen: null, permille: 5 },
];

export type LitigationInput = { type: number; amount?: string | null; halve?: boolean };

/** The fee for one case type; `amount` is the 元 string as typed, ignored for types without one. */
export function litigationFee(input: LitigationInput): FeeOutcome {
  const type = feeType(input.type);
  if (!type) return { ok: false, error: "请选择案件类型" };
  let amountFen: number | null = null;
  if (type.amountLabel) {
    const parsed = parseYuan(input.amount, { label: type.amountLabel, required: type.isCheck === 1, positive: type.isProperty });
    if (!parsed.ok) return parsed;
    amountFen = parsed.fen;
  }
  const full = total(chargeLines(type.value, amountFen));
  return { ok: true, result: input.halve ? halve(full) : full };
}

function chargeLines(type: number, amountFen: number | null): FeeLine[] {
  const over = (bands: readonly Band[]) => (amountFen ? cumulative(amountFen, bands) : []);
  switch (type) {
    case 1:
      return over(PROPERTY_BANDS);
    case 2:
      return [perCase("离婚案件每件交纳50元至300元", 50, 300), ...over(DIVORCE_PROPERTY_BANDS)];
    case 3:
      return [perCase("侵害人格权案件每件交纳100元至500元", 100, 500), ...over(PERSONALITY_DAMAGES_BANDS)];
    case 4:
      return [perCase("其他非财产案件每件交纳50元至100元", 50, 100)];
    case 5:
      // 有争议金额或者价额的，按照财产案件的标准交纳.
      return amountFen ? over(PROPERTY_BANDS) : [perCase("没有争议金额或者价额的，每件交纳500元至1000元", 500, 1000)];
    case 6:
      return [perCase("劳动争议案件每件交纳10元", 10, 10)];
    case 7:
      return [perCase("商标、专利、海事行政案件每件交纳100元", 100, 100)];
    case 8:
      return [perCase("其他行政案件每件交纳50元", 50, 50)];
    default:
      return [perCase("管辖权异议不成立的，每件交纳50元至100元", 50, 100)];
  }
}

/**
 * Articles 15–16 (调解结案或撤诉; 简易程序): the fee is halved once even when several grounds apply.
 * The half is taken of the full fee as computed above (already to the fen), rounded half-up, so a
 * user can check it from the total shown; the halving is a row of its own so the rows still add up.
 */
function halve(full: FeeResult): FeeResult {
  const minFen = roundHalfUp(full.minFen, 2);
  const maxFen = roundHalfUp(full.maxFen, 2);
  const line: FeeLine = { label: "减半交纳（第十五条、第十六条）", baseFen: null, rate: null, minFen: minFen - full.minFen, maxFen: maxFen - full.maxFen };
  return { minFen, maxFen, lines: [...full.lines, line] };
}
