import { ProviderError } from "../provider-error";

// The payment provider interface. The sandbox (embedded default) is a local cashier page that posts a
// signed notification to /pay/notify/sandbox; the real providers are WeChat Pay APIv3 (Native) and
// Alipay (当面付 precreate). The orders service depends on this interface only.

/** SPEC §9 pay types. */
export type PayChannel = "WECHAT" | "ALIPAY";
export type PayProviderName = "sandbox" | "wechat" | "alipay";

export interface PrepayInput {
  orderNo: string;
  /** Shown to the payer (WeChat description / Alipay subject), ≤ 127 characters. */
  subject: string;
  amountFen: number;
  channel: PayChannel;
  /** Absolute URL of /pay/notify/{provider}. */
  notifyUrl: string;
  /** Epoch ms after which the provider must refuse payment (the order closes then). */
  expiresAt: number;
}

export interface PrepayResult {
  /** What the QR code encodes: WeChat code_url, Alipay qr_code, or the sandbox cashier URL. */
  codeUrl: string;
}

/** A notification whose signature has been verified and whose payload has been decrypted. */
export interface PaymentNotice {
  kind: "payment";
  orderNo: string;
  /** The provider's transaction id: with the provider name, the idempotency key of the notice. */
  transactionId: string;
  amountFen: number;
  /** true when the provider reports the payment as successful (WeChat SUCCESS, Alipay TRADE_SUCCESS/TRADE_FINISHED). */
  paid: boolean;
  paidAt: number;
}

export interface RefundNotice {
  kind: "refund";
  orderNo: string;
  refundNo: string;
  refundId: string;
  succeeded: boolean;
}

export type Notice = PaymentNotice | RefundNotice;

export interface RefundInput {
  orderNo: string;
  /** Our refund number, unique per refund (idempotency key at the provider). */
  refundNo: string;
  amountFen: number;
  totalFen: number;
  reason: string;
  notifyUrl: string;
}

export interface RefundResult {
  refundId: string;
  /** SUCCESS: money returned; PROCESSING: a refund notification will follow. */
  status: "SUCCESS" | "PROCESSING";
}

export interface QueryResult {
  paid: boolean;
  transactionId?: string;
  amountFen?: number;
  paidAt?: number;
}

export interface PayProvider {
  readonly name: PayProviderName;
  prepay(input: PrepayInput): Promise<PrepayResult>;
  /** Verifies the signature (and decrypts) or throws PayError; never trusts an unsigned field. */
  parseNotification(req: Request): Promise<Notice>;
  /** The body and status the provider expects in reply to a notification. */
  acknowledge(ok: boolean): Response;
  query(orderNo: string): Promise<QueryResult>;
  refund(input: RefundInput): Promise<RefundResult>;
}

/** A refusal by the provider or a notification that fails verification. message is Chinese. */
export class PayError extends ProviderError {
  override name = "PayError";
}

/** A missing or unsafe provider configuration; raised when the provider is built. */
export class PayConfigError extends Error {
  override name = "PayConfigError";
}
