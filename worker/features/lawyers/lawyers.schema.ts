import { z } from "zod";
import { DICT_LABEL_MAX } from "#core/dictionaries";
import { LAWYER_SORTS, type LawyerSort } from "#core/lawyers";
import { keywordInput } from "#core/library";
import { pageInput } from "#core/page";
import { REGION_CODE } from "#core/regions";

// Directory filters: one schema for the URL of /seekLawyer (and its mini-program paths), the list
// procedure and GET /admin/lawyer/page. Malformed values are dropped so a shared link never breaks.
const sortKeys = Object.keys(LAWYER_SORTS) as [LawyerSort, ...LawyerSort[]];
const positiveId = z.coerce.number().int().positive().max(2_147_483_647);

export const lawyerListInput = pageInput.extend({
  keyword: keywordInput().optional().catch(undefined),
  /** The city picker's code; "0" (全国) or absent means every city. */
  city: z
    .string()
    .refine((v) => v === "0" || REGION_CODE.test(v))
    .optional()
    .catch(undefined),
  /** A professional field, first or second level. */
  fieldId: positiveId.optional().catch(undefined),
  type: z.coerce
    .number()
    .pipe(z.union([z.literal(1), z.literal(2), z.literal(3)]))
    .optional()
    .catch(undefined),
  /** Dictionary values: the list applies them only while they are enabled items (dictionaries whenEnabled). */
  title: z.string().trim().min(1).max(DICT_LABEL_MAX).optional().catch(undefined),
  tag: z.string().trim().min(1).max(DICT_LABEL_MAX).optional().catch(undefined),
  sort: z.enum(sortKeys).default("activity").catch("activity"),
});
export type LawyerListInput = z.infer<typeof lawyerListInput>;

export const lawyerIdInput = z.object({
  id: z.coerce.number({ error: "律师编号无效" }).int("律师编号无效").positive("律师编号无效").max(2_147_483_647, "律师编号无效"),
});

export const sideListInput = z.object({ size: z.coerce.number().int().min(1).max(20).default(6) }).default({ size: 6 });

/** types/0: the whole dictionary; types/1: only the types that have published lawyers, with counts. */
export const typesInput = z.object({ inUse: z.coerce.number().pipe(z.union([z.literal(0), z.literal(1)], { error: "类型参数只能是 0 或 1" })) });

/** professional_field/tree?lazy=false&parentId=-1: parentId -1 (or absent) is the whole tree. */
export const fieldTreeInput = z.object({ parentId: z.coerce.number().int().min(-1).optional().catch(undefined), lazy: z.unknown().optional() }).default({});

/** provide_lawyer: a service key of LAWYER_SERVICES, or advice / customization for either of a pair. */
export const providerListInput = pageInput.extend({
  type: z
    .enum(["phone", "online", "custom", "review", "advice", "customization"], {
      error: "服务类型只能是 phone、online、custom、review、advice 或 customization",
    })
    .optional(),
  city: lawyerListInput.shape.city,
  fieldId: lawyerListInput.shape.fieldId,
});
export type ProviderListInput = z.infer<typeof providerListInput>;
