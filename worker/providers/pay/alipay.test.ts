import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { formatDateTime } from "#core/dates";
import { createDb } from "#db/client";
import { orders, users } from "#db/schema";
import { app } from "../../../tests/setup/helpers";
import { fromBase64, toBase64 } from "../../lib/crypto";
import { Alipay, type AlipayOptions, noticeSigningString, rawMember, requestSigningString } from "./alipay";
import { PayConfigError, PayError } from "./pay";
import { derToPem } from "./pem";

// The test plays Alipay: it holds the Alipay key pair, checks each request's sign against the
// merchant's public key by rebuilding the documented signing string itself, answers with replies signed
// over their raw response text, and posts notifications as the documented form body.

const RSA = { name: "RSASSA-PKCS1-v1_5", hash: "SHA-256" } as const;
const encoder = new TextEncoder();

type Pair = { privateKey: CryptoKey; publicKey: CryptoKey; pkcs8: Uint8Array; spki: Uint8Array; privatePem: string; publicPem: string };

async function rsaPair(): Promise<Pair> {
  const pair = (await crypto.subtle.generateKey({ ...RSA, modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]) }, true, [
    "sign",
    "verify",
  ])) as CryptoKeyPair;
  const pkcs8 = new Uint8Array((await crypto.subtle.exportKey("pkcs8", pair.privateKey)) as ArrayBuffer);
  const spki = new Uint8Array((await crypto.subtle.exportKey("spki", pair.publicKey)) as ArrayBuffer);
  return { ...pair, pkcs8, spki, privatePem: derToPem(pkcs8, "PRIVATE KEY"), publicPem: derToPem(spki, "PUBLIC KEY") };
}

const sign = async (key: CryptoKey, text: string) => toBase64(new Uint8Array(await crypto.subtle.sign(RSA, key, encoder.encode(text))));
const verify = async (key: CryptoKey, text: string, signature: string) => crypto.subtle.verify(RSA, key, fromBase64(signature), encoder.encode(text));

const APP_ID = "2021000123456789";
const SELLER_ID = "2088102119685838";
const NOW = Date.UTC(2026, 0, 2, 3, 4, 5);

let merchant: Pair;
let alipay: Pair;
let stranger: Pair;

beforeAll(async () => {
  [merchant, alipay, stranger] = await Promise.all([rsaPair(), rsaPair(), rsaPair()]);
});

afterEach(() => vi.restoreAllMocks());

function client(overrides: Partial<AlipayOptions> = {}): Alipay {
  return new Alipay({
    appId: APP_ID,
    privateKeyPem: merchant.privatePem,
    alipayPublicKeyPem: alipay.publicPem,
    sellerId: SELLER_ID,
    now: () => NOW,
    fetch: () => Promise.reject(new Error("no network in tests")),
    ...overrides,
  });
}

type Seen = { url: URL; params: Record<string, string>; biz: Record<string, unknown>; authorized: boolean; contentType: string | null };
type Answer = { node?: string; raw: string; signWith?: CryptoKey | null; signOver?: string };

/** The test's own rendering of the documented request signing string (sorted, non-empty, sign left out). */
function vendorSigningString(params: Record<string, string>): string {
  const names = Object.keys(params)
    .filter((n) => n !== "sign" && params[n] !== "")
    .sort();
  return names.map((n) => `${n}=${params[n]}`).join("&");
}

/** A fetch that acts as openapi.alipay.com/gateway.do. */
function vendor(answer: (seen: Seen) => Answer) {
  const seen: Seen[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const req = new Request(input, init);
    const url = new URL(req.url);
    const params: Record<string, string> = Object.fromEntries(url.searchParams);
    for (const [k, v] of new URLSearchParams(new TextDecoder().decode(await req.arrayBuffer()))) params[k] = v;
    const authorized =
      params.app_id === APP_ID && params.sign_type === "RSA2" && (await verify(merchant.publicKey, vendorSigningString(params), params.sign ?? ""));
    const s: Seen = { url, params, biz: JSON.parse(params.biz_content ?? "{}"), authorized, contentType: req.headers.get("content-type") };
    seen.push(s);
    const node = `${(params.method ?? "").replaceAll(".", "_")}_response`;
    if (!authorized) return new Response(`{"${node}":{"code":"40002","msg":"Invalid Arguments","sub_code":"isv.invalid-signature","sub_msg":"验签出错"}}`);
    const a = answer(s);
    const key = a.signWith === undefined ? alipay.privateKey : a.signWith;
    const signature = key ? await sign(key, a.signOver ?? a.raw) : null;
    // The sign comes first in this body: the raw member must be found wherever it is.
    const body = `{${signature ? `"sign":"${signature}",` : ""}"${a.node ?? node}":${a.raw}}`;
    return new Response(body, { headers: { "Content-Type": "text/html;charset=utf-8" } });
  };
  return { fetch, seen };
}

const PREPAY = {
  orderNo: "QH202601020001",
  subject: "契合-劳动合同范本",
  amountFen: 1230,
  channel: "ALIPAY" as const,
  notifyUrl: "https://qihe.example.cn/pay/notify/alipay",
  expiresAt: NOW + 15 * 60 * 1000,
};

const caught = (p: Promise<unknown>) =>
  p.then(
    () => null,
    (e: unknown) => e,
  );

describe("Alipay signing pieces", () => {
  it("builds the request signing string as documented: sorted, unencoded, empty values and sign left out", () => {
    // The worked example of 自行实现签名 (alipay.mobile.public.menu.add).
    const biz =
      '{"button":[{"actionParam":"ZFB_HFCZ","actionType":"out","name":"话费充值"},{"name":"查询","subButton":[{"actionParam":"ZFB_YECX","actionType":"out","name":"余额查询"},{"actionParam":"ZFB_LLCX","actionType":"out","name":"流量查询"},{"actionParam":"ZFB_HFCX","actionType":"out","name":"话费查询"}]},{"actionParam":"http://m.alipay.com","actionType":"link","name":"最新优惠"}]}';
    const params = {
      method: "alipay.mobile.public.menu.add",
      app_id: "2014072300007148",
      charset: "GBK",
      sign_type: "RSA2",
      timestamp: "2014-07-24 03:07:50",
      biz_content: biz,
      version: "1.0",
      sign: "ignored",
      notify_url: "",
    };
    expect(requestSigningString(params)).toBe(
      `app_id=2014072300007148&biz_content=${biz}&charset=GBK&method=alipay.mobile.public.menu.add&sign_type=RSA2&timestamp=2014-07-24 03:07:50&version=1.0`,
    );
  });

  it("builds the notification signing string without sign and sign_type", () => {
    expect(noticeSigningString({ trade_status: "TRADE_SUCCESS", sign: "x", sign_type: "RSA2", app_id: "1", body: "" })).toBe(
      "app_id=1&body=&trade_status=TRADE_SUCCESS",
    );
  });

  it("extracts a member's raw text, escapes and spacing untouched", () => {
    const node = '{ "code":"10000", "msg":"Success", "qr_code":"https:\\/\\/qr.alipay.com\\/bax1", "odd":"a } \\" { ]", "list":[{"a":1}] }';
    const body = `{"alipay_cert_sn":"x","sign":"S","nested":{"alipay_trade_precreate_response":"decoy"},"alipay_trade_precreate_response" : ${node}}`;
    expect(rawMember(body, "alipay_trade_precreate_response")).toBe(node);
    expect(rawMember(body, "sign")).toBe('"S"');
    expect(rawMember(body, "missing")).toBeNull();
    expect(rawMember("not json", "x")).toBeNull();
  });
});

describe("Alipay precreate", () => {
  const QR = "https://qr.alipay.com/bax03431ljhokirwl38f00a7";

  it("sends a signed precreate and returns qr_code from a reply verified over its raw text", async () => {
    // Alipay escapes "/" in its replies: re-serialising the parsed member would break the signature.
    const { fetch, seen } = vendor(() => ({
      raw: `{"code":"10000","msg":"Success","out_trade_no":"QH202601020001","qr_code":"${QR.replaceAll("/", "\\/")}"}`,
    }));
    expect(await client({ fetch }).prepay(PREPAY)).toEqual({ codeUrl: QR });

    const [s] = seen as [Seen];
    expect(s.authorized).toBe(true);
    expect(`${s.url.origin}${s.url.pathname}`).toBe("https://openapi.alipay.com/gateway.do");
    expect(s.contentType).toBe("application/x-www-form-urlencoded;charset=utf-8");
    // biz_content travels in the body, the common parameters in the query string.
    expect(s.url.searchParams.has("biz_content")).toBe(false);
    expect(s.params).toMatchObject({
      app_id: APP_ID,
      method: "alipay.trade.precreate",
      format: "JSON",
      charset: "utf-8",
      sign_type: "RSA2",
      timestamp: "2026-01-02 11:04:05",
      version: "1.0",
      notify_url: "https://qihe.example.cn/pay/notify/alipay",
    });
    expect(s.biz).toEqual({
      out_trade_no: "QH202601020001",
      total_amount: "12.30",
      subject: "契合-劳动合同范本",
      product_code: "FACE_TO_FACE_PAYMENT",
      time_expire: "2026-01-02 11:19:05",
    });
  });

  it.each([
    [1, "0.01"],
    [1230, "12.30"],
    [123450, "1234.50"],
    [100, "1.00"],
  ])("sends %i fen as total_amount %s", async (amountFen, text) => {
    const { fetch, seen } = vendor(() => ({ raw: `{"code":"10000","msg":"Success","out_trade_no":"QH202601020001","qr_code":"${QR}"}` }));
    await client({ fetch }).prepay({ ...PREPAY, amountFen });
    expect(seen[0]?.biz.total_amount).toBe(text);
  });

  it.each([
    ["signed by another key", (): Partial<Answer> => ({ signWith: stranger.privateKey })],
    [
      "signed over a re-serialised member",
      (): Partial<Answer> => ({ signOver: JSON.stringify(JSON.parse(`{"code":"10000","qr_code":"${QR.replaceAll("/", "\\/")}"}`)) }),
    ],
    ["without a sign", (): Partial<Answer> => ({ signWith: null })],
  ])("rejects a success reply %s", async (_, override) => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const { fetch } = vendor(() => ({ raw: `{"code":"10000","qr_code":"${QR.replaceAll("/", "\\/")}"}`, ...override() }));
    const error = await caught(client({ fetch }).prepay(PREPAY));
    expect(error).toBeInstanceOf(PayError);
    expect(error).toMatchObject({ message: "支付宝下单失败，请稍后再试" });
    expect(JSON.stringify(logged.mock.calls)).toContain("signature verification");
  });

  it.each([
    ["40004", "ACQ.TRADE_HAS_SUCCESS", "交易已被支付", "该订单已支付，请勿重复付款"],
    ["40004", "ACQ.TRADE_HAS_CLOSE", "交易已经关闭", "订单已关闭，请重新下单"],
    ["40004", "ACQ.TOTAL_FEE_EXCEED", "订单金额超过限额", "订单金额超出支付宝限额"],
    ["20000", "ACQ.SYSTEM_ERROR", "系统错误", "支付宝下单失败，请稍后再试"],
    ["40006", "isv.insufficient-isv-permissions", "ISV权限不足，建议在开发者中心检查签约是否已经生效", "支付宝下单失败，请稍后再试"],
  ])("maps code %s / %s to a Chinese PayError and keeps sub_code", async (code, subCode, subMsg, message) => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const { fetch } = vendor(() => ({ raw: `{"code":"${code}","msg":"Business Failed","sub_code":"${subCode}","sub_msg":"${subMsg}"}` }));
    const error = await caught(client({ fetch }).prepay(PREPAY));
    expect(error).toBeInstanceOf(PayError);
    expect(error).toMatchObject({ message, vendorCode: subCode });
  });

  it("maps unsigned gateway errors (error_response, a bad app_id) and transport failures to the generic message", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const gateway = vendor(() => ({
      node: "error_response",
      raw: '{"code":"40002","msg":"Invalid Arguments","sub_code":"isv.invalid-app-id","sub_msg":"无效的AppID参数"}',
      signWith: null,
    }));
    expect(await caught(client({ fetch: gateway.fetch }).prepay(PREPAY))).toMatchObject({
      message: "支付宝下单失败，请稍后再试",
      vendorCode: "isv.invalid-app-id",
    });
    for (const fetch of [
      () => Promise.reject(new TypeError("network down")),
      () => Promise.resolve(new Response("<html>502</html>", { status: 502 })),
      () => Promise.resolve(new Response("<html>ok</html>")),
    ]) {
      expect(await caught(client({ fetch }).prepay(PREPAY))).toMatchObject({ name: "PayError", message: "支付宝下单失败，请稍后再试" });
    }
    expect(JSON.stringify(logged.mock.calls)).not.toContain("PRIVATE KEY");
    expect(JSON.stringify(client())).not.toContain("PRIVATE KEY");
  });

  it("accepts the bare base64 keys of Alipay's key tool, PKCS#1 private key included", async () => {
    // PKCS#8 of a 2048-bit key = 26 bytes of envelope + the PKCS#1 RSAPrivateKey.
    const pkcs1 = toBase64(merchant.pkcs8.subarray(26));
    const spki = toBase64(alipay.spki);
    const { fetch, seen } = vendor(() => ({ raw: `{"code":"10000","msg":"Success","out_trade_no":"QH202601020001","qr_code":"${QR}"}` }));
    expect(await client({ fetch, privateKeyPem: pkcs1, alipayPublicKeyPem: spki }).prepay(PREPAY)).toEqual({ codeUrl: QR });
    const armoured = derToPem(merchant.pkcs8.subarray(26), "RSA PRIVATE KEY");
    expect(await client({ fetch, privateKeyPem: armoured }).prepay(PREPAY)).toEqual({ codeUrl: QR });
    // PKCS#1 public key (SPKI = 24 bytes of envelope + RSAPublicKey).
    const rsaPublic = derToPem(alipay.spki.subarray(24), "RSA PUBLIC KEY");
    expect(await client({ fetch, alipayPublicKeyPem: rsaPublic }).prepay(PREPAY)).toEqual({ codeUrl: QR });
    expect(seen.every((s) => s.authorized)).toBe(true);
  });

  it("reports unusable keys as configuration errors", async () => {
    for (const overrides of [
      { privateKeyPem: "%%%" },
      { privateKeyPem: merchant.publicPem },
      { alipayPublicKeyPem: "-----BEGIN CERTIFICATE-----\nMIIDszCCApugAwIBAgIQICAxMjM0NTY3ODkwMTIz\n-----END CERTIFICATE-----" },
    ]) {
      const error = await caught(client(overrides).prepay(PREPAY));
      expect(error).toBeInstanceOf(PayConfigError);
      expect((error as Error).message).toMatch(/ALIPAY_(PRIVATE|PUBLIC)_KEY/);
    }
  });
});

describe("Alipay query", () => {
  const paid = (status: string, amount: string) =>
    `{"code":"10000","msg":"Success","buyer_logon_id":"159****5620","buyer_pay_amount":"${amount}","out_trade_no":"QH202601020001","send_pay_date":"2026-01-02 11:05:06","total_amount":"${amount}","trade_no":"2026010222001404831459123456","trade_status":"${status}"}`;

  it("reports a verified payment with the amount parsed exactly", async () => {
    const { fetch, seen } = vendor(() => ({ raw: paid("TRADE_SUCCESS", "1234.5") }));
    expect(await client({ fetch }).query("QH202601020001")).toEqual({
      paid: true,
      transactionId: "2026010222001404831459123456",
      amountFen: 123450,
      paidAt: Date.UTC(2026, 0, 2, 3, 5, 6),
    });
    expect(seen[0]).toMatchObject({ authorized: true, params: { method: "alipay.trade.query" }, biz: { out_trade_no: "QH202601020001" } });
    expect(seen[0]?.params.notify_url).toBeUndefined();
    const finished = vendor(() => ({ raw: paid("TRADE_FINISHED", "0.01") }));
    expect(await client({ fetch: finished.fetch }).query("QH202601020001")).toMatchObject({ paid: true, amountFen: 1 });
  });

  it("reports waiting, closed and unknown trades as not paid", async () => {
    for (const status of ["WAIT_BUYER_PAY", "TRADE_CLOSED"]) {
      const { fetch } = vendor(() => ({ raw: paid(status, "12.30") }));
      expect(await client({ fetch }).query("QH202601020001")).toEqual({ paid: false });
    }
    vi.spyOn(console, "error").mockImplementation(() => {});
    const { fetch } = vendor(() => ({ raw: '{"code":"40004","msg":"Business Failed","sub_code":"ACQ.TRADE_NOT_EXIST","sub_msg":"交易不存在"}' }));
    expect(await client({ fetch }).query("QH202601020001")).toEqual({ paid: false });
  });
});

describe("Alipay refund", () => {
  const REFUND = {
    orderNo: "QH202601020001",
    refundNo: "R202601020001",
    amountFen: 1230,
    totalFen: 1230,
    reason: "用户申请退款",
    notifyUrl: "https://qihe.example.cn/pay/notify/alipay",
  };
  const refunded = (fundChange: string) =>
    `{"code":"10000","msg":"Success","buyer_logon_id":"159****5620","fund_change":"${fundChange}","gmt_refund_pay":"2026-01-02 12:00:00","out_trade_no":"QH202601020001","refund_fee":"12.30","trade_no":"2026010222001404831459123456"}`;

  it("refunds synchronously: fund_change Y is SUCCESS", async () => {
    const { fetch, seen } = vendor(() => ({ raw: refunded("Y") }));
    expect(await client({ fetch }).refund(REFUND)).toEqual({ refundId: "2026010222001404831459123456", status: "SUCCESS" });
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ authorized: true, params: { method: "alipay.trade.refund" } });
    expect(seen[0]?.biz).toEqual({ out_trade_no: "QH202601020001", refund_amount: "12.30", out_request_no: "R202601020001", refund_reason: "用户申请退款" });
  });

  it("on fund_change N asks the refund query: REFUND_SUCCESS is SUCCESS, anything else PROCESSING", async () => {
    for (const [status, expected] of [
      ['"refund_status":"REFUND_SUCCESS",', "SUCCESS"],
      ["", "PROCESSING"],
    ] as const) {
      const { fetch, seen } = vendor((s) =>
        s.params.method === "alipay.trade.refund"
          ? { raw: refunded("N") }
          : {
              raw: `{"code":"10000","msg":"Success",${status}"out_request_no":"R202601020001","out_trade_no":"QH202601020001","refund_amount":"12.30","total_amount":"12.30"}`,
            },
      );
      expect(await client({ fetch }).refund(REFUND)).toEqual({ refundId: "2026010222001404831459123456", status: expected });
      expect(seen.map((s) => [s.params.method, s.biz])).toEqual([
        ["alipay.trade.refund", expect.any(Object)],
        ["alipay.trade.fastpay.refund.query", { out_trade_no: "QH202601020001", out_request_no: "R202601020001" }],
      ]);
    }
  });

  it("maps refusals to Chinese PayErrors", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const { fetch } = vendor(() => ({ raw: '{"code":"40004","msg":"Business Failed","sub_code":"ACQ.SELLER_BALANCE_NOT_ENOUGH","sub_msg":"卖家余额不足"}' }));
    expect(await caught(client({ fetch }).refund(REFUND))).toMatchObject({
      name: "PayError",
      message: "商户账户余额不足，退款暂时无法完成，请稍后再试",
      vendorCode: "ACQ.SELLER_BALANCE_NOT_ENOUGH",
    });
    const other = vendor(() => ({ raw: '{"code":"40004","msg":"Business Failed","sub_code":"ACQ.DISCORDANT_REPEAT_REQUEST","sub_msg":"请求信息不一致"}' }));
    expect(await caught(client({ fetch: other.fetch }).refund(REFUND))).toMatchObject({
      message: "支付宝退款失败，请稍后再试",
      vendorCode: "ACQ.DISCORDANT_REPEAT_REQUEST",
    });
  });
});

// --- notifications ---------------------------------------------------------------------------------

const PAID: Record<string, string> = {
  gmt_create: "2026-01-02 11:04:30",
  charset: "utf-8",
  seller_email: "pay@qihe.example.cn",
  subject: "契合 劳动合同范本",
  buyer_id: "2088102122524333",
  invoice_amount: "12.30",
  notify_id: "2026010200222110506011001234567890",
  fund_bill_list: '[{"amount":"12.30","fundChannel":"ALIPAYACCOUNT"}]',
  notify_type: "trade_status_sync",
  trade_status: "TRADE_SUCCESS",
  receipt_amount: "12.30",
  app_id: APP_ID,
  buyer_pay_amount: "12.30",
  seller_id: SELLER_ID,
  gmt_payment: "2026-01-02 11:05:06",
  notify_time: "2026-01-02 11:05:07",
  version: "1.0",
  out_trade_no: "QH202601020001",
  total_amount: "12.30",
  trade_no: "2026010222001404831459123456",
  auth_app_id: APP_ID,
  buyer_logon_id: "159****5620",
  point_amount: "0.00",
};

/** The form Alipay posts: every parameter but sign and sign_type signed with Alipay's key. */
async function notification(
  params: Record<string, string> = PAID,
  options: { key?: CryptoKey; tamper?: Record<string, string>; body?: (form: URLSearchParams) => string } = {},
) {
  const sorted = Object.keys(params)
    .sort()
    .map((k) => `${k}=${params[k]}`)
    .join("&");
  const form = new URLSearchParams({ ...params, sign_type: "RSA2", sign: await sign(options.key ?? alipay.privateKey, sorted), ...options.tamper });
  return new Request("https://qihe.example.cn/pay/notify/alipay", {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded; charset=utf-8" },
    body: options.body ? options.body(form) : form.toString(),
  });
}

describe("Alipay notifications", () => {
  it("verifies and reads a payment notification", async () => {
    expect(await client().parseNotification(await notification())).toEqual({
      kind: "payment",
      orderNo: "QH202601020001",
      transactionId: "2026010222001404831459123456",
      amountFen: 1230,
      paid: true,
      paidAt: Date.UTC(2026, 0, 2, 3, 5, 6),
    });
  });

  it.each([
    ["0.01", 1],
    ["12.30", 1230],
    ["12.3", 1230],
    ["1234.5", 123450],
    ["100", 10000],
    ["99999999.99", 9999999999],
  ])("parses total_amount %s as %i fen exactly", async (text, fen) => {
    expect(await client().parseNotification(await notification({ ...PAID, total_amount: text }))).toMatchObject({ amountFen: fen });
  });

  it("treats TRADE_FINISHED as paid and WAIT_BUYER_PAY / TRADE_CLOSED as not paid", async () => {
    expect(await client().parseNotification(await notification({ ...PAID, trade_status: "TRADE_FINISHED" }))).toMatchObject({ paid: true });
    for (const status of ["WAIT_BUYER_PAY", "TRADE_CLOSED"]) {
      const { gmt_payment: _, ...unpaid } = PAID;
      expect(await client().parseNotification(await notification({ ...unpaid, trade_status: status }))).toMatchObject({
        kind: "payment",
        paid: false,
        paidAt: NOW,
      });
    }
  });

  it("turns a refund notification into a RefundNotice", async () => {
    const refund = {
      ...PAID,
      trade_status: "TRADE_CLOSED",
      refund_fee: "12.30",
      gmt_refund: "2026-01-02 12:00:00.123",
      out_biz_no: "R202601020001",
      gmt_close: "2026-01-02 12:00:00",
    };
    expect(await client().parseNotification(await notification(refund))).toEqual({
      kind: "refund",
      orderNo: "QH202601020001",
      refundNo: "R202601020001",
      refundId: "2026010222001404831459123456",
      succeeded: true,
    });
    const { out_biz_no: _, ...withoutRequestNo } = refund;
    await expect(client().parseNotification(await notification(withoutRequestNo))).rejects.toMatchObject({ message: "支付通知格式不正确" });
  });

  it("rejects a forged sign", async () => {
    await expect(client().parseNotification(await notification(PAID, { key: stranger.privateKey }))).rejects.toMatchObject({
      name: "PayError",
      message: "支付通知验签失败",
    });
    await expect(client().parseNotification(await notification(PAID, { tamper: { sign: "bm90IGEgc2lnbmF0dXJl" } }))).rejects.toMatchObject({
      message: "支付通知验签失败",
    });
    await expect(client().parseNotification(await notification(PAID, { tamper: { sign: "" } }))).rejects.toMatchObject({ message: "支付通知验签失败" });
    await expect(client().parseNotification(await notification(PAID, { tamper: { sign_type: "RSA" } }))).rejects.toMatchObject({ message: "支付通知验签失败" });
  });

  it("rejects a tampered amount or order number", async () => {
    await expect(client().parseNotification(await notification(PAID, { tamper: { total_amount: "0.01" } }))).rejects.toMatchObject({
      message: "支付通知验签失败",
    });
    await expect(client().parseNotification(await notification(PAID, { tamper: { out_trade_no: "QH202601029999" } }))).rejects.toMatchObject({
      message: "支付通知验签失败",
    });
    // A parameter added after signing changes the signed string too.
    await expect(client().parseNotification(await notification(PAID, { tamper: { refund_fee: "12.30" } }))).rejects.toMatchObject({
      message: "支付通知验签失败",
    });
  });

  it("rejects a repeated parameter, whose signed and read values could differ", async () => {
    const body = (form: URLSearchParams) => `${form.toString()}&total_amount=0.01`;
    await expect(client().parseNotification(await notification(PAID, { body }))).rejects.toMatchObject({ message: "支付通知格式不正确" });
  });

  it("rejects a correctly signed notification for another app_id", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    await expect(client().parseNotification(await notification({ ...PAID, app_id: "2021000999999999" }))).rejects.toMatchObject({
      message: "支付通知验签失败",
    });
  });

  it("rejects a correctly signed notification with a malformed amount or time", async () => {
    const bads: Record<string, string>[] = [
      { total_amount: "12.345" },
      { total_amount: "1e3" },
      { total_amount: "-1.00" },
      { gmt_payment: "yesterday" },
      { trade_no: "" },
    ];
    for (const bad of bads) {
      await expect(client().parseNotification(await notification({ ...PAID, ...bad }))).rejects.toMatchObject({ message: "支付通知格式不正确" });
    }
  });

  it("alipay notifications checked for seller_id: a correctly signed notice for another seller is refused", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    for (const seller of ["2088999999999999", ""]) {
      await expect(client().parseNotification(await notification({ ...PAID, seller_id: seller }))).rejects.toMatchObject({ message: "支付通知验签失败" });
    }
    const { seller_id: _, ...withoutSeller } = PAID;
    await expect(client().parseNotification(await notification(withoutSeller))).rejects.toMatchObject({ message: "支付通知验签失败" });
  });

  it("alipay notifications checked for a time window: an old or missing notify_time, or a payment long before it, is refused", async () => {
    const at = (ms: number) => formatDateTime(NOW + ms);
    const stale: Record<string, string>[] = [
      { notify_time: at(-2 * 3600_000) },
      { notify_time: at(3600_000) },
      { notify_time: at(0), gmt_payment: at(-27 * 3600_000) },
      { notify_time: at(0), gmt_payment: at(3600_000) },
    ];
    for (const bad of stale) {
      await expect(client().parseNotification(await notification({ ...PAID, ...bad })), JSON.stringify(bad)).rejects.toMatchObject({
        message: "支付通知已过期",
      });
    }
    const { notify_time: _, ...withoutTime } = PAID;
    await expect(client().parseNotification(await notification(withoutTime))).rejects.toMatchObject({ message: "支付通知格式不正确" });
    // A retry 20 hours after the payment, sent now, is still a payment.
    expect(await client().parseNotification(await notification({ ...PAID, notify_time: at(0), gmt_payment: at(-20 * 3600_000) }))).toMatchObject({
      paid: true,
    });
  });

  it("answers the plain-text success / fail Alipay expects", async () => {
    const ok = client().acknowledge(true);
    expect(ok.status).toBe(200);
    expect(ok.headers.get("content-type")).toContain("text/plain");
    expect(await ok.text()).toBe("success");
    expect(await client().acknowledge(false).text()).toBe("fail");
    expect(client().acknowledge(false).status).toBe(400);
  });
});

describe("Alipay notifications at /pay/notify/alipay", () => {
  it("alipay notifications: a signed notice for another seller or sent long ago answers 400 and fulfils nothing", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const db = createDb(env.DB);
    const now = Date.now();
    await db.insert(users).values({ id: 9301, phone: "13700009301", nickname: "支付宝买家", createdAt: 1, updatedAt: 1 }).onConflictDoNothing();
    const orderNo = "QH20260102110405930101";
    await db.insert(orders).values({
      orderNo,
      userId: 9301,
      type: "MEMBER",
      subject: "契合VIP月度会员（30天）",
      targetId: 30,
      targetRef: "month",
      originalFen: 1230,
      amountFen: 1230,
      status: 0,
      expiresAt: now + 1_800_000,
      createdAt: now,
      updatedAt: now,
    });
    const live = {
      ...env,
      PAY_PROVIDER: "live",
      ALIPAY_APP_ID: APP_ID,
      ALIPAY_PRIVATE_KEY: merchant.privatePem,
      ALIPAY_PUBLIC_KEY: alipay.publicPem,
      ALIPAY_SELLER_ID: SELLER_ID,
    };
    const fresh = { ...PAID, out_trade_no: orderNo, notify_time: formatDateTime(now), gmt_payment: formatDateTime(now - 60_000) };
    const post = async (params: Record<string, string>) =>
      app.request(new Request("http://localhost/pay/notify/alipay", await notification(params)), undefined, live);
    const bads: Record<string, string>[] = [{ seller_id: "2088999999999999" }, { notify_time: formatDateTime(now - 3 * 3600_000) }, { notify_time: "昨天" }];
    for (const bad of bads) {
      const res = await post({ ...fresh, ...bad });
      expect(`${res.status} ${await res.clone().text()}`, JSON.stringify(bad)).toBe("400 fail");
      expect(await res.text()).toBe("fail");
    }
    expect((await db.select().from(orders).where(eq(orders.orderNo, orderNo)))[0]?.status).toBe(0);
    const ok = await post(fresh);
    expect(await ok.text()).toBe("success");
    expect((await db.select().from(orders).where(eq(orders.orderNo, orderNo)))[0]?.status).toBe(1);
  });
});
