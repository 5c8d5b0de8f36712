// Short Chinese queries (1–2 characters: most Chinese words) cannot use a trigram index. Han text is
// indexed a second time as its single characters and adjacent pairs, space-separated, in an FTS5
// table with the unicode61 tokenizer, so "租" and "租赁" are exact token lookups (DESIGN §5).
const HAN = /\p{Script=Han}+/gu;

/** "房屋租赁" → "房 房屋 屋 屋租 租 租赁 赁": what the grams table indexes. */
export function hanGrams(text: string): string {
  const out: string[] = [];
  for (const run of text.matchAll(HAN)) {
    const chars = [...run[0]];
    for (let i = 0; i < chars.length; i++) {
      out.push(chars[i] as string);
      if (i + 1 < chars.length) out.push(`${chars[i]}${chars[i + 1]}`);
    }
  }
  return out.join(" ");
}

/** Whether a keyword can be looked up in the grams table: one or two Han characters. */
export function isGramQuery(keyword: string): boolean {
  return /^\p{Script=Han}{1,2}$/u.test(keyword);
}

/**
 * The libraries with a grams table (`<library>_grams`, rowid = the row's id) and the columns it indexes:
 * the title on its own (title hits rank first), every other searched column together as `rest`.
 */
export const GRAM_COLUMNS = {
  templates: ["summary", "body"],
  clauses: ["body"],
  documents: ["summary", "body"],
  regulations: ["body", "doc_no", "issuer"],
  cases: ["holding", "body"],
  articles: ["summary", "body"],
} as const;
export type GramLibrary = keyof typeof GRAM_COLUMNS;

/** A library row's grams row; the row is keyed by database column names, as the seed writes it. */
export function gramsRow(library: GramLibrary, row: Record<string, unknown>): { rowid: number; title: string; rest: string } {
  const rest = GRAM_COLUMNS[library].map((c) => String(row[c] ?? "")).join("\n");
  return { rowid: Number(row.id), title: hanGrams(String(row.title ?? "")), rest: hanGrams(rest) };
}
