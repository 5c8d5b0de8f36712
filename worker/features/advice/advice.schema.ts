import { z } from "zod";
import { DISPLAY_TEXT_MESSAGE, isMultilineDisplaySafe } from "#core/display-text";
import { ORDER_NO_PATTERN } from "#core/orders";
import { pageInput } from "#core/page";

const id = (label: string) =>
  z.coerce
    .number({ error: `${label}无效` })
    .int(`${label}无效`)
    .positive(`${label}无效`);

export const adviceIdInput = z.object({ id: id("咨询编号") });

export const myAdviceInput = pageInput.extend({ tab: z.enum(["all", "waiting", "serving", "done", "refund"], { error: "分类无效" }).default("all") });

export const adminAdviceInput = myAdviceInput.extend({
  orderNo: z
    .string()
    .trim()
    .regex(ORDER_NO_PATTERN, "订单号格式不正确")
    .optional()
    .or(z.literal("").transform(() => undefined)),
});

export const centerInput = pageInput.extend({ tab: z.enum(["pool", "serving", "done", "refund"], { error: "分类无效" }).default("pool") });

export const refundReasonInput = adviceIdInput.extend({
  reason: z.string({ error: "请填写退款原因" }).trim().min(2, "请填写退款原因").max(200, "退款原因不能超过 200 字"),
});

export const decideRefundInput = adviceIdInput.extend({
  agree: z.boolean({ error: "请选择同意或拒绝" }),
  reason: z.string().trim().max(200, "说明不能超过 200 字").default(""),
});

export const reviewInput = adviceIdInput.extend({
  rating: z.coerce.number({ error: "请选择评分" }).int("请选择评分").min(1, "评分为 1 到 5 星").max(5, "评分为 1 到 5 星"),
  content: z.string().trim().max(500, "评价内容不能超过 500 字").refine(isMultilineDisplaySafe, `评价内容${DISPLAY_TEXT_MESSAGE}`).default(""),
});

export const lawyerReviewsInput = pageInput.extend({ lawyerId: id("律师编号") });

export const formDataInput = z.object({ lawyerId: id("律师编号").nullish() });

export const chatIdInput = z.object({ chatId: id("会话编号") });
