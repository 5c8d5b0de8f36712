import { z } from "zod";
import type { FeeLine, FeeResult } from "#core/fees/bands";
import { fenToYuan } from "#core/fees/money-input";

// Inputs of the fee procedures and the REST wire shapes. The amount stays the 元 string as typed:
// core/fees/money-input.ts parses it exactly and words the message, the same as on the page.
const TYPE_MESSAGE = "案件类型（type）须为 1 至 9 的整数";
const amount = z.string({ error: "金额须为数字（单位：元）" }).max(64, "金额填写过长，请检查").optional();

export const litigationInput = z.object({
  type: z.coerce.number({ error: TYPE_MESSAGE }).int(TYPE_MESSAGE).min(1, TYPE_MESSAGE).max(9, TYPE_MESSAGE),
  amount,
  halve: z.boolean().default(false),
});
export const amountInput = z.object({ amount });

/** The REST query (SPEC §7): everything arrives as text; halve is 0 or 1. */
export const litigationQuery = z.object({
  type: z.string().default(""),
  amount: z.string().optional(),
  halve: z
    .enum(["0", "1"], { error: "减半参数（halve）只能为 0 或 1" })
    .optional()
    .transform((v) => v === "1"),
});

/** Fen → yuan numbers for the REST surface, which answers in 元 (at most two decimals). */
function breakdown(lines: readonly FeeLine[]) {
  return lines.map((l) => ({
    label: l.label,
    base: l.baseFen === null ? null : fenToYuan(l.baseFen),
    rate: l.rate,
    min: fenToYuan(l.minFen),
    max: fenToYuan(l.maxFen),
  }));
}

export const rangeInYuan = (r: FeeResult) => ({ min: fenToYuan(r.minFen), max: fenToYuan(r.maxFen), breakdown: breakdown(r.lines) });
export const feeInYuan = (r: FeeResult) => ({ fee: fenToYuan(r.minFen), breakdown: breakdown(r.lines) });
