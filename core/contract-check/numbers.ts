import { cnToNumber } from "../regulations";

// Numbers, durations, dates and amounts as contracts write them: digits or Chinese numerals, 个月 or 年,
// 2026年1月1日, 人民币12,300元 or 1.5万元.

/** Full-width digits and signs to ASCII, one character for one, so offsets stay those of the original. */
export function halfWidth(text: string): string {
  return text.replace(/[０-９％．，]/gu, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0));
}

/** 12, 1.5, 七, 十二, 两 → the number; NaN otherwise. */
export function readNumber(text: string): number {
  if (/^\d+(?:\.\d+)?$/.test(text)) return Number(text);
  return cnToNumber(text.replace(/两/gu, "二").replace(/〇/gu, "零"));
}

export const NUMBER = "(\\d+(?:\\.\\d+)?|[零〇一二两三四五六七八九十百]+)";

/** A length of time in months (a day counted as 1/30 month, lenient to 31-day months where it matters). */
export type Duration = { months: number; text: string };

const DURATION = new RegExp(`^[\\s为是：:（(]*${NUMBER}\\s*(个自然月|个月|年|周|日|天)`, "u");

/** The duration written right at the start of `text` (after 为 / ：), e.g. "为七个月" → 7 months. */
export function durationAt(text: string): Duration | null {
  const m = DURATION.exec(text);
  if (!m) return null;
  const n = readNumber(m[1] ?? "");
  if (!Number.isFinite(n) || n <= 0) return null;
  const unit = m[2] ?? "";
  // "2026年1月" is a date, not a duration of 2026 years.
  if (unit === "年" && /^\s*\d{1,2}\s*月/u.test(text.slice(m[0].length))) return null;
  const months = unit === "年" ? n * 12 : unit === "周" ? (n * 7) / 30 : unit === "日" || unit === "天" ? n / 30 : n;
  return { months, text: m[0].replace(/^[\s为是：:（(]+/u, "") };
}

export type CalendarDate = { y: number; m: number; d: number };
const DATE = "(\\d{4})\\s*(?:年|-|/|\\.)\\s*(\\d{1,2})\\s*(?:月|-|/|\\.)\\s*(\\d{1,2})\\s*日?";
const RANGE = new RegExp(`(?:自|从)?\\s*${DATE}\\s*(?:起|开始)?\\s*(?:至|到|~|—|-)\\s*${DATE}\\s*(?:止)?`, "gu");

export function isRealDate({ y, m, d }: CalendarDate): boolean {
  const t = new Date(Date.UTC(y, m - 1, d));
  return t.getUTCFullYear() === y && t.getUTCMonth() === m - 1 && t.getUTCDate() === d;
}

const dayNumber = ({ y, m, d }: CalendarDate) => Date.UTC(y, m - 1, d) / 86_400_000;

/** Months from `from` to the day after `to` (a term 2026-01-01 至 2026-12-31 is 12 months). */
export function monthsBetween(from: CalendarDate, to: CalendarDate): number {
  const end = new Date(Date.UTC(to.y, to.m - 1, to.d + 1));
  const whole = (end.getUTCFullYear() - from.y) * 12 + (end.getUTCMonth() + 1 - from.m);
  const anchor = Date.UTC(from.y, from.m - 1 + whole, from.d) / 86_400_000;
  return whole + (end.getTime() / 86_400_000 - anchor) / 30;
}

export type DateRange = { from: CalendarDate; to: CalendarDate; start: number; end: number };

/** Every 自…起至…止 range in the text, with its offsets. */
export function dateRanges(text: string): DateRange[] {
  const out: DateRange[] = [];
  for (const m of text.matchAll(RANGE)) {
    const n = m.slice(1, 7).map(Number);
    out.push({
      from: { y: n[0] ?? 0, m: n[1] ?? 0, d: n[2] ?? 0 },
      to: { y: n[3] ?? 0, m: n[4] ?? 0, d: n[5] ?? 0 },
      start: m.index,
      end: m.index + m[0].length,
    });
  }
  return out;
}

export function isBefore(a: CalendarDate, b: CalendarDate): boolean {
  return dayNumber(a) < dayNumber(b);
}

/** An amount in figures: 人民币12,300元, ¥12300.50, 1.5万元; yuan as a number of fen. */
export type FigureAmount = { fen: number; start: number; end: number };
const AMOUNT =
  /(?:(?:人民币|RMB|¥|￥)\s*)?(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?\s*(万)?\s*元|(?:人民币|RMB|¥|￥)\s*(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?/gu;

export function figureAmounts(text: string): FigureAmount[] {
  const out: FigureAmount[] = [];
  for (const m of text.matchAll(AMOUNT)) {
    const whole = Number((m[1] ?? m[4] ?? "").replace(/,/g, ""));
    const cents = (m[2] ?? m[5] ?? "").padEnd(2, "0");
    const fen = m[3] ? Math.round((whole + Number(`0.${cents || "0"}`)) * 1_000_000) : whole * 100 + Number(cents || "0");
    if (Number.isSafeInteger(fen)) out.push({ fen, start: m.index, end: m.index + m[0].length });
  }
  return out;
}

/** A percentage: 30%, 百分之三十 → 30. */
export function percentAt(text: string): number | null {
  const m = /^[\s为是：:的]*(?:(\d+(?:\.\d+)?)\s*%|百分之([零一二三四五六七八九十百]+(?:点[零一二三四五六七八九]+)?))/u.exec(text);
  if (!m) return null;
  if (m[1]) return Number(m[1]);
  const [whole, frac] = (m[2] ?? "").split("点");
  const n = cnToNumber(whole ?? "");
  if (!Number.isFinite(n)) return null;
  return frac ? Number(`${n}.${[...frac].map((c) => "零一二三四五六七八九".indexOf(c)).join("")}`) : n;
}
