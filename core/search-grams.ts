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
