import { formatDateTime } from "#core/dates";
import { parseYuan, yuanText } from "#core/money";
import { type Notice, PayError, type PayProvider, type PrepayInput, type PrepayResult, type QueryResult, type RefundInput, type RefundResult } from "./pay";
import { importSigningKey, importVerifyingKey, rsaSign, rsaVerify } from "./pem";

// Alipay open platform, 当面付 (alipay.trade.precreate: the payer scans qr_code), public-key mode, RSA2:
// - request signing: https://opendocs.alipay.com/common/02kf5q (自行实现签名)
// - response verification: the `sign` covers the raw JSON text of the `<method>_response` member
// - notifications: https://opendocs.alipay.com/open/194/103296 (异步通知验签)
// Amounts travel as yuan strings ("12.30"): yuanText out, parseYuan in; never a float.

const DEFAULT_GATEWAY = "https://openapi.alipay.com/gateway.do";
const TIMEOUT_MS = 10_000;

const PREPAY_FAILURE = "支付宝下单失败，请稍后再试";
const QUERY_FAILURE = "支付宝查询失败，请稍后再试";
const REFUND_FAILURE = "支付宝退款失败，请稍后再试";
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

/** sub_codes a user (or the order flow) can act on; the rest (signing, product not signed up, parameters) is the operator's. */
const FAILURES: Record<string, string> = {
  "ACQ.TRADE_HAS_SUCCESS": "该订单已支付，请勿重复付款",
  "ACQ.TRADE_HAS_CLOSE": "订单已关闭，请重新下单",
  "ACQ.TOTAL_FEE_EXCEED": "订单金额超出支付宝限额",
  "ACQ.SELLER_BALANCE_NOT_ENOUGH": "商户账户余额不足，退款暂时无法完成，请稍后再试",
  "ACQ.REFUND_AMT_NOT_EQUAL_TOTAL": "退款金额超过可退金额",
  "ACQ.TRADE_NOT_ALLOW_REFUND": "该交易不允许退款",
  "ACQ.TRADE_HAS_FINISHED": "订单已超过可退款期限",
  "ACQ.REASON_TRADE_BEEN_FREEZEN": "该交易已被冻结，暂时无法退款",
};

export interface AlipayOptions {
  appId: string;
  /** Application private key (应用私钥): PKCS#8 PEM, or bare base64 (PKCS#8 or PKCS#1) from Alipay's key tool. */
  privateKeyPem: string;
  /** 支付宝公钥 (public-key mode, not certificates): SPKI PEM or bare base64. */
  alipayPublicKeyPem: string;
  /** The merchant's 支付宝账号 PID (2088…): a notification for another seller is refused. */
  sellerId: string;
  gateway?: string;
  /** Injected by tests so nothing reaches the network. */
  fetch?: typeof fetch;
  now?: () => number;
}

// --- pure pieces, exported for tests ---------------------------------------------------------------

const byName = ([a]: [string, string], [b]: [string, string]) => (a < b ? -1 : a > b ? 1 : 0);

/** Request signing string: every non-empty parameter but sign, sorted by name, name=value joined by &, unencoded. */
export function requestSigningString(params: Record<string, string>): string {
  return Object.entries(params)
    .filter(([name, value]) => name !== "sign" && value !== "")
    .sort(byName)
    .map(([name, value]) => `${name}=${value}`)
    .join("&");
}

/** Notification signing string: every parameter but sign and sign_type (empty ones included), sorted, decoded values. */
export function noticeSigningString(params: Record<string, string>): string {
  return Object.entries(params)
    .filter(([name]) => name !== "sign" && name !== "sign_type")
    .sort(byName)
    .map(([name, value]) => `${name}=${value}`)
    .join("&");
}

/** yyyy-MM-dd HH:mm:ss in Beijing time (Alipay's timestamp, time_expire). */
export function beijingTime(at: number): string {
  return formatDateTime(at);
}

/** "2026-01-02 11:04:05" (Beijing time, no offset: China has no daylight saving) → epoch ms; null if malformed. */
export function parseBeijingTime(text: string): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/.exec(text);
  if (!m) return null;
  const [, y, mo, d, h, mi, s] = m.map(Number) as [number, number, number, number, number, number, number];
  return Date.UTC(y, mo - 1, d, h, mi, s) - 8 * 3600_000;
}

function stringEnd(json: string, start: number): number {
  let i = start + 1;
  while (i < json.length && json[i] !== '"') i += json[i] === "\\" ? 2 : 1;
  return i + 1;
}

function valueEnd(json: string, start: number): number {
  const first = json[start];
  if (first === '"') return stringEnd(json, start);
  if (first !== "{" && first !== "[") {
    let i = start;
    while (i < json.length && !/[,}\]\s]/.test(json[i] ?? "")) i++;
    return i;
  }
  let depth = 0;
  let i = start;
  while (i < json.length) {
    const ch = json[i];
    if (ch === '"') {
      i = stringEnd(json, i);
      continue;
    }
    if (ch === "{" || ch === "[") depth++;
    else if (ch === "}" || ch === "]") {
      depth--;
      if (depth === 0) return i + 1;
    }
    i++;
  }
  return json.length;
}

/**
 * The raw text of a top-level member's value, exactly as it appears in the body. Alipay signs these
 * bytes; re-serialising a parsed object (escapes such as `\/`, key order, spacing) would not match.
 */
export function rawMember(json: string, name: string): string | null {
  let depth = 0;
  let i = 0;
  while (i < json.length) {
    const ch = json[i];
    if (ch === '"') {
      const end = stringEnd(json, i);
      if (depth === 1) {
        let j = end;
        while (/\s/.test(json[j] ?? "")) j++;
        if (json[j] === ":") {
          let key: unknown = null;
          try {
            key = JSON.parse(json.slice(i, end));
          } catch {}
          j++;
          while (/\s/.test(json[j] ?? "")) j++;
          const after = valueEnd(json, j);
          if (key === name) return json.slice(j, after);
          i = after;
          continue;
        }
      }
      i = end;
      continue;
    }
    if (ch === "{" || ch === "[") depth++;
    else if (ch === "}" || ch === "]") depth--;
    i++;
  }
  return null;
}

// --- the client ------------------------------------------------------------------------------------

type Json = Record<string, unknown>;

const str = (value: unknown): string | null => (typeof value === "string" && value !== "" ? value : null);
const obj = (value: unknown): Json => (value && typeof value === "object" && !Array.isArray(value) ? (value as Json) : {});

function yuan(value: unknown): number | null {
  try {
    return typeof value === "string" ? parseYuan(value) : null;
  } catch {
    return null;
  }
}

interface Keys {
  sign: CryptoKey;
  verify: CryptoKey;
}

/** A call's outcome: the verified response member, or Alipay's refusal (code != 10000). */
type Reply = { ok: true; data: Json } | { ok: false; code: string; subCode: string | null };

export class Alipay implements PayProvider {
  readonly name = "alipay";
  // Private fields keep the keys out of logs that print the provider object.
  readonly #options: AlipayOptions;
  #keys: Promise<Keys> | undefined;

  constructor(options: AlipayOptions) {
    this.#options = options;
  }

  #now(): number {
    return this.#options.now?.() ?? Date.now();
  }

  #loadKeys(): Promise<Keys> {
    this.#keys ??= (async () => ({
      sign: await importSigningKey(this.#options.privateKeyPem, "支付宝应用私钥（ALIPAY_PRIVATE_KEY）"),
      verify: await importVerifyingKey(this.#options.alipayPublicKeyPem, "支付宝公钥（ALIPAY_PUBLIC_KEY）"),
    }))();
    this.#keys.catch(() => {
      this.#keys = undefined;
    });
    return this.#keys;
  }

  /**
   * One signed gateway call. The common parameters travel in the query string and biz_content in the
   * form body (as Alipay's own SDKs send them); all of them are signed.
   */
  async #call(method: string, biz: Json, failure: string, extra: Record<string, string> = {}): Promise<Reply> {
    const params: Record<string, string> = {
      app_id: this.#options.appId,
      method,
      format: "JSON",
      charset: "utf-8",
      sign_type: "RSA2",
      timestamp: beijingTime(this.#now()),
      version: "1.0",
      ...extra,
      biz_content: JSON.stringify(biz),
    };
    const keys = await this.#loadKeys();
    params.sign = await rsaSign(keys.sign, requestSigningString(params));
    const { biz_content, ...common } = params;
    const url = `${this.#options.gateway ?? DEFAULT_GATEWAY}?${new URLSearchParams(common)}`;

    const send = this.#options.fetch ?? fetch;
    let text: string;
    try {
      const res = await send(url, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded;charset=utf-8", Accept: "application/json" },
        body: new URLSearchParams({ biz_content: biz_content ?? "" }).toString(),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      text = await res.text();
      if (!res.ok) throw new Error(`HTTP ${res.status}`);
    } catch (error) {
      console.error("Alipay unreachable", method, error instanceof Error ? error.message : error);
      throw new PayError(failure);
    }

    const node = `${method.replaceAll(".", "_")}_response`;
    const raw = rawMember(text, node) ?? rawMember(text, "error_response");
    let data: Json;
    let sign: unknown;
    try {
      data = obj(JSON.parse(raw ?? "null"));
      sign = obj(JSON.parse(text)).sign;
    } catch {
      data = {};
    }
    const code = str(data.code) ?? "";
    if (code !== "10000") {
      // A refusal only makes us give up, so it needs no signature (some, such as a bad app_id, carry none).
      const subCode = str(data.sub_code);
      console.error("Alipay refused", { method, code, msg: data.msg, subCode, subMsg: data.sub_msg });
      return { ok: false, code: code || "UNREADABLE", subCode };
    }
    if (!raw || typeof sign !== "string" || !(await rsaVerify(keys.verify, raw, sign))) {
      console.error("Alipay reply failed signature verification", { method });
      throw new PayError(failure);
    }
    return { ok: true, data };
  }

  #refusal(reply: { code: string; subCode: string | null }, failure: string): PayError {
    return new PayError((reply.subCode && FAILURES[reply.subCode]) || failure, reply.subCode ?? reply.code);
  }

  async prepay(input: PrepayInput): Promise<PrepayResult> {
    if (!Number.isSafeInteger(input.amountFen) || input.amountFen <= 0) throw new PayError("支付金额不正确");
    const reply = await this.#call(
      "alipay.trade.precreate",
      {
        out_trade_no: input.orderNo,
        total_amount: yuanText(input.amountFen),
        // Alipay refuses / = & in the subject.
        subject: [...input.subject.replace(/[/=&]/g, " ")].slice(0, 256).join(""),
        product_code: "FACE_TO_FACE_PAYMENT",
        // Absolute, so the trade closes when our order does (timeout_express would count from creation).
        time_expire: beijingTime(input.expiresAt),
      },
      PREPAY_FAILURE,
      { notify_url: input.notifyUrl },
    );
    if (!reply.ok) throw this.#refusal(reply, PREPAY_FAILURE);
    const qrCode = str(reply.data.qr_code);
    if (!qrCode || reply.data.out_trade_no !== input.orderNo) {
      console.error("Alipay precreate answered without qr_code or for another order", { orderNo: input.orderNo });
      throw new PayError(PREPAY_FAILURE);
    }
    return { codeUrl: qrCode };
  }

  async query(orderNo: string): Promise<QueryResult> {
    const reply = await this.#call("alipay.trade.query", { out_trade_no: orderNo }, QUERY_FAILURE);
    if (!reply.ok) {
      // Never scanned: a precreated trade exists at Alipay only once the payer has scanned it.
      if (reply.subCode === "ACQ.TRADE_NOT_EXIST") return { paid: false };
      throw this.#refusal(reply, QUERY_FAILURE);
    }
    const { data } = reply;
    if (data.out_trade_no !== orderNo) {
      console.error("Alipay query answered for another order", { asked: orderNo, got: data.out_trade_no });
      throw new PayError(QUERY_FAILURE);
    }
    // WAIT_BUYER_PAY and TRADE_CLOSED (unpaid and closed, or fully refunded) are not payments.
    if (data.trade_status !== "TRADE_SUCCESS" && data.trade_status !== "TRADE_FINISHED") return { paid: false };
    const transactionId = str(data.trade_no);
    const amountFen = yuan(data.total_amount);
    if (!transactionId || amountFen === null) {
      console.error("Alipay query: a paid trade without trade_no/total_amount", { orderNo });
      throw new PayError(QUERY_FAILURE);
    }
    const paidAt = parseBeijingTime(str(data.send_pay_date) ?? "") ?? this.#now();
    return { paid: true, transactionId, amountFen, paidAt };
  }

  /**
   * Alipay refunds synchronously. fund_change "Y" means this call moved the money. "N" is also the
   * answer to a repeated out_request_no whose refund already went through, so ask
   * alipay.trade.fastpay.refund.query before calling it PROCESSING. Alipay has no refund id of its
   * own (a refund is trade_no + out_request_no): refundId is the trade_no, as in refund notifications.
   */
  async refund(input: RefundInput): Promise<RefundResult> {
    if (!Number.isSafeInteger(input.amountFen) || input.amountFen <= 0 || input.amountFen > input.totalFen) throw new PayError("退款金额不正确");
    const reply = await this.#call(
      "alipay.trade.refund",
      {
        out_trade_no: input.orderNo,
        refund_amount: yuanText(input.amountFen),
        out_request_no: input.refundNo,
        refund_reason: [...input.reason].slice(0, 256).join(""),
      },
      REFUND_FAILURE,
    );
    if (!reply.ok) throw this.#refusal(reply, REFUND_FAILURE);
    const refundId = str(reply.data.trade_no);
    if (!refundId || reply.data.out_trade_no !== input.orderNo) {
      console.error("Alipay refund answered without trade_no or for another order", { orderNo: input.orderNo });
      throw new PayError(REFUND_FAILURE);
    }
    if (reply.data.fund_change === "Y") return { refundId, status: "SUCCESS" };
    return { refundId, status: (await this.#refundSettled(input)) ? "SUCCESS" : "PROCESSING" };
  }

  async #refundSettled(input: RefundInput): Promise<boolean> {
    try {
      const reply = await this.#call("alipay.trade.fastpay.refund.query", { out_trade_no: input.orderNo, out_request_no: input.refundNo }, REFUND_FAILURE);
      return reply.ok && reply.data.refund_status === "REFUND_SUCCESS" && yuan(reply.data.refund_amount) === input.amountFen;
    } catch {
      // The refund was accepted; only its confirmation is missing. A later notification or retry settles it.
      return false;
    }
  }

  /**
   * A form POST (application/x-www-form-urlencoded). Payment notices: trade_status TRADE_SUCCESS or
   * TRADE_FINISHED is a payment. Alipay also notifies a refund on the original notify_url (full refund:
   * TRADE_CLOSED; partial: TRADE_SUCCESS, both with refund_fee, gmt_refund and out_biz_no = our
   * out_request_no): those become a RefundNotice (succeeded: Alipay notifies completed refunds only), so
   * the refund service confirms it or answers "duplicate" instead of Alipay retrying a refusal for a day.
   */
  async parseNotification(req: Request): Promise<Notice> {
    // Bytes, not req.text(): workerd warns about reading a form body as text; Alipay posts UTF-8 (our charset).
    const form = new URLSearchParams(new TextDecoder().decode(await req.arrayBuffer()));
    const params: Record<string, string> = {};
    for (const [name, value] of form) {
      // A repeated name would let the signed and the read values differ.
      if (Object.hasOwn(params, name)) throw new PayError(NOTICE_MALFORMED);
      params[name] = value;
    }
    if (params.sign_type !== "RSA2" || !params.sign) throw new PayError(NOTICE_FORGED);
    const { verify } = await this.#loadKeys();
    if (!(await rsaVerify(verify, noticeSigningString(params), params.sign))) throw new PayError(NOTICE_FORGED);
    if (params.app_id !== this.#options.appId || params.seller_id !== this.#options.sellerId) {
      console.error("Alipay notification for another app or seller", { appId: params.app_id, sellerId: params.seller_id });
      throw new PayError(NOTICE_FORGED);
    }
    // Each delivery (and retry) carries its own notify_time: an old one is a replay.
    const sentAt = parseBeijingTime(params.notify_time ?? "");
    if (sentAt === null) throw new PayError(NOTICE_MALFORMED);
    if (!withinWindow(sentAt, this.#now())) throw new PayError(NOTICE_STALE);

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
    const paidAt = parseBeijingTime(params.gmt_payment ?? "");
    if (amountFen === null || (paid && paidAt === null)) throw new PayError(NOTICE_MALFORMED);
    // A payment is notified from the moment it happens, retried for about 25 hours (TRADE_FINISHED comes later, when the refund period ends).
    if (params.trade_status === "TRADE_SUCCESS" && paidAt !== null && (paidAt > sentAt + CLOCK_SKEW_MS || sentAt - paidAt > PAYMENT_NOTICE_MAX_AGE_MS))
      throw new PayError(NOTICE_STALE);
    return { kind: "payment", orderNo, transactionId: tradeNo, amountFen, paid, paidAt: paidAt ?? this.#now() };
  }

  acknowledge(ok: boolean): Response {
    // Alipay stops retrying only on the exact body "success"; a refusal is also a client error for everyone else.
    return new Response(ok ? "success" : "fail", { status: ok ? 200 : 400, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  }
}
