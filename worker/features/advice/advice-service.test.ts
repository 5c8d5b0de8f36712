import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { ACCEPT_TIMEOUT_MS, ADVICE_STATUS, PHONE_AUTO_COMPLETE_MS } from "#core/advice";
import { ORDER_STATUS } from "#core/orders";
import type { SessionUser } from "#worker/middleware/session";
import { signToken } from "#worker/middleware/session";
import { scheduled } from "#worker/scheduled";
import { callerFor, request } from "../../../tests/setup/helpers";
import { notify } from "../../../tests/setup/pay-fixture";
import { adviceRow, contractField, DEMO_LAWYER, familyField, newUser, otherLawyer, paidAdvice, seedAdvice } from "./advice-test-kit";

// Refunds, phone advice, the REST surface and chat files of advice orders.
beforeAll(seedAdvice);

describe("refunds", () => {
  it("cancels a waiting order with an automatic refund and closes its room", async () => {
    const user = await newUser();
    const { adviceId, orderNo } = await paidAdvice(user, { kind: "ONLINE" });
    await expect(callerFor(await newUser()).advice.cancel({ id: adviceId })).rejects.toThrow("咨询订单不存在");
    await callerFor(user).advice.cancel({ id: adviceId });
    expect(await adviceRow(adviceId)).toMatchObject({ status: ADVICE_STATUS.CANCELLED, orderStatus: ORDER_STATUS.REFUNDED });
    expect((await callerFor(user).orders.detail({ orderNo })).refundReason).toBe("律师接单前用户取消咨询");
    await expect(callerFor(DEMO_LAWYER).advice.accept({ id: adviceId })).rejects.toThrow();
    const detail = await callerFor(user).advice.detail({ id: adviceId });
    expect(detail.statusText).toBe("已退款");
  });

  it("lets the lawyer refuse and then agree to a refund asked during the service", async () => {
    const user = await newUser();
    const { adviceId } = await paidAdvice(user, { kind: "PHONE", lawyerId: 3 });
    await callerFor(DEMO_LAWYER).advice.accept({ id: adviceId });
    await callerFor(user).advice.refund({ id: adviceId, reason: "律师一直没有回电" });
    const tab = await callerFor(DEMO_LAWYER).advice.center({ tab: "refund" });
    expect(tab.page.records.find((r) => r.id === adviceId)?.statusText).toBe("退款中");
    await expect(callerFor(DEMO_LAWYER).advice.decideRefund({ id: adviceId, agree: false, reason: "" })).rejects.toThrow("拒绝退款请说明理由");
    await callerFor(DEMO_LAWYER).advice.decideRefund({ id: adviceId, agree: false, reason: "已于下午三点回电并通话 20 分钟" });
    expect(await adviceRow(adviceId)).toMatchObject({ status: ADVICE_STATUS.SERVING, orderStatus: ORDER_STATUS.PAID });
    await callerFor(user).advice.refund({ id: adviceId, reason: "通话中律师没有给出明确意见" });
    await callerFor(DEMO_LAWYER).advice.decideRefund({ id: adviceId, agree: true, reason: "" });
    expect(await adviceRow(adviceId)).toMatchObject({ status: ADVICE_STATUS.CANCELLED, orderStatus: ORDER_STATUS.REFUNDED });
  });

  it("refunds orders nobody accepted in time (cron)", async () => {
    const user = await newUser();
    const { adviceId } = await paidAdvice(user, { kind: "ONLINE", fieldId: familyField });
    const early = await scheduled({} as ScheduledController, env, Date.now() + ACCEPT_TIMEOUT_MS - 60_000);
    expect((await adviceRow(adviceId)).orderStatus).toBe(ORDER_STATUS.PAID);
    // Nothing paid in this file is two hours old yet: a minute early, the job refunds nothing.
    expect(early.adviceRefunded).toBe(0);
    const late = await scheduled({} as ScheduledController, env, Date.now() + ACCEPT_TIMEOUT_MS + 60_000);
    expect(late.adviceRefunded).toBeGreaterThanOrEqual(1);
    expect(await adviceRow(adviceId)).toMatchObject({ status: ADVICE_STATUS.CANCELLED, orderStatus: ORDER_STATUS.REFUNDED });
    const detail = await callerFor(user).advice.detail({ id: adviceId });
    expect(detail.events.map((e) => e.note).join()).toContain("无律师接单，系统自动退款");
  });
});

describe("phone advice", () => {
  it("shows the number only to the accepting lawyer while serving and completes by itself later", async () => {
    const user = await newUser();
    const { adviceId } = await paidAdvice(user, { kind: "PHONE", lawyerId: 3 });
    const phone = `137${String(user.id).padStart(8, "0")}`;
    const before = await callerFor(DEMO_LAWYER).advice.detail({ id: adviceId });
    expect(before.phone).toBe(`${phone.slice(0, 3)}****${phone.slice(7)}`);
    await expect(callerFor(otherLawyer).advice.accept({ id: adviceId })).rejects.toThrow();
    await callerFor(DEMO_LAWYER).advice.accept({ id: adviceId });
    expect((await callerFor(DEMO_LAWYER).advice.detail({ id: adviceId })).phone).toBe(phone);
    expect((await callerFor(user).advice.detail({ id: adviceId })).phone).not.toBe(phone);
    const result = await scheduled({} as ScheduledController, env, Date.now() + PHONE_AUTO_COMPLETE_MS + 60_000);
    expect(result.adviceCompleted).toBeGreaterThanOrEqual(1);
    expect(await adviceRow(adviceId)).toMatchObject({ status: ADVICE_STATUS.COMPLETED, orderStatus: ORDER_STATUS.COMPLETED });
    expect((await callerFor(DEMO_LAWYER).advice.detail({ id: adviceId })).phone).toContain("****");
    const mine = await callerFor(user).advice.mine({ tab: "done" });
    expect(mine.records.find((r) => r.id === adviceId)?.canReview).toBe(true);
  });
});

describe("REST surface", () => {
  it("creates, lists, accepts and reads the chat record of an advice order over REST", async () => {
    const user = await newUser();
    const auth = async (u: SessionUser) => ({
      authorization: `Bearer ${await signToken(env.AUTH_SECRET, u, "access", 600)}`,
      "content-type": "application/json",
    });
    const created = await request("/admin/advice_order", {
      method: "POST",
      headers: await auth(user),
      body: JSON.stringify({ kind: "ONLINE", fieldId: contractField, lawyerId: 3, question: "公司拖欠三个月工资，我能直接申请劳动仲裁吗？" }),
    });
    const { data } = (await created.json()) as { data: { orderNo: string; adviceId: number; amountFen: number } };
    expect((await notify(data.orderNo, data.amountFen)).status).toBe(200);
    const mine = (await (await request("/admin/advice_order/my_advice/page?tab=waiting", { headers: await auth(user) })).json()) as {
      data: { records: { id: number }[] };
    };
    expect(mine.data.records.map((r) => r.id)).toContain(data.adviceId);
    const accepted = await request(`/admin/advice_order/accept/${data.adviceId}`, { method: "PUT", headers: await auth(DEMO_LAWYER) });
    expect(((await accepted.json()) as { code: number }).code).toBe(0);
    const chatId = (await adviceRow(data.adviceId)).chatId ?? 0;
    const record = (await (await request(`/admin/online_chat/chat_record/${chatId}`, { headers: await auth(user) })).json()) as {
      data: { records: { senderRole: string }[] };
    };
    expect(record.data.records.map((r) => r.senderRole)).toEqual(["robot", "lawyer"]);
    const stranger = (await (await request(`/admin/online_chat/chat_record/${chatId}`, { headers: await auth(await newUser()) })).json()) as { code: number };
    expect(stranger.code).toBe(-1);
  });
});

describe("chat files", () => {
  it("stores a checked image in the room and serves it to the parties only", async () => {
    const user = await newUser();
    const { adviceId } = await paidAdvice(user, { kind: "ONLINE", lawyerId: 3 });
    await callerFor(DEMO_LAWYER).advice.accept({ id: adviceId });
    const chatId = (await adviceRow(adviceId)).chatId ?? 0;
    const cookie = async (u: SessionUser) => ({ authorization: `Bearer ${await signToken(env.AUTH_SECRET, u, "access", 600)}` });
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
    const form = new FormData();
    form.set("file", new File([png], "租赁合同.png", { type: "image/png" }));
    const res = await request(`/api/chat/${chatId}/files`, { method: "POST", headers: await cookie(user), body: form });
    const body = (await res.json()) as { code: number; data: { seq: number; kind: string } };
    expect(body.code).toBe(0);
    expect(body.data.kind).toBe("image");
    const file = await request(`/api/chat/${chatId}/file/${body.data.seq}`, { headers: await cookie(DEMO_LAWYER) });
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("image/png");
    expect((await request(`/api/chat/${chatId}/file/${body.data.seq}`, { headers: await cookie(await newUser()) })).status).toBe(404);

    const fake = new FormData();
    fake.set("file", new File([new TextEncoder().encode("<html>")], "证据.pdf", { type: "application/pdf" }));
    const refused = await request(`/api/chat/${chatId}/files`, { method: "POST", headers: await cookie(user), body: fake });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { msg: string }).msg).toContain("仅支持发送");
  });
});
