import { z } from "zod";
import { ADVICE_KINDS, QUESTION_MAX, QUESTION_MIN } from "./advice";
import { isPhone } from "./phone";

// Apart from core/advice.ts so the advice pages that only show orders do not load zod.
const PICK_FIELD = "请选择咨询领域";

/** One schema for placing an advice order: the form checks it in the browser, the procedure on input. */
export const createAdviceInput = z.object({
  kind: z.enum(ADVICE_KINDS, { error: "请选择电话咨询或在线咨询" }),
  fieldId: z.coerce.number({ error: PICK_FIELD }).int(PICK_FIELD).positive(PICK_FIELD),
  lawyerId: z.coerce.number({ error: "律师编号无效" }).int("律师编号无效").positive("律师编号无效").nullish(),
  question: z
    .string({ error: "请描述您的问题" })
    .trim()
    .min(QUESTION_MIN, `问题描述至少 ${QUESTION_MIN} 个字，请写清事情经过和您想了解的问题`)
    .max(QUESTION_MAX, `问题描述不能超过 ${QUESTION_MAX} 字`),
  phone: z
    .string()
    .trim()
    .refine((v) => v === "" || isPhone(v), "请输入正确的手机号码")
    .transform((v) => v || null)
    .nullish(),
});
