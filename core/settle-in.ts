import { z } from "zod";
import { DISPLAY_TEXT_MESSAGE, isDisplaySafe, isMultilineDisplaySafe } from "./display-text";
import { isPhone } from "./phone";
import { REGION_CODE } from "./regions";

// One schema for the 律师入驻 application: validates the form in the browser and the procedure input.
export const settleInSchema = z.object({
  name: z
    .string()
    .trim()
    .min(2, "请输入您的姓名（至少 2 个字）")
    .max(20, "姓名不能超过 20 个字")
    .regex(/^[\p{Script=Han}A-Za-z·. ]+$/u, "姓名只能包含中文、英文字母和间隔号"),
  phone: z.string().trim().min(1, "请输入手机号").refine(isPhone, "手机号格式不正确"),
  firm: z.string().trim().min(2, "请输入执业机构名称").max(50, "执业机构名称不能超过 50 个字").refine(isDisplaySafe, `执业机构名称${DISPLAY_TEXT_MESSAGE}`),
  regionCode: z.string().regex(REGION_CODE, "请选择执业所在地区（省、市、区县）"),
  practiceYears: z.coerce.number({ error: "请输入执业年限" }).int("执业年限须为整数").min(0, "执业年限不能为负数").max(60, "执业年限不能超过 60 年"),
  message: z.string().trim().max(500, "补充说明不能超过 500 字").refine(isMultilineDisplaySafe, `补充说明${DISPLAY_TEXT_MESSAGE}`).default(""),
});

export type SettleInInput = z.infer<typeof settleInSchema>;
