import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { CUSTOM_ACCEPT_TIMEOUT_MS, CUSTOM_AUTO_COMPLETE_MS, CUSTOM_STATUS } from "#core/custom";
import { ORDER_STATUS } from "#core/orders";
import { chats, customOrders, ledgerPostings, refunds } from "#db/schema";
import type { SessionUser } from "#worker/middleware/session";
import { signToken } from "#worker/middleware/session";
import { scheduled } from "#worker/scheduled";
import { callerFor, request } from "../../../tests/setup/helpers";

import { ADMIN, db, docx, LAWYER, newUser, order, rivals, seedCustom, state } from "./custom-test-kit";

// Refunds, the scheduled handler and the REST rows of customisation and review.
beforeAll(seedCustom);

describe("refunds of customisation and review", () => {
  it("refunds at once when the user cancels before acceptance and closes the conversation", async () => {
    const user = await newUser();
    const { customId } = await order(user, "CONTRACT_CUSTOMIZATION");
    await callerFor(user).custom.cancel({ id: customId });
    const row = await state(customId);
    expect(row).toMatchObject({ status: CUSTOM_STATUS.CANCELLED, orderStatus: ORDER_STATUS.REFUNDED });
    expect((await db.query.chats.findFirst({ where: eq(chats.customId, customId) }))?.closed).toBe(true);
    await expect(callerFor(LAWYER).custom.accept({ id: customId })).rejects.toThrow();
  });

  it("a refund the lawyer declines is decided by the console, partially, and the lawyer earns on the part kept", async () => {
    const user = await newUser();
    const { customId, amountFen } = await order(user, "CONTRACT_CUSTOMIZATION", { lawyerId: 3 });
    await callerFor(LAWYER).custom.accept({ id: customId });
    await callerFor(LAWYER).custom.deliver({ id: customId, contract: docx(), note: "初稿" });
    await callerFor(user).custom.refund({ id: customId, reason: "初稿与我们的交易结构完全不符" });
    expect((await state(customId)).orderStatus).toBe(ORDER_STATUS.REFUNDING);
    await expect(callerFor(user).custom.finish({ id: customId })).rejects.toThrow();
    await callerFor(LAWYER).custom.answerRefund({ id: customId, agree: false, reason: "已按需求起草，可继续修改" });
    expect((await state(customId)).orderStatus).toBe(ORDER_STATUS.REFUNDING);
    await expect(callerFor(ADMIN).custom.decideRefund({ id: customId, refundFen: amountFen + 1, reason: "全额之外再多退一分" })).rejects.toThrow(
      "不能超过实付金额",
    );
    await expect(callerFor(user).custom.decideRefund({ id: customId, refundFen: 100, reason: "自己裁定" })).rejects.toThrow("没有权限");
    const refundFen = Math.floor(amountFen / 2);
    await callerFor(ADMIN).custom.decideRefund({ id: customId, refundFen, reason: "初稿已完成一半工作量" });
    const row = await state(customId);
    expect(row).toMatchObject({ status: CUSTOM_STATUS.CANCELLED, orderStatus: ORDER_STATUS.REFUNDED });
    expect((await db.query.refunds.findFirst({ where: eq(refunds.orderId, row.orderId) }))?.amountFen).toBe(refundFen);
    const earning = await db.query.ledgerPostings.findFirst({ where: eq(ledgerPostings.ref, `earning:order:${row.orderId}`) });
    expect(earning?.amountFen).toBe(Math.floor((amountFen - refundFen) * 0.8));
  });

  it("a console decision of 0 turns the request down and the service goes on", async () => {
    const user = await newUser();
    const { customId } = await order(user, "CONTRACT_CUSTOMIZATION", { lawyerId: 3 });
    await callerFor(LAWYER).custom.accept({ id: customId });
    await callerFor(user).custom.refund({ id: customId, reason: "想换一位律师来做" });
    await callerFor(ADMIN).custom.decideRefund({ id: customId, refundFen: 0, reason: "律师正常履约，不支持退款" });
    expect(await state(customId)).toMatchObject({ status: CUSTOM_STATUS.IN_PROGRESS, orderStatus: ORDER_STATUS.PAID });
  });

  it("late delivery: past the promised time with nothing delivered, the user is refunded without the lawyer", async () => {
    const user = await newUser();
    const { customId } = await order(user, "CONTRACT_CUSTOMIZATION", { lawyerId: 3 });
    await callerFor(LAWYER).custom.accept({ id: customId });
    await db
      .update(customOrders)
      .set({ deliveryDueAt: Date.now() - 1000 })
      .where(eq(customOrders.id, customId));
    expect((await callerFor(user).custom.detail({ id: customId })).actions).toMatchObject({ lateRefund: true, requestRefund: false });
    const r = await callerFor(user).custom.refund({ id: customId, reason: "超过约定时间仍未交付" });
    expect(r.immediate).toBe(true);
    expect(await state(customId)).toMatchObject({ status: CUSTOM_STATUS.CANCELLED, orderStatus: ORDER_STATUS.REFUNDED });
  });

  it("the console reassigns an order whose lawyer stopped answering; the conversation follows", async () => {
    const user = await newUser();
    const { customId } = await order(user, "CONTRACT_CUSTOMIZATION", { lawyerId: 3 });
    await callerFor(LAWYER).custom.accept({ id: customId });
    const next = rivals[2] as SessionUser;
    await callerFor(ADMIN).custom.reassign({ id: customId, lawyerId: next.id, reason: "原律师 3 天未回复" });
    expect((await state(customId)).lawyerId).toBe(next.id);
    expect((await db.query.chats.findFirst({ where: eq(chats.customId, customId) }))?.lawyerId).toBe(next.id);
    await expect(callerFor(LAWYER).custom.detail({ id: customId })).rejects.toThrow("定制订单不存在");
    await callerFor(next).custom.deliver({ id: customId, contract: docx(), note: "接手后交付" });
  });
});

describe("the scheduled handler", () => {
  it("refunds an order nobody accepted within 24 hours and completes a delivery unanswered for 7 days", async () => {
    const user = await newUser();
    const waiting = await order(user, "CONTRACT_CUSTOMIZATION");
    const delivered = await order(user, "CONTRACT_CUSTOMIZATION", { lawyerId: 3 });
    await callerFor(LAWYER).custom.accept({ id: delivered.customId });
    await callerFor(LAWYER).custom.deliver({ id: delivered.customId, contract: docx(), note: "" });
    const later = Date.now() + Math.max(CUSTOM_ACCEPT_TIMEOUT_MS, CUSTOM_AUTO_COMPLETE_MS) + 60_000;
    const result = await scheduled({} as ScheduledController, env, later);
    expect(result.customRefunded).toBeGreaterThanOrEqual(1);
    expect(result.customCompleted).toBeGreaterThanOrEqual(1);
    expect(await state(waiting.customId)).toMatchObject({ status: CUSTOM_STATUS.CANCELLED, orderStatus: ORDER_STATUS.REFUNDED });
    expect(await state(delivered.customId)).toMatchObject({ status: CUSTOM_STATUS.COMPLETED, orderStatus: ORDER_STATUS.COMPLETED });
  });
});

describe("REST rows (SPEC §7 Customization)", () => {
  it("answer the {code,msg,data} envelope, 424 without a session, and the lawyer and user rows work over REST", async () => {
    const basis = (await (await request("/admin/contract_customization/basis_info")).json()) as { code: number; data: { kind: string }[] };
    expect(basis.code).toBe(0);
    expect(basis.data.map((b) => b.kind)).toEqual(["CONTRACT_CUSTOMIZATION", "CONTRACT_REVIEW"]);
    for (const path of ["/admin/contract_customization/my/page", "/admin/contract_customization/lawyer_service/page"]) {
      const res = await request(path);
      expect(res.status).toBe(424);
      expect(await res.json()).toMatchObject({ code: -1, data: null });
    }
    const user = await newUser();
    const { customId } = await order(user, "CONTRACT_CUSTOMIZATION", { lawyerId: 3 });
    const auth = async (u: SessionUser) => ({ authorization: `Bearer ${await signToken(env.AUTH_SECRET, u, "access", 600)}` });
    const mine = (await (await request("/admin/contract_customization/my/page", { headers: await auth(user) })).json()) as {
      code: number;
      data: { records: { id: number }[] };
    };
    expect(mine.data.records.map((r) => r.id)).toContain(customId);
    const accepted = await request(`/admin/contract_customization/accept/${customId}`, { method: "PUT", headers: await auth(LAWYER) });
    expect(await accepted.json()).toMatchObject({ code: 0 });
    const form = new FormData();
    form.set("contract", docx());
    form.set("note", "定稿");
    const delivered = await request(`/admin/contract_customization/delivery/${customId}`, { method: "POST", headers: await auth(LAWYER), body: form });
    expect(await delivered.json()).toMatchObject({ code: 0, data: { version: 1 } });
    const read = await request(`/admin/contract_customization/chat/sign_in/${customId}`, { method: "PUT", headers: await auth(user) });
    expect(await read.json()).toMatchObject({ code: 0 });
    const records = (await (await request(`/admin/contract_customization/chat_record/${customId}`, { headers: await auth(user) })).json()) as {
      data: { records: { senderRole: string }[] };
    };
    expect(records.data.records.map((r) => r.senderRole)).toContain("lawyer");
    const finished = await request(`/admin/contract_customization/finish/${customId}`, { method: "PUT", headers: await auth(user) });
    expect(await finished.json()).toMatchObject({ code: 0 });
    const stranger = await request(`/admin/contract_customization/${customId}`, { headers: await auth(await newUser()) });
    expect(await stranger.json()).toMatchObject({ code: -1, msg: "定制订单不存在", data: null });
  });
});
