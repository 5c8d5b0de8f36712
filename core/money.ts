// Money is integer fen everywhere (DESIGN §5); only display converts to yuan.
const groups = /\B(?=(\d{3})+(?!\d))/g;

/** 123450 → "1,234.50" */
export function formatFen(fen: number): string {
  if (!Number.isSafeInteger(fen)) throw new RangeError(`金额必须是整数分：${fen}`);
  const sign = fen < 0 ? "-" : "";
  const abs = Math.abs(fen);
  const yuan = Math.trunc(abs / 100)
    .toString()
    .replace(groups, ",");
  const cents = (abs % 100).toString().padStart(2, "0");
  return `${sign}${yuan}.${cents}`;
}

/** 123450 → "¥1,234.50" */
export function formatYuan(fen: number): string {
  const text = formatFen(fen);
  return text.startsWith("-") ? `-¥${text.slice(1)}` : `¥${text}`;
}

/** Exact yuan text → fen: "12.3" → 1230, "0.05" → 5. Alipay's amounts and REST inputs; never a float. */
export function parseYuan(text: string): number {
  const m = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!m) throw new RangeError(`金额格式不正确：${text}`);
  return Number(m[1]) * 100 + Number((m[2] ?? "").padEnd(2, "0"));
}

/** fen → exact yuan text with two decimals and no separators: 1230 → "12.30" (Alipay total_amount). */
export function yuanText(fen: number): string {
  if (!Number.isSafeInteger(fen) || fen < 0) throw new RangeError(`金额必须是非负整数分：${fen}`);
  return `${Math.trunc(fen / 100)}.${(fen % 100).toString().padStart(2, "0")}`;
}
