import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { ORDER_STATUS, ORDER_TTL_MS } from "#core/orders";
import { createDb } from "#db/client";
import { adviceOrders, customOrders, orders, professionalFields, users } from "#db/schema";
import { insertUnpaidOrder, orderIdOf, servicePayFlag } from "./service-order";

const db = createDb(env.DB);
const USER_ID = 9301;

beforeAll(async () => {
  await db.insert(users).values({ id: USER_ID, phone: "13693010000", nickname: "委托人", createdAt: 1, updatedAt: 1 }).onConflictDoNothing();
});

/** An unpaid advice order with its service row, inserted the way advice and custom insert theirs. */
async function newServiceOrder(orderNo: string, now: number) {
  const [field] = await db
    .insert(professionalFields)
    .values({ slug: `field-${orderNo}`, name: "合同纠纷", sort: 1 })
    .returning({ id: professionalFields.id });
  if (!field) throw new Error("field insert failed");
  await db.batch([
    insertUnpaidOrder(
      db,
      { orderNo, userId: USER_ID, type: "ADVICE", subject: "在线咨询：合同纠纷", targetRef: "ONLINE", originalFen: 3000, amountFen: 3000 },
      now,
    ),
    db.insert(adviceOrders).values({
      orderId: orderIdOf(orderNo),
      userId: USER_ID,
      kind: "ONLINE",
      fieldId: field.id,
      question: "合同对方逾期付款怎么办？",
      createdAt: now,
      updatedAt: now,
    }),
  ]);
  const service = await db.query.adviceOrders.findFirst({ where: eq(adviceOrders.orderId, orderIdOf(orderNo)) });
  if (!service) throw new Error("service insert failed");
  return service;
}

describe("service order base", () => {
  it("service order base: the unpaid order and its service row go in one batch, the row finding the order by its number", async () => {
    const now = 1_764_000_000_000;
    const orderNo = "QH20251126000000000001";
    const service = await newServiceOrder(orderNo, now);
    const [order] = await db.select().from(orders).where(eq(orders.orderNo, orderNo));
    expect(order).toMatchObject({
      status: ORDER_STATUS.UNPAID,
      expiresAt: now + ORDER_TTL_MS,
      amountFen: 3000,
      originalFen: 3000,
      targetRef: "ONLINE",
      createdAt: now,
    });
    expect(service.orderId).toBe(order?.id);
  });

  it("service order base: pay_flag answers only the owner, unpaid until the order is paid", async () => {
    const service = await newServiceOrder("QH20251126000000000002", Date.now());
    expect(await servicePayFlag(db, adviceOrders, service.id, USER_ID)).toEqual({ paid: false, status: ORDER_STATUS.UNPAID });
    expect(await servicePayFlag(db, adviceOrders, service.id, USER_ID + 1)).toBeNull();
    expect(await servicePayFlag(db, customOrders, service.id, USER_ID)).toBeNull();
    await db.update(orders).set({ status: ORDER_STATUS.PAID }).where(eq(orders.id, service.orderId));
    expect(await servicePayFlag(db, adviceOrders, service.id, USER_ID)).toEqual({ paid: true, status: ORDER_STATUS.PAID });
    await db.update(orders).set({ status: ORDER_STATUS.CLOSED }).where(eq(orders.id, service.orderId));
    expect(await servicePayFlag(db, adviceOrders, service.id, USER_ID)).toEqual({ paid: false, status: ORDER_STATUS.CLOSED });
  });
});
