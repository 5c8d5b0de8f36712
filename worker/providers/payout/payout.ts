// The payout provider interface: how a withdrawal reaches the user's bank card. The sandbox (embedded
// default) completes after a simulated bank delay; manual waits for the console to record an offline
// transfer; alipay calls alipay.fund.trans.uni.transfer. The withdrawals service depends on this only.

export type PayoutProviderName = "sandbox" | "manual" | "alipay";

export interface PayoutInput {
  /** Our withdrawal number: the provider's idempotency key (Alipay out_biz_no). */
  no: string;
  /** What reaches the card, after tax and fee. */
  amountFen: number;
  cardNo: string;
  holder: string;
  bankName: string;
  bankBranch: string;
}

/**
 * paid: the money has left; failed: it never will (the reason is shown to the user and the money
 * returns to their wallet); processing: ask again later (query), never return money on it.
 */
export type PayoutResult =
  | { state: "paid"; reference: string }
  | { state: "failed"; reason: string }
  | { state: "processing"; reference: string | null; dueAt?: number };

export interface PayoutProvider {
  readonly name: PayoutProviderName;
  transfer(input: PayoutInput, now: number): Promise<PayoutResult>;
  /** The state of an earlier transfer; `dueAt` is what transfer answered (the sandbox's simulated delay). */
  query(no: string, dueAt: number | null, now: number): Promise<PayoutResult>;
}

export class PayoutConfigError extends Error {
  override name = "PayoutConfigError";
}
