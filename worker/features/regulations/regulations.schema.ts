import { z } from "zod";
import { keywordInput } from "#core/library";
import { pageInput } from "#core/page";
import { AREA_PATTERN, LEVEL_SLUGS, TIME_PATTERN } from "#core/regulations";

// Filters of the laws-and-regulations list: one schema for the URL of /regulations, the list and counts
// procedures and the REST rows. Unknown filter values are dropped (a shared link never breaks the page).
export const regulationFilters = z.object({
  keyword: keywordInput().optional().catch(undefined),
  category: z.enum(LEVEL_SLUGS).optional().catch(undefined),
  time: z.string().regex(TIME_PATTERN).optional().catch(undefined),
  area: z.string().regex(AREA_PATTERN).optional().catch(undefined),
  timeliness: z.coerce
    .number()
    .pipe(z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]))
    .optional()
    .catch(undefined),
  sort: z.enum(["issued", "views"]).default("issued").catch("issued"),
});
export type RegulationFilters = z.infer<typeof regulationFilters>;

export const regulationListInput = pageInput.extend(regulationFilters.shape);
export type RegulationListInput = z.infer<typeof regulationListInput>;

export const regulationIdInput = z.object({ id: z.coerce.number({ error: "法规编号无效" }).int("法规编号无效").positive("法规编号无效") });

export const latestInput = z.object({ size: z.coerce.number().int().min(1, "条数至少为 1").max(20, "条数最多为 20").default(8) }).default({ size: 8 });
