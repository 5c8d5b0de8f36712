// 在线填写: the values of a form put into the template's text, and each value checked by its blank's type.
import { isIdNumber } from "../certification";
import { EMAIL_PATTERN, isValidUscc } from "../invoices";
import { rmbInWords } from "../money-words";
import { isPhone } from "../phone";
import type { Blank, BlankType, Field, Within } from "./blanks";

export type Values = Record<string, string>;

/** The largest amount a contract blank takes: 9,999 亿 yuan (the capitals rule reads up to 亿). */
const MAX_YUAN_DIGITS = 12;
const LANDLINE = /^0\d{2,3}-?\d{7,8}(-\d{1,6})?$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** An amount in yuan as typed (12,300.5 / ¥12300 / 12300元) in fen; null when it is not one with at most 2 decimals. */
export function amountFen(value: string): number | null {
  const m = /^[¥￥]?\s*(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?\s*元?$/.exec(value.trim());
  if (!m) return null;
  const yuan = (m[1] ?? "").replaceAll(",", "").replace(/^0+(?=\d)/, "");
  if (yuan.length > MAX_YUAN_DIGITS) return null;
  return Number(yuan) * 100 + Number((m[2] ?? "").padEnd(2, "0"));
}

/** 1230050 → 12,300.50: how an amount in figures is written into the contract. */
export function amountFigures(fen: number): string {
  const yuan = Math.floor(fen / 100).toLocaleString("en-US");
  return `${yuan}.${String(fen % 100).padStart(2, "0")}`;
}

/** 2026-03-01 (a date input's value) → 2026年3月1日; null when it is not a real date. */
export function dateWords(value: string): string | null {
  const m = DATE.exec(value.trim());
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== mo - 1 || date.getUTCDate() !== d || y < 1900 || y > 2200) return null;
  return `${y}年${mo}月${d}日`;
}

const NUMBER = /^\d+(\.\d{1,4})?$/;
const INTEGER = /^\d+$/;

/** A blank written in an option of a choice the user answered otherwise: not asked, not filled. */
export function isOff(within: Within | undefined, values: Values): boolean {
  const chosen = (within && values[within.key]?.trim()) ?? "";
  return chosen !== "" && chosen !== String(within?.index);
}

/** Why a value does not fit its blank, in a sentence naming the field; null when it fits or is empty (a draft may leave blanks). */
export function valueError(field: Pick<Field, "label" | "type" | "options">, raw: string): string | null {
  const value = raw.trim();
  if (value === "") return null;
  const { label } = field;
  const check: Partial<Record<BlankType, () => string | null>> = {
    uscc: () => (isValidUscc(value.toUpperCase()) ? null : `${label}：统一社会信用代码不正确，请核对 18 位代码`),
    idNumber: () => (isIdNumber(value) ? null : `${label}：身份证号码不正确，请核对 18 位号码及最后一位校验码`),
    usccOrId: () => (isValidUscc(value.toUpperCase()) || isIdNumber(value) ? null : `${label}：请填写正确的统一社会信用代码或身份证号码`),
    phone: () => (isPhone(value) || LANDLINE.test(value) ? null : `${label}：请填写正确的手机号或固定电话`),
    email: () => (EMAIL_PATTERN.test(value) ? null : `${label}：邮箱格式不正确`),
    date: () => (dateWords(value) ? null : `${label}：请选择正确的日期`),
    amount: () => (amountFen(value) !== null ? null : `${label}：请填写金额，最多两位小数`),
    amountWords: () => (amountFen(value) !== null ? null : `${label}：请填写金额，最多两位小数`),
    percent: () => (NUMBER.test(value) && Number(value) <= 100 ? null : `${label}：请填写 0 到 100 之间的百分比数值`),
    days: () => (INTEGER.test(value) && Number(value) <= 36_500 ? null : `${label}：请填写天数（整数）`),
    months: () => (INTEGER.test(value) && Number(value) <= 1_200 ? null : `${label}：请填写月数（整数）`),
    years: () => (INTEGER.test(value) && Number(value) <= 100 ? null : `${label}：请填写年数（整数）`),
    number: () => (NUMBER.test(value) ? null : `${label}：请填写数字`),
    choice: () => (INTEGER.test(value) && Number(value) >= 1 && Number(value) <= (field.options?.length ?? 0) ? null : `${label}：请选择一项`),
  };
  return check[field.type]?.() ?? null;
}

/** The errors of a form, by field key. */
export function valueErrors(fields: readonly Field[], values: Values): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const f of fields) {
    if (isOff(f.within, values)) continue;
    const e = valueError(f, values[f.key] ?? "");
    if (e) errors[f.key] = e;
  }
  return errors;
}

/** What a blank shows for the values; null leaves it as it is (unfilled, or not yet a valid amount or date). */
export function blankText(blank: Blank, values: Values): string | null {
  const value = (values[blank.of ?? blank.key] ?? "").trim();
  if (value === "" || isOff(blank.within, values)) return null;
  if (blank.option) {
    const chosen = value === String(blank.option.index);
    if (blank.option.kind === "plan") return "";
    return chosen ? (blank.option.tick ?? null) : null;
  }
  if (blank.type === "amountWords") {
    const fen = amountFen(value);
    return fen === null ? null : rmbInWords(fen);
  }
  if (blank.type === "amount") {
    const fen = amountFen(value);
    return fen === null ? value : amountFigures(fen);
  }
  if (blank.type === "date") return dateWords(value) ?? value;
  if (blank.type === "uscc" || blank.type === "idNumber" || blank.type === "usccOrId") return value.toUpperCase();
  return value;
}

export type Part = { text: string; key?: string; filled?: boolean };

/** The span of the text a blank's value replaces: a 方案 another was chosen over goes whole, with what is in it. */
function spanOf(b: Blank, values: Values): readonly [number, number] {
  const cut = b.option?.cut;
  const chosen = (values[b.key] ?? "").trim();
  return cut && chosen !== "" && chosen !== String(b.option?.index) ? cut : [b.start, b.end];
}

/** A blank's span of the text and what it becomes there; null leaves it as written. */
export type FilledSpan = { start: number; end: number; key: string; text: string | null };

/** Each blank's span in text order with its value, a span inside one already taken (a removed 方案's blanks) left out. */
export function filledSpans(blanks: readonly Blank[], values: Values): FilledSpan[] {
  const out: FilledSpan[] = [];
  let at = 0;
  const spans = blanks.map((b) => ({ b, span: spanOf(b, values) })).sort((x, y) => x.span[0] - y.span[0] || y.span[1] - x.span[1]);
  for (const { b, span } of spans) {
    const [start, end] = span;
    if (start < at) continue;
    out.push({ start, end, key: b.key, text: b.type === "sign" ? null : blankText(b, values) });
    at = end;
  }
  return out;
}

/** The text cut at its blanks, each blank's part filled or left as written: what the preview highlights. */
export function fillParts(text: string, blanks: readonly Blank[], values: Values): Part[] {
  const parts: Part[] = [];
  let at = 0;
  for (const s of filledSpans(blanks, values)) {
    if (s.start > at) parts.push({ text: text.slice(at, s.start) });
    parts.push({ text: s.text ?? text.slice(s.start, s.end), key: s.key, filled: s.text !== null });
    at = s.end;
  }
  if (at < text.length) parts.push({ text: text.slice(at) });
  return parts;
}

/** The text with the values in; blanks without a value stay as they are (____) to be written by hand. */
export function fillText(text: string, blanks: readonly Blank[], values: Values): string {
  return fillParts(text, blanks, values)
    .map((p) => p.text)
    .join("");
}
