import { z } from "zod";
import { pageInput } from "#core/page";

// Inputs of the earnings procedures that are not forms of core/earnings.ts.

export const idInput = z.object({ id: z.coerce.number({ error: "缺少记录编号" }).int("记录编号不正确").positive("记录编号不正确") });

export const withdrawPageInput = pageInput.extend({
  status: z.coerce.number().int().min(0).max(4).optional().catch(undefined),
});

export const yearInput = z.object({ year: z.coerce.number({ error: "请选择年份" }).int("年份不正确").min(2020, "年份不正确").max(2100, "年份不正确") });

export const monthInput = z.object({ month: z.string({ error: "请选择月份" }).regex(/^20\d{2}-(0[1-9]|1[0-2])$/, "月份格式应为 YYYY-MM") });

export const sendCodeInput = z.object({ captchaVerification: z.string().max(512).optional() });

export const withholdingQuery = z.object({
  type: z.string().optional(),
  amount: z.string().max(64, "金额填写过长，请检查").optional(),
  earlier: z.string().max(64, "金额填写过长，请检查").optional(),
});

export const reviewInput = z.object({
  id: z.coerce.number().int().positive("记录编号不正确"),
  approve: z.boolean(),
  reason: z.string().max(200, "驳回原因不超过 200 字").optional(),
});

export const approveWithdrawInput = z.object({
  id: z.coerce.number().int().positive("记录编号不正确"),
  provider: z.enum(["configured", "manual"]).default("configured"),
});

export const rejectWithdrawInput = z.object({
  id: z.coerce.number().int().positive("记录编号不正确"),
  reason: z.string({ error: "请填写驳回原因" }).max(200, "驳回原因不超过 200 字"),
});

export const manualTransferInput = z.object({
  id: z.coerce.number().int().positive("记录编号不正确"),
  reference: z.string({ error: "请填写银行转账流水号" }).max(64, "流水号不超过 64 个字符"),
});

export const rewardInput = z.object({
  userId: z.coerce.number({ error: "请填写用户编号" }).int("用户编号不正确").positive("用户编号不正确"),
  amountFen: z.coerce.number({ error: "请填写奖励金额" }).int("奖励金额须为整数分").min(1, "奖励金额须大于 0").max(10_000_000, "单次奖励不超过 10 万元"),
  reason: z.string({ error: "请填写奖励原因" }).trim().min(2, "请填写奖励原因，用户会看到它").max(100, "奖励原因不超过 100 字"),
});
