import { z } from "zod";
import { KEYWORD_MAX } from "./library-labels";
import { searchText } from "./text";

export { KEYWORD_MAX };

/** A search keyword as every library takes it: unsafe characters dropped (core/text), then capped. */
export function keywordInput(max = KEYWORD_MAX) {
  return z
    .string()
    .transform(searchText)
    .pipe(z.string().max(max, `关键词不能超过 ${max} 个字`));
}

import { pageInput } from "./page";

// Contract-library filters: one schema for the URL of the home page and the list procedure.
/** Characters of the body visitors may read before buying. */
export const PREVIEW_CHARS = 600;

export const templateListInput = pageInput.extend({
  keyword: keywordInput().optional().catch(undefined),
  category: z
    .string()
    .regex(/^[a-z0-9-]{1,40}$/)
    .optional()
    .catch(undefined),
  source: z.coerce
    .number()
    .pipe(z.union([z.literal(0), z.literal(1), z.literal(2)]))
    .optional()
    .catch(undefined),
  price: z.enum(["free", "paid", "vip"]).optional().catch(undefined),
  sort: z.enum(["latest", "downloads", "views"]).default("latest").catch("latest"),
});
export type TemplateListInput = z.infer<typeof templateListInput>;

/** The readable beginning of a contract: whole paragraphs up to about PREVIEW_CHARS characters. */
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
