import { z } from "zod";
import { CATEGORY_SLUG, CLAUSE_KEYWORD_MAX } from "#core/clauses";
import { keywordInput } from "#core/library";
import { pageInput } from "#core/page";

// Inputs of the clause procedures. Filters that come from a URL never fail a page: a malformed
// category or sort falls back to the default instead.
export const clauseListInput = pageInput.extend({
  keyword: keywordInput(CLAUSE_KEYWORD_MAX).optional().catch(undefined),
  category: z.string().regex(CATEGORY_SLUG).optional().catch(undefined),
  sort: z.enum(["latest", "copies"]).default("latest").catch("latest"),
});
export type ClauseListInput = z.infer<typeof clauseListInput>;

export const clauseIdInput = z.object({ id: z.coerce.number({ error: "条款编号无效" }).int("条款编号无效").positive("条款编号无效") });
