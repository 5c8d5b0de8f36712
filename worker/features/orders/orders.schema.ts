import { z } from "zod";
import { ORDER_NO_PATTERN, ORDER_TYPES, PAY_CHANNELS } from "#core/orders";
import { pageInput } from "#core/page";
import { searchText } from "#core/text";

export const orderNoInput = z.object({ orderNo: z.string({ error: "订单号不能为空" }).trim().regex(ORDER_NO_PATTERN, "订单号格式不正确") });

export const createOrderInput = z.discriminatedUnion(
  "type",
  [
    z.object({ type: z.literal("TEMPLATE"), templateId: z.coerce.number({ error: "范本编号无效" }).int("范本编号无效").positive("范本编号无效") }),
    z.object({ type: z.literal("MEMBER"), plan: z.string({ error: "请选择会员套餐" }).trim().min(1, "请选择会员套餐") }),
  ],
  { error: "暂不支持该类型的订单" },
);

export const prepayInput = orderNoInput.extend({ channel: z.enum(PAY_CHANNELS, { error: "请选择微信支付或支付宝" }) });

export const orderPageInput = pageInput.extend({
  status: z.coerce
    .number()
    .int()
    .refine((v) => [0, 1, 2, 11, 12, 21, 30].includes(v), "订单状态无效")
    .optional(),
  type: z.enum(ORDER_TYPES, { error: "订单类型无效" }).optional(),
  /** Several types at once (定制订单 lists customisation and review together). */
  types: z
    .array(z.enum(ORDER_TYPES, { error: "订单类型无效" }))
    .max(ORDER_TYPES.length)
    .optional(),
});

export const refundInput = orderNoInput.extend({
  reason: z.string({ error: "请填写退款原因" }).trim().min(2, "请填写退款原因（至少 2 个字）").max(200, "退款原因最多 200 字"),
});

export const adminOrderSearch = pageInput.extend({
  keyword: z.string().transform(searchText).pipe(z.string().max(40, "关键词最多 40 个字")).optional(),
  status: orderPageInput.shape.status,
  type: orderPageInput.shape.type,
});

export const batchInput = z.object({
  name: z.string({ error: "请填写批次名称" }).trim().min(2, "批次名称至少 2 个字").max(40, "批次名称最多 40 个字"),
  days: z.coerce.number({ error: "会员天数必须是数字" }).int("会员天数必须是整数").min(1, "会员天数至少 1 天").max(3650, "会员天数最多 3650 天"),
  count: z.coerce.number({ error: "数量必须是数字" }).int("数量必须是整数").min(1, "至少生成 1 个").max(1000, "每批最多生成 1000 个"),
  validDays: z.coerce.number({ error: "有效期必须是数字" }).int("有效期必须是整数").min(1, "有效期至少 1 天").max(3650, "有效期最多 3650 天"),
});
