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
