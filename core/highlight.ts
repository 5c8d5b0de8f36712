import type { Segment } from "./library-labels";

// Free of zod, so pages can highlight hits (judgment text, article body) without loading the schemas.

/** Splits text around every occurrence of the keyword, for highlighting without HTML. */
export function highlight(text: string, keyword: string | undefined): Segment[] {
  if (!keyword) return [{ text, hit: false }];
  const out: Segment[] = [];
  let from = 0;
  for (let at = text.indexOf(keyword); at !== -1; at = text.indexOf(keyword, from)) {
    if (at > from) out.push({ text: text.slice(from, at), hit: false });
    out.push({ text: keyword, hit: true });
    from = at + keyword.length;
  }
  if (from < text.length) out.push({ text: text.slice(from), hit: false });
  return out;
}
