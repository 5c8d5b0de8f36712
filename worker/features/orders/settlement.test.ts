import { env } from "cloudflare:workers";
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { ORDER_STATUS } from "#core/orders";
import { orders } from "#db/schema";
import { scheduled } from "#worker/scheduled";
import { ADMIN, callerFor } from "../../../tests/setup/helpers";
import { notify } from "../../../tests/setup/pay-fixture";
import { reverseEarningStatements, type Stmt, settleEarnings } from "../ledger/ledger.service";
import { buyTemplate, db, earningOf, newUser, platformPaid, seedOrders, userPaid } from "./orders-test-kit";

beforeAll(seedOrders);

describe("earnings race", () => {
  it("earnings race: the settlement cron racing refund approvals never leaves a refunded share available", async () => {
    const paid = await Promise.all(
      Array.from({ length: 4 }, async () => {
        const user = await newUser();
        const order = await buyTemplate(user, userPaid.id);
        const [row] = await db.select().from(orders).where(eq(orders.orderNo, order.orderNo));
        await db.run(sql`UPDATE ledger_postings SET available_at = 0 WHERE ref = ${`earning:order:${row?.id}`}`);
        await callerFor(user).orders.refund({ orderNo: order.orderNo, reason: "买错了范本" });
        return { orderNo: order.orderNo, id: row?.id ?? 0 };
      }),
    );
    const admin = callerFor(ADMIN);
    await Promise.all([
      ...paid.map((o) => admin.ordersAdmin.approveRefund({ orderNo: o.orderNo })),
      ...Array.from({ length: 4 }, () => scheduled({} as ScheduledController, env)),
    ]);
    for (const o of paid) {
      expect((await db.select().from(orders).where(eq(orders.id, o.id)))[0]?.status).toBe(ORDER_STATUS.REFUNDED);
      // An order being refunded never settles, and its share ends nowhere.
      expect(await earningOf(o.id)).toEqual({ pending: 0, available: 0, settled: false });
    }
  });

  it("earnings race: a reversal built before a settlement commits is taken from where the share is when it runs", async () => {
    const user = await newUser();
    const order = await buyTemplate(user, userPaid.id);
    const [row] = await db.select().from(orders).where(eq(orders.orderNo, order.orderNo));
    const id = row?.id ?? 0;
    await db.run(sql`UPDATE ledger_postings SET available_at = 0 WHERE ref = ${`earning:order:${id}`}`);
    const reversal = await reverseEarningStatements(db, id, Date.now());
    await settleEarnings(db, Date.now());
    expect((await earningOf(id)).settled).toBe(true);
    await db.batch(reversal as [Stmt, ...Stmt[]]);
    expect(await earningOf(id)).toEqual({ pending: 0, available: 0, settled: true });
    // Reversed: the cron never settles it again, nor does a second reversal pass.
    await expect(db.batch((await reverseEarningStatements(db, id, Date.now())) as [Stmt, ...Stmt[]])).rejects.toThrow();
  });
});

describe("the cron", () => {
  it("closes unpaid orders after 30 minutes and settles due earnings", async () => {
    const user = await newUser();
    const order = await callerFor(user).orders.create({ type: "TEMPLATE", templateId: platformPaid.id });
    await db
      .update(orders)
      .set({ expiresAt: Date.now() - 1 })
      .where(eq(orders.orderNo, order.orderNo));
    const paid = await buyTemplate(await newUser(), userPaid.id);
    const [paidRow] = await db.select().from(orders).where(eq(orders.orderNo, paid.orderNo));
    await db.run(sql`UPDATE ledger_postings SET available_at = 0 WHERE ref = ${`earning:order:${paidRow?.id}`}`);
    const result = await scheduled({} as ScheduledController, env);
    expect(result.closed).toBeGreaterThanOrEqual(1);
    expect(result.settled).toBeGreaterThanOrEqual(1);
    expect((await callerFor(user).orders.detail({ orderNo: order.orderNo })).status).toBe(ORDER_STATUS.CLOSED);
    await expect(callerFor(user).orders.prepay({ orderNo: order.orderNo, channel: "WECHAT" })).rejects.toThrow("订单已关闭，请重新下单");
    // Money arriving for a closed order is abnormal: recorded for a refund, nothing granted.
    await notify(order.orderNo, order.amountFen, "LATE-PAYMENT");
    expect((await callerFor(user).orders.detail({ orderNo: order.orderNo })).status).toBe(ORDER_STATUS.ABNORMAL);
    expect((await scheduled({} as ScheduledController, env)).settled).toBe(0);
  });
});
