import { halfWidth } from "./numbers";

// The pattern syntax of the key clauses and contract kinds that editors keep in the console (ADR 0025).
// Not a user regex: a visitor's pasted text runs through every pattern, so a pattern must not be able to
// backtrack catastrophically. Words are literal; `|` separates alternatives; `(甲|乙)` groups alternative
// words; `…N` stands for up to N characters within one sentence, `~N` for up to N characters anywhere.
// Groups hold only words, each alternative has at most one gap, and the gaps are bounded, so matching
// stays linear in the text times the gaps' total length.

export const PATTERN_MAX = 160;
const SENTENCE_GAP = { fallback: 20, max: 100 };
const ANY_GAP = { fallback: 100, max: 400 };
const GAPS_TOTAL_MAX = 800;
const ALTERNATIVES_MAX = 30;

/** Regex symbols the syntax does not have: refused so no one believes they work. */
const FOREIGN = /[\\^$.*+?[\]{}]/u;

export const PATTERN_HINT =
  "用“|”分隔可以互相替代的写法，用半角括号把可替代的词括起来，如“(争议|纠纷)…60(仲裁|诉讼)”；“…数字”表示同一句内相隔不超过该字数，“~数字”表示相隔不超过该字数（可跨句）。";

export type Compiled = { ok: true; regex: RegExp } | { ok: false; error: string };

const literal = (words: string) => halfWidth(words).replace(/[\\^$.*+?()[\]{}|/]/gu, "\\$&");

/** Splits at `|` outside parentheses; null when the parentheses do not pair. */
function splitTop(source: string): string[] | null {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < source.length; i++) {
    const c = source[i];
    if (c === "(") depth++;
    else if (c === ")") depth--;
    if (depth < 0 || depth > 1) return null;
    if (c === "|" && depth === 0) {
      parts.push(source.slice(start, i));
      start = i + 1;
    }
  }
  if (depth !== 0) return null;
  parts.push(source.slice(start));
  return parts;
}

type Gap = { regex: string; length: number };

function gapOf(mark: string, digits: string): Gap | string {
  const sentence = mark !== "~";
  const rule = sentence ? SENTENCE_GAP : ANY_GAP;
  const length = digits ? Number(digits) : rule.fallback;
  if (length < 1 || length > rule.max) return `“${sentence ? "…" : "~"}”后的字数应在1到${rule.max}之间`;
  return { regex: sentence ? `[^。\\n]{0,${length}}` : `[\\s\\S]{0,${length}}`, length };
}

// One token at a time: a group, a gap, or a run of words.
const TOKEN = /\(([^()]*)\)|(\.\.\.|…+|~)(\d*)|([^()|…~.]+|\.)/gu;

function alternative(source: string): { regex: string; gaps: number } | string {
  if (!source.trim()) return "“|”两侧和括号内都要写上文字";
  let regex = "";
  let gaps = 0;
  let gapCount = 0;
  let words = 0;
  let lastWasGap = false;
  for (const m of source.matchAll(TOKEN)) {
    const [, group, mark, digits, text] = m;
    if (group !== undefined) {
      const options = group.split("|");
      if (options.some((o) => !o.trim())) return "“|”两侧和括号内都要写上文字";
      if (/…|~|\.\.\./u.test(group)) return "括号内只能写词语，不能使用“…”或“~”";
      regex += `(?:${options.map(literal).join("|")})`;
      words++;
      lastWasGap = false;
    } else if (mark !== undefined) {
      if (words === 0) return "“…”或“~”前后都要有文字";
      const gap = gapOf(mark, digits ?? "");
      if (typeof gap === "string") return gap;
      if (++gapCount > 1) return "每种写法中“…”或“~”最多使用一次";
      regex += gap.regex;
      gaps += gap.length;
      lastWasGap = true;
    } else if (text !== undefined) {
      regex += literal(text);
      words++;
      lastWasGap = false;
    }
  }
  if (lastWasGap) return "“…”或“~”前后都要有文字";
  return { regex, gaps };
}

/** A pattern as a RegExp, or why it is refused (in Chinese, for the console's form). */
export function compilePattern(raw: string): Compiled {
  const source = raw.trim();
  if (!source) return { ok: false, error: "匹配规则不能为空" };
  if (source.length > PATTERN_MAX) return { ok: false, error: `每条匹配规则不能超过${PATTERN_MAX}个字` };
  const foreign = FOREIGN.exec(source.replaceAll("...", "…"));
  if (foreign) return { ok: false, error: `匹配规则不支持符号“${foreign[0]}”：只能使用文字、“|”、半角括号、“…数字”和“~数字”` };
  const parts = splitTop(source);
  if (!parts) return { ok: false, error: "匹配规则中的括号没有成对，或括号内又有括号" };
  if (parts.length > ALTERNATIVES_MAX) return { ok: false, error: `每条匹配规则最多${ALTERNATIVES_MAX}种写法` };
  const alternatives: string[] = [];
  let gaps = 0;
  for (const part of parts) {
    const alt = alternative(part);
    if (typeof alt === "string") return { ok: false, error: alt };
    alternatives.push(alt.regex);
    gaps += alt.gaps;
  }
  if (gaps > GAPS_TOTAL_MAX) return { ok: false, error: `每条匹配规则中各处间隔字数之和不能超过${GAPS_TOTAL_MAX}` };
  return { ok: true, regex: new RegExp(alternatives.join("|"), "u") };
}

/** The patterns that compile; one stored before a syntax change that no longer does is left out, never thrown. */
export function compileAll(sources: readonly string[]): RegExp[] {
  return sources.flatMap((s) => {
    const c = compilePattern(s);
    return c.ok ? [c.regex] : [];
  });
}
