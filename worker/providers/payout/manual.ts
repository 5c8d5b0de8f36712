import type { PayoutProvider, PayoutResult } from "./payout";

/** An offline bank transfer: nothing is sent; the console records the bank's reference when it is done. */
export class ManualPayout implements PayoutProvider {
  readonly name = "manual";

  async transfer(): Promise<PayoutResult> {
    return { state: "processing", reference: null };
  }

  async query(): Promise<PayoutResult> {
    return { state: "processing", reference: null };
  }
}
