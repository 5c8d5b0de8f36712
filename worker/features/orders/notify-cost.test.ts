import { env } from "cloudflare:workers";
import { eq, like, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { authorShareFen, ORDER_STATUS } from "#core/orders";
import { ledgerEntries, ledgerPostings, orders, paymentEvents, payments, templates } from "#db/schema";
import { type Counter, counting } from "../../../tests/setup/d1-counter";
import { app, callerFor } from "../../../tests/setup/helpers";
import { sandbox } from "../../../tests/setup/pay-fixture";
import { registerFulfilmentForEveryType } from "./fulfilment-registry";
import { db, earningOf, newUser, platformPaid, seedOrders, userPaid } from "./orders-test-kit";

// Issue 20 item 5: payment notices at provider rates. What a notice costs is counted in D1 round trips
// (each statement run or batch sent), through a binding that counts them for one request.

beforeAll(seedOrders);

/** Posts a signed sandbox notice through the whole app; its round trips are counted on their own. */
async function notice(orderNo: string, amountFen: number, transactionId: string, ctx?: ExecutionContext) {
  const counter: Counter = { trips: 0 };
  const signed = await sandbox().signedNotification(
    { kind: "payment", orderNo, transactionId, amountFen, paid: true, paidAt: Date.now() },
    "http://localhost/pay/notify/sandbox",
  );
  const res = await app.request(
    "http://localhost/pay/notify/sandbox",
    { method: "POST", headers: Object.fromEntries(signed.headers), body: await signed.text() },
    { ...env, DB: counting(env.DB, counter) },
    ctx,
  );
  return { status: res.status, trips: counter.trips };
}

async function unpaidTemplateOrder() {
  const user = await newUser();
  return { user, order: await callerFor(user).orders.create({ type: "TEMPLATE", templateId: platformPaid.id }) };
}

describe("payment notices at provider rates", () => {
  it("notification throughput: a repeated notice costs one D1 round trip, the paying one two", async () => {
    const { order } = await unpaidTemplateOrder();
    const first = await notice(order.orderNo, order.amountFen, "NT-SEQ-1");
    expect(first).toEqual({ status: 200, trips: 2 });
    const repeated = await notice(order.orderNo, order.amountFen, "NT-SEQ-1");
    expect(repeated).toEqual({ status: 200, trips: 1 });
    const events = await db.select().from(paymentEvents).where(eq(paymentEvents.orderNo, order.orderNo));
    expect(events.map((e) => e.outcome).sort()).toEqual(["duplicate", "fulfilled"]);
  });

  it("notification throughput: 20 racing copies fulfil once, each costing at most three round trips", async () => {
    const { order } = await unpaidTemplateOrder();
    const replies = await Promise.all(Array.from({ length: 20 }, () => notice(order.orderNo, order.amountFen, "NT-RACE-1")));
    expect(replies.every((r) => r.status === 200)).toBe(true);
    expect(Math.max(...replies.map((r) => r.trips))).toBeLessThanOrEqual(3);
    const [row] = await db.select().from(orders).where(eq(orders.orderNo, order.orderNo));
    expect(row?.status).toBe(ORDER_STATUS.PAID);
    expect(await db.$count(payments, eq(payments.orderId, row?.id ?? 0))).toBe(1);
    const outcomes = (await db.select().from(paymentEvents).where(eq(paymentEvents.orderNo, order.orderNo))).map((e) => e.outcome);
    expect(outcomes.filter((o) => o === "fulfilled")).toHaveLength(1);
    expect(outcomes.filter((o) => o === "duplicate")).toHaveLength(19);
  });

  it("notification throughput: who earns from a template is decided inside the paying batch, still two round trips", async () => {
    const buyer = await newUser();
    const bought = await callerFor(buyer).orders.create({ type: "TEMPLATE", templateId: userPaid.id });
    expect(await notice(bought.orderNo, bought.amountFen, "NT-AUTHOR-1")).toEqual({ status: 200, trips: 2 });
    const [paid] = await db.select().from(orders).where(eq(orders.orderNo, bought.orderNo));
    expect(await earningOf(paid?.id ?? 0)).toEqual({ pending: authorShareFen(bought.amountFen), available: 0, settled: false });
    const [author] = await db.select({ account: ledgerEntries.account }).from(ledgerEntries).where(like(ledgerEntries.account, "user:%:pending"));
    expect(author?.account).toBe(`user:${userPaid.authorId}:pending`);

    // A platform template earns nobody; neither does a template that became the buyer's own before the notice.
    const { order: platform } = await unpaidTemplateOrder();
    expect(await notice(platform.orderNo, platform.amountFen, "NT-PLATFORM-1")).toEqual({ status: 200, trips: 2 });
    const owner = await newUser();
    const own = await callerFor(owner).orders.create({ type: "TEMPLATE", templateId: userPaid.id });
    await db.update(templates).set({ authorId: owner.id }).where(eq(templates.id, userPaid.id));
    try {
      expect(await notice(own.orderNo, own.amountFen, "NT-OWN-1")).toEqual({ status: 200, trips: 2 });
    } finally {
      await db.update(templates).set({ authorId: userPaid.authorId }).where(eq(templates.id, userPaid.id));
    }
    const earned = await db.select({ ref: ledgerPostings.ref }).from(ledgerPostings).where(eq(ledgerPostings.kind, "earning"));
    expect(earned.map((p) => p.ref)).toEqual([`earning:order:${paid?.id}`]);
    const unbalanced = await db.all(sql`SELECT posting_id, sum(amount_fen) AS s FROM ledger_entries GROUP BY posting_id HAVING s != 0`);
    expect(unbalanced).toEqual([]);
  });

  it("notification throughput: a payment's follow-ups run after the answer, not before it", async () => {
    const { user, order } = await unpaidTemplateOrder();
    let release = () => {};
    const followUp = new Promise<void>((resolve) => {
      release = resolve;
    });
    const seen: number[] = [];
    registerFulfilmentForEveryType({
      fulfil: () => [],
      afterPaid: async (_env, _db, paid) => {
        if (paid.userId !== user.id) return;
        seen.push(paid.status);
        await followUp;
      },
    });
    const kept: Promise<unknown>[] = [];
    const ctx = { waitUntil: (p: Promise<unknown>) => kept.push(p), passThroughOnException: () => {}, props: {} } as unknown as ExecutionContext;
    const answered = notice(order.orderNo, order.amountFen, "NT-AFTER-1", ctx);
    const first = await Promise.race([answered, new Promise((resolve) => setTimeout(() => resolve("held"), 2_000))]);
    expect(first).toMatchObject({ status: 200 });
    // The follow-up saw the order as paid, without reading it again, and the runtime keeps it alive.
    expect(seen).toEqual([ORDER_STATUS.PAID]);
    expect(kept.length).toBeGreaterThan(0);
    release();
    await Promise.all(kept);
  });
});
