import { z } from "zod";
import { AD_LINK_PATTERN, AD_LOCATIONS, AD_REASON_MAX, AD_REASON_MIN, AD_TITLE_MAX, AD_TITLE_MIN, isAdDays } from "#core/ads";

export const createAdInput = z.object({
  slotId: z.coerce.number({ error: "请选择广告位" }).int("请选择广告位").positive("请选择广告位"),
  days: z.coerce
    .number({ error: "请选择投放天数" })
    .int("请选择投放天数")
    .refine(isAdDays, "投放天数只能选择 7、30 或 90 天")
    .transform((d) => d as 7 | 30 | 90),
  title: z
    .string({ error: "请填写广告标题" })
    .trim()
    .min(AD_TITLE_MIN, `广告标题 ${AD_TITLE_MIN} 到 ${AD_TITLE_MAX} 个字`)
    .max(AD_TITLE_MAX, `广告标题 ${AD_TITLE_MIN} 到 ${AD_TITLE_MAX} 个字`),
  link: z.string({ error: "请填写跳转链接" }).trim().regex(AD_LINK_PATTERN, "跳转链接须为本站页面地址，以 / 开头，例如 /authorInformation/3"),
});

export const locationInput = z.object({ location: z.enum(AD_LOCATIONS, { error: "广告位置无效" }).default("navbar") });

export const adIdInput = z.object({ id: z.coerce.number({ error: "广告不存在" }).int("广告不存在").positive("广告不存在") });

export const rejectAdInput = adIdInput.extend({
  reason: z
    .string({ error: "请填写驳回原因" })
    .trim()
    .min(AD_REASON_MIN, `驳回原因 ${AD_REASON_MIN} 到 ${AD_REASON_MAX} 个字`)
    .max(AD_REASON_MAX, `驳回原因 ${AD_REASON_MIN} 到 ${AD_REASON_MAX} 个字`),
});
