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

/**
 * What every library list takes from its URL: the page, a keyword and a category (or classification)
 * slug, first or second level. A malformed filter reads as none, so a shared link never breaks.
 */
export const libraryListInput = (keywordMax = KEYWORD_MAX) =>
  pageInput.extend({
    keyword: keywordInput(keywordMax).optional().catch(undefined),
    category: z
      .string()
      .regex(/^[a-z0-9-]{1,40}$/)
      .optional()
      .catch(undefined),
  });

// Contract-library filters: one schema for the URL of the home page and the list procedure.
export { PREVIEW_CHARS, previewOf, searchableBody } from "./preview";

export const templateListInput = libraryListInput().extend({
  source: z.coerce
    .number()
    .pipe(z.union([z.literal(0), z.literal(1), z.literal(2)]))
    .optional()
    .catch(undefined),
  price: z.enum(["free", "paid", "vip"]).optional().catch(undefined),
  sort: z.enum(["latest", "downloads", "views"]).default("latest").catch("latest"),
});
export type TemplateListInput = z.infer<typeof templateListInput>;
