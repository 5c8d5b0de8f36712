import { env } from "cloudflare:workers";
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { DAY_MS, discountFen, MEMBER_DISCOUNT_BP, ORDER_STATUS } from "#core/orders";
import { ledgerEntries, memberships, orders, paymentEvents, payments, pointsRecords, templatePurchases, templates } from "#db/schema";
import { ADMIN, bearer, callerFor, JSON_HEADERS, request } from "../../../tests/setup/helpers";
import { notify, sandbox } from "../../../tests/setup/pay-fixture";
import { buyTemplate, db, memberFree, newUser, pick, platformPaid, seedOrders, userPaid } from "./orders-test-kit";

beforeAll(seedOrders);

describe("buying a template", () => {
  it("creates one open order, pays through the sandbox cashier and unlocks the full text", async () => {
    const user = await newUser();
    const caller = callerFor(user);
    expect((await caller.templates.detail({ id: platformPaid.id })).canAccess).toBe(false);
    const order = await caller.orders.create({ type: "TEMPLATE", templateId: platformPaid.id });
    expect(order).toMatchObject({ type: "TEMPLATE", status: 0, amountFen: platformPaid.priceFen, targetId: platformPaid.id });
    // A second click reuses the open order instead of creating another charge.
    expect((await caller.orders.create({ type: "TEMPLATE", templateId: platformPaid.id })).orderNo).toBe(order.orderNo);
    const pay = await caller.orders.prepay({ orderNo: order.orderNo, channel: "ALIPAY" });
    expect(pay.codeUrl).toBe(`${env.SITE_ORIGIN}/pay/sandbox/${order.orderNo}?channel=ALIPAY`);
    expect(pay.sandbox).toBe(true);

    const confirm = await request(`/pay/sandbox/${order.orderNo}/confirm`, { method: "POST" });
    expect(confirm.status).toBe(303);
    expect(confirm.headers.get("location")).toBe(`/pay/sandbox/${order.orderNo}?result=paid`);
    expect(await caller.orders.status({ orderNo: order.orderNo })).toEqual({ status: ORDER_STATUS.PAID });
    const detail = await caller.templates.detail({ id: platformPaid.id });
    expect(detail.canAccess).toBe(true);
    expect(detail.text).toBe(platformPaid.body);
    const points = await caller.points.summary();
    expect(points.balance).toBe(Math.floor(platformPaid.priceFen / 100));
    await expect(caller.orders.create({ type: "TEMPLATE", templateId: platformPaid.id })).rejects.toThrow("您已购买该范本，无需重复购买");
  });

  it("charges active members the member price and refuses orders for what needs none", async () => {
    const user = await newUser();
    const caller = callerFor(user);
    const free = await pick(eq(templates.priceFen, 0));
    await expect(caller.orders.create({ type: "TEMPLATE", templateId: free.id })).rejects.toThrow("该范本免费，可直接下载");
    await expect(caller.orders.create({ type: "TEMPLATE", templateId: 999_999 })).rejects.toThrow("该范本不存在或已下架");
    await db.insert(memberships).values({ userId: user.id, startAt: Date.now(), endAt: Date.now() + DAY_MS });
    const order = await caller.orders.create({ type: "TEMPLATE", templateId: platformPaid.id });
    expect(order.amountFen).toBe(discountFen(platformPaid.priceFen, MEMBER_DISCOUNT_BP));
    expect(order.originalFen).toBe(platformPaid.priceFen);
    await expect(caller.orders.create({ type: "TEMPLATE", templateId: memberFree.id })).rejects.toThrow("VIP会员可免费使用该范本");
    expect((await caller.templates.detail({ id: memberFree.id })).canAccess).toBe(true);
    const author = callerFor({ id: 2, roles: [] });
    await expect(author.orders.create({ type: "TEMPLATE", templateId: userPaid.id })).rejects.toThrow("这是您上传的范本，无需购买");
  });

  it("fulfils exactly once under 50 concurrent duplicate notifications", async () => {
    const user = await newUser();
    const order = await callerFor(user).orders.create({ type: "TEMPLATE", templateId: userPaid.id });
    const replies = await Promise.all(Array.from({ length: 50 }, () => notify(order.orderNo, order.amountFen, "WX-DUP-1")));
    expect(replies.every((r) => r.status === 200)).toBe(true);
    const [row] = await db.select().from(orders).where(eq(orders.orderNo, order.orderNo));
    expect(row?.status).toBe(ORDER_STATUS.PAID);
    expect(await db.$count(payments, eq(payments.orderId, row?.id ?? 0))).toBe(1);
    expect(await db.$count(templatePurchases, eq(templatePurchases.orderId, row?.id ?? 0))).toBe(1);
    expect(await db.$count(pointsRecords, eq(pointsRecords.userId, user.id))).toBe(1);
    const events = await db.select().from(paymentEvents).where(eq(paymentEvents.orderNo, order.orderNo));
    expect(events.filter((e) => e.outcome === "fulfilled")).toHaveLength(1);
    expect(events.filter((e) => e.outcome === "duplicate")).toHaveLength(49);
    // The author's share is pending in the ledger, and every posting sums to zero.
    const unbalanced = await db.all(sql`SELECT posting_id, sum(amount_fen) AS s FROM ledger_entries GROUP BY posting_id HAVING s != 0`);
    expect(unbalanced).toEqual([]);
    const pending = await db.select().from(ledgerEntries).where(eq(ledgerEntries.account, "user:2:pending"));
    expect(pending.some((e) => e.amountFen === Math.floor((order.amountFen * 7000) / 10000))).toBe(true);
  });

  it("rejects a forged signature, a wrong amount and an unknown order, granting nothing", async () => {
    const user = await newUser();
    const order = await callerFor(user).orders.create({ type: "TEMPLATE", templateId: platformPaid.id });
    const good = await sandbox().signedNotification(
      { kind: "payment", orderNo: order.orderNo, transactionId: "FORGED", amountFen: order.amountFen, paid: true, paidAt: Date.now() },
      "http://localhost/pay/notify/sandbox",
    );
    const headers = Object.fromEntries(good.headers);
    const forged = await request("/pay/notify/sandbox", {
      method: "POST",
      headers: { ...headers, "x-sandbox-signature": "0".repeat(64) },
      body: await good.text(),
    });
    expect(forged.status).toBe(400);
    expect((await db.select().from(orders).where(eq(orders.orderNo, order.orderNo)))[0]?.status).toBe(ORDER_STATUS.UNPAID);

    const unknown = await notify("QH20261122000000999999", 100);
    expect(unknown.status).toBe(400);

    const wrong = await notify(order.orderNo, order.amountFen - 1, "WX-WRONG-AMOUNT");
    expect(wrong.status).toBe(200);
    const [row] = await db.select().from(orders).where(eq(orders.orderNo, order.orderNo));
    expect(row?.status).toBe(ORDER_STATUS.ABNORMAL);
    expect(row?.note).toContain("不符");
    expect(await db.$count(templatePurchases, eq(templatePurchases.userId, user.id))).toBe(0);
    expect(await db.$count(pointsRecords, eq(pointsRecords.userId, user.id))).toBe(0);
    expect((await callerFor(user).templates.detail({ id: platformPaid.id })).canAccess).toBe(false);
  });

  it("keeps other users out of an order (IDOR) and downloads to those who may", async () => {
    const owner = await newUser();
    const stranger = callerFor(await newUser());
    const order = await callerFor(owner).orders.create({ type: "TEMPLATE", templateId: platformPaid.id });
    await expect(stranger.orders.detail({ orderNo: order.orderNo })).rejects.toThrow("订单不存在");
    await expect(stranger.orders.cancel({ orderNo: order.orderNo })).rejects.toThrow("订单不存在");
    await expect(stranger.orders.prepay({ orderNo: order.orderNo, channel: "WECHAT" })).rejects.toThrow("订单不存在");
    await expect(stranger.orders.refund({ orderNo: order.orderNo, reason: "不想要了" })).rejects.toThrow("订单不存在");
    await expect(stranger.templates.download({ id: platformPaid.id })).rejects.toThrow("购买该范本后即可下载");
    await expect(callerFor(null).templates.download({ id: platformPaid.id })).rejects.toThrow();
  });
});

describe("downloads, e-mail and refunds", () => {
  it("serves the DOCX through a short-lived signed URL and completes the order", async () => {
    const user = await newUser();
    const order = await buyTemplate(user, platformPaid.id);
    const link = await callerFor(user).templates.download({ id: platformPaid.id });
    expect(link.fileName).toBe(`${platformPaid.title}.docx`);
    const file = await request(link.url);
    expect(file.status).toBe(200);
    const bytes = new Uint8Array(await file.arrayBuffer());
    expect([...bytes.slice(0, 4)]).toEqual([0x50, 0x4b, 0x03, 0x04]);
    expect(new TextDecoder().decode(bytes)).toContain("word/document.xml");
    expect((await request(link.url.replace(/sig=[^&]+/, "sig=forged"))).status).toBe(403);
    expect((await callerFor(user).orders.detail({ orderNo: order.orderNo })).status).toBe(ORDER_STATUS.COMPLETED);
    await expect(callerFor(user).orders.refund({ orderNo: order.orderNo, reason: "不需要了" })).rejects.toThrow("只有已支付且未完成的订单可以申请退款");
  });

  it("e-mails the file link to a valid address, at most 10 a day", async () => {
    const user = await newUser();
    await buyTemplate(user, platformPaid.id);
    const caller = callerFor(user);
    await expect(caller.templates.sendEmail({ id: platformPaid.id, email: "not-an-email" })).rejects.toThrow("邮箱地址格式不正确");
    await caller.templates.sendEmail({ id: platformPaid.id, email: "zhang.san@example.cn" });
    const [mail] = await db.all<{ to_address: string; subject: string; body_text: string }>(
      sql`SELECT * FROM email_outbox WHERE to_address = 'zhang.san@example.cn'`,
    );
    expect(mail?.subject).toContain(platformPaid.title);
    const url = /http:\/\/localhost(?::\d+)?(\/files\/\S+)/.exec(mail?.body_text ?? "")?.[1];
    expect(url).toBeTruthy();
    expect((await request(url ?? "")).status).toBe(200);
    for (let i = 1; i < 10; i++) await caller.templates.sendEmail({ id: platformPaid.id, email: "zhang.san@example.cn" });
    await expect(caller.templates.sendEmail({ id: platformPaid.id, email: "zhang.san@example.cn" })).rejects.toThrow("每天最多发送 10 次");
  });

  it("e-mail limit: 15 parallel sends by one user deliver at most 10 (counted before sending)", async () => {
    const user = await newUser();
    await buyTemplate(user, platformPaid.id);
    const caller = callerFor(user);
    const results = await Promise.allSettled(
      Array.from({ length: 15 }, () => caller.templates.sendEmail({ id: platformPaid.id, email: "parallel@example.cn" })),
    );
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(10);
    const [sent] = await db.all<{ n: number }>(sql`SELECT count(*) AS n FROM email_outbox WHERE to_address = 'parallel@example.cn'`);
    expect(sent?.n).toBe(10);
  });

  it("refunds a never-downloaded template: request, console approval, entitlement, points and earning reversed", async () => {
    const user = await newUser();
    const caller = callerFor(user);
    const order = await buyTemplate(user, userPaid.id);
    await expect(caller.orders.refund({ orderNo: order.orderNo, reason: "a" })).rejects.toThrow("请填写退款原因");
    expect((await caller.orders.refund({ orderNo: order.orderNo, reason: "买错了范本" })).status).toBe(ORDER_STATUS.REFUNDING);
    await expect(callerFor(user).ordersAdmin.refundQueue()).rejects.toThrow();
    const admin = callerFor(ADMIN);
    expect((await admin.ordersAdmin.refundQueue()).some((o) => o.orderNo === order.orderNo)).toBe(true);
    expect(await admin.ordersAdmin.approveRefund({ orderNo: order.orderNo })).toEqual({ status: "SUCCESS" });
    expect((await caller.orders.detail({ orderNo: order.orderNo })).status).toBe(ORDER_STATUS.REFUNDED);
    expect((await caller.templates.detail({ id: userPaid.id })).canAccess).toBe(false);
    expect((await caller.points.summary()).balance).toBe(0);
    const [row] = await db.select().from(orders).where(eq(orders.orderNo, order.orderNo));
    const postings = await db.all<{ kind: string; amount_fen: number }>(sql`SELECT kind, amount_fen FROM ledger_postings WHERE order_id = ${row?.id}`);
    expect(postings.map((p) => p.kind).sort()).toEqual(["earning", "reversal"]);
    expect(postings.reduce((s, p) => s + p.amount_fen, 0)).toBe(0);
    // Approving twice changes nothing.
    await expect(admin.ordersAdmin.approveRefund({ orderNo: order.orderNo })).rejects.toThrow("该订单不在退款中");
    // The template can be bought again afterwards.
    await buyTemplate(user, userPaid.id);
    expect((await caller.templates.detail({ id: userPaid.id })).canAccess).toBe(true);
  });

  it("lets the console refuse a refund, which returns the order to paid", async () => {
    const user = await newUser();
    const order = await buyTemplate(user, platformPaid.id);
    await callerFor(user).orders.refund({ orderNo: order.orderNo, reason: "重复购买" });
    await callerFor(ADMIN).ordersAdmin.rejectRefund({ orderNo: order.orderNo, reason: "核实未重复购买" });
    const view = await callerFor(user).orders.detail({ orderNo: order.orderNo });
    expect(view.status).toBe(ORDER_STATUS.PAID);
    expect(view.note).toContain("核实未重复购买");
    expect(view.refundRequestedAt).toBeGreaterThan(0);
    const found = await callerFor(ADMIN).ordersAdmin.search({ current: 1, size: 10, keyword: order.orderNo });
    expect(found.records.map((r) => r.orderNo)).toEqual([order.orderNo]);
    const mine = await callerFor(user).orders.page({ current: 1, size: 10, types: ["TEMPLATE", "MEMBER"] });
    expect(mine.total).toBe(1);
    expect((await callerFor(user).orders.page({ current: 1, size: 10, types: ["MEMBER"] })).total).toBe(0);
  });
});

describe("refund and keep", () => {
  it("refund and keep: no download, e-mail or full text while a refund is pending, and the approval re-checks the rule", async () => {
    const user = await newUser();
    const caller = callerFor(user);
    const order = await buyTemplate(user, platformPaid.id);
    await caller.orders.refund({ orderNo: order.orderNo, reason: "买错了范本" });
    await expect(caller.templates.download({ id: platformPaid.id })).rejects.toThrow("退款申请正在处理中");
    await expect(caller.templates.sendEmail({ id: platformPaid.id, email: "keep@example.cn" })).rejects.toThrow("退款申请正在处理中");
    const detail = await caller.templates.detail({ id: platformPaid.id });
    expect(detail.canAccess).toBe(false);
    expect(detail.text.length).toBeLessThan(platformPaid.body.length);
    await expect(caller.orders.create({ type: "TEMPLATE", templateId: platformPaid.id })).rejects.toThrow("退款申请正在处理中");
    // A delivery recorded while the request waited (the published rule: a downloaded template is not
    // refundable) makes the approval refuse without asking the provider.
    await db.run(sql`INSERT INTO template_downloads (user_id, template_id, created_at) VALUES (${user.id}, ${platformPaid.id}, ${Date.now()})`);
    await expect(callerFor(ADMIN).ordersAdmin.approveRefund({ orderNo: order.orderNo })).rejects.toThrow("该范本已下载，不符合退款规则");
    expect((await caller.orders.detail({ orderNo: order.orderNo })).status).toBe(ORDER_STATUS.REFUNDING);
    await callerFor(ADMIN).ordersAdmin.rejectRefund({ orderNo: order.orderNo, reason: "范本已下载" });
    expect((await caller.templates.download({ id: platformPaid.id })).fileName).toBe(`${platformPaid.title}.docx`);
  });

  it("refund and keep: an e-mailed link counts as a download, so no refund follows it", async () => {
    const user = await newUser();
    const order = await buyTemplate(user, platformPaid.id);
    await callerFor(user).templates.sendEmail({ id: platformPaid.id, email: "mailed@example.cn" });
    await expect(callerFor(user).orders.refund({ orderNo: order.orderNo, reason: "不需要了" })).rejects.toThrow();
    expect((await callerFor(user).orders.detail({ orderNo: order.orderNo })).status).toBe(ORDER_STATUS.COMPLETED);
  });

  it("refund and keep: concurrent downloads and refund requests never leave a delivered template refunding", async () => {
    for (let round = 0; round < 3; round++) {
      const user = await newUser();
      const caller = callerFor(user);
      const order = await buyTemplate(user, platformPaid.id);
      const results = await Promise.allSettled(
        Array.from({ length: 10 }, (_, i) =>
          i % 2 === 0
            ? caller.templates.download({ id: platformPaid.id }).then(() => "download")
            : caller.orders.refund({ orderNo: order.orderNo, reason: "买错了范本" }).then(() => "refund"),
        ),
      );
      const won = results.flatMap((r) => (r.status === "fulfilled" ? [r.value] : []));
      const status = (await caller.orders.detail({ orderNo: order.orderNo })).status;
      if (won.includes("refund")) {
        expect(won, `round ${round}`).toEqual(["refund"]);
        expect(status).toBe(ORDER_STATUS.REFUNDING);
      } else {
        expect(won.length).toBeGreaterThan(0);
        expect(status).toBe(ORDER_STATUS.COMPLETED);
      }
    }
  });
});

/** An order's earning as it stands: the pending and available amounts of its author from it. */

describe("REST surface", () => {
  it("generates, prepays (Pay_ua NATIVE), reads status and pages orders", async () => {
    const user = await newUser();
    const auth = await bearer(user);
    const gen = await (
      await request("/admin/order/generate", {
        method: "POST",
        headers: { ...auth, ...JSON_HEADERS },
        body: JSON.stringify({ type: "MEMBER", plan: "quarter" }),
      })
    ).json<{
      code: number;
      data: { orderNo: string };
    }>();
    expect(gen.code).toBe(0);
    const headers = { ...auth, ...JSON_HEADERS, Pay_ua: "NATIVE" };
    const pre = await (
      await request("/admin/order/prepay", { method: "POST", headers, body: JSON.stringify({ orderNo: gen.data.orderNo, payType: "WECHAT" }) })
    ).json<{
      code: number;
      data: { codeUrl: string };
    }>();
    expect(pre.code).toBe(0);
    expect(pre.data.codeUrl).toContain(`/pay/sandbox/${gen.data.orderNo}`);
    const jsapi = await (
      await request("/admin/order/prepay", {
        method: "POST",
        headers: { ...headers, Pay_ua: "JSAPI" },
        body: JSON.stringify({ orderNo: gen.data.orderNo, payType: "WECHAT" }),
      })
    ).json();
    expect(jsapi).toEqual({ code: -1, msg: "仅支持扫码支付（Pay_ua: NATIVE）", data: null });
    expect(await (await request(`/admin/order/status/${gen.data.orderNo}`, { headers })).json()).toEqual({ code: 0, msg: "success", data: { status: 0 } });
    const page = await (await request("/admin/order/page?current=1&size=10", { headers: auth })).json<{ data: { total: number } }>();
    expect(page.data.total).toBe(1);
    const anonymous = await request("/admin/order/page");
    expect(anonymous.status).toBe(424);
  });
});
