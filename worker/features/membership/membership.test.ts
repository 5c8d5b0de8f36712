import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { DAY_MS } from "#core/orders";
import { ADMIN, callerFor } from "../../../tests/setup/helpers";
import { notify } from "../../../tests/setup/pay-fixture";
import { db, memberFree, newUser, seedOrders } from "../orders/orders-test-kit";

beforeAll(seedOrders);

describe("membership, activation codes and points", () => {
  it("buys VIP and renews from the current end", async () => {
    const user = await newUser();
    const caller = callerFor(user);
    const month = await caller.orders.create({ type: "MEMBER", plan: "month" });
    expect(month).toMatchObject({ type: "MEMBER", amountFen: 2990 });
    await expect(caller.orders.create({ type: "MEMBER", plan: "decade" })).rejects.toThrow("会员套餐不存在");
    await notify(month.orderNo, month.amountFen);
    const first = (await caller.membership.status()).member;
    expect(first?.memberStatus).toBe(2);
    const year = await caller.orders.create({ type: "MEMBER", plan: "year" });
    await notify(year.orderNo, year.amountFen);
    const second = (await caller.membership.status()).member;
    expect((second?.endAt ?? 0) - (first?.endAt ?? 0)).toBe(365 * DAY_MS);
    expect((await caller.templates.detail({ id: memberFree.id })).canAccess).toBe(true);
    await expect(caller.orders.refund({ orderNo: year.orderNo, reason: "不想要了" })).rejects.toThrow("不支持退款");
  });

  it("redeems an activation code once under concurrent redemption", async () => {
    const batch = await callerFor(ADMIN).membership.createBatch({ name: "律所合作", days: 90, count: 3, validDays: 30 });
    const codes = await callerFor(ADMIN).membership.batchCodes({ batchId: batch.id });
    expect(codes).toHaveLength(3);
    const code = codes[0]?.code ?? "";
    const people = await Promise.all(Array.from({ length: 10 }, () => newUser()));
    const results = await Promise.allSettled(people.map((p) => callerFor(p).membership.redeem({ code })));
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    expect(results.filter((r) => r.status === "rejected").every((r) => String((r as PromiseRejectedResult).reason).includes("已被使用"))).toBe(true);
    const grants = await db.all(sql`SELECT * FROM member_grants WHERE ref = ${`code:${code}`}`);
    expect(grants).toHaveLength(1);
    const other = callerFor(await newUser());
    await expect(other.membership.redeem({ code: "ABC" })).rejects.toThrow("激活码格式不正确");
    await expect(other.membership.redeem({ code: "2222-3333-4444-5555" })).rejects.toThrow("激活码不存在");
    const lowercase = (codes[1]?.code ?? "").toLowerCase().replace(/(.{4})/g, "$1-");
    expect(await other.membership.redeem({ code: lowercase })).toEqual({ days: 90 });
    const batches = await callerFor(ADMIN).membership.batches();
    expect(batches.find((b) => b.id === batch.id)?.used).toBe(2);
  });

  it("checks in once a day", async () => {
    const caller = callerFor(await newUser());
    expect(await caller.points.checkIn()).toEqual({ points: 5 });
    await expect(caller.points.checkIn()).rejects.toThrow("今天已经签到过了");
    expect(await caller.points.summary()).toEqual({ balance: 5, checkedInToday: true });
    expect((await caller.points.records({ current: 1, size: 10 })).records[0]).toMatchObject({ delta: 5, reason: "每日签到" });
  });
});
