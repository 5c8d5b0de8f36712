import { z } from "zod";
import { AMOUNT_RANGES, type AmountRange, CUSTOM_KINDS, REQUIREMENT } from "./custom";
import { DISPLAY_TEXT_MESSAGE, isDisplaySafe, isMultilineDisplaySafe } from "./display-text";

// Apart from core/custom.ts so pages that only show orders do not load zod. One schema for placing a
// custom order: the /buyCustom form checks it in the browser, the procedure on input.
const id = (message: string) => z.coerce.number({ error: message }).int(message).positive(message);
const line = (label: string, max: number) =>
  z
    .string({ error: `请填写${label}` })
    .trim()
    .min(1, `请填写${label}`)
    .max(max, `${label}不能超过 ${max} 字`)
    .refine(isDisplaySafe, `${label}${DISPLAY_TEXT_MESSAGE}`);
const DATE = /^\d{4}-\d{2}-\d{2}$/;

export const requirementInput = z.object({
  parties: z
    .array(z.object({ name: line("当事人名称", REQUIREMENT.partyNameMax), role: line("当事人身份", 20) }), { error: "请填写合同各方" })
    .min(REQUIREMENT.partiesMin, "请至少填写一方当事人")
    .max(REQUIREMENT.partiesMax, `当事人最多 ${REQUIREMENT.partiesMax} 方`),
  subject: line("合同标的", REQUIREMENT.subjectMax),
  amountRange: z.enum(AMOUNT_RANGES.map((r) => r.code) as [AmountRange, ...AmountRange[]], { error: "请选择合同金额范围" }),
  keyTerms: z.array(line("关注条款", REQUIREMENT.termMax)).max(REQUIREMENT.termsMax, `关注条款最多 ${REQUIREMENT.termsMax} 项`).default([]),
  wantedBy: z
    .string()
    .trim()
    .refine((v) => v === "" || DATE.test(v), "期望完成日期格式不正确")
    .transform((v) => v || null)
    .nullish()
    .transform((v) => v ?? null),
  details: z
    .string({ error: "请描述您的需求" })
    .trim()
    .min(REQUIREMENT.textMin, `需求描述至少 ${REQUIREMENT.textMin} 个字，请写清交易背景和您的要求`)
    .max(REQUIREMENT.textMax, `需求描述不能超过 ${REQUIREMENT.textMax} 字`)
    .refine(isMultilineDisplaySafe, `需求描述${DISPLAY_TEXT_MESSAGE}`),
});

export const createCustomInput = z.object({
  kind: z.enum(CUSTOM_KINDS, { error: "请选择合同定制或合同审核" }),
  categoryId: id("请选择合同类别"),
  fieldId: id("所属领域无效").nullish(),
  lawyerId: id("律师编号无效").nullish(),
  requirement: requirementInput,
  attachmentIds: z.array(id("附件无效")).max(REQUIREMENT.attachmentsMax, `附件最多 ${REQUIREMENT.attachmentsMax} 个`).default([]),
});
export type CreateCustomFormInput = z.input<typeof createCustomInput>;
