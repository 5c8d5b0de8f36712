import type { PayoutInput, PayoutProvider, PayoutResult } from "./payout";

/** A Luhn-valid test card the sandbox bank refuses, so the failure path can be walked by hand and in tests. */
export const SANDBOX_REFUSED_CARD = "6222020000999999998";
/** The simulated bank delay: the first cron tick after it marks the transfer paid. */
export const SANDBOX_DELAY_MS = 60_000;

export class SandboxPayout implements PayoutProvider {
  readonly name = "sandbox";

  async transfer(input: PayoutInput, now: number): Promise<PayoutResult> {
    if (input.cardNo === SANDBOX_REFUSED_CARD) return { state: "failed", reason: "收款银行退回：该银行卡状态异常（沙箱测试卡），请更换银行卡后重新提现" };
    return { state: "processing", reference: `SANDBOX-${input.no}`, dueAt: now + SANDBOX_DELAY_MS };
  }

  async query(no: string, dueAt: number | null, now: number): Promise<PayoutResult> {
    if (dueAt !== null && now >= dueAt) return { state: "paid", reference: `SANDBOX-${no}` };
    return { state: "processing", reference: `SANDBOX-${no}` };
  }
}
