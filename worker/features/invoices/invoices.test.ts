import { env } from "cloudflare:workers";
import { desc, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { INVOICE_STATUS } from "#core/invoices";
import { ORDER_STATUS } from "#core/orders";
import { emailOutbox, invoiceOrders, invoices, orders } from "#db/schema";
import type { SessionUser } from "#worker/middleware/session";
import { ADMIN, bearer, callerFor, JSON_HEADERS, request } from "../../../tests/setup/helpers";
import { pdfText } from "../../../tests/setup/pdf-text";
import { buyTemplate, db, newUser, platformPaid, seedOrders } from "../orders/orders-test-kit";
import { INVOICED_REFUSAL } from "./invoice-holds";

const COMPANY = {
  kind: "COMPANY" as const,
  name: "深圳市腾讯计算机系统有限公司",
  taxNo: "91440300708461136T",
  address: "深圳市南山区高新区科技中一路腾讯大厦35层",
  phone: "0755-86013388",
  bankName: "招商银行深圳分行科技园支行",
  bankAccount: "755900012310101",
};

beforeAll(seedOrders);

/** A buyer with one paid (not yet downloaded) template order, and a saved company title. */
async function buyer() {
  const user = await newUser();
  const order = await buyTemplate(user, platformPaid.id);
  const [row] = await db.select().from(orders).where(eq(orders.orderNo, order.orderNo));
  if (!row) throw new Error("order missing");
  const title = await callerFor(user).invoices.createTitle({ ...COMPANY, isDefault: true });
  return { user, orderId: row.id, orderNo: row.orderNo, amountFen: row.amountFen, titleId: title.id };
}

function requestFor(b: Awaited<ReturnType<typeof buyer>>, type: "NORMAL" | "SPECIAL" = "SPECIAL") {
  return callerFor(b.user).invoices.request({ titleId: b.titleId, type, orderIds: [b.orderId], email: "finance@example.com" });
}

async function storedPdf(key: string | null): Promise<Uint8Array> {
  const object = await env.FILES.get(key ?? "");
  if (!object) throw new Error(`no object at ${key}`);
  return new Uint8Array(await object.arrayBuffer());
}

describe("invoice titles (common_invoice)", () => {
  it("titles: a company title is saved with its USCC; a wrong check digit is refused by name", async () => {
    const user = await newUser();
    const saved = await callerFor(user).invoices.createTitle({ ...COMPANY, isDefault: false });
    expect(saved).toMatchObject({ kind: "COMPANY", taxNo: "91440300708461136T" });
    await expect(callerFor(user).invoices.createTitle({ ...COMPANY, taxNo: "91440300708461136X", isDefault: false })).rejects.toThrow(
      "统一社会信用代码不正确，请核对 18 位代码",
    );
  });

  it("titles: one default at a time", async () => {
    const user = await newUser();
    const caller = callerFor(user);
    const first = await caller.invoices.createTitle({ kind: "PERSONAL", name: "张三", isDefault: true });
    const second = await caller.invoices.createTitle({ ...COMPANY, isDefault: true });
    const page = await caller.invoices.titles({ current: 1, size: 10 });
    expect(page.records.filter((t) => t.isDefault).map((t) => t.id)).toEqual([second.id]);
    await caller.invoices.updateTitle({ id: first.id, kind: "PERSONAL", name: "张三", isDefault: true });
    const after = await caller.invoices.titles({ current: 1, size: 10 });
    expect(after.records.filter((t) => t.isDefault).map((t) => t.id)).toEqual([first.id]);
  });

  it("titles: 25 parallel saves keep the limit of 20", async () => {
    const user = await newUser();
    const results = await Promise.allSettled(
      Array.from({ length: 25 }, (_, i) => callerFor(user).invoices.createTitle({ kind: "PERSONAL", name: `抬头${i}号`, isDefault: i % 2 === 0 })),
    );
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(20);
    const page = await callerFor(user).invoices.titles({ current: 1, size: 50 });
    expect(page.total).toBe(20);
    expect(page.records.filter((t) => t.isDefault).length).toBeLessThanOrEqual(1);
  });

  it("titles IDOR: another user's title reads, updates and deletes as absent", async () => {
    const owner = await newUser();
    const stranger = callerFor(await newUser());
    const t = await callerFor(owner).invoices.createTitle({ ...COMPANY, isDefault: false });
    await expect(stranger.invoices.title({ id: t.id })).rejects.toThrow("发票抬头不存在");
    await expect(stranger.invoices.updateTitle({ id: t.id, kind: "PERSONAL", name: "冒名", isDefault: true })).rejects.toThrow("发票抬头不存在");
    await expect(stranger.invoices.deleteTitle({ id: t.id })).rejects.toThrow("发票抬头不存在");
    expect((await callerFor(owner).invoices.title({ id: t.id })).name).toBe(COMPANY.name);
  });
});

describe("invoice requests (invoice_record)", () => {
  it("invoiceable orders: a paid template order is listed for what was paid, then not once requested", async () => {
    const b = await buyer();
    const before = await callerFor(b.user).invoices.invoiceable({ current: 1, size: 10 });
    expect(before.records.map((o) => [o.id, o.amountFen])).toEqual([[b.orderId, b.amountFen]]);
    const invoice = await requestFor(b);
    expect(invoice).toMatchObject({ status: INVOICE_STATUS.PENDING, statusText: "待开票", amountFen: b.amountFen, orderCount: 1 });
    expect((await callerFor(b.user).invoices.invoiceable({ current: 1, size: 10 })).total).toBe(0);
  });

  it("never twice: 10 parallel requests for one order yield one invoice", async () => {
    const b = await buyer();
    const results = await Promise.allSettled(Array.from({ length: 10 }, () => requestFor(b)));
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    for (const r of results) if (r.status === "rejected") expect(String(r.reason)).toMatch(/所选订单已申请过发票|部分订单已不能开票/);
    const held = await db.select().from(invoiceOrders).where(eq(invoiceOrders.orderId, b.orderId));
    expect(held).toHaveLength(1);
    expect(await db.select().from(invoices).where(eq(invoices.userId, b.user.id))).toHaveLength(1);
  });

  it("only the user's own, done orders: another user's order, an unpaid one and a refunded one are refused", async () => {
    const b = await buyer();
    const other = await buyer();
    const caller = callerFor(b.user);
    await expect(caller.invoices.request({ titleId: b.titleId, type: "NORMAL", orderIds: [other.orderId], email: "a@example.com" })).rejects.toThrow(
      "部分订单已不能开票",
    );
    await db.update(orders).set({ status: ORDER_STATUS.REFUNDED }).where(eq(orders.id, b.orderId));
    await expect(requestFor(b)).rejects.toThrow("部分订单已不能开票");
    // Part refunded: what the user kept can be invoiced.
    await db.update(orders).set({ refundFen: 500 }).where(eq(orders.id, b.orderId));
    const invoice = await requestFor(b, "NORMAL");
    expect(invoice.amountFen).toBe(b.amountFen - 500);
  });

  it("专票 needs a company title with bank details; a personal title gets a 普票 only", async () => {
    const user = await newUser();
    const order = await buyTemplate(user, platformPaid.id);
    const [row] = await db.select().from(orders).where(eq(orders.orderNo, order.orderNo));
    const personal = await callerFor(user).invoices.createTitle({ kind: "PERSONAL", name: "张三", isDefault: false });
    const input = { titleId: personal.id, orderIds: [row?.id ?? 0], email: "zhangsan@example.com" };
    await expect(callerFor(user).invoices.request({ ...input, type: "SPECIAL" })).rejects.toThrow("增值税专用发票只能开具给单位");
    expect((await callerFor(user).invoices.request({ ...input, type: "NORMAL" })).titleKindText).toBe("个人");
  });

  it("refund requires the reversal first: an invoiced order is not refunded until the request is withdrawn", async () => {
    const b = await buyer();
    const invoice = await requestFor(b);
    await expect(callerFor(b.user).orders.refund({ orderNo: b.orderNo, reason: "买错了" })).rejects.toThrow(INVOICED_REFUSAL);
    await expect(callerFor(ADMIN).ordersAdmin.refundPaid({ orderNo: b.orderNo, reason: "客服退款" })).rejects.toThrow(INVOICED_REFUSAL);
    await callerFor(b.user).invoices.cancel({ id: invoice.id });
    const refunded = await callerFor(b.user).orders.refund({ orderNo: b.orderNo, reason: "买错了" });
    expect(refunded.status).toBe(ORDER_STATUS.REFUNDING);
  });

  it("a refund racing a request: exactly one of them wins, never both", async () => {
    const b = await buyer();
    const [refund, invoice] = await Promise.allSettled([callerFor(b.user).orders.refund({ orderNo: b.orderNo, reason: "买错了" }), requestFor(b)]);
    const [order] = await db.select().from(orders).where(eq(orders.id, b.orderId));
    const held = await db.select().from(invoiceOrders).where(eq(invoiceOrders.orderId, b.orderId));
    expect([refund.status, invoice.status].filter((s) => s === "fulfilled")).toHaveLength(1);
    expect(held).toHaveLength(order?.status === ORDER_STATUS.PAID ? 1 : 0);
  });

  it("IDOR: another user's invoice reads, downloads, withdraws and re-invoices as absent", async () => {
    const b = await buyer();
    const invoice = await requestFor(b);
    const s = await buyer();
    const stranger = callerFor(s.user);
    await expect(stranger.invoices.detail({ id: invoice.id })).rejects.toThrow("发票记录不存在");
    await expect(stranger.invoices.pdf({ id: invoice.id, which: "invoice" })).rejects.toThrow("发票记录不存在");
    await expect(stranger.invoices.cancel({ id: invoice.id })).rejects.toThrow("发票记录不存在");
    await expect(stranger.invoices.reinvoice({ id: invoice.id, titleId: s.titleId, type: "NORMAL", email: "x@example.com", reason: "换抬头" })).rejects.toThrow(
      "发票记录不存在",
    );
    expect((await callerFor(b.user).invoices.detail({ id: invoice.id })).status).toBe(INVOICE_STATUS.PENDING);
  });
});

describe("the console issues, rejects and reverses", () => {
  it("issue: a 样票 PDF with the title, tax number, amount and tax lands in R2 and is e-mailed", async () => {
    const b = await buyer();
    const invoice = await requestFor(b);
    const issued = await callerFor(ADMIN).invoicesAdmin.issue({ id: invoice.id });
    expect(issued.invoiceNo).toMatch(/^\d{2}009\d{15}$/);
    const row = await db.query.invoices.findFirst({ where: eq(invoices.id, invoice.id) });
    expect(row).toMatchObject({ status: INVOICE_STATUS.ISSUED, invoiceNo: issued.invoiceNo, provider: "sandbox" });
    const text = await pdfText(await storedPdf(row?.pdfKey ?? null));
    for (const expected of [
      "样票",
      "电子发票（增值税专用发票）",
      COMPANY.name,
      COMPANY.taxNo,
      COMPANY.bankAccount,
      "*信息技术服务*合同范本下载服务",
      issued.invoiceNo,
      "6%",
    ]) {
      expect(text, expected).toContain(expected);
    }
    const [mail] = await db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, "finance@example.com")).orderBy(desc(emailOutbox.id)).limit(1);
    expect(mail?.subject).toContain(issued.invoiceNo);
    const link = await callerFor(b.user).invoices.pdf({ id: invoice.id, which: "invoice" });
    const download = await request(link.url);
    expect(download.status).toBe(200);
    expect(download.headers.get("content-type")).toBe("application/pdf");
  });

  it("issue: 5 parallel clicks issue once", async () => {
    const b = await buyer();
    const invoice = await requestFor(b);
    const results = await Promise.allSettled(Array.from({ length: 5 }, () => callerFor(ADMIN).invoicesAdmin.issue({ id: invoice.id })));
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const row = await db.query.invoices.findFirst({ where: eq(invoices.id, invoice.id) });
    expect(row?.status).toBe(INVOICE_STATUS.ISSUED);
  });

  it("reject: the reason reaches the user and the order can be invoiced again", async () => {
    const b = await buyer();
    const invoice = await requestFor(b);
    await callerFor(ADMIN).invoicesAdmin.reject({ id: invoice.id, reason: "抬头与营业执照不符" });
    const seen = await callerFor(b.user).invoices.detail({ id: invoice.id });
    expect(seen).toMatchObject({ statusText: "已驳回", reason: "抬头与营业执照不符" });
    expect((await callerFor(b.user).invoices.invoiceable({ current: 1, size: 10 })).total).toBe(1);
  });

  it("re-invoice: the new request holds the orders, issuing it reverses the old one with a red-letter invoice", async () => {
    const b = await buyer();
    const first = await requestFor(b);
    await callerFor(ADMIN).invoicesAdmin.issue({ id: first.id });
    const personal = await callerFor(b.user).invoices.createTitle({ kind: "PERSONAL", name: "张三", isDefault: false });
    const again = await callerFor(b.user).invoices.reinvoice({
      id: first.id,
      titleId: personal.id,
      type: "NORMAL",
      email: "zs@example.com",
      reason: "抬头开错了",
    });
    expect(again).toMatchObject({ status: INVOICE_STATUS.PENDING, replacesId: first.id, titleName: "张三" });
    expect((await callerFor(b.user).invoices.detail({ id: first.id })).statusText).toBe("红冲中");
    const held = await db.select().from(invoiceOrders).where(sql`${invoiceOrders.orderId} = ${b.orderId} AND ${invoiceOrders.held} = 1`);
    expect(held.map((h) => h.invoiceId)).toEqual([again.id]);

    const issued = await callerFor(ADMIN).invoicesAdmin.issue({ id: again.id });
    expect(issued.redInvoiceNo).toMatch(/^\d{2}008\d{15}$/);
    const old = await db.query.invoices.findFirst({ where: eq(invoices.id, first.id) });
    expect(old).toMatchObject({ status: INVOICE_STATUS.REVERSED, redInvoiceNo: issued.redInvoiceNo });
    const red = await pdfText(await storedPdf(old?.redPdfKey ?? null));
    expect(red).toContain("红字");
    expect(red).toContain(`被红冲蓝字数电发票号码：${old?.invoiceNo}`);
    expect(red).toContain("（负数）");
  });

  it("re-invoice rejected: the old invoice is issued again and holds its orders", async () => {
    const b = await buyer();
    const first = await requestFor(b);
    await callerFor(ADMIN).invoicesAdmin.issue({ id: first.id });
    const again = await callerFor(b.user).invoices.reinvoice({ id: first.id, titleId: b.titleId, type: "NORMAL", email: "a@example.com", reason: "改开普票" });
    await callerFor(ADMIN).invoicesAdmin.reject({ id: again.id, reason: "原发票已认证抵扣，无法红冲" });
    expect((await callerFor(b.user).invoices.detail({ id: first.id })).status).toBe(INVOICE_STATUS.ISSUED);
    const held = await db.select().from(invoiceOrders).where(sql`${invoiceOrders.orderId} = ${b.orderId} AND ${invoiceOrders.held} = 1`);
    expect(held.map((h) => h.invoiceId)).toEqual([first.id]);
  });

  it("re-invoice twice in parallel: one replacement only", async () => {
    const b = await buyer();
    const first = await requestFor(b);
    await callerFor(ADMIN).invoicesAdmin.issue({ id: first.id });
    const input = { id: first.id, titleId: b.titleId, type: "NORMAL" as const, email: "a@example.com", reason: "改开普票" };
    const results = await Promise.allSettled(Array.from({ length: 5 }, () => callerFor(b.user).invoices.reinvoice(input)));
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    expect(await db.select().from(invoices).where(eq(invoices.replacesId, first.id))).toHaveLength(1);
  });

  it("reverse on request: the user asks, the console reverses, the order is released and can be refunded", async () => {
    const b = await buyer();
    const invoice = await requestFor(b);
    await callerFor(ADMIN).invoicesAdmin.issue({ id: invoice.id });
    await callerFor(b.user).invoices.requestReversal({ id: invoice.id, reason: "需要退款" });
    await expect(callerFor(b.user).orders.refund({ orderNo: b.orderNo, reason: "不需要了" })).rejects.toThrow(INVOICED_REFUSAL);
    await callerFor(ADMIN).invoicesAdmin.reverse({ id: invoice.id, reason: "用户申请退款" });
    const seen = await callerFor(b.user).invoices.detail({ id: invoice.id });
    expect(seen).toMatchObject({ statusText: "已红冲", hasRedPdf: true });
    expect((await callerFor(b.user).orders.refund({ orderNo: b.orderNo, reason: "不需要了" })).status).toBe(ORDER_STATUS.REFUNDING);
  });

  it("the console procedures are the admin's only", async () => {
    const b = await buyer();
    const invoice = await requestFor(b);
    await expect(callerFor(b.user).invoicesAdmin.issue({ id: invoice.id })).rejects.toThrow("没有权限执行此操作");
    await expect(callerFor(b.user).invoicesAdmin.queue({ current: 1, size: 10 })).rejects.toThrow("没有权限执行此操作");
    const queue = await callerFor(ADMIN).invoicesAdmin.queue({ current: 1, size: 50, status: INVOICE_STATUS.PENDING });
    expect(queue.records.some((r) => r.id === invoice.id && r.lines[0]?.orderNo === b.orderNo)).toBe(true);
    expect(queue.pending).toBeGreaterThan(0);
  });
});

describe("REST rows of invoice_record and common_invoice", () => {
  async function auth(user: SessionUser) {
    return { ...(await bearer(user)), ...JSON_HEADERS, origin: "http://localhost" };
  }

  it("REST: a visitor gets 424 on every row", async () => {
    for (const [method, path] of [
      ["GET", "/admin/common_invoice/page"],
      ["GET", "/admin/common_invoice/detail/1"],
      ["POST", "/admin/common_invoice"],
      ["PUT", "/admin/common_invoice"],
      ["DELETE", "/admin/common_invoice/1"],
      ["GET", "/admin/invoice_record/page"],
      ["GET", "/admin/invoice_record/1"],
      ["POST", "/admin/invoice_record"],
      ["PUT", "/admin/invoice_record"],
    ] as const) {
      const res = await request(path, { method, headers: JSON_HEADERS, body: method === "GET" || method === "DELETE" ? undefined : "{}" });
      expect(res.status, `${method} ${path}`).toBe(424);
    }
  });

  it("REST: a title, a request, the page and the record in the {code,msg,data} envelope; bad input is refused with a message naming it", async () => {
    const b = await buyer();
    const headers = await auth(b.user);
    const bad = await request("/admin/common_invoice", { method: "POST", headers, body: JSON.stringify({ ...COMPANY, taxNo: "123" }) });
    expect(bad.status).toBeLessThan(500);
    expect(await bad.json()).toEqual({ code: -1, msg: "统一社会信用代码不正确，请核对 18 位代码", data: null });
    const created = (await (
      await request("/admin/common_invoice", { method: "POST", headers, body: JSON.stringify({ ...COMPANY, name: "深圳某某科技有限公司" }) })
    ).json()) as {
      code: number;
      data: { id: number };
    };
    expect(created.code).toBe(0);
    const detail = (await (await request(`/admin/common_invoice/detail/${created.data.id}`, { headers })).json()) as { data: { name: string } };
    expect(detail.data.name).toBe("深圳某某科技有限公司");
    const requested = (await (
      await request("/admin/invoice_record", {
        method: "POST",
        headers,
        body: JSON.stringify({ titleId: created.data.id, type: "NORMAL", orderIds: [b.orderId], email: "cw@example.com" }),
      })
    ).json()) as { code: number; data: { id: number } };
    expect(requested.code).toBe(0);
    const page = (await (await request("/admin/invoice_record/page?current=1&size=10", { headers })).json()) as { data: { total: number } };
    expect(page.data.total).toBe(1);
    const record = (await (await request(`/admin/invoice_record/${requested.data.id}`, { headers })).json()) as { data: { lines: { orderNo: string }[] } };
    expect(record.data.lines[0]?.orderNo).toBe(b.orderNo);
    const withdrawn = (await (
      await request("/admin/invoice_record", { method: "PUT", headers, body: JSON.stringify({ id: requested.data.id, status: 4 }) })
    ).json()) as {
      data: { statusText: string };
    };
    expect(withdrawn.data.statusText).toBe("已撤销");
    const badId = await request("/admin/invoice_record/abc", { headers });
    expect(badId.status).toBeLessThan(500);
    expect(await badId.json()).toMatchObject({ code: -1, msg: "记录编号不正确", data: null });
  });
});
