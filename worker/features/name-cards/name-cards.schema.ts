import { z } from "zod";
import { DISPLAY_TEXT_MESSAGE, isDisplaySafe, isMultilineDisplaySafe } from "#core/display-text";
import { isPhone } from "#core/phone";

export const CARDS_MAX = 5;

export const cardIdInput = z.object({ id: z.coerce.number({ error: "名片编号无效" }).int("名片编号无效").positive("名片编号无效") });

export const cardInput = z.object({
  label: z
    .string({ error: "请填写名片名称" })
    .trim()
    .min(1, "请填写名片名称")
    .max(20, "名片名称不能超过 20 个字")
    .refine(isDisplaySafe, `名片名称${DISPLAY_TEXT_MESSAGE}`),
  name: z.string({ error: "请填写姓名" }).trim().min(1, "请填写姓名").max(20, "姓名不能超过 20 个字").refine(isDisplaySafe, `姓名${DISPLAY_TEXT_MESSAGE}`),
  position: z.string().trim().max(20, "职务不能超过 20 个字").refine(isDisplaySafe, `职务${DISPLAY_TEXT_MESSAGE}`).default(""),
  firm: z
    .string({ error: "请填写执业机构" })
    .trim()
    .min(1, "请填写执业机构")
    .max(60, "执业机构不能超过 60 个字")
    .refine(isDisplaySafe, `执业机构${DISPLAY_TEXT_MESSAGE}`),
  phone: z.string({ error: "请填写联系电话" }).trim().refine(isPhone, "请输入正确的手机号码"),
  email: z
    .string()
    .trim()
    .max(100, "邮箱不能超过 100 个字符")
    .refine((v) => v === "" || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v), "邮箱格式不正确")
    .default(""),
  address: z.string().trim().max(100, "地址不能超过 100 个字").refine(isDisplaySafe, `地址${DISPLAY_TEXT_MESSAGE}`).default(""),
  intro: z.string().trim().max(500, "简介不能超过 500 字").refine(isMultilineDisplaySafe, `简介${DISPLAY_TEXT_MESSAGE}`).default(""),
  showCases: z.coerce.boolean().default(true),
  showPhone: z.coerce.boolean().default(false),
  showEmail: z.coerce.boolean().default(false),
});
export type CardInput = z.infer<typeof cardInput>;

export const cardUpdateInput = cardInput.extend(cardIdInput.shape);

/** A shared card's public address: the random slug (newCardSlug, or the migration's hex for older cards). */
export const cardSlugInput = z.object({
  slug: z.string({ error: "名片不存在" }).regex(/^[A-Za-z0-9_-]{16,64}$/, "名片不存在"),
});
