// What of a contract a visitor may read before buying, and therefore what search may index. No
// imports: the seed and the benchmark load this file under plain Node.

/** Characters of the body visitors may read before buying. */
export const PREVIEW_CHARS = 600;

/**
 * The readable beginning of a contract: whole paragraphs up to about PREVIEW_CHARS characters.
 * drizzle/0024_templates_search_public.sql writes the same cut in SQL for the trigram index.
 */
export function previewOf(body: string): string {
  if (body.length <= PREVIEW_CHARS) return body;
  const cut = body.lastIndexOf("\n", PREVIEW_CHARS);
  return body.slice(0, cut > PREVIEW_CHARS / 2 ? cut : PREVIEW_CHARS).trimEnd();
}

/**
 * The part of a template's body that search may index: everything of a free template, only the
 * preview of a paid one, so a search never tells whether a phrase sits behind the paywall.
 */
export function searchableBody(body: string, priceFen: number): string {
  return priceFen > 0 ? previewOf(body) : body;
}
