import { runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { ADVICE_STATUS, DEFAULT_PRICE_FEN, LAWYER_SHARE_BP, POOL_WIDEN_MS } from "#core/advice";
import { ORDER_STATUS } from "#core/orders";
import { adviceOrders, chatMessages, ledgerPostings, professionalFields, userRoles } from "#db/schema";
import { ChatRoom, chatRoom } from "#worker/realtime/chat-room.do";
import { callerFor } from "../../../tests/setup/helpers";
import { adviceRow, contractField, DEMO_LAWYER, db, join, newUser, otherLawyer, paidAdvice, seedAdvice, socket } from "./advice-test-kit";
import { lawyerCenter } from "./advice-views.service";

beforeAll(seedAdvice);

describe("creating an advice order", () => {
  it("validates the request and prices it by the platform or the chosen lawyer", async () => {
    const user = await newUser();
    const caller = callerFor(user);
    await expect(caller.advice.create({ kind: "ONLINE", fieldId: contractField, question: "太短了" })).rejects.toThrow("问题描述至少 10 个字");
    await expect(caller.advice.create({ kind: "ONLINE", fieldId: 99_999, question: "一个足够长的法律问题描述内容" })).rejects.toThrow("请选择咨询领域");
    await expect(caller.advice.create({ kind: "PHONE", fieldId: contractField, question: "一个足够长的法律问题描述内容", phone: "12345" })).rejects.toThrow(
      "请输入正确的手机号码",
    );
    const platform = await caller.advice.create({ kind: "ONLINE", fieldId: contractField, question: "一个足够长的法律问题描述内容" });
    expect(platform.amountFen).toBe(DEFAULT_PRICE_FEN.ONLINE);
    const chosen = await caller.advice.create({ kind: "PHONE", fieldId: contractField, lawyerId: 3, question: "一个足够长的法律问题描述内容" });
    expect(chosen.amountFen).toBe(19_900);
    const order = await caller.orders.detail({ orderNo: chosen.orderNo });
    expect(order).toMatchObject({ type: "ADVICE", status: ORDER_STATUS.UNPAID, targetId: chosen.adviceId });
    expect((await caller.advice.payFlag({ id: chosen.adviceId })).paid).toBe(false);
    await expect(
      callerFor(DEMO_LAWYER).advice.create({ kind: "ONLINE", fieldId: contractField, lawyerId: 3, question: "一个足够长的法律问题描述内容" }),
    ).rejects.toThrow("不能向自己发起咨询");
  });
});

describe("online advice", () => {
  it("pays, greets, is offered to the field's lawyers, accepted once, chatted live and completed with the lawyer's earning", async () => {
    const user = await newUser();
    const { adviceId, amountFen } = await paidAdvice(user, { kind: "ONLINE" });
    let row = await adviceRow(adviceId);
    expect(row).toMatchObject({ status: ADVICE_STATUS.WAITING, orderStatus: ORDER_STATUS.PAID, lawyerId: null });
    const chatId = row.chatId ?? 0;
    expect(chatId).toBeGreaterThan(0);
    expect((await callerFor(user).advice.payFlag({ id: adviceId })).paid).toBe(true);

    // The robot greeted in the room, mirrored to D1.
    const record = await callerFor(user).advice.chatRecord({ chatId });
    expect(record.records[0]).toMatchObject({ senderRole: "robot", seq: 1 });
    expect(record.records[0]?.body).toContain("正在为您匹配律师");

    // Offered to the demo lawyer (contract disputes), not to a family lawyer until the pool widens.
    const pool = await callerFor(DEMO_LAWYER).advice.center({ tab: "pool" });
    expect(pool.page.records.map((r) => r.id)).toContain(adviceId);
    const otherPool = await callerFor(otherLawyer).advice.center({ tab: "pool" });
    expect(otherPool.page.records.map((r) => r.id)).not.toContain(adviceId);
    const widened = await lawyerCenter(db, otherLawyer.id, { tab: "pool", current: 1, size: 50 }, Date.now() + POOL_WIDEN_MS + 1000);
    expect(widened.page.records.map((r) => r.id)).toContain(adviceId);
    await expect(callerFor(otherLawyer).advice.accept({ id: adviceId })).rejects.toThrow("不在您的可接单范围内");

    // Before acceptance only the user is in the room; a stranger is refused.
    expect(await join(await newUser(), chatId)).toBe(404);
    const userSocket = socket(await join(user, chatId));
    const history = await userSocket.next("history");
    expect(history.type === "history" && history.messages.length).toBe(1);

    const accepted = await callerFor(DEMO_LAWYER).advice.accept({ id: adviceId });
    expect(accepted.chatId).toBe(chatId);
    await expect(callerFor(DEMO_LAWYER).advice.accept({ id: adviceId })).rejects.toThrow("已被其他律师接单");
    const greeting = await userSocket.next("message");
    expect(greeting.type === "message" && greeting.message).toMatchObject({ senderRole: "lawyer", senderId: 3 });
    row = await adviceRow(adviceId);
    expect(row).toMatchObject({ status: ADVICE_STATUS.SERVING, lawyerId: 3 });

    // Both parties in the room: a message reaches both, in order, and is mirrored.
    const lawyerSocket = socket(await join(DEMO_LAWYER, chatId));
    await lawyerSocket.next("history");
    userSocket.ws.send(JSON.stringify({ type: "send", text: "律师您好，押金是一万元，合同约定提前解约要赔一个月租金。", clientId: "c1" }));
    const [toUser, toLawyer] = await Promise.all([userSocket.next("message"), lawyerSocket.next("message")]);
    expect(toUser.type === "message" && toUser.clientId).toBe("c1");
    expect(toLawyer.type === "message" && toLawyer.message.body).toContain("押金是一万元");
    lawyerSocket.ws.send(JSON.stringify({ type: "send", text: "   " }));
    expect(await lawyerSocket.next("error")).toMatchObject({ message: "请输入消息内容" });
    lawyerSocket.ws.send(JSON.stringify({ type: "send", text: "房东单方提前收回房屋属于违约，押金应当退还，并可主张违约金。" }));
    await userSocket.next("message");
    const mirrored = await db.select().from(chatMessages).where(eq(chatMessages.chatId, chatId));
    expect(mirrored.map((m) => m.senderRole)).toEqual(["robot", "lawyer", "user", "lawyer"]);

    // An admin reads but cannot write; strangers cannot read the record (IDOR).
    const admin = socket(await join({ id: 1000, roles: ["ROLE_ADMIN"] }, chatId));
    await admin.next("history");
    admin.ws.send(JSON.stringify({ type: "send", text: "管理员试图发言" }));
    expect(await admin.next("error")).toMatchObject({ message: "管理员只能查看会话记录" });
    await expect(callerFor(await newUser()).advice.chatRecord({ chatId })).rejects.toThrow("会话不存在");
    await expect(callerFor(await newUser()).advice.detail({ id: adviceId })).rejects.toThrow("咨询订单不存在");
    const adminView = await callerFor({ id: 1000, roles: ["ROLE_ADMIN"] }).advice.adminPage({ tab: "serving", orderNo: "" });
    expect(adminView.records.map((r) => r.id)).toContain(adviceId);
    await expect(callerFor(user).advice.adminPage({ tab: "all" })).rejects.toThrow("没有权限");

    // The lawyer marks it done: order completed, earning pending in the ledger, room closed.
    await expect(callerFor(user).advice.review({ id: adviceId, rating: 5, content: "" })).rejects.toThrow("咨询完成后才能评价");
    await callerFor(DEMO_LAWYER).advice.finish({ id: adviceId });
    expect(await userSocket.next("closed")).toMatchObject({ type: "closed" });
    row = await adviceRow(adviceId);
    expect(row).toMatchObject({ status: ADVICE_STATUS.COMPLETED, orderStatus: ORDER_STATUS.COMPLETED });
    const [earning] = await db
      .select()
      .from(ledgerPostings)
      .where(and(eq(ledgerPostings.kind, "earning"), eq(ledgerPostings.userId, 3)));
    expect(earning?.amountFen).toBe(Math.floor((amountFen * LAWYER_SHARE_BP) / 10000));
    userSocket.ws.send(JSON.stringify({ type: "send", text: "还有一个问题" }));
    expect(await userSocket.next("error")).toMatchObject({ message: "本次咨询已结束，无法继续发送消息" });

    // One review, from the user, shown on the profile.
    await callerFor(user).advice.review({ id: adviceId, rating: 5, content: "分析清楚，给了具体的维权步骤。" });
    await expect(callerFor(user).advice.review({ id: adviceId, rating: 4, content: "" })).rejects.toThrow("已评价过");
    const reviews = await callerFor(null).advice.reviews({ lawyerId: 3 });
    expect(reviews.records.some((r) => r.content === "分析清楚，给了具体的维权步骤。" && r.user.endsWith("**"))).toBe(true);
    for (const s of [userSocket, lawyerSocket, admin]) s.ws.close();
  });

  it("keeps working after the room is rebuilt from storage (hibernation wake-up)", async () => {
    const user = await newUser();
    const { adviceId } = await paidAdvice(user, { kind: "ONLINE", lawyerId: 3 });
    await callerFor(DEMO_LAWYER).advice.accept({ id: adviceId });
    const chatId = (await adviceRow(adviceId)).chatId ?? 0;
    const s = socket(await join(user, chatId));
    await s.next("history");
    // A fresh instance on the same state has no memory of the sockets but their attachments.
    await runInDurableObject(chatRoom(env, chatId), async (_instance: ChatRoom, state) => {
      const woken = new ChatRoom(state, env);
      const [ws] = state.getWebSockets();
      if (!ws) throw new Error("no socket");
      await woken.webSocketMessage(ws, JSON.stringify({ type: "send", text: "醒来后发送的消息" }));
    });
    const event = await s.next("message");
    expect(event.type === "message" && event.message).toMatchObject({ senderRole: "user", senderId: user.id, body: "醒来后发送的消息" });
    s.ws.close();
  });

  it("completes by itself when the paid time is over (the room's alarm)", async () => {
    const user = await newUser();
    const { adviceId } = await paidAdvice(user, { kind: "ONLINE", lawyerId: 3 });
    await callerFor(DEMO_LAWYER).advice.accept({ id: adviceId });
    const chatId = (await adviceRow(adviceId)).chatId ?? 0;
    await db
      .update(adviceOrders)
      .set({ endsAt: Date.now() - 1000 })
      .where(eq(adviceOrders.id, adviceId));
    const s = socket(await join(user, chatId)); // re-syncs the room with the new end, which re-arms the alarm
    await s.next("history");
    await runDurableObjectAlarm(chatRoom(env, chatId));
    const closed = await s.next("closed");
    expect(closed.type === "closed" && closed.reason).toContain("服务时间已结束");
    expect(await adviceRow(adviceId)).toMatchObject({ status: ADVICE_STATUS.COMPLETED, orderStatus: ORDER_STATUS.COMPLETED });
    s.ws.close();
  });
});

describe("accepting", () => {
  it("lets exactly one of several simultaneous acceptances through", async () => {
    const user = await newUser();
    const { adviceId } = await paidAdvice(user, { kind: "PHONE", lawyerId: 3 });
    const results = await Promise.allSettled(Array.from({ length: 5 }, () => callerFor(DEMO_LAWYER).advice.accept({ id: adviceId })));
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const events = await env.DB.prepare("SELECT count(*) AS n FROM advice_events WHERE advice_id = ? AND kind = 'accept'")
      .bind(adviceId)
      .first<{ n: number }>();
    expect(events?.n).toBe(1);
  });
});

describe("who may sell", () => {
  it("who may sell: an in-house or government lawyer cannot be named on, offered or accept an advice order, so earns nothing", async () => {
    const barred = [110, 121];
    // As if priced before the rule: the lawyer type alone must keep them out.
    await env.DB.prepare("UPDATE lawyer_profiles SET phone_price_fen = 9900, online_price_fen = 4900 WHERE user_id IN (110, 121)").run();
    await db
      .insert(userRoles)
      .values(barred.map((userId) => ({ userId, role: "ROLE_ADVICE_LAWYER" })))
      .onConflictDoNothing();
    const types = await env.DB.prepare("SELECT lawyer_type AS t FROM lawyer_profiles WHERE user_id IN (110, 121) ORDER BY user_id").all<{ t: number }>();
    expect(types.results.map((r) => r.t)).toEqual([2, 3]);
    const user = await newUser();
    const dataField = (await db.query.professionalFields.findFirst({ where: eq(professionalFields.slug, "data-compliance") }))?.id ?? 0;
    for (const lawyerId of barred)
      await expect(
        callerFor(user).advice.create({ kind: "ONLINE", fieldId: dataField, lawyerId, question: "公司收集员工人脸信息需要单独同意吗？" }),
      ).rejects.toMatchObject({ code: "BAD_REQUEST", message: "公司律师、公职律师依规不得从事有偿法律服务，请选择执业律师或由平台匹配" });
    for (const lawyerId of barred) expect((await callerFor(user).advice.formData({ lawyerId })).lawyer).toBeNull();
    // An open order in the in-house lawyer's own field, long past widening: offered to sellers only.
    const { adviceId } = await paidAdvice(user, { kind: "ONLINE", fieldId: dataField });
    const later = Date.now() + POOL_WIDEN_MS + 1000;
    for (const lawyerId of barred) {
      const pool = await lawyerCenter(db, lawyerId, { tab: "pool", current: 1, size: 100 }, later);
      expect(pool.page.records.map((r) => r.id)).not.toContain(adviceId);
      await expect(callerFor({ id: lawyerId, roles: ["ROLE_ADVICE_LAWYER"] }).advice.accept({ id: adviceId })).rejects.toMatchObject({
        code: "BAD_REQUEST",
        message: "公司律师、公职律师依规不得从事有偿法律服务，不能接单",
      });
    }
    expect((await lawyerCenter(db, otherLawyer.id, { tab: "pool", current: 1, size: 100 }, later)).page.records.map((r) => r.id)).toContain(adviceId);
    // Never serving, the order cannot be completed by them, and no earning is ever posted to them.
    expect(await adviceRow(adviceId)).toMatchObject({ status: ADVICE_STATUS.WAITING, lawyerId: null });
    const earned = await env.DB.prepare("SELECT count(*) AS n FROM ledger_postings WHERE user_id IN (110, 121)").first<{ n: number }>();
    expect(earned?.n).toBe(0);
    await env.DB.prepare("UPDATE lawyer_profiles SET phone_price_fen = NULL, online_price_fen = NULL WHERE user_id IN (110, 121)").run();
  });
});
