import { formatYuan } from "../money";
import { parseRmbWords, rmbInWords } from "../money-words";
import { RULE_CITATIONS } from "./laws";
import { type DateRange, dateRanges, durationAt, figureAmounts, isBefore, isRealDate, monthsBetween, percentAt } from "./numbers";
import type { Finding, Span } from "./types";

// The numeric and consistency rules: each reads the text, and answers findings with the place they concern.

const STOP = /[。；;\n]/u;

/** The clause-library entries (by title) the rules suggest, read with the kinds before a check. */
export const RULE_SUGGESTIONS = { probation: "试用期约定", earnest: "定金条款", penalty: "违约金约定合理性的确认" } as const;

/** Kinds some rules run for (by key): the console may edit them but not delete them. */
export const RULE_KINDS: Record<string, string> = { labour: "试用期上限", lease: "租赁期限上限" };

/** The sentence around an offset: from after the previous 。；or line break to the next one. */
export function sentenceAt(text: string, index: number): Span {
  let start = index;
  while (start > 0 && !STOP.test(text.charAt(start - 1))) start--;
  let end = index;
  while (end < text.length && !STOP.test(text.charAt(end))) end++;
  return { start, end: Math.min(text.length, end + 1) };
}

/** Each place a keyword occurs, with what follows it (for "试用期为七个月", "定金为……"). */
function* after(text: string, keyword: RegExp): Generator<{ index: number; rest: string }> {
  for (const m of text.matchAll(new RegExp(keyword.source, "gu")))
    yield { index: m.index, rest: text.slice(m.index + m[0].length, m.index + m[0].length + 60) };
}

/** The term of a labour contract in months; Infinity when open-ended, 0 when tied to a task. */
function labourTerm(text: string, ranges: DateRange[]): { months: number; at: number } | null {
  const open = /无固定期限/u.exec(text);
  if (open) return { months: Number.POSITIVE_INFINITY, at: open.index };
  const task = /以完成一定工作任务为期限/u.exec(text);
  if (task) return { months: 0, at: task.index };
  for (const { index, rest } of after(text, /(?:劳动)?合同期限/u)) {
    const d = durationAt(rest);
    if (d) return { months: d.months, at: index };
    const range = ranges.find((r) => r.start >= index && r.start - index <= 12);
    if (range) return { months: monthsBetween(range.from, range.to), at: index };
  }
  return null;
}

function probation(text: string, ranges: DateRange[]): { months: number; at: number } | null {
  for (const { index, rest } of after(text, /试用期/u)) {
    const d = durationAt(rest);
    if (d) return { months: d.months, at: index };
    const range = ranges.find((r) => r.start >= index && r.start - index <= 12);
    if (range) return { months: monthsBetween(range.from, range.to), at: index };
  }
  return null;
}

/** 劳动合同法第十九条: the longest probation a term allows (months), null when none may be agreed. */
export function probationLimit(termMonths: number): number | null {
  if (termMonths < 3) return null;
  if (termMonths < 12) return 1;
  if (termMonths < 36) return 2;
  return 6;
}

/** How the term reads in a sentence: 劳动合同期限为1年 / 劳动合同期限约35.9个月 / 无固定期限劳动合同. */
function termPhrase(months: number): string {
  if (months === Number.POSITIVE_INFINITY) return "无固定期限劳动合同";
  if (months === 0) return "以完成一定工作任务为期限的劳动合同";
  if (months % 12 === 0) return `劳动合同期限为${months / 12}年`;
  return Number.isInteger(months) ? `劳动合同期限为${months}个月` : `劳动合同期限约${Math.round(months * 10) / 10}个月`;
}

function probationRule(text: string, ranges: DateRange[]): Finding[] {
  const trial = probation(text, ranges);
  const term = labourTerm(text, ranges);
  if (!trial || !term) return [];
  const limit = probationLimit(term.months);
  const at = sentenceAt(text, trial.at);
  // A month of 31 days is still one month: compare in whole days of 31.
  const over = limit === null ? trial.months > 0 : (trial.months * 30) / 31 > limit + 1e-9;
  if (!over) return [];
  const trialText = trial.months >= 1 && Number.isInteger(trial.months) ? `${trial.months}个月` : `约${Math.round(trial.months * 30)}日`;
  return [
    {
      rule: "probation-limit",
      severity: "high",
      title: "试用期超过法定上限",
      reason:
        limit === null
          ? `${termPhrase(term.months)}${term.months === 0 ? "" : "，"}依法不得约定试用期，合同却约定了${trialText}试用期。违法约定的试用期已经履行的，用人单位须以劳动者试用期满月工资为标准，按已经履行的期间支付赔偿金。`
          : `${termPhrase(term.months)}，试用期最长${limit}个月，合同约定了${trialText}。违法约定的试用期已经履行的，用人单位须以劳动者试用期满月工资为标准，按超过法定试用期的期间支付赔偿金。`,
      at,
      citations: [...RULE_CITATIONS.probation],
      suggestion: { clauseTitle: RULE_SUGGESTIONS.probation },
    },
  ];
}

const TOTAL = /(?:合同总价款?|总价款|合同总金额|合同总额|合同金额|合同价款|价款总额|总金额|总价)/u;

function contractTotal(text: string): number | null {
  const amounts = figureAmounts(text);
  for (const { index } of after(text, TOTAL)) {
    const next = amounts.find((a) => a.start >= index && a.start - index <= 16);
    if (next) return next.fen;
  }
  return null;
}

function depositRule(text: string): Finding[] {
  const total = contractTotal(text);
  const amounts = figureAmounts(text);
  for (const { index, rest } of after(text, /定金/u)) {
    const ofTotal = /^[^。；\n]{0,12}?(?:合同总价款?|总价款|合同总额|合同金额|合同价款|总金额|总价)的/u.exec(rest);
    const pct = ofTotal ? percentAt(rest.slice(ofTotal[0].length)) : null;
    const fixed = amounts.find((a) => a.start >= index && a.start - index <= 12);
    const share = pct ?? (fixed && total ? (fixed.fen / total) * 100 : null);
    if (share === null || share <= 20 + 1e-9) continue;
    return [
      {
        rule: "earnest-over-20",
        severity: "high",
        title: "定金超过合同标的额的20%",
        reason: `约定的定金约为合同金额的${Math.round(share * 10) / 10}%。定金不得超过主合同标的额的百分之二十，超过部分不产生定金的效力，守约方不能就超出部分主张定金罚则。`,
        at: sentenceAt(text, index),
        citations: [...RULE_CITATIONS.earnest],
        suggestion: { clauseTitle: RULE_SUGGESTIONS.earnest },
      },
    ];
  }
  return [];
}

function penaltyRule(text: string): Finding[] {
  for (const { index, rest } of after(text, /违约金/u)) {
    const m = /^[^。；\n]{0,16}?(?:合同总价款?|总价款|合同总额|合同金额|合同价款|总金额|总价)的/u.exec(rest);
    const pct = m ? percentAt(rest.slice(m[0].length)) : null;
    if (pct === null || pct <= 30) continue;
    return [
      {
        rule: "penalty-high",
        severity: "low",
        title: "违约金比例较高，可能被调减",
        reason: `违约金按合同金额的${pct}%计算。约定的违约金过分高于违约造成的损失的，违约方可以请求人民法院或者仲裁机构适当减少；司法解释以损失为基础衡量，超过造成损失的百分之三十的，一般可以认定为过分高于造成的损失。建议结合可能的实际损失确定比例，或者约定损失的计算方法。`,
        at: sentenceAt(text, index),
        citations: [...RULE_CITATIONS.penalty],
        suggestion: { clauseTitle: RULE_SUGGESTIONS.penalty },
      },
    ];
  }
  return [];
}

function leaseTermRule(text: string, ranges: DateRange[]): Finding[] {
  for (const { index, rest } of after(text, /租赁期限|租期|租赁期/u)) {
    const d = durationAt(rest);
    const range = d ? null : ranges.find((r) => r.start >= index && r.start - index <= 12);
    const months = d?.months ?? (range ? monthsBetween(range.from, range.to) : null);
    if (months === null || months <= 240 + 1e-9) continue;
    return [
      {
        rule: "lease-over-20-years",
        severity: "high",
        title: "租赁期限超过二十年",
        reason: `约定的租赁期限约为${Math.round((months / 12) * 10) / 10}年。租赁期限不得超过二十年，超过部分无效；期满后可以续订，但续订的期限自续订之日起仍不得超过二十年。`,
        at: sentenceAt(text, index),
        citations: [...RULE_CITATIONS.lease],
        suggestion: null,
      },
    ];
  }
  return [];
}

const CAPITALS =
  /(?:人民币)?[零壹贰叁肆伍陆柒捌玖拾][零壹贰叁肆伍陆柒捌玖拾佰仟万亿]*[元圆](?:[零壹贰叁肆伍陆柒捌玖]角)?(?:零?[壹贰叁肆伍陆柒捌玖]分)?[整正]?|(?:人民币)?[零壹贰叁肆伍陆柒捌玖]角(?:零?[壹贰叁肆伍陆柒捌玖]分)?/gu;

function capitalsRule(text: string): Finding[] {
  const amounts = figureAmounts(text);
  const out: Finding[] = [];
  for (const m of text.matchAll(CAPITALS)) {
    const words = parseRmbWords(m[0]);
    if (words === null) continue;
    const near = amounts
      .filter((a) => Math.abs(a.start - m.index) <= 30 && !/[。；\n]/u.test(text.slice(Math.min(a.end, m.index), Math.max(a.start, m.index))))
      .sort((a, b) => Math.abs(a.start - m.index) - Math.abs(b.start - m.index))[0];
    if (!near || near.fen === words) continue;
    out.push({
      rule: "capitals-mismatch",
      severity: "high",
      title: "大小写金额不一致",
      reason: `小写金额为${formatYuan(near.fen)}元，大写却写作“${m[0]}”（即${formatYuan(words)}元）；按小写金额应写作“${rmbInWords(near.fen)}”。金额前后不一致，履行时容易对应付金额产生争议。`,
      at: { start: Math.min(near.start, m.index), end: Math.max(near.end, m.index + m[0].length) },
      citations: [],
      suggestion: null,
    });
  }
  return out;
}

function datesRule(ranges: DateRange[]): Finding[] {
  const out: Finding[] = [];
  for (const r of ranges) {
    const bad = !isRealDate(r.from) || !isRealDate(r.to);
    if (!bad && !isBefore(r.to, r.from)) continue;
    out.push({
      rule: bad ? "date-invalid" : "dates-out-of-order",
      severity: "high",
      title: bad ? "日期不存在" : "起止日期颠倒",
      reason: bad ? "这段期间写到了日历上不存在的日期，请核对年月日。" : "截止日期早于起始日期，期间无法计算，请核对起止时间。",
      at: { start: r.start, end: r.end },
      citations: [],
      suggestion: null,
    });
  }
  return out;
}

const BLANK = /_{2,}|＿+|【\s*】/gu;

function blanksRule(text: string): Finding[] {
  const blanks = [...text.matchAll(BLANK)];
  const first = blanks[0];
  if (!first) return [];
  return [
    {
      rule: "blanks-left",
      severity: "medium",
      title: `有${blanks.length}处空白未填写`,
      reason: "合同中仍有空白（下划线或空括号）。签署前应逐项填写或划去，留白可能被事后填写，引发争议。",
      at: { start: first.index, end: first.index + first[0].length },
      citations: [],
      suggestion: null,
    },
  ];
}

const PARTY = /(甲方|乙方|丙方|出租人|承租人|出卖人|买受人|用人单位|劳动者)\s*(?:[（(][^）)\n]{0,8}[）)])?\s*[：:]\s*([^\s，,。；;：:（(_＿]{2,40})/gu;
const NOT_A_NAME = /^(?:签字|盖章|签名|签章|日期|年|法定代表人|委托代理人|地址|住所|电话)/u;

function partiesRule(text: string): Finding[] {
  const names = new Map<string, { name: string; index: number }[]>();
  for (const m of text.matchAll(PARTY)) {
    const [role, name] = [m[1] ?? "", m[2] ?? ""];
    if (NOT_A_NAME.test(name)) continue;
    names.set(role, [...(names.get(role) ?? []), { name, index: m.index }]);
  }
  const out: Finding[] = [];
  for (const [role, seen] of names) {
    const first = seen[0];
    const other = seen.find((s) => s.name !== first?.name);
    if (!first || !other) continue;
    out.push({
      rule: "party-names-differ",
      severity: "medium",
      title: `${role}名称前后不一致`,
      reason: `${role}在合同中先写作“${first.name}”，后又写作“${other.name}”。当事人名称应与营业执照或身份证件完全一致，前后不一可能导致无法确定合同主体。`,
      at: { start: other.index, end: other.index + role.length + other.name.length + 1 },
      citations: [],
      suggestion: null,
    });
  }
  return out;
}

/** Every numeric and consistency rule the kind calls for. */
export function ruleFindings(text: string, kind: string): Finding[] {
  const ranges = dateRanges(text);
  return [
    ...(kind === "labour" ? probationRule(text, ranges) : []),
    ...(kind === "lease" ? leaseTermRule(text, ranges) : []),
    ...depositRule(text),
    ...penaltyRule(text),
    ...capitalsRule(text),
    ...datesRule(ranges),
    ...blanksRule(text),
    ...partiesRule(text),
  ];
}
