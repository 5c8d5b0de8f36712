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

/** The window of `length` characters from `lead` before the keyword's first hit, with ellipses where cut. */
export function aroundHit(text: string, keyword: string, lead: number, length: number): string {
  const at = text.indexOf(keyword);
  if (at === -1) return text.slice(0, length);
  const from = Math.max(0, at - lead);
  return `${from > 0 ? "…" : ""}${text.slice(from, from + length)}${from + length < text.length ? "…" : ""}`;
}
