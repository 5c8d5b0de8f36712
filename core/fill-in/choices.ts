// 在线填写: the alternatives a template offers — a list of boxes in a sentence (`□一次性支付　□分期支付`)
// or alternative paragraphs (方案一：… / 方案二：…) — found in the text, each list one radio question.

/** One option of a choice: where it is marked in the text and what the form shows for it. */
export type ChoiceOption = {
  /** The box (□ or ☐) or the 方案 marker (`方案一：`): what the chosen option's mark replaces. */
  start: number;
  end: number;
  /** The option's words in the text, from its mark to the next option or the end of the list or paragraph. */
  textEnd: number;
  /** For a 方案: the whole paragraph with its line break, removed when another is chosen. */
  cut?: readonly [number, number];
  label: string;
};

export type Choice = { kind: "box" | "plan"; label: string; options: ChoiceOption[] };

const BOX = /[□☐]/g;
const IS_BOX = /^[□☐]$/;
const LIST_GAP = /^[\s　、／/]*$/;
const LAST_OPTION_END = /[。；;，,：:]/;
const PLAN = /^[（(【[]?方案([一二三四五六七八九十]|\d{1,2})[）)】\]]?[：:、．.\s　]*/;
const SUB_ITEM = /^(（[一二三四五六七八九十\d]+）|\(\d+\)|\d+[.、．)）]|[一二三四五六七八九十]+、)/;
const BLANK_RUN = /[_＿]{2,}/g;

/** What the form shows for an option: its words with blank runs shortened, or 其他 for a box that is only a blank. */
function optionLabel(words: string): string {
  const s = words.trim().replace(BLANK_RUN, "____");
  if (s === "" || s === "____") return "其他";
  return s.length > 40 ? `${s.slice(0, 39)}…` : s;
}

/** Where the last option of a list ends: at the sentence's next break outside brackets. */
function lastOptionEnd(line: string, from: number): number {
  let depth = 0;
  for (let i = from; i < line.length; i++) {
    const c = line[i] ?? "";
    if (c === "（" || c === "(") depth += 1;
    else if (c === "）" || c === ")") {
      if (depth === 0) return i;
      depth -= 1;
    } else if (depth === 0 && (LAST_OPTION_END.test(c) || IS_BOX.test(c))) return i;
  }
  return line.length;
}

/**
 * The box lists of one line (offset: where the line starts in the text). A box continues the list before
 * it when only spaces or 、 stand between the previous option and it and no sentence ended; a list of one
 * box is a tick for the hand, not a choice. Each list comes with the words before it (its label's source).
 */
export function boxListsOf(line: string, offset: number): { before: string; options: ChoiceOption[] }[] {
  const boxes = [...line.matchAll(BOX)].map((m) => m.index ?? 0);
  const lists: number[][] = [];
  for (const at of boxes) {
    const list = lists.at(-1);
    const prev = list?.at(-1);
    const gap = prev === undefined ? "" : line.slice(prev + 1, at);
    const joins = prev !== undefined && !/[。；;]/.test(gap) && /[\s　、／/]$/.test(line.slice(0, at));
    if (list && joins) list.push(at);
    else lists.push([at]);
  }
  const out: { before: string; options: ChoiceOption[] }[] = [];
  let listEnd = 0;
  for (const list of lists) {
    const first = list[0] ?? 0;
    const options = list.map((at, i): ChoiceOption => {
      const next = list[i + 1];
      let end = next ?? lastOptionEnd(line, at + 1);
      while (next !== undefined && end > at + 1 && LIST_GAP.test(line[end - 1] ?? "")) end -= 1;
      return { start: offset + at, end: offset + at + 1, textEnd: offset + end, label: optionLabel(line.slice(at + 1, end)) };
    });
    if (options.length >= 2) out.push({ before: line.slice(listEnd, first), options });
    listEnd = (options.at(-1)?.textEnd ?? offset) - offset;
  }
  return out;
}

/**
 * The 方案 alternatives of a text: paragraphs starting 方案一 / （方案二） / 【方案1】… one after another.
 * A 方案 runs over the lines after it up to the next 方案, a clause heading or an empty line; the last one
 * only over the numbered items right after it (the text after them is the contract again).
 */
export function plansOf(
  lines: readonly string[],
  starts: readonly number[],
  isHeading: (line: string) => boolean,
): { lineIndex: number; options: ChoiceOption[] }[] {
  const out: { lineIndex: number; options: ChoiceOption[] }[] = [];
  const isPlan = (i: number) => PLAN.test((lines[i] ?? "").trim());
  const lineEnd = (i: number) => (starts[i] ?? 0) + (lines[i] ?? "").length;
  for (let i = 0; i < lines.length; ) {
    if (!isPlan(i)) {
      i += 1;
      continue;
    }
    const first = i;
    const paragraphs: [number, number][] = [];
    while (i < lines.length && isPlan(i)) {
      let j = i + 1;
      while (j < lines.length && !isPlan(j) && !isHeading(lines[j] ?? "") && (lines[j] ?? "").trim() !== "") j += 1;
      let k = j;
      while (k < lines.length && (lines[k] ?? "").trim() === "") k += 1;
      if (k < lines.length && isPlan(k)) {
        paragraphs.push([i, j - 1]);
        i = k;
        continue;
      }
      let last = i;
      while (last + 1 < j && SUB_ITEM.test((lines[last + 1] ?? "").trim())) last += 1;
      paragraphs.push([i, last]);
      i = last + 1;
      break;
    }
    if (paragraphs.length < 2) continue;
    const options = paragraphs.map(([from, to]): ChoiceOption => {
      const line = lines[from] ?? "";
      const indent = line.length - line.trimStart().length;
      const marker = PLAN.exec(line.trim())?.[0] ?? "";
      const start = (starts[from] ?? 0) + indent;
      // The paragraph goes with the line break after it (the text's last line has none).
      const cut: [number, number] = [starts[from] ?? 0, to + 1 < lines.length ? (starts[to + 1] ?? 0) : lineEnd(to)];
      return { start, end: start + marker.length, textEnd: lineEnd(to), cut, label: optionLabel(`${marker.trim()}${line.trim().slice(marker.length)}`) };
    });
    out.push({ lineIndex: first, options });
  }
  return out;
}
