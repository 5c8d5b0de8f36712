import { parseDateTime } from "#core/dates";
import { noticeSigningString, str, yuan } from "./alipay-wire";
import { type Notice, PayError } from "./pay";
import { rsaVerify } from "./pem";

// Alipay's asynchronous notifications (异步通知): https://opendocs.alipay.com/open/194/103296

export const NOTICE_FORGED = "支付通知验签失败";
export const NOTICE_MALFORMED = "支付通知格式不正确";
export const NOTICE_STALE = "支付通知已过期";

/** A notification is sent at notify_time: accepted for an hour after it, with some clock skew ahead. */
const NOTICE_MAX_AGE_MS = 3600_000;
const CLOCK_SKEW_MS = 10 * 60_000;
/** Alipay retries a payment notification for about 25 hours after the payment. */
const PAYMENT_NOTICE_MAX_AGE_MS = 26 * 3600_000;

function withinWindow(sentAt: number, now: number): boolean {
  return sentAt <= now + CLOCK_SKEW_MS && now - sentAt <= NOTICE_MAX_AGE_MS;
}

export interface NoticeReceiver {
  appId: string;
  sellerId: string;
  /** The 支付宝公钥, loaded only once the form is known to carry an RSA2 signature. */
  verifyingKey: () => Promise<CryptoKey>;
  now: () => number;
}

/**
 * A form POST (application/x-www-form-urlencoded). Payment notices: trade_status TRADE_SUCCESS or
 * TRADE_FINISHED is a payment. Alipay also notifies a refund on the original notify_url (full refund:
 * TRADE_CLOSED; partial: TRADE_SUCCESS, both with refund_fee, gmt_refund and out_biz_no = our
 * out_request_no): those become a RefundNotice (succeeded: Alipay notifies completed refunds only), so
 * the refund service confirms it or answers "duplicate" instead of Alipay retrying a refusal for a day.
 */
export async function parseAlipayNotice(req: Request, receiver: NoticeReceiver): Promise<Notice> {
  // Bytes, not req.text(): workerd warns about reading a form body as text; Alipay posts UTF-8 (our charset).
  const form = new URLSearchParams(new TextDecoder().decode(await req.arrayBuffer()));
  const params: Record<string, string> = {};
  for (const [name, value] of form) {
    // A repeated name would let the signed and the read values differ.
    if (Object.hasOwn(params, name)) throw new PayError(NOTICE_MALFORMED);
    params[name] = value;
  }
  if (params.sign_type !== "RSA2" || !params.sign) throw new PayError(NOTICE_FORGED);
  const verify = await receiver.verifyingKey();
  if (!(await rsaVerify(verify, noticeSigningString(params), params.sign))) throw new PayError(NOTICE_FORGED);
  if (params.app_id !== receiver.appId || params.seller_id !== receiver.sellerId) {
    console.error("Alipay notification for another app or seller", { appId: params.app_id, sellerId: params.seller_id });
    throw new PayError(NOTICE_FORGED);
  }
  // Each delivery (and retry) carries its own notify_time: an old one is a replay.
  const sentAt = parseDateTime(params.notify_time ?? "");
  if (sentAt === null) throw new PayError(NOTICE_MALFORMED);
  if (!withinWindow(sentAt, receiver.now())) throw new PayError(NOTICE_STALE);

  const orderNo = str(params.out_trade_no);
  const tradeNo = str(params.trade_no);
  if (!orderNo || !tradeNo) throw new PayError(NOTICE_MALFORMED);
  if (str(params.gmt_refund) || str(params.refund_fee)) {
    const refundNo = str(params.out_biz_no);
    if (!refundNo) throw new PayError(NOTICE_MALFORMED);
    return { kind: "refund", orderNo, refundNo, refundId: tradeNo, succeeded: true };
  }
  const amountFen = yuan(params.total_amount);
  const paid = params.trade_status === "TRADE_SUCCESS" || params.trade_status === "TRADE_FINISHED";
  const paidAt = parseDateTime(params.gmt_payment ?? "");
  if (amountFen === null || (paid && paidAt === null)) throw new PayError(NOTICE_MALFORMED);
  // A payment is notified from the moment it happens, retried for about 25 hours (TRADE_FINISHED comes later, when the refund period ends).
  if (params.trade_status === "TRADE_SUCCESS" && paidAt !== null && (paidAt > sentAt + CLOCK_SKEW_MS || sentAt - paidAt > PAYMENT_NOTICE_MAX_AGE_MS))
    throw new PayError(NOTICE_STALE);
  return { kind: "payment", orderNo, transactionId: tradeNo, amountFen, paid, paidAt: paidAt ?? receiver.now() };
}
