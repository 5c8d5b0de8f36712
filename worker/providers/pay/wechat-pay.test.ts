import { gcm } from "@noble/ciphers/aes.js";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { fromBase64, toBase64 } from "../../lib/crypto";
import { PayConfigError, PayError } from "./pay";
import { derToPem, importSigningKey } from "./pem";
import { PLATFORM_CERT_KEY_PEM, PLATFORM_CERT_PEM, PLATFORM_CERT_SERIAL } from "./test-certificate";
import { authorization, decryptResource, requestMessage, WechatPay, type WechatPayOptions } from "./wechat-pay";

// The test plays WeChat Pay: it holds the platform key pair (微信支付公钥 mode), checks each request's
// Authorization against the merchant's public key by rebuilding the documented message itself, answers
// with signed replies, and builds notifications exactly as documented (AES-256-GCM by @noble/ciphers, an
// implementation independent of the WebCrypto code under test).

const RSA = { name: "RSASSA-PKCS1-v1_5", hash: "SHA-256" } as const;
const encoder = new TextEncoder();

type Pair = { privateKey: CryptoKey; publicKey: CryptoKey; privatePem: string; publicPem: string };

async function rsaPair(): Promise<Pair> {
  const pair = (await crypto.subtle.generateKey({ ...RSA, modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]) }, true, [
    "sign",
    "verify",
  ])) as CryptoKeyPair;
  return {
    privateKey: pair.privateKey,
    publicKey: pair.publicKey,
    privatePem: derToPem((await crypto.subtle.exportKey("pkcs8", pair.privateKey)) as ArrayBuffer, "PRIVATE KEY"),
    publicPem: derToPem((await crypto.subtle.exportKey("spki", pair.publicKey)) as ArrayBuffer, "PUBLIC KEY"),
  };
}

const sign = async (key: CryptoKey, text: string) => toBase64(new Uint8Array(await crypto.subtle.sign(RSA, key, encoder.encode(text))));
const verify = async (key: CryptoKey, text: string, signature: string) => crypto.subtle.verify(RSA, key, fromBase64(signature), encoder.encode(text));

const MCH_ID = "1900009191";
const APP_ID = "wxd678efh567hg6787";
const SERIAL_NO = "1DDE55AD98ED71D6EDD4A4A16996DE7B47773A8C";
const PUB_KEY_ID = "PUB_KEY_ID_0114232134912410000000000000";
const API_V3_KEY = "qihe0123456789abcdefQIHE01234567";
const NOW = Date.UTC(2026, 0, 2, 3, 4, 5);
const SECONDS = String(NOW / 1000);

let merchant: Pair;
let platform: Pair;
let stranger: Pair;

beforeAll(async () => {
  [merchant, platform, stranger] = await Promise.all([rsaPair(), rsaPair(), rsaPair()]);
});

afterEach(() => vi.restoreAllMocks());

/** Headers of a body signed by the platform key (or another key, to forge). */
async function signedHeaders(
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

type Seen = { method: string; pathWithQuery: string; headers: Headers; body: string; authorized: boolean; auth: Record<string, string> };
type Answer = { status?: number; body?: unknown; raw?: string; sign?: (body: string) => Promise<Record<string, string>> };

/** A fetch that acts as api.mch.weixin.qq.com: verifies the merchant's signature, then answers. */
function vendor(answer: (seen: Seen) => Answer | Promise<Answer>) {
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

function client(overrides: Partial<WechatPayOptions> = {}): WechatPay {
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

const PREPAY = {
  orderNo: "QH202601020001",
  subject: "契合-劳动合同范本",
  amountFen: 1230,
  channel: "WECHAT" as const,
  notifyUrl: "https://qihe.example.cn/pay/notify/wechat",
  expiresAt: NOW + 15 * 60 * 1000,
};

const caught = (p: Promise<unknown>) =>
  p.then(
    () => null,
    (e: unknown) => e,
  );

describe("WeChat Pay signing pieces", () => {
  it("builds the documented request message and Authorization header", () => {
    // The GET example of 签名生成: an empty body still ends the message with "\n".
    expect(requestMessage("GET", "/v3/certificates", "1554208460", "593BEC0C930BF1AFEB40B4A08C8FB242", "")).toBe(
      "GET\n/v3/certificates\n1554208460\n593BEC0C930BF1AFEB40B4A08C8FB242\n\n",
    );
    expect(requestMessage("POST", "/v3/pay/transactions/native", "1554208460", "N", '{"a":1}')).toBe(
      'POST\n/v3/pay/transactions/native\n1554208460\nN\n{"a":1}\n',
    );
    expect(
      authorization({ mchId: "1900009191", nonce: "593BEC0C930BF1AFEB40B4A08C8FB242", signature: "c2ln", timestamp: "1554208460", serialNo: SERIAL_NO }),
    ).toBe(
      'WECHATPAY2-SHA256-RSA2048 mchid="1900009191",nonce_str="593BEC0C930BF1AFEB40B4A08C8FB242",signature="c2ln",timestamp="1554208460",serial_no="1DDE55AD98ED71D6EDD4A4A16996DE7B47773A8C"',
    );
  });

  it("decrypts AEAD_AES_256_GCM resources and fails on a wrong key, nonce or associated data", async () => {
    const plain = '{"hello":"微信"}';
    const ciphertext = toBase64(gcm(encoder.encode(API_V3_KEY), encoder.encode("0123456789ab"), encoder.encode("transaction")).encrypt(encoder.encode(plain)));
    const resource = { algorithm: "AEAD_AES_256_GCM", ciphertext, nonce: "0123456789ab", associated_data: "transaction" };
    expect(await decryptResource(API_V3_KEY, resource)).toBe(plain);
    for (const [key, r] of [
      ["another 32-character api v3 key!", resource],
      [API_V3_KEY, { ...resource, nonce: "0123456789ac" }],
      [API_V3_KEY, { ...resource, associated_data: "refund" }],
      [API_V3_KEY, { ...resource, algorithm: "AEAD_SM4_GCM" }],
    ] as const) {
      await expect(decryptResource(key, r)).rejects.toMatchObject({ name: "PayError", message: "支付通知解密失败" });
    }
  });
});

describe("WeChat Pay Native prepay", () => {
  it("sends a signed request with the documented body and returns code_url from a verified reply", async () => {
    const { fetch, seen } = vendor(() => ({ body: { code_url: "weixin://wxpay/bizpayurl?pr=p4lpSuKzz" } }));
    const result = await client({ fetch }).prepay(PREPAY);
    expect(result).toEqual({ codeUrl: "weixin://wxpay/bizpayurl?pr=p4lpSuKzz" });

    const [s] = seen as [Seen];
    expect(s.authorized).toBe(true);
    expect(s.method).toBe("POST");
    expect(s.pathWithQuery).toBe("/v3/pay/transactions/native");
    expect(s.headers.get("wechatpay-serial")).toBe(PUB_KEY_ID);
    expect(s.headers.get("content-type")).toBe("application/json");
    expect(s.headers.get("accept")).toBe("application/json");
    expect(s.headers.get("user-agent")).toBeTruthy();
    expect(s.auth.nonce_str).toMatch(/^[0-9A-F]{32}$/);
    expect(s.auth.timestamp).toBe(SECONDS);
    expect(JSON.parse(s.body)).toEqual({
      appid: APP_ID,
      mchid: MCH_ID,
      description: "契合-劳动合同范本",
      out_trade_no: "QH202601020001",
      time_expire: "2026-01-02T11:19:05+08:00",
      notify_url: "https://qihe.example.cn/pay/notify/wechat",
      amount: { total: 1230, currency: "CNY" },
    });
  });

  it("uses the configured base URL", async () => {
    const urls: string[] = [];
    const { fetch } = vendor(() => ({ body: { code_url: "weixin://x" } }));
    await client({
      base: "https://api2.mch.weixin.qq.com",
      fetch: (input, init) => {
        urls.push(String(input));
        return fetch(input, init);
      },
    }).prepay(PREPAY);
    expect(urls).toEqual(["https://api2.mch.weixin.qq.com/v3/pay/transactions/native"]);
  });

  it.each([
    ["signed by another key", (body: string) => signedHeaders(body, { key: stranger.privateKey })],
    ["with another serial", (body: string) => signedHeaders(body, { serial: "5157F09EFDC096DE15EBE81A47057A7232F1B8E1" })],
    ["with the signature of another body", () => signedHeaders('{"code_url":"weixin://wxpay/bizpayurl?pr=original"}')],
    ["without signature headers", async () => ({})],
  ])("rejects a reply %s", async (_, signer) => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const { fetch } = vendor(() => ({ body: { code_url: "weixin://wxpay/bizpayurl?pr=forged" }, sign: signer }));
    const error = await caught(client({ fetch }).prepay(PREPAY));
    expect(error).toBeInstanceOf(PayError);
    expect(error).toMatchObject({ message: "微信支付下单失败，请稍后再试" });
    expect(JSON.stringify(logged.mock.calls)).toContain("signature verification");
  });

  it.each([
    [400, "PARAM_ERROR", "微信支付下单失败，请稍后再试"],
    [400, "ORDERPAID", "该订单已支付，请勿重复付款"],
    [400, "ORDER_CLOSED", "订单已关闭，请重新下单"],
    [429, "FREQUENCY_LIMITED", "操作过于频繁，请稍后再试"],
    [403, "NO_AUTH", "微信支付下单失败，请稍后再试"],
    [500, "SYSTEM_ERROR", "微信支付下单失败，请稍后再试"],
  ])("maps HTTP %i %s to a Chinese PayError and keeps the vendor code", async (status, code, message) => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const { fetch } = vendor(() => ({ status, body: { code, message: "vendor text" } }));
    const error = await caught(client({ fetch }).prepay(PREPAY));
    expect(error).toBeInstanceOf(PayError);
    expect(error).toMatchObject({ message, vendorCode: code });
  });

  it("fails softly when WeChat Pay is unreachable or answers garbage, without leaking keys", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    for (const fetch of [
      () => Promise.reject(new TypeError("network down")),
      () => Promise.resolve(new Response("<html>bad gateway</html>", { status: 502 })),
    ]) {
      const error = await caught(client({ fetch }).prepay(PREPAY));
      expect(error).toMatchObject({ name: "PayError", message: "微信支付下单失败，请稍后再试" });
    }
    const { fetch } = vendor(() => ({ body: { prepay_id: "no code_url here" } }));
    expect(await caught(client({ fetch }).prepay(PREPAY))).toMatchObject({ message: "微信支付下单失败，请稍后再试" });
    const logs = JSON.stringify(logged.mock.calls);
    expect(logs).not.toContain(API_V3_KEY);
    expect(logs).not.toContain("PRIVATE KEY");
    expect(JSON.stringify(client())).not.toContain(API_V3_KEY);
  });
});

describe("WeChat Pay query", () => {
  const PATH = `/v3/pay/transactions/out-trade-no/QH202601020001?mchid=${MCH_ID}`;

  it("signs a GET with the query string and an empty body, and reports a verified payment", async () => {
    const { fetch, seen } = vendor(() => ({
      body: {
        appid: APP_ID,
        mchid: MCH_ID,
        out_trade_no: "QH202601020001",
        transaction_id: "4200000001202601020000000001",
        trade_type: "NATIVE",
        trade_state: "SUCCESS",
        trade_state_desc: "支付成功",
        success_time: "2026-01-02T11:05:06+08:00",
        amount: { total: 1230, payer_total: 1230, currency: "CNY", payer_currency: "CNY" },
      },
    }));
    expect(await client({ fetch }).query("QH202601020001")).toEqual({
      paid: true,
      transactionId: "4200000001202601020000000001",
      amountFen: 1230,
      paidAt: Date.UTC(2026, 0, 2, 3, 5, 6),
    });
    const [s] = seen as [Seen];
    expect(s).toMatchObject({ authorized: true, method: "GET", pathWithQuery: PATH, body: "" });
    expect(s.headers.get("content-type")).toBeNull();
  });

  it("reports unpaid states and an order WeChat Pay does not know as not paid", async () => {
    for (const state of ["NOTPAY", "CLOSED", "USERPAYING", "PAYERROR", "REVOKED"]) {
      const { fetch } = vendor(() => ({ body: { out_trade_no: "QH202601020001", trade_state: state, amount: { total: 1230 } } }));
      expect(await client({ fetch }).query("QH202601020001")).toEqual({ paid: false });
    }
    vi.spyOn(console, "error").mockImplementation(() => {});
    const { fetch } = vendor(() => ({ status: 404, body: { code: "ORDER_NOT_EXIST", message: "订单不存在" } }));
    expect(await client({ fetch }).query("QH202601020001")).toEqual({ paid: false });
  });

  it("refuses a reply about another order", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const { fetch } = vendor(() => ({ body: { out_trade_no: "QH202601029999", trade_state: "SUCCESS", transaction_id: "42", amount: { total: 1 } } }));
    expect(await caught(client({ fetch }).query("QH202601020001"))).toMatchObject({ message: "微信支付查询失败，请稍后再试" });
  });
});

describe("WeChat Pay refund", () => {
  const REFUND = {
    orderNo: "QH202601020001",
    refundNo: "R202601020001",
    amountFen: 1230,
    totalFen: 1230,
    reason: "用户申请退款",
    notifyUrl: "https://qihe.example.cn/pay/notify/wechat",
  };

  it("posts the documented refund body and returns refund_id with its status", async () => {
    for (const status of ["SUCCESS", "PROCESSING"] as const) {
      const { fetch, seen } = vendor(() => ({ body: { refund_id: "50000000382019052709732678859", out_refund_no: "R202601020001", status } }));
      expect(await client({ fetch }).refund(REFUND)).toEqual({ refundId: "50000000382019052709732678859", status });
      const [s] = seen as [Seen];
      expect(s).toMatchObject({ authorized: true, method: "POST", pathWithQuery: "/v3/refund/domestic/refunds" });
      expect(JSON.parse(s.body)).toEqual({
        out_trade_no: "QH202601020001",
        out_refund_no: "R202601020001",
        reason: "用户申请退款",
        notify_url: "https://qihe.example.cn/pay/notify/wechat",
        amount: { refund: 1230, total: 1230, currency: "CNY" },
      });
    }
  });

  it("maps refusals and abnormal refunds to Chinese PayErrors", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const poor = vendor(() => ({ status: 403, body: { code: "NOT_ENOUGH", message: "基本账户余额不足" } }));
    expect(await caught(client({ fetch: poor.fetch }).refund(REFUND))).toMatchObject({
      name: "PayError",
      message: "商户账户余额不足，退款暂时无法完成，请稍后再试",
      vendorCode: "NOT_ENOUGH",
    });
    const abnormal = vendor(() => ({ body: { refund_id: "5000", status: "ABNORMAL" } }));
    expect(await caught(client({ fetch: abnormal.fetch }).refund(REFUND))).toMatchObject({
      message: "退款未能原路退回，请联系客服处理",
      vendorCode: "ABNORMAL",
    });
    expect(await caught(client().refund({ ...REFUND, amountFen: 1231 }))).toMatchObject({ message: "退款金额不正确" });
  });
});

// --- notifications ---------------------------------------------------------------------------------

function encrypt(plain: object, options: { key?: string; nonce?: string; aad?: string } = {}) {
  const nonce = options.nonce ?? "fdasflkja484w";
  const aad = options.aad ?? "transaction";
  const sealed = gcm(encoder.encode(options.key ?? API_V3_KEY), encoder.encode(nonce), encoder.encode(aad)).encrypt(encoder.encode(JSON.stringify(plain)));
  return { algorithm: "AEAD_AES_256_GCM", ciphertext: toBase64(sealed), associated_data: aad, original_type: "transaction", nonce };
}

const TRANSACTION = {
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
async function notification(
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

describe("WeChat Pay notifications", () => {
  it("verifies, decrypts and reads a payment notification", async () => {
    expect(await client().parseNotification(await notification())).toEqual({
      kind: "payment",
      orderNo: "QH202601020001",
      transactionId: "4200000001202601020000000001",
      amountFen: 1230,
      paid: true,
      paidAt: Date.UTC(2026, 0, 2, 3, 5, 6),
    });
  });

  it("reads refund notifications; only SUCCESS counts as refunded", async () => {
    const refund = {
      mchid: MCH_ID,
      out_trade_no: "QH202601020001",
      transaction_id: "4200000001202601020000000001",
      out_refund_no: "R202601020001",
      refund_id: "50000000382019052709732678859",
      refund_status: "SUCCESS",
      success_time: "2026-01-02T12:00:00+08:00",
      user_received_account: "招商银行信用卡0403",
      amount: { total: 1230, refund: 1230, payer_total: 1230, payer_refund: 1230 },
    };
    expect(await client().parseNotification(await notification(refund, { eventType: "REFUND.SUCCESS" }))).toEqual({
      kind: "refund",
      orderNo: "QH202601020001",
      refundNo: "R202601020001",
      refundId: "50000000382019052709732678859",
      succeeded: true,
    });
    const abnormal = await client().parseNotification(await notification({ ...refund, refund_status: "ABNORMAL" }, { eventType: "REFUND.ABNORMAL" }));
    expect(abnormal).toMatchObject({ kind: "refund", succeeded: false });
  });

  it.each([
    ["signed by another key", { signer: (body: string) => signedHeaders(body, { key: stranger.privateKey }) }],
    ["with another serial", { signer: (body: string) => signedHeaders(body, { serial: "PUB_KEY_ID_0000000000000000000000000000" }) }],
    // The signature probes WeChat Pay sends to check that merchants verify.
    ["as a signature probe", { signer: async (body: string) => ({ ...(await signedHeaders(body)), "Wechatpay-Signature": "WECHATPAY/SIGNTEST/9SwjS2Ve" }) }],
    ["without headers", { signer: async () => ({ "Wechatpay-Timestamp": SECONDS }) }],
    ["whose body was changed after signing", { tamper: (body: string) => body.replace('"支付成功"', '"支付成功 "') }],
  ])("rejects a notification %s", async (_, options) => {
    await expect(client().parseNotification(await notification(TRANSACTION, options))).rejects.toMatchObject({ name: "PayError", message: "支付通知验签失败" });
  });

  it("rejects a tampered amount: a resource re-encrypted with another total no longer matches the signature", async () => {
    const genuine = await notification();
    const headers = Object.fromEntries(genuine.headers);
    const forged = (await notification({ ...TRANSACTION, amount: { ...TRANSACTION.amount, total: 1 } })).body;
    await expect(client().parseNotification(new Request(genuine.url, { method: "POST", headers, body: forged }))).rejects.toMatchObject({
      message: "支付通知验签失败",
    });
  });

  it("rejects stale and future timestamps even when correctly signed", async () => {
    const at = (seconds: number) => (body: string) => signedHeaders(body, { timestamp: String(seconds) });
    await expect(client().parseNotification(await notification(TRANSACTION, { signer: at(NOW / 1000 - 301) }))).rejects.toMatchObject({
      message: "支付通知已过期",
    });
    await expect(client().parseNotification(await notification(TRANSACTION, { signer: at(NOW / 1000 + 301) }))).rejects.toMatchObject({
      message: "支付通知已过期",
    });
    await expect(
      client().parseNotification(await notification(TRANSACTION, { signer: async (b) => ({ ...(await signedHeaders(b)), "Wechatpay-Timestamp": "soon" }) })),
    ).rejects.toMatchObject({
      message: "支付通知已过期",
    });
    // Within five minutes it passes.
    expect(await client().parseNotification(await notification(TRANSACTION, { signer: at(NOW / 1000 - 299) }))).toMatchObject({ paid: true });
  });

  it("fails to decrypt a resource sealed with another APIv3 key", async () => {
    await expect(client().parseNotification(await notification(TRANSACTION, { key: "another-32-character-api-v3-key!" }))).rejects.toMatchObject({
      message: "支付通知解密失败",
    });
  });

  it("rejects notices for another merchant or app, malformed payloads and unknown events", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const reject = async (data: object, message: string, eventType?: string) =>
      expect(client().parseNotification(await notification(data, eventType ? { eventType } : {}))).rejects.toMatchObject({ name: "PayError", message });
    await reject({ ...TRANSACTION, mchid: "1900000000" }, "支付通知验签失败");
    await reject({ ...TRANSACTION, appid: "wx0000000000000000" }, "支付通知验签失败");
    await reject({ ...TRANSACTION, amount: { total: 12.3 } }, "支付通知格式不正确");
    await reject({ ...TRANSACTION, transaction_id: "" }, "支付通知格式不正确");
    await reject(TRANSACTION, "支付通知格式不正确", "MCHTRANSFER.BILL.FINISHED");
  });

  it("answers 204 to a handled notification and 500 with the documented FAIL body otherwise", async () => {
    const ok = client().acknowledge(true);
    expect(ok.status).toBe(204);
    expect(await ok.text()).toBe("");
    const fail = client().acknowledge(false);
    expect(fail.status).toBe(500);
    expect(await fail.json()).toEqual({ code: "FAIL", message: "失败" });
  });
});

describe("WeChat Pay platform certificate", () => {
  it("X.509 limit lifted: a platform certificate configures the key that verifies notifications", async () => {
    const certKey = await importSigningKey(PLATFORM_CERT_KEY_PEM, "test");
    const wechat = client({ platformPublicKeyPem: PLATFORM_CERT_PEM, platformPublicKeyId: PLATFORM_CERT_SERIAL });
    const byCertificate = (body: string) => signedHeaders(body, { key: certKey, serial: PLATFORM_CERT_SERIAL });
    expect(await wechat.parseNotification(await notification(TRANSACTION, { signer: byCertificate }))).toMatchObject({ kind: "payment", paid: true });
    // The certificate's key, not any platform key, is the one that counts.
    const byOtherKey = (body: string) => signedHeaders(body, { serial: PLATFORM_CERT_SERIAL });
    expect(await caught(wechat.parseNotification(await notification(TRANSACTION, { signer: byOtherKey })))).toBeInstanceOf(PayError);
  });
});

describe("WeChat Pay configuration", () => {
  it("refuses an APIv3 key that is not 32 characters", () => {
    expect(() => client({ apiV3Key: "too-short" })).toThrow(PayConfigError);
  });

  it("reports unusable keys as configuration errors, naming the setting", async () => {
    const certificate = "-----BEGIN CERTIFICATE-----\nMIIBszCCAVmgAwIBAgIU\n-----END CERTIFICATE-----\n";
    for (const [overrides, pattern] of [
      [{ privateKeyPem: "not a key" }, /WECHATPAY_PRIVATE_KEY/],
      [{ privateKeyPem: merchant.publicPem }, /WECHATPAY_PRIVATE_KEY/],
      [{ platformPublicKeyPem: certificate }, /WECHATPAY_PUBLIC_KEY/],
    ] as const) {
      const error = await caught(client(overrides).prepay(PREPAY));
      expect(error).toBeInstanceOf(PayConfigError);
      expect((error as Error).message).toMatch(pattern);
    }
  });
});
