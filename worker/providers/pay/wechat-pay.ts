import { formatRfc3339 } from "#core/dates";
import { fromBase64 } from "../../lib/crypto";
import {
  type Notice,
  PayConfigError,
  PayError,
  type PayProvider,
  type PrepayInput,
  type PrepayResult,
  type QueryResult,
  type RefundInput,
  type RefundResult,
} from "./pay";
import { importSigningKey, importVerifyingKey, rsaSign, rsaVerify } from "./pem";

// WeChat Pay APIv3, Native payment (the payer scans code_url): responses and notifications are verified
// with the platform key identified by WECHATPAY_PUBLIC_KEY_ID, configured as the 微信支付公钥 (SPKI,
// PUB_KEY_ID_…) or as a 平台证书 (X.509 PEM, its serial number as the id); nothing is downloaded.
// - signing: https://pay.weixin.qq.com/doc/v3/merchant/4012365336 (签名生成)
// - verifying: https://pay.weixin.qq.com/doc/v3/merchant/4013053249 (验签, public-key mode)
// - notifications: https://pay.weixin.qq.com/doc/v3/merchant/4012791861 (支付通知), AEAD_AES_256_GCM
// - Native prepay /v3/pay/transactions/native, query by out_trade_no, /v3/refund/domestic/refunds

const DEFAULT_BASE = "https://api.mch.weixin.qq.com";
const SCHEMA = "WECHATPAY2-SHA256-RSA2048";
const TIMEOUT_MS = 10_000;
/** Notifications older (or further in the future) than this are replays. */
const MAX_NOTICE_AGE_MS = 5 * 60 * 1000;
const USER_AGENT = "qihe/1.0 (Cloudflare Workers)";

const PREPAY_FAILURE = "微信支付下单失败，请稍后再试";
const QUERY_FAILURE = "微信支付查询失败，请稍后再试";
const REFUND_FAILURE = "微信支付退款失败，请稍后再试";
export const NOTICE_FORGED = "支付通知验签失败";
export const NOTICE_EXPIRED = "支付通知已过期";
export const NOTICE_UNDECRYPTABLE = "支付通知解密失败";
export const NOTICE_MALFORMED = "支付通知格式不正确";

/** Vendor codes a user (or the order flow) can act on; the rest (keys, AppID binding, parameters) is the operator's. */
const FAILURES: Record<string, string> = {
  ORDERPAID: "该订单已支付，请勿重复付款",
  ORDER_CLOSED: "订单已关闭，请重新下单",
  OUT_TRADE_NO_USED: "订单号重复，请重新下单",
  FREQUENCY_LIMITED: "操作过于频繁，请稍后再试",
  NOT_ENOUGH: "商户账户余额不足，退款暂时无法完成，请稍后再试",
  USER_ACCOUNT_ABNORMAL: "用户账户异常，无法原路退款，请联系客服处理",
  TRADE_OVERDUE: "订单已超过可退款期限",
};

export interface WechatPayOptions {
  mchId: string;
  appId: string;
  /** Serial number of the merchant API certificate (the key below is its private key). */
  serialNo: string;
  /** Merchant API private key, PKCS#8 PEM (apiclient_key.pem). */
  privateKeyPem: string;
  /** APIv3 key, 32 characters: the AES-256-GCM key of notification resources. */
  apiV3Key: string;
  /** 微信支付公钥, SPKI PEM (pub_key.pem), or a 平台证书 (X.509 PEM). */
  platformPublicKeyPem: string;
  /** Its id, PUB_KEY_ID_… or the certificate's serial number: sent as Wechatpay-Serial and expected in every signed reply. */
  platformPublicKeyId: string;
  /** Injected by tests so nothing reaches the network. */
  fetch?: typeof fetch;
  now?: () => number;
  base?: string;
}

// --- pure pieces, exported for tests ---------------------------------------------------------------

/** The request signature message: METHOD\nURL\ntimestamp\nnonce\nbody\n (URL = path with query; GET has an empty body). */
export function requestMessage(method: string, pathWithQuery: string, timestamp: string, nonce: string, body: string): string {
  return `${method}\n${pathWithQuery}\n${timestamp}\n${nonce}\n${body}\n`;
}

/** The message WeChat Pay signs in replies and notifications: timestamp\nnonce\nbody\n. */
export function replyMessage(timestamp: string, nonce: string, body: string): string {
  return `${timestamp}\n${nonce}\n${body}\n`;
}

export function authorization(p: { mchId: string; nonce: string; signature: string; timestamp: string; serialNo: string }): string {
  return `${SCHEMA} mchid="${p.mchId}",nonce_str="${p.nonce}",signature="${p.signature}",timestamp="${p.timestamp}",serial_no="${p.serialNo}"`;
}

export interface EncryptedResource {
  algorithm: string;
  ciphertext: string;
  nonce: string;
  associated_data?: string;
}

/** AEAD_AES_256_GCM with the APIv3 key; the base64 ciphertext ends with the 16-byte tag, as WebCrypto expects. */
export async function decryptResource(apiV3Key: string, resource: EncryptedResource): Promise<string> {
  if (resource.algorithm !== "AEAD_AES_256_GCM") throw new PayError(NOTICE_UNDECRYPTABLE, resource.algorithm);
  try {
    const key = await crypto.subtle.importKey("raw", new TextEncoder().encode(apiV3Key), "AES-GCM", false, ["decrypt"]);
    const plain = await crypto.subtle.decrypt(
      {
        name: "AES-GCM",
        iv: new TextEncoder().encode(resource.nonce),
        additionalData: new TextEncoder().encode(resource.associated_data ?? ""),
        tagLength: 128,
      },
      key,
      fromBase64(resource.ciphertext),
    );
    return new TextDecoder().decode(plain);
  } catch {
    throw new PayError(NOTICE_UNDECRYPTABLE);
  }
}

// --- the client ------------------------------------------------------------------------------------

type Json = Record<string, unknown>;

const str = (value: unknown): string | null => (typeof value === "string" && value !== "" ? value : null);
const obj = (value: unknown): Json => (value && typeof value === "object" && !Array.isArray(value) ? (value as Json) : {});
const fen = (value: unknown): number | null => (Number.isSafeInteger(value) && (value as number) >= 0 ? (value as number) : null);

function nonce(): string {
  return crypto.randomUUID().replaceAll("-", "").toUpperCase();
}

function time(value: unknown): number | null {
  const text = str(value);
  const at = text ? Date.parse(text) : Number.NaN;
  return Number.isFinite(at) ? at : null;
}

interface Keys {
  sign: CryptoKey;
  verify: CryptoKey;
}

export class WechatPay implements PayProvider {
  readonly name = "wechat";
  // Private fields keep the keys out of logs that print the provider object.
  readonly #options: WechatPayOptions;
  #keys: Promise<Keys> | undefined;

  constructor(options: WechatPayOptions) {
    if (new TextEncoder().encode(options.apiV3Key).length !== 32) throw new PayConfigError("微信支付 APIv3 密钥必须是 32 个字符（WECHATPAY_API_V3_KEY）");
    this.#options = options;
  }

  #now(): number {
    return this.#options.now?.() ?? Date.now();
  }

  #loadKeys(): Promise<Keys> {
    this.#keys ??= (async () => ({
      sign: await importSigningKey(this.#options.privateKeyPem, "微信支付商户私钥（WECHATPAY_PRIVATE_KEY）"),
      verify: await importVerifyingKey(this.#options.platformPublicKeyPem, "微信支付公钥（WECHATPAY_PUBLIC_KEY）"),
    }))();
    // A bad key stays bad, but do not cache the rejection: a later call reports it again, clearly.
    this.#keys.catch(() => {
      this.#keys = undefined;
    });
    return this.#keys;
  }

  /** Verifies the Wechatpay-* headers over body; false on any missing or mismatching part. */
  async #verified(headers: Headers, body: string): Promise<boolean> {
    const timestamp = headers.get("wechatpay-timestamp") ?? "";
    const nonce = headers.get("wechatpay-nonce") ?? "";
    const signature = headers.get("wechatpay-signature") ?? "";
    const serial = headers.get("wechatpay-serial") ?? "";
    // A serial other than the configured key's id names a key we do not hold.
    if (!timestamp || !nonce || serial !== this.#options.platformPublicKeyId) return false;
    // WeChat Pay sends probes whose signature starts with WECHATPAY/SIGNTEST/: they fail here, as they must.
    const { verify } = await this.#loadKeys();
    return rsaVerify(verify, replyMessage(timestamp, nonce, body), signature);
  }

  /** A signed API call; returns the verified JSON reply or throws PayError(failure, vendor code). */
  async #call(method: "GET" | "POST", pathWithQuery: string, payload: unknown, failure: string): Promise<Json> {
    const { mchId, serialNo, platformPublicKeyId } = this.#options;
    const body = payload === undefined ? "" : JSON.stringify(payload);
    const timestamp = String(Math.floor(this.#now() / 1000));
    const nonceStr = nonce();
    const { sign } = await this.#loadKeys();
    const signature = await rsaSign(sign, requestMessage(method, pathWithQuery, timestamp, nonceStr, body));
    const headers: Record<string, string> = {
      Authorization: authorization({ mchId, nonce: nonceStr, signature, timestamp, serialNo }),
      Accept: "application/json",
      "User-Agent": USER_AGENT,
      "Wechatpay-Serial": platformPublicKeyId,
    };
    if (body) headers["Content-Type"] = "application/json";

    const send = this.#options.fetch ?? fetch;
    let res: Response;
    let text: string;
    try {
      res = await send(`${this.#options.base ?? DEFAULT_BASE}${pathWithQuery}`, {
        method,
        headers,
        ...(body ? { body } : {}),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      text = await res.text();
    } catch (error) {
      console.error("WeChat Pay unreachable", pathWithQuery, error instanceof Error ? error.message : error);
      throw new PayError(failure);
    }
    let reply: Json;
    try {
      reply = obj(JSON.parse(text));
    } catch {
      reply = {};
    }
    if (!res.ok) {
      // A refusal only makes us give up, so it needs no signature (gateway errors often carry none).
      const code = str(reply.code) ?? `HTTP_${res.status}`;
      console.error("WeChat Pay refused", { path: pathWithQuery, status: res.status, code, message: reply.message });
      throw new PayError(FAILURES[code] ?? failure, code);
    }
    if (!(await this.#verified(res.headers, text))) {
      console.error("WeChat Pay reply failed signature verification", { path: pathWithQuery, serial: res.headers.get("wechatpay-serial") });
      throw new PayError(failure);
    }
    if (Object.keys(reply).length === 0) {
      console.error("WeChat Pay reply is not a JSON object", { path: pathWithQuery });
      throw new PayError(failure);
    }
    return reply;
  }

  async prepay(input: PrepayInput): Promise<PrepayResult> {
    if (!Number.isSafeInteger(input.amountFen) || input.amountFen <= 0) throw new PayError("支付金额不正确");
    const { appId, mchId } = this.#options;
    const reply = await this.#call(
      "POST",
      "/v3/pay/transactions/native",
      {
        appid: appId,
        mchid: mchId,
        description: [...input.subject].slice(0, 127).join(""),
        out_trade_no: input.orderNo,
        time_expire: formatRfc3339(input.expiresAt),
        notify_url: input.notifyUrl,
        amount: { total: input.amountFen, currency: "CNY" },
      },
      PREPAY_FAILURE,
    );
    const codeUrl = str(reply.code_url);
    if (!codeUrl) {
      console.error("WeChat Pay prepay answered without code_url", { keys: Object.keys(reply) });
      throw new PayError(PREPAY_FAILURE);
    }
    return { codeUrl };
  }

  async query(orderNo: string): Promise<QueryResult> {
    const path = `/v3/pay/transactions/out-trade-no/${encodeURIComponent(orderNo)}?mchid=${encodeURIComponent(this.#options.mchId)}`;
    let reply: Json;
    try {
      reply = await this.#call("GET", path, undefined, QUERY_FAILURE);
    } catch (error) {
      // Never prepaid (or prepay failed): nothing was paid. An unsigned 404 can only make us wait longer.
      if (error instanceof PayError && error.vendorCode === "ORDER_NOT_EXIST") return { paid: false };
      throw error;
    }
    if (reply.out_trade_no !== orderNo) {
      console.error("WeChat Pay query answered for another order", { asked: orderNo, got: reply.out_trade_no });
      throw new PayError(QUERY_FAILURE);
    }
    // Only SUCCESS counts: REFUND (转入退款) happens after a payment we were told about, NOTPAY, CLOSED,
    // REVOKED, USERPAYING and PAYERROR are not payments.
    if (reply.trade_state !== "SUCCESS") return { paid: false };
    const transactionId = str(reply.transaction_id);
    const amountFen = fen(obj(reply.amount).total);
    const paidAt = time(reply.success_time);
    if (!transactionId || amountFen === null || paidAt === null) {
      console.error("WeChat Pay query: a SUCCESS without transaction_id/amount/success_time", { orderNo });
      throw new PayError(QUERY_FAILURE);
    }
    return { paid: true, transactionId, amountFen, paidAt };
  }

  async refund(input: RefundInput): Promise<RefundResult> {
    if (!Number.isSafeInteger(input.amountFen) || input.amountFen <= 0 || input.amountFen > input.totalFen) throw new PayError("退款金额不正确");
    const reply = await this.#call(
      "POST",
      "/v3/refund/domestic/refunds",
      {
        out_trade_no: input.orderNo,
        out_refund_no: input.refundNo,
        reason: [...input.reason].slice(0, 80).join(""),
        notify_url: input.notifyUrl,
        amount: { refund: input.amountFen, total: input.totalFen, currency: "CNY" },
      },
      REFUND_FAILURE,
    );
    const refundId = str(reply.refund_id);
    const status = reply.status;
    if (!refundId) {
      console.error("WeChat Pay refund answered without refund_id", { keys: Object.keys(reply) });
      throw new PayError(REFUND_FAILURE);
    }
    if (status === "SUCCESS" || status === "PROCESSING") return { refundId, status };
    // CLOSED or ABNORMAL (the payer's card was cancelled): the merchant platform handles it by hand.
    console.error("WeChat Pay refund not accepted", { refundNo: input.refundNo, refundId, status });
    throw new PayError("退款未能原路退回，请联系客服处理", str(status) ?? undefined);
  }

  async parseNotification(req: Request): Promise<Notice> {
    const body = await req.text();
    const timestamp = req.headers.get("wechatpay-timestamp") ?? "";
    if (!/^\d{1,12}$/.test(timestamp) || Math.abs(this.#now() - Number(timestamp) * 1000) > MAX_NOTICE_AGE_MS) throw new PayError(NOTICE_EXPIRED);
    if (!(await this.#verified(req.headers, body))) throw new PayError(NOTICE_FORGED);

    let envelope: Json;
    try {
      envelope = obj(JSON.parse(body));
    } catch {
      throw new PayError(NOTICE_MALFORMED);
    }
    const resource = obj(envelope.resource);
    const ciphertext = str(resource.ciphertext);
    const nonceStr = str(resource.nonce);
    if (!ciphertext || !nonceStr) throw new PayError(NOTICE_MALFORMED);
    const plain = await decryptResource(this.#options.apiV3Key, {
      algorithm: String(resource.algorithm),
      ciphertext,
      nonce: nonceStr,
      associated_data: typeof resource.associated_data === "string" ? resource.associated_data : "",
    });
    let data: Json;
    try {
      data = obj(JSON.parse(plain));
    } catch {
      throw new PayError(NOTICE_MALFORMED);
    }
    // Defence in depth after the signature: the notice must be about our own merchant number.
    if (data.mchid !== this.#options.mchId) {
      console.error("WeChat Pay notification for another merchant", { mchid: data.mchid });
      throw new PayError(NOTICE_FORGED);
    }

    const eventType = str(envelope.event_type) ?? "";
    if (eventType === "TRANSACTION.SUCCESS") {
      if (data.appid !== this.#options.appId) throw new PayError(NOTICE_FORGED);
      const orderNo = str(data.out_trade_no);
      const transactionId = str(data.transaction_id);
      const amountFen = fen(obj(data.amount).total);
      const paid = data.trade_state === "SUCCESS";
      const paidAt = time(data.success_time);
      if (!orderNo || !transactionId || amountFen === null || (paid && paidAt === null)) throw new PayError(NOTICE_MALFORMED);
      return { kind: "payment", orderNo, transactionId, amountFen, paid, paidAt: paidAt ?? this.#now() };
    }
    if (eventType.startsWith("REFUND.")) {
      const orderNo = str(data.out_trade_no);
      const refundNo = str(data.out_refund_no);
      const refundId = str(data.refund_id);
      if (!orderNo || !refundNo || !refundId) throw new PayError(NOTICE_MALFORMED);
      return { kind: "refund", orderNo, refundNo, refundId, succeeded: data.refund_status === "SUCCESS" };
    }
    console.error("WeChat Pay notification of an unexpected type", { eventType });
    throw new PayError(NOTICE_MALFORMED, eventType || undefined);
  }

  acknowledge(ok: boolean): Response {
    // Success: 200 or 204 without a body. Failure: 4xx/5xx with {code: "FAIL", message}; WeChat Pay retries.
    if (ok) return new Response(null, { status: 204 });
    return Response.json({ code: "FAIL", message: "失败" }, { status: 500 });
  }
}
