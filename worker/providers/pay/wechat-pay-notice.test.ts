import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { PayError } from "./pay";
import { importSigningKey } from "./pem";
import { PLATFORM_CERT_KEY_PEM, PLATFORM_CERT_PEM, PLATFORM_CERT_SERIAL } from "./test-certificate";
import { caught, client, MCH_ID, makeKeys, NOW, notification, SECONDS, signedHeaders, stranger, TRANSACTION } from "./wechat-pay-test-kit";

beforeAll(makeKeys);

afterEach(() => vi.restoreAllMocks());

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
