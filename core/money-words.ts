// 中文大写金额: the capital numerals contracts and invoices write beside an amount in figures.

const DIGITS = "零壹贰叁肆伍陆柒捌玖";
const PLACES = ["", "拾", "佰", "仟"];
const GROUPS = ["", "万", "亿", "万亿"];

/** Four digits of one group (万, 亿) in words, leading zeros left to the caller, inner zeros read once. */
function groupInWords(group: number): string {
  let out = "";
  let zero = false;
  for (let place = 3; place >= 0; place--) {
    const d = Math.floor(group / 10 ** place) % 10;
    if (d === 0) {
      zero = out !== "";
      continue;
    }
    if (zero) out += "零";
    out += DIGITS.charAt(d) + PLACES[place];
    zero = false;
  }
  return out;
}

/**
 * An amount in fen in capital numerals (中文大写金额) by the rules of 《支付结算办法》附一《正确填写票据和结算
 * 凭证的基本规定》: one 零 for a run of zeros inside, none at the end of a group, 整 after 元, nothing after
 * 分, 角 without 整. Contracts write 元; invoices print 圆 (价税合计（大写）). A negative amount, as on a
 * red-letter invoice, reads （负数）….
 */
export function rmbInWords(fen: number, unit: "元" | "圆" = "元"): string {
  if (!Number.isSafeInteger(fen)) throw new RangeError("金额无效");
  if (fen < 0) return `（负数）${rmbInWords(-fen, unit)}`;
  const yuan = Math.floor(fen / 100);
  const jiao = Math.floor(fen / 10) % 10;
  const cents = fen % 10;
  let out = "";
  if (yuan > 0) {
    const groups: number[] = [];
    for (let rest = yuan; rest > 0; rest = Math.floor(rest / 10_000)) groups.push(rest % 10_000);
    let gap = false;
    for (let i = groups.length - 1; i >= 0; i--) {
      const g = groups[i] ?? 0;
      if (g === 0) {
        gap = out !== "";
        continue;
      }
      if (out !== "" && (gap || g < 1000)) out += "零";
      out += groupInWords(g) + GROUPS[i];
      gap = false;
    }
    out += unit;
  }
  if (jiao === 0 && cents === 0) return yuan === 0 ? `零${unit}整` : `${out}整`;
  if (jiao > 0) out += `${DIGITS.charAt(jiao)}角`;
  else if (yuan > 0) out += "零";
  if (cents > 0) out += `${DIGITS.charAt(cents)}分`;
  return out;
}
