import { diffArrays, diffChars } from "diff";

// Comparing a contract with a template clause by clause (issue 18): paragraphs are the clauses, aligned
// by content (numbering and spacing ignored, so renumbered clauses still pair up), and a changed clause
// shows what differs inside it character by character (jsdiff).

export type Piece = { text: string; changed: boolean };
export type CompareRow =
  | { kind: "same"; template: string; mine: string }
  | { kind: "changed"; template: Piece[]; mine: Piece[]; similarity: number }
  | { kind: "removed"; template: string }
  | { kind: "added"; mine: string };

/** Two clauses that share at least this much (Dice over character pairs) are the same clause, changed. */
export const SAME_CLAUSE = 0.5;

const NUMBERING = /^(?:第[零一二三四五六七八九十百]+[条章节]|[一二三四五六七八九十]+、|[（(][一二三四五六七八九十\d]+[）)]|\d+(?:\.\d+)*[.、．]?)\s*/u;

/** The clauses of a text: its non-empty paragraphs. */
export function clausesOf(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean);
}

const core = (clause: string) => clause.replace(NUMBERING, "").replace(/[\s\u3000]+/gu, "");

function pairs(text: string): Map<string, number> {
  const out = new Map<string, number>();
  const chars = [...text];
  for (let i = 0; i + 1 < chars.length; i++) {
    const p = `${chars[i]}${chars[i + 1]}`;
    out.set(p, (out.get(p) ?? 0) + 1);
  }
  return out;
}

/** Dice similarity of two clauses over character pairs, numbering and spacing ignored (0–1). */
export function similarity(a: string, b: string): number {
  const [x, y] = [core(a), core(b)];
  if (x === y) return 1;
  const [px, py] = [pairs(x), pairs(y)];
  let shared = 0;
  let total = 0;
  for (const [p, n] of px) {
    shared += Math.min(n, py.get(p) ?? 0);
    total += n;
  }
  for (const n of py.values()) total += n;
  return total === 0 ? 0 : (2 * shared) / total;
}

function pieces(template: string, mine: string): { template: Piece[]; mine: Piece[] } {
  const out = { template: [] as Piece[], mine: [] as Piece[] };
  for (const part of diffChars(template, mine)) {
    if (!part.added) out.template.push({ text: part.value, changed: Boolean(part.removed) });
    if (!part.removed) out.mine.push({ text: part.value, changed: Boolean(part.added) });
  }
  return out;
}

/** The template's clauses against the user's, in the user's order: same, changed, removed from the template, added. */
export function compareClauses(templateText: string, myText: string): CompareRow[] {
  const template = clausesOf(templateText);
  const mine = clausesOf(myText);
  const rows: CompareRow[] = [];
  let t = 0;
  let m = 0;
  for (const part of diffArrays(template, mine, { comparator: (a, b) => similarity(a, b) >= SAME_CLAUSE })) {
    const n = part.count ?? part.value.length;
    for (let i = 0; i < n; i++) {
      if (part.removed) rows.push({ kind: "removed", template: template[t++] ?? "" });
      else if (part.added) rows.push({ kind: "added", mine: mine[m++] ?? "" });
      else {
        const [a, b] = [template[t++] ?? "", mine[m++] ?? ""];
        if (core(a) === core(b)) rows.push({ kind: "same", template: a, mine: b });
        else rows.push({ kind: "changed", ...pieces(a, b), similarity: similarity(a, b) });
      }
    }
  }
  return rows;
}

export function compareSummary(rows: CompareRow[]): Record<CompareRow["kind"], number> {
  const out = { same: 0, changed: 0, removed: 0, added: 0 };
  for (const r of rows) out[r.kind]++;
  return out;
}
