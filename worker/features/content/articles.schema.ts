import { z } from "zod";
import { keywordInput } from "#core/library";
import { pageInput } from "#core/page";

// The console article list's filters; unknown values are dropped, as on the other content lists.
export const articlePageInput = pageInput.extend({
  keyword: keywordInput().optional().catch(undefined),
  kind: z.enum(["article", "knowledge"]).optional().catch(undefined),
  classificationId: z.coerce.number().int().positive().optional().catch(undefined),
  /** One status of core/article-publishing.ts; none for all. */
  status: z.coerce.number().int().min(0).max(4).optional().catch(undefined),
  author: keywordInput(20).optional().catch(undefined),
});
export type ArticlePageInput = z.infer<typeof articlePageInput>;
