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

const CAPITAL_PLACES: Record<string, number> = { 拾: 10, 佰: 100, 仟: 1000 };

/** The integer part of capital numerals (壹万贰仟叁佰 → 12300), groups of 万 and 亿; null when it is not one. */
function capitalsToNumber(text: string): number | null {
  let total = 0;
  let sinceYi = 0;
  let section = 0;
  let digit = 0;
  for (const ch of text) {
    const d = DIGITS.indexOf(ch);
    if (d >= 0) digit = d;
    else if (CAPITAL_PLACES[ch]) {
      section += (digit || 1) * (CAPITAL_PLACES[ch] ?? 0);
      digit = 0;
    } else if (ch === "万") {
      sinceYi += (section + digit) * 10_000;
      section = digit = 0;
    } else if (ch === "亿") {
      total = (total + sinceYi + section + digit) * 100_000_000;
      sinceYi = section = digit = 0;
    } else return null;
  }
  return total + sinceYi + section + digit;
}

/**
 * An amount written in capitals back to fen (人民币壹万贰仟叁佰元整 → 1230000), for checking it against the
 * figures beside it; 元 or 圆, 整 or 正 accepted. null when the text is not an amount in capitals.
 */
export function parseRmbWords(text: string): number | null {
  const words = text.replace(/^人民币/, "").replace(/[整正\s]+$/u, "");
  const m = /^([零壹贰叁肆伍陆柒捌玖拾佰仟万亿]*)[元圆]?(?:([零壹贰叁肆伍陆柒捌玖])角)?(?:零?([零壹贰叁肆伍陆柒捌玖])分)?$/u.exec(words);
  if (!m || words === "" || !/[元圆角分]/u.test(words)) return null;
  const yuan = capitalsToNumber((m[1] ?? "").replace(/零$/u, ""));
  if (yuan === null) return null;
  return yuan * 100 + (m[2] ? DIGITS.indexOf(m[2]) : 0) * 10 + (m[3] ? DIGITS.indexOf(m[3]) : 0);
}
