import { gcm } from "@noble/ciphers/aes.js";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { toBase64 } from "../../lib/crypto";
import { PayConfigError, PayError } from "./pay";
import { authorization, decryptResource, requestMessage } from "./wechat-pay";
import {
  API_V3_KEY,
  APP_ID,
  caught,
  client,
  MCH_ID,
  makeKeys,
  merchant,
  PREPAY,
  PUB_KEY_ID,
  SECONDS,
  SERIAL_NO,
  type Seen,
  signedHeaders,
  stranger,
  vendor,
} from "./wechat-pay-test-kit";

const encoder = new TextEncoder();

beforeAll(makeKeys);

afterEach(() => vi.restoreAllMocks());

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
