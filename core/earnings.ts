// 我的收益 (SPEC §3, §4): real-name verification, withdrawal statuses and settings, and the form rules
// shared by the pages (checked before posting) and the procedures.
import { z } from "zod";
import { CERT_STATUS, CERT_STATUS_TEXT, isIdNumber, normalizeIdNumber } from "./certification";
import { formatDateTime } from "./dates";
import { parseYuan } from "./fees/money-input";
import type { OrderType } from "./orders";
import type { IncomeType } from "./withholding";

/** Real-name status '0' pending submission, '1' under review, '2' approved, '3' rejected: the certification's machine. */
export const REALNAME_STATUS = CERT_STATUS;
export const REALNAME_STATUS_TEXT = CERT_STATUS_TEXT;

/** Withdrawal request: SPEC §4 gives 0 (pending review) and 4 (withdrawn); 1–3 are the steps between. */
export const WITHDRAW_STATUS = { PENDING: 0, PAYING: 1, REJECTED: 2, FAILED: 3, WITHDRAWN: 4 } as const;
export type WithdrawStatus = (typeof WITHDRAW_STATUS)[keyof typeof WITHDRAW_STATUS];
export const WITHDRAW_STATUS_TEXT: Record<WithdrawStatus, string> = { 0: "待审核", 1: "打款中", 2: "已驳回", 3: "打款失败", 4: "已提现" };
export const AUDIT_STATUS = { PENDING: 0, APPROVED: 1, REJECTED: 2 } as const;
export const AUDIT_STATUS_TEXT: Record<number, string> = { 0: "待审核", 1: "已通过", 2: "已驳回" };
/** An earning's withdraw status (SPEC §4): 0 not withdrawn, 1 withdrawing, 2 withdrawn. */
export const EARNING_WITHDRAW_TEXT: Record<number, string> = { 0: "未提现", 1: "提现中", 2: "已提现" };
/** Statuses whose money has left the wallet for good or is on its way (the others returned it). */
export const HOLDING_STATUSES: readonly WithdrawStatus[] = [WITHDRAW_STATUS.PENDING, WITHDRAW_STATUS.PAYING, WITHDRAW_STATUS.WITHDRAWN];

export const WITHDRAW_CHANNEL = "BANK_CARD";

/** withdraw_setting: minimum per request, the most per Asia/Shanghai day, and the fee the platform charges. */
export const WITHDRAW_SETTINGS = { minFen: 10_000, dailyLimitFen: 5_000_000, feeFen: 0 } as const;

/** Template sales are royalties (特许权使用费); advice, customisation, review and rewards are service income (劳务报酬). */
export function incomeTypeOf(orderType: OrderType | string | null): IncomeType {
  return orderType === "TEMPLATE" ? "royalty" : "service";
}

/** The Asia/Shanghai month of an instant, 'YYYY-MM': income of one item within it is one payment. */
export function taxMonthOf(at: number): string {
  return formatDateTime(at, "YYYY-MM-DD").slice(0, 7);
}

const SHANGHAI_OFFSET_MS = 8 * 3_600_000;
const DAY_MS = 86_400_000;
/** Midnight (Asia/Shanghai, no daylight saving) of the day of an instant, for the daily limit. */
export function shanghaiDayStart(at: number): number {
  return Math.floor((at + SHANGHAI_OFFSET_MS) / DAY_MS) * DAY_MS - SHANGHAI_OFFSET_MS;
}

/** Luhn (ISO/IEC 7812) on a 12–19 digit card number: the check digit Chinese debit cards carry. */
export function isBankCard(value: string): boolean {
  if (!/^\d{12,19}$/.test(value)) return false;
  let sum = 0;
  for (let i = 0; i < value.length; i++) {
    let d = Number(value[value.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** 6222 **** **** 1234 style without spaces: the bank's BIN prefix and the last four stay. */
export function maskBankCard(value: string): string {
  return `${value.slice(0, 4)}${"*".repeat(Math.max(0, value.length - 8))}${value.slice(-4)}`;
}

const NAME = /^[\u4e00-\u9fff·•]{2,20}$|^[A-Za-z][A-Za-z .·-]{1,39}$/;
const digitsOnly = (v: string) => v.replace(/[\s-]/g, "");

export const codeInput = z
  .string({ error: "请输入验证码!" })
  .trim()
  .min(1, "请输入验证码!")
  .regex(/^\d{6}$/, "验证码为 6 位数字");

/** The verification form. The ID number may be left empty by a certified lawyer: their certification's is used. */
export const realNameInput = z
  .object({
    realName: z.string({ error: "请输入真实姓名" }).trim().min(1, "请输入真实姓名").regex(NAME, "真实姓名应为 2–20 个汉字（或身份证上的外文姓名）"),
    idNumber: z
      .string()
      .trim()
      .max(18, "身份证号应为 18 位")
      .transform(normalizeIdNumber)
      .refine((v) => v === "" || isIdNumber(v), "身份证号不正确，请核对（含末位校验码）")
      .default(""),
    cardHolder: z.string({ error: "请输入持卡人姓名" }).trim().min(1, "请输入持卡人姓名"),
    bankCard: z
      .string({ error: "请输入银行卡号" })
      .transform(digitsOnly)
      .refine((v) => v.length > 0, "请输入银行卡号")
      .refine(isBankCard, "银行卡号不正确，请核对后重新输入"),
    bankName: z.string({ error: "请输入开户银行" }).trim().min(2, "请输入开户银行").max(40, "开户银行名称过长"),
    bankBranch: z.string({ error: "请输入开户支行" }).trim().min(2, "请输入开户支行").max(60, "开户支行名称过长"),
    code: codeInput,
  })
  .refine((v) => v.cardHolder === v.realName, { message: "持卡人须与真实姓名一致：只能提现到本人的银行卡", path: ["cardHolder"] });
export type RealNameInput = z.input<typeof realNameInput>;

/** The amount typed in 元, parsed exactly (never a float). */
export const withdrawAmount = z.string({ error: "请输入提现金额" }).transform((raw, ctx) => {
  const parsed = parseYuan(raw, { label: "提现金额", required: true, positive: true });
  if (!parsed.ok) {
    ctx.addIssue({ code: "custom", message: parsed.error });
    return z.NEVER;
  }
  return parsed.fen ?? 0;
});

export const withdrawPreviewInput = z.object({ amount: withdrawAmount });
export const withdrawInput = z.object({ amount: withdrawAmount, code: codeInput });
