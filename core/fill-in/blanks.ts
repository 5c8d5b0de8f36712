// 在线填写: the blanks of a template's text (runs of `_` or `＿`), what each one asks for, and which of
// them are one question; the alternatives it offers (□ lists, 方案一 / 方案二) are radio questions. Pure,
// so the browser's live preview and the server's download read a template the same way.
import { boxListsOf, type ChoiceOption, plansOf } from "./choices";

export type BlankType =
  | "party"
  | "uscc"
  | "idNumber"
  | "usccOrId"
  | "phone"
  | "email"
  | "address"
  | "date"
  | "amount"
  | "amountWords"
  | "percent"
  | "days"
  | "months"
  | "years"
  | "number"
  | "sign"
  | "text"
  | "choice";

/** Which option of which choice a blank is written in: it is asked only while that option is chosen. */
export type Within = { key: string; index: number };

export type Blank = {
  /** The span of the text the value replaces (an amount in capitals also takes the 元/元整 after it). */
  start: number;
  end: number;
  label: string;
  /** Blanks with one key are one question: a party's name in the header and the signature block. */
  key: string;
  type: BlankType;
  /** The numbered article (第四条　租金及支付方式) the blank is in; null in the header and signature block. */
  clause: string | null;
  /** 甲方, 乙方… when the label or the party block names one. */
  party: string | null;
  /** An amount in capitals: the key of the amount in figures it spells out (not asked itself). */
  of?: string;
  /**
   * A choice's option (type "choice"), numbered from 1: a box becomes `tick` when chosen (□ → ■, ☐ → ☑, the
   * filled box of the same set, so the font that has one has the other); a 方案 loses its marker when
   * chosen and its paragraph (`cut`) when another is.
   */
  option?: { index: number; kind: "box" | "plan"; label: string; tick?: string; cut?: readonly [number, number] };
  within?: Within;
};

/** One question of the form: the first blank of its key, and how many places it fills. */
export type Field = Pick<Blank, "key" | "label" | "type" | "clause" | "party" | "within"> & {
  places: number;
  /** A choice's options, numbered from 1 in this order. */
  options?: string[];
};

const BLANK = /[_＿]{2,}\s*年\s*[_＿]{2,}\s*月\s*[_＿]{2,}\s*日|[_＿]{2,}/g;
const DATE_BLANK = /^[_＿]{2,}\s*年/;
const CLAUSE = /^(第[一二三四五六七八九十百零〇\d]+条|[一二三四五六七八九十]+、)/;
const PARTY_HEAD = /^([甲乙丙丁戊]方)(（[^）]*）)?[：:]/;
const PARTY_NAME = /^([甲乙丙丁戊]方)(（[^）]*）)?$/;
const BREAKS = /[，,。；;：:、！？!?\s　□☐]/g;
const TRAILING = /(（大写）|大写|[（(]|[¥￥]|人民币|[，,；;：:、\s　□☐]|为|是|自|从|在)$/;
const LEADING = /^(（[一二三四五六七八九十\d]+）|\d+[.、．]\s*|其中|并且|并|且|以及|或者|即)/;
/** Quantities are terms of their own clause: the same words in another article ask something else. */
const PER_CLAUSE: ReadonlySet<BlankType> = new Set(["days", "months", "years", "number", "percent"]);

function labelOf(segment: string): string {
  let s = segment.trim();
  for (let prev = ""; prev !== s; ) {
    prev = s;
    s = s.replace(TRAILING, "").trim();
  }
  const cut = Math.max(...[...s.matchAll(BREAKS)].map((m) => (m.index ?? -1) + 1), 0);
  s = s.slice(cut).trim();
  for (let prev = ""; prev !== s; ) {
    prev = s;
    s = s.replace(LEADING, "");
  }
  return s;
}

/** The words right after a blank, up to the next break or blank: the unit it counts (日, 个月, %). */
function wordAfter(after: string): string {
  return after.split(/[，,。；;：:、！？!?\s　_＿（）()]/)[0]?.slice(0, 10) ?? "";
}

function typeOf(label: string, seg: string, after: string, isDate: boolean): BlankType {
  if (isDate) return "date";
  if (PARTY_NAME.test(label)) return "party";
  if (/大写/.test(seg)) return "amountWords";
  if (/^\s*[元圆]/.test(after) || /[¥￥]\s*$/.test(seg) || /人民币\s*$/.test(seg)) return "amount";
  if (/^\s*[%％]/.test(after) || /百分之\s*$/.test(seg)) return "percent";
  if (/^\s*个?月/.test(after)) return "months";
  if (/^\s*(日|天|个?工作日)/.test(after)) return "days";
  if (/^\s*年/.test(after)) return "years";
  if (/^\s*(倍|次|份|平方米|㎡|人|台|辆|件|套|亩|层|间|公里|千克|吨|小时|周)/.test(after)) return "number";
  if (/统一社会信用代码/.test(label)) return /身份证/.test(label) ? "usccOrId" : "uscc";
  if (/身份证|公民身份号码/.test(label)) return "idNumber";
  if (/电话|手机|联系方式/.test(label)) return "phone";
  if (/邮箱|电子邮件/.test(label)) return "email";
  if (/住所|住址|地址|坐落|所在地/.test(label)) return "address";
  if (/签字|签章|盖章|签名/.test(label)) return "sign";
  if (/日期$/.test(label)) return "date";
  return "text";
}

type Draft = Omit<Blank, "key"> & { scope: string };
type Span = { from: number; to: number; within: Within; label: string; box: boolean };

/** A choice's label: the words before its list, or with the options spelled out when those are one word (由□甲方　□乙方). */
function choiceLabel(before: string, options: readonly ChoiceOption[]): string {
  const label = labelOf(before.split(/[_＿]{2,}/).at(-1) ?? "");
  const spelled = options.map((o) => o.label).join("／");
  if (label.length >= 2) return label;
  return label ? `${label}（${spelled}）` : spelled;
}

/** The blanks of a template's text in order; `____年____月____日` is one date blank. */
export function blanksOf(text: string): Blank[] {
  const out: Draft[] = [];
  let clause: string | null = null;
  let blockParty: string | null = null;
  let offset = 0;
  const lines = text.split("\n");
  let pos = 0;
  const starts = lines.map((l) => {
    const start = pos;
    pos += l.length + 1;
    return start;
  });
  const plans = new Map(plansOf(lines, starts, (l) => CLAUSE.test(l.trim())).map((p) => [p.lineIndex, p.options]));
  const spans: Span[] = [];
  const choiceKeys = new Map<string, number>();
  const addChoice = (label: string, kind: "box" | "plan", options: readonly ChoiceOption[]) => {
    const base = `${clause ?? ""}｜${label}·选择`;
    const n = (choiceKeys.get(base) ?? 0) + 1;
    choiceKeys.set(base, n);
    const key = n > 1 ? `${base}${n}` : base;
    options.forEach((o, i) => {
      const option = { index: i + 1, kind, label: o.label, ...(o.cut ? { cut: o.cut } : { tick: text[o.start] === "☐" ? "☑" : "■" }) };
      out.push({ start: o.start, end: o.end, label, type: "choice", clause, party: blockParty, option, scope: key });
      spans.push({ from: kind === "box" ? o.end : o.start, to: o.textEnd, within: { key, index: i + 1 }, label, box: kind === "box" });
    });
  };
  for (const [lineIndex, line] of lines.entries()) {
    const trimmed = line.trim();
    if (trimmed === "") blockParty = null;
    else if (CLAUSE.test(trimmed)) {
      clause = trimmed.slice(0, 30);
      blockParty = null;
    } else if (trimmed.startsWith("（以下无正文")) clause = null;
    const head = PARTY_HEAD.exec(trimmed);
    if (head) blockParty = head[1] ?? null;
    const plan = plans.get(lineIndex);
    if (plan) addChoice(clause?.replace(CLAUSE, "").trim() || "方案选择", "plan", plan);
    for (const list of boxListsOf(line, offset)) addChoice(choiceLabel(list.before, list.options), "box", list.options);
    let prev: Draft | null = null;
    let prevEnd = 0;
    for (const m of line.matchAll(BLANK)) {
      const at = m.index ?? 0;
      const seg = line.slice(prevEnd, at);
      const after = line.slice(at + m[0].length);
      const isDate = DATE_BLANK.test(m[0]);
      let label = labelOf(seg);
      let type = typeOf(label, seg, after, isDate);
      if (prev?.type === "date" && isDate && /^\s*起?[至到]\s*$/.test(seg)) {
        label = `${prev.label}（止）`;
        prev.label = `${prev.label}（起）`;
        if (prev.scope === label.slice(0, -3)) prev.scope = prev.label;
      } else if (prev && label.length < 2 && !/[，,。；;]/.test(seg)) {
        // 元（¥____ after 人民币（大写）____: the same amount in figures.
        if (prev.type === "amountWords" && type === "amount") label = prev.label;
        else if (prev.type === "amount" && type === "amountWords") label = prev.label;
        else label = `${prev.label}${seg.trim()}…${wordAfter(after)}`;
      } else if (label.length < 2) label = `${label}…${wordAfter(after)}`;
      type = type === "text" || type === "sign" ? typeOf(label, seg, after, isDate) : type;
      const nameParty = PARTY_NAME.exec(label)?.[1] ?? null;
      const party = nameParty ?? /^([甲乙丙丁戊]方)/.exec(label)?.[1] ?? blockParty;
      if (type === "sign" && nameParty) type = "party";
      let end = at + m[0].length;
      if (type === "amountWords") end += /^[元圆](整|正)?/.exec(after)?.[0].length ?? 0;
      const blank: Draft = { start: offset + at, end: offset + end, label, type, clause, party, scope: "" };
      const span = spans.find((s) => s.from <= blank.start && blank.start < s.to);
      if (span) blank.within = span.within;
      if (span?.box && text.slice(span.from, span.to).trim() === m[0]) {
        // A box that is only a blank (□________) is "other": what it is, written in.
        blank.label = `${span.label}（其他）`;
        blank.type = "text";
        blank.scope = `${span.within.key}·其他`;
      } else if (type === "party") blank.scope = `${nameParty ?? party}·名称`;
      else if (blockParty && clause === null) blank.scope = `${blockParty}·${label}`;
      else if (PER_CLAUSE.has(type)) blank.scope = `${clause ?? ""}｜${label}·${type}`;
      else blank.scope = label;
      if (prev && type === "amount" && prev.type === "amountWords" && prev.label === label) prev.of = blank.scope;
      if (prev && type === "amountWords" && prev.type === "amount" && prev.label === label) blank.of = prev.scope;
      if (type === "party" && nameParty) blank.label = out.find((b) => b.scope === blank.scope)?.label ?? label;
      out.push(blank);
      prev = blank;
      prevEnd = end;
    }
    offset += line.length + 1;
  }
  return out.sort((a, b) => a.start - b.start).map(({ scope, ...b }) => ({ ...b, key: b.type === "amountWords" && b.of ? `${b.of}·大写` : scope }));
}

/** What the form asks: one field per key, in the order of first appearance; amounts in capitals and signatures are not asked. */
export function fieldsOf(blanks: readonly Blank[]): Field[] {
  const fields = new Map<string, Field>();
  for (const b of blanks) {
    if (b.type === "sign" || (b.type === "amountWords" && b.of)) continue;
    const seen = fields.get(b.key);
    if (seen && b.option) seen.options?.push(b.option.label);
    else if (seen) seen.places += 1;
    else {
      const field: Field = { key: b.key, label: b.label, type: b.type, clause: b.clause, party: b.party, places: 1 };
      if (b.within) field.within = b.within;
      if (b.option) field.options = [b.option.label];
      fields.set(b.key, field);
    }
  }
  return [...fields.values()];
}

/** The group a question is shown in: its clause, its party's block, or the signing details after the text. */
export function groupOf(f: Pick<Field, "clause" | "party">): string {
  return f.clause ?? (f.party ? `${f.party}信息` : "签订信息");
}

/** The types an author or the console may give a question (a choice stays a choice; capitals follow their figures). */
export const CONFIRMABLE_TYPES = [
  "party",
  "uscc",
  "idNumber",
  "usccOrId",
  "phone",
  "email",
  "address",
  "date",
  "amount",
  "amountWords",
  "percent",
  "days",
  "months",
  "years",
  "number",
  "text",
] as const satisfies readonly BlankType[];

export const BLANK_TYPE_TEXT: Record<BlankType | ConfirmedType, string> = {
  party: "当事人名称",
  uscc: "统一社会信用代码",
  idNumber: "身份证号码",
  usccOrId: "信用代码或身份证号",
  phone: "电话",
  email: "邮箱",
  address: "地址",
  date: "日期",
  amount: "金额",
  amountWords: "金额（大写）",
  percent: "百分比",
  days: "天数",
  months: "月数",
  years: "年数",
  number: "数字",
  sign: "签字盖章",
  text: "文字",
  choice: "选择",
  skip: "不需填写",
};

/** `skip`: confirmed as not to be asked (left as written, to be filled by hand). */
export type ConfirmedType = (typeof CONFIRMABLE_TYPES)[number] | "choice" | "skip";
export type ConfirmedBlank = { key: string; type: ConfirmedType; label: string };

/**
 * The blanks as confirmed: each question's type and label as its author or the console set them. A
 * question skipped is left for the hand (as a signature line is); a choice keeps its type; a blank whose
 * amount in figures became another type no longer spells it out in capitals.
 */
export function applyConfirmed(blanks: readonly Blank[], confirmed: readonly ConfirmedBlank[]): Blank[] {
  const byKey = new Map(confirmed.map((c) => [c.key, c]));
  const out = blanks.map((b): Blank => {
    const c = byKey.get(b.key);
    if (!c) return b;
    if (c.type === "skip") return { ...b, label: c.label, type: "sign" };
    if (b.type === "choice" || (b.type === "amountWords" && b.of)) return { ...b, label: c.label };
    return { ...b, label: c.label, type: c.type };
  });
  const amounts = new Set(out.filter((b) => b.type === "amount").map((b) => b.key));
  return out.map((b) => {
    if (b.type !== "amountWords" || !b.of || amounts.has(b.of)) return b;
    const { of: _, ...rest } = b;
    return { ...rest, type: "sign" };
  });
}
