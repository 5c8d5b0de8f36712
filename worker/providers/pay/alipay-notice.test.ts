import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { formatDateTime } from "#core/dates";
import { createDb } from "#db/client";
import { orders, users } from "#db/schema";
import { app } from "../../../tests/setup/helpers";
import { APP_ID, alipay, client, makeKeys, merchant, NOW, notification, PAID, SELLER_ID, stranger } from "./alipay-test-kit";

beforeAll(makeKeys);

afterEach(() => vi.restoreAllMocks());

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
