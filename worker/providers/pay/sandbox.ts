import { hmacSha256Hex, sameText } from "../../lib/crypto";
import { type Notice, PayError, type PayProvider, type PrepayInput, type PrepayResult, type QueryResult, type RefundInput, type RefundResult } from "./pay";

// The embedded default. Its "QR code" is the URL of the local cashier page (/pay/sandbox/{orderNo});
// confirming there posts a notification signed with a key derived from AUTH_SECRET to
// /pay/notify/sandbox, which walks the same verification and fulfilment code as the real providers.

const MAX_AGE_MS = 5 * 60 * 1000;

const sign = (secret: string, text: string): string => hmacSha256Hex(`pay-sandbox:${secret}`, text);

export class SandboxPay implements PayProvider {
  readonly name = "sandbox";

  constructor(
    private readonly secret: string,
    private readonly origin: string,
    private readonly now: () => number = Date.now,
  ) {}

  async prepay(input: PrepayInput): Promise<PrepayResult> {
    return { codeUrl: `${this.origin}/pay/sandbox/${encodeURIComponent(input.orderNo)}?channel=${input.channel}` };
  }

  /** The request the cashier page sends: the notice as JSON with a timestamped HMAC. */
  async signedNotification(notice: Notice, notifyUrl: string): Promise<Request> {
    const body = JSON.stringify(notice);
    const timestamp = String(this.now());
    const signature = sign(this.secret, `${timestamp}\n${body}`);
    return new Request(notifyUrl, {
      method: "POST",
      headers: { "content-type": "application/json", "x-sandbox-timestamp": timestamp, "x-sandbox-signature": signature },
      body,
    });
  }

  async parseNotification(req: Request): Promise<Notice> {
    const body = await req.text();
    const timestamp = req.headers.get("x-sandbox-timestamp") ?? "";
    const signature = req.headers.get("x-sandbox-signature") ?? "";
    if (!/^\d{13}$/.test(timestamp) || Math.abs(this.now() - Number(timestamp)) > MAX_AGE_MS) throw new PayError("支付通知已过期");
    if (!sameText(sign(this.secret, `${timestamp}\n${body}`), signature)) throw new PayError("支付通知验签失败");
    const notice = JSON.parse(body) as Notice;
    if (notice.kind === "payment" && (!Number.isSafeInteger(notice.amountFen) || typeof notice.transactionId !== "string"))
      throw new PayError("支付通知格式不正确");
    return notice;
  }

  acknowledge(ok: boolean): Response {
    return Response.json({ code: ok ? "SUCCESS" : "FAIL" }, { status: ok ? 200 : 500 });
  }

  /** The sandbox has no state of its own: the order table is the truth, so a query learns nothing new. */
  async query(): Promise<QueryResult> {
    return { paid: false };
  }

  async refund(input: RefundInput): Promise<RefundResult> {
    return { refundId: `SBR${input.refundNo}`, status: "SUCCESS" };
  }
}
