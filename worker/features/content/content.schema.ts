import { z } from "zod";
import { keywordInput } from "#core/library";
import { pageInput } from "#core/page";
import { REGULATION_LEVELS, TIMELINESS_VALUES } from "#core/regulations";

// The console lists' filters (the forms' schemas are in core/content.ts, which the browser loads too).
// Unknown filter values are dropped, as on the public lists: a edited URL never breaks the page.

const status = z.enum(["all", "published", "hidden"]).default("all").catch("all");
const levelNames = REGULATION_LEVELS.map((l) => l.name) as [string, ...string[]];

export const regulationPageInput = pageInput.extend({
  keyword: keywordInput().optional().catch(undefined),
  level: z.enum(levelNames).optional().catch(undefined),
  timeliness: z.coerce
    .number()
    .pipe(z.literal([...TIMELINESS_VALUES]))
    .optional()
    .catch(undefined),
  status,
});
export type RegulationPageInput = z.infer<typeof regulationPageInput>;

export const casePageInput = pageInput.extend({
  keyword: keywordInput().optional().catch(undefined),
  causeId: z.coerce.number().int().positive().optional().catch(undefined),
  court: keywordInput(40).optional().catch(undefined),
  status,
});
export type CasePageInput = z.infer<typeof casePageInput>;

export const clausePageInput = pageInput.extend({
  keyword: keywordInput().optional().catch(undefined),
  categoryId: z.coerce.number().int().positive().optional().catch(undefined),
  status,
});
export type ClausePageInput = z.infer<typeof clausePageInput>;

/** Documents are filtered as clauses are: title, category (a top one covers its children), status. */
export const documentPageInput = clausePageInput;
export type DocumentPageInput = ClausePageInput;

export const templatePageInput = pageInput.extend({
  keyword: keywordInput().optional().catch(undefined),
  categoryId: z.coerce.number().int().positive().optional().catch(undefined),
  source: z.coerce
    .number()
    .pipe(z.literal([0, 1, 2]))
    .optional()
    .catch(undefined),
  status,
});
export type TemplatePageInput = z.infer<typeof templatePageInput>;
