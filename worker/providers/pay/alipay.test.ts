import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { toBase64 } from "../../lib/crypto";
import { noticeSigningString, rawMember, requestSigningString } from "./alipay";
import { type Answer, APP_ID, alipay, caught, client, makeKeys, merchant, PREPAY, type Seen, stranger, vendor } from "./alipay-test-kit";
import { PayConfigError, PayError } from "./pay";
import { derToPem } from "./pem";

beforeAll(makeKeys);

afterEach(() => vi.restoreAllMocks());

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
