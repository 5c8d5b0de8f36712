import { env } from "cloudflare:workers";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import "#worker/features/order-types";
import { newOrderNo, ORDER_STATUS, type OrderType } from "#core/orders";
import { createDb } from "#db/client";
import { orders, pointsRecords, users } from "#db/schema";
import { fulfilmentsOf, registerFulfilment, registerFulfilmentForEveryType } from "./fulfilment-registry";
import { applyPayment, completeRefund } from "./payments.service";

const db = createDb(env.DB);

// Source text of the orders domain, read at build time by Vite (workerd has no file system).
const sources = import.meta.glob<string>("./**/*.ts", { query: "?raw", import: "default", eager: true });
/** Folders of the order types (today's and the coming contract services): orders must import none of them. */
const ORDER_TYPE_FOLDERS = ["ads", "advice", "custom", "membership", "points", "templates"];
const typeImport = new RegExp(`(?:from|import)\\s*\\(?\\s*["'](?:\\.\\./|#worker/features/)(${ORDER_TYPE_FOLDERS.join("|")})/`);

async function unpaidOrder(type: OrderType, userId: number, amountFen: number) {
  await db.insert(users).values({ id: userId, phone: `137${String(userId).padStart(8, "0")}`, nickname: `买家${userId}`, createdAt: 1, updatedAt: 1 });
  const now = Date.now();
  const [order] = await db
    .insert(orders)
    .values({
      orderNo: newOrderNo(now),
      userId,
      type,
      subject: "合同审查：买卖合同",
      originalFen: amountFen,
      amountFen,
      status: ORDER_STATUS.UNPAID,
      expiresAt: now + 1_800_000,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (!order) throw new Error("order insert failed");
  return order;
}

const pay = (order: { orderNo: string; amountFen: number }) =>
  applyPayment(
    db,
    "sandbox",
    { kind: "payment", orderNo: order.orderNo, transactionId: `T-${order.orderNo}`, amountFen: order.amountFen, paid: true, paidAt: Date.now() },
    Date.now(),
  );

describe("fulfilment registry", () => {
  it("fulfilment registry: no file under worker/features/orders imports another order type's folder", () => {
    const files = Object.entries(sources).filter(([path]) => !path.endsWith(".test.ts"));
    expect(files.map(([path]) => path)).toContain("./payments.service.ts");
    expect(files.filter(([, text]) => typeImport.test(text)).map(([path]) => path)).toEqual([]);
  });

  it("fulfilment registry: every order type is registered by the composition module, once", () => {
    for (const type of ["TEMPLATE", "MEMBER", "ADVICE", "ADS", "CONTRACT_CUSTOMIZATION", "CONTRACT_REVIEW"] as const)
      expect(fulfilmentsOf(type).length).toBe(2);
    expect(() => registerFulfilment("CONTRACT_REVIEW", { fulfil: () => [] })).toThrow("registered twice");
  });

  // Every real type is registered, so the mechanism is exercised with an every-type fulfilment that
  // acts only on this test's users (each test file has its own database and registry).
  it("fulfilment registry: registered statements join the payment and refund batches", async () => {
    registerFulfilmentForEveryType({
      fulfil: (db, order, now) =>
        order.userId === 7101
          ? [db.insert(pointsRecords).values({ userId: order.userId, delta: 0, reason: "已受理", ref: `extra:${order.id}`, createdAt: now })]
          : [],
      refundCompleted: (db, order, now) =>
        order.userId === 7101
          ? [db.insert(pointsRecords).values({ userId: order.userId, delta: 0, reason: "已撤销", ref: `extra-refund:${order.id}`, createdAt: now })]
          : [],
    });
    const order = await unpaidOrder("TEMPLATE", 7101, 9900);
    expect((await pay(order)).outcome).toBe("fulfilled");
    const refs = async () =>
      (await db.select({ ref: pointsRecords.ref }).from(pointsRecords).where(eq(pointsRecords.userId, order.userId))).map((r) => r.ref).sort();
    expect(await refs()).toEqual([`extra:${order.id}`, `order:${order.id}`]);
    await db.update(orders).set({ status: ORDER_STATUS.REFUNDING }).where(eq(orders.id, order.id));
    const refunding = await db.query.orders.findFirst({ where: eq(orders.id, order.id) });
    if (!refunding) throw new Error("order missing");
    expect(await completeRefund(db, refunding, `RF-${order.orderNo}`, Date.now())).toBe(true);
    expect(await refs()).toEqual([`extra-refund:${order.id}`, `extra:${order.id}`, `order:${order.id}`, `refund:${order.id}`].sort());
  });

  it("fulfilment registry: a registered statement that fails undoes the whole payment", async () => {
    registerFulfilmentForEveryType({
      // NOT NULL ref: fails inside the batch, after the order's own update.
      fulfil: (db, order, now) =>
        order.userId === 7102 ? [db.insert(pointsRecords).values({ userId: order.userId, delta: 0, reason: "定制", ref: sql`NULL`, createdAt: now })] : [],
    });
    const order = await unpaidOrder("TEMPLATE", 7102, 5000);
    expect((await pay(order)).outcome).toBe("abnormal");
    const after = await db.query.orders.findFirst({ columns: { status: true }, where: eq(orders.id, order.id) });
    expect(after?.status).toBe(ORDER_STATUS.UNPAID);
    expect(await db.select().from(pointsRecords).where(eq(pointsRecords.userId, order.userId))).toEqual([]);
  });
});
