import { gcm } from "@noble/ciphers/aes.js";
import { toBase64 } from "../../lib/crypto";
import { encoder, NOW, type Pair, prepayOn, rsaPair, sign, verify } from "./pay-test-kit";
import { WechatPay, type WechatPayOptions } from "./wechat-pay";

export { caught, NOW } from "./pay-test-kit";

// What wechat-pay.test.ts and wechat-pay-notice.test.ts share. The tests play WeChat Pay: they hold the
// platform key pair (微信支付公钥 mode), check each request's Authorization against the merchant's public key
// by rebuilding the documented message themselves, answer with signed replies, and build notifications
// exactly as documented (AES-256-GCM by @noble/ciphers, an implementation independent of the WebCrypto
// code under test).

export const MCH_ID = "1900009191";
export const APP_ID = "wxd678efh567hg6787";
export const SERIAL_NO = "1DDE55AD98ED71D6EDD4A4A16996DE7B47773A8C";
export const PUB_KEY_ID = "PUB_KEY_ID_0114232134912410000000000000";
export const API_V3_KEY = "qihe0123456789abcdefQIHE01234567";
export const SECONDS = String(NOW / 1000);

// Set by makeKeys (a beforeAll of each test file); importers read these live bindings.
export let merchant: Pair;
export let platform: Pair;
export let stranger: Pair;

export async function makeKeys(): Promise<void> {
  [merchant, platform, stranger] = await Promise.all([rsaPair(), rsaPair(), rsaPair()]);
}

/** Headers of a body signed by the platform key (or another key, to forge). */
export async function signedHeaders(
  body: string,
  options: { key?: CryptoKey; timestamp?: string; serial?: string; nonce?: string } = {},
): Promise<Record<string, string>> {
  const timestamp = options.timestamp ?? SECONDS;
  const nonce = options.nonce ?? "593BEC0C930BF1AFEB40B4A08C8FB242";
  return {
    "Wechatpay-Timestamp": timestamp,
    "Wechatpay-Nonce": nonce,
    "Wechatpay-Signature": await sign(options.key ?? platform.privateKey, `${timestamp}\n${nonce}\n${body}\n`),
    "Wechatpay-Serial": options.serial ?? PUB_KEY_ID,
  };
}

export type Seen = { method: string; pathWithQuery: string; headers: Headers; body: string; authorized: boolean; auth: Record<string, string> };
export type Answer = { status?: number; body?: unknown; raw?: string; sign?: (body: string) => Promise<Record<string, string>> };

/** A fetch that acts as api.mch.weixin.qq.com: verifies the merchant's signature, then answers. */
export function vendor(answer: (seen: Seen) => Answer | Promise<Answer>) {
  const seen: Seen[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const req = new Request(input, init);
    const url = new URL(req.url);
    const body = await req.text();
    const header = req.headers.get("authorization") ?? "";
    const schema = "WECHATPAY2-SHA256-RSA2048 ";
    const auth = Object.fromEntries([...header.slice(schema.length).matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1] as string, m[2] as string]));
    const message = `${req.method}\n${url.pathname}${url.search}\n${auth.timestamp}\n${auth.nonce_str}\n${body}\n`;
    const authorized =
      header.startsWith(schema) &&
      auth.mchid === MCH_ID &&
      auth.serial_no === SERIAL_NO &&
      Math.abs(Number(auth.timestamp) * 1000 - NOW) < 60_000 &&
      (await verify(merchant.publicKey, message, auth.signature ?? ""));
    const s: Seen = { method: req.method, pathWithQuery: `${url.pathname}${url.search}`, headers: req.headers, body, authorized, auth };
    seen.push(s);
    if (!authorized) return Response.json({ code: "SIGN_ERROR", message: "签名错误" }, { status: 401 });
    const a = await answer(s);
    const text = a.raw ?? (a.body === undefined ? "" : JSON.stringify(a.body));
    return new Response(text, { status: a.status ?? 200, headers: { "Content-Type": "application/json", ...(await (a.sign ?? signedHeaders)(text)) } });
  };
  return { fetch, seen };
}

export function client(overrides: Partial<WechatPayOptions> = {}): WechatPay {
  return new WechatPay({
    mchId: MCH_ID,
    appId: APP_ID,
    serialNo: SERIAL_NO,
    privateKeyPem: merchant.privatePem,
    apiV3Key: API_V3_KEY,
    platformPublicKeyPem: platform.publicPem,
    platformPublicKeyId: PUB_KEY_ID,
    now: () => NOW,
    fetch: () => Promise.reject(new Error("no network in tests")),
    ...overrides,
  });
}

export const PREPAY = prepayOn("WECHAT");

export function encrypt(plain: object, options: { key?: string; nonce?: string; aad?: string } = {}) {
  const nonce = options.nonce ?? "fdasflkja484w";
  const aad = options.aad ?? "transaction";
  const sealed = gcm(encoder.encode(options.key ?? API_V3_KEY), encoder.encode(nonce), encoder.encode(aad)).encrypt(encoder.encode(JSON.stringify(plain)));
  return { algorithm: "AEAD_AES_256_GCM", ciphertext: toBase64(sealed), associated_data: aad, original_type: "transaction", nonce };
}

export const TRANSACTION = {
  mchid: MCH_ID,
  appid: APP_ID,
  out_trade_no: "QH202601020001",
  transaction_id: "4200000001202601020000000001",
  trade_type: "NATIVE",
  trade_state: "SUCCESS",
  trade_state_desc: "支付成功",
  bank_type: "OTHERS",
  attach: "",
  success_time: "2026-01-02T11:05:06+08:00",
  payer: { openid: "oUpF8uMuAJO_M2pxb1Q9zNjWeS6o" },
  amount: { total: 1230, payer_total: 1230, currency: "CNY", payer_currency: "CNY" },
};

/** A notification as WeChat Pay posts it: the documented envelope, signed headers. */
export async function notification(
  data: object = TRANSACTION,
  options: { eventType?: string; key?: string; signer?: (body: string) => Promise<Record<string, string>>; tamper?: (body: string) => string } = {},
): Promise<Request> {
  const eventType = options.eventType ?? "TRANSACTION.SUCCESS";
  const refund = eventType.startsWith("REFUND.");
  const envelope = {
    id: "EV-2018022511223320873",
    create_time: "2026-01-02T11:05:07+08:00",
    resource_type: "encrypt-resource",
    event_type: eventType,
    summary: refund ? "退款成功" : "支付成功",
    resource: {
      ...encrypt(data, { ...(options.key ? { key: options.key } : {}), aad: refund ? "refund" : "transaction" }),
      original_type: refund ? "refund" : "transaction",
    },
  };
  const body = JSON.stringify(envelope);
  const headers = await (options.signer ?? signedHeaders)(body);
  return new Request("https://qihe.example.cn/pay/notify/wechat", {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: options.tamper ? options.tamper(body) : body,
  });
}
