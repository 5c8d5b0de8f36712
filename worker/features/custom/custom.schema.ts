import { z } from "zod";
import { REQUIREMENT } from "#core/custom";
import { DISPLAY_TEXT_MESSAGE, isMultilineDisplaySafe } from "#core/display-text";
import { pageInput } from "#core/page";
import { MY_TABS, SERVICE_TABS } from "./custom-views.service";

const id = (label: string) =>
  z.coerce
    .number({ error: `${label}无效` })
    .int(`${label}无效`)
    .positive(`${label}无效`);

const reason = (label: string) =>
  z
    .string({ error: `请填写${label}` })
    .trim()
    .min(REQUIREMENT.reasonMin, `${label}至少 ${REQUIREMENT.reasonMin} 个字`)
    .max(REQUIREMENT.reasonMax, `${label}不能超过 ${REQUIREMENT.reasonMax} 字`)
    .refine(isMultilineDisplaySafe, `${label}${DISPLAY_TEXT_MESSAGE}`);

export const customIdInput = z.object({ id: id("订单编号") });
export const formDataInput = z.object({ lawyerId: id("律师编号").nullish() });
export const myCustomInput = pageInput.extend({ tab: z.enum(MY_TABS, { error: "分类无效" }).default("all") });
export const serviceInput = pageInput.extend({ tab: z.enum(SERVICE_TABS, { error: "分类无效" }).default("pool") });
export const adminCustomInput = myCustomInput.extend({ q: z.string().trim().max(40, "搜索内容不能超过 40 字").optional() });
export const reviseInput = customIdInput.extend({ reason: reason("修改意见") });
export const refundInput = customIdInput.extend({ reason: reason("退款原因") });
export const answerRefundInput = customIdInput.extend({
  agree: z.boolean({ error: "请选择同意或不同意" }),
  reason: z.string().trim().max(REQUIREMENT.reasonMax, `说明不能超过 ${REQUIREMENT.reasonMax} 字`).default(""),
});
export const decideRefundInput = customIdInput.extend({
  refundFen: z.coerce.number({ error: "请填写退款金额" }).int("退款金额须精确到分").min(0, "退款金额不能为负"),
  reason: reason("裁定说明"),
});
export const reassignInput = customIdInput.extend({ lawyerId: id("律师编号"), reason: reason("改派原因") });
export const reviewInput = customIdInput.extend({
  rating: z.coerce.number({ error: "请选择评分" }).int("请选择评分").min(1, "评分为 1 到 5 星").max(5, "评分为 1 到 5 星"),
  content: z.string().trim().max(500, "评价内容不能超过 500 字").refine(isMultilineDisplaySafe, `评价内容${DISPLAY_TEXT_MESSAGE}`).default(""),
});
export const chatInput = z.object({ id: id("订单编号"), afterSeq: z.coerce.number().int().min(0).default(0) });

export const fileIdInput = z.object({ id: id("文件编号") });
export const deliverInput = customIdInput.extend({
  contract: z.instanceof(File, { message: "请上传合同文件" }),
  opinion: z.instanceof(File).nullish(),
  note: z
    .string()
    .trim()
    .max(REQUIREMENT.reasonMax, `交付说明不能超过 ${REQUIREMENT.reasonMax} 字`)
    .refine(isMultilineDisplaySafe, `交付说明${DISPLAY_TEXT_MESSAGE}`)
    .default(""),
});
