// Amounts typed in 元 become integer fen without ever passing through a float (DESIGN §5). The same
// function checks the page's field and the REST/tRPC input, so both show the same Chinese message.

/** 1,000亿元: far above any claim a court has seen, and small enough that band arithmetic stays exact. */
export const MAX_FEN = 10_000_000_000_000;

export type AmountRule = {
  /** Names the field in messages, e.g. 诉讼请求金额. */
  label: string;
  required: boolean;
  /** Whether 0 is refused (a claim of nothing has no fee to compute). */
  positive: boolean;
};

export type AmountParse = { ok: true; fen: number | null } | { ok: false; error: string };

const FULL_WIDTH = /[０-９．，]/g;
const PLAIN = /^(\d+|\d{1,3}(,\d{3})+)?(\.\d*)?$/;

/** "1,500,000.5" → 150000050 fen; blank → null; anything else → a message naming the problem. */
export function parseYuan(raw: string | null | undefined, rule: AmountRule): AmountParse {
  const text = (raw ?? "")
    // Chinese input methods often produce full-width digits and punctuation.
    .replace(FULL_WIDTH, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0))
    .replace(/\s/g, "")
    .replace(/^[¥￥]/, "")
    .replace(/元$/, "");
  if (text === "") return rule.required ? { ok: false, error: `请输入${rule.label}` } : { ok: true, fen: null };
  if (text.startsWith("-")) return { ok: false, error: `${rule.label}不能为负数` };
  if (!PLAIN.test(text) || text === ".") return { ok: false, error: `${rule.label}只能填写数字，如 150000 或 1500.50` };
  const [whole = "", fraction = ""] = text.replace(/,/g, "").split(".");
  if (fraction.length > 2) return { ok: false, error: `${rule.label}最多保留两位小数（精确到分）` };
  // Checked on the digits first so that a 30-digit paste never reaches Number().
  const digits = whole.replace(/^0+/, "");
  const fen = digits.length > 12 ? Number.POSITIVE_INFINITY : Number(digits || "0") * 100 + Number(fraction.padEnd(2, "0"));
  if (fen > MAX_FEN) return { ok: false, error: `${rule.label}不能超过1000亿元` };
  if (fen === 0 && rule.positive) return { ok: false, error: rule.required ? `${rule.label}须大于0` : `${rule.label}须大于0；没有${rule.label}的请留空` };
  return { ok: true, fen };
}

/** Fen → yuan as a JSON number for the REST surface (at most two decimals, exact for safe integers). */
export function fenToYuan(fen: number): number {
  return fen / 100;
}
