import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { CUSTOM_BASIS, CUSTOM_STATUS } from "#core/custom";
import { ORDER_STATUS } from "#core/orders";
import { customOrders, ledgerPostings, userRoles } from "#db/schema";
import type { SessionUser } from "#worker/middleware/session";
import { signToken } from "#worker/middleware/session";
import { callerFor, request } from "../../../tests/setup/helpers";

import { ADMIN, category, db, docx, LAWYER, newUser, order, pdf, requirement, rivals, seedCustom, state } from "./custom-test-kit";

beforeAll(seedCustom);

describe("ordering customisation and review", () => {
  it("prices by the platform's list or the chosen lawyer and needs the contract for a review", async () => {
    const user = await newUser();
    const caller = callerFor(user);
    const platform = await order(user, "CONTRACT_CUSTOMIZATION", { pay: false });
    expect(platform.amountFen).toBe(CUSTOM_BASIS.CONTRACT_CUSTOMIZATION.priceFen);
    await expect(caller.custom.create({ kind: "CONTRACT_REVIEW", categoryId: category, requirement, attachmentIds: [] })).rejects.toThrow(
      "请上传需要审核的合同文件",
    );
    await expect(caller.custom.create({ kind: "CONTRACT_CUSTOMIZATION", categoryId: 999_999, requirement, attachmentIds: [] })).rejects.toThrow(
      "请选择合同类别",
    );
    await expect(
      caller.custom.create({ kind: "CONTRACT_CUSTOMIZATION", categoryId: category, requirement: { ...requirement, details: "太短" }, attachmentIds: [] }),
    ).rejects.toThrow("需求描述至少");
    await expect(caller.custom.uploadAttachment({ file: new File(["just text"], "合同.docx") })).rejects.toThrow("仅支持 Word");
    await expect(
      callerFor(LAWYER).custom.create({ kind: "CONTRACT_REVIEW", categoryId: category, lawyerId: 3, requirement, attachmentIds: [1] }),
    ).rejects.toThrow("不能向自己下单");
    const chosen = await order(user, "CONTRACT_REVIEW", { lawyerId: 3, pay: false });
    const profile = await db.query.lawyerProfiles.findFirst({ where: (p, { eq }) => eq(p.userId, 3) });
    expect(chosen.amountFen).toBe(profile?.reviewPriceFen);
    expect(await callerFor(user).orders.detail({ orderNo: chosen.orderNo })).toMatchObject({ type: "CONTRACT_REVIEW", status: ORDER_STATUS.UNPAID });
    expect((await caller.custom.payFlag({ id: chosen.customId })).paid).toBe(false);
  });

  it("IDOR: another user's attachment cannot be linked, and two orders racing for one attachment get it once", async () => {
    const [owner, thief] = [await newUser(), await newUser()];
    const { id } = await callerFor(owner).custom.uploadAttachment({ file: docx() });
    await expect(callerFor(thief).custom.create({ kind: "CONTRACT_REVIEW", categoryId: category, requirement, attachmentIds: [id] })).rejects.toThrow(
      "附件已失效",
    );
    await expect(callerFor(thief).custom.fileUrl({ id })).rejects.toThrow("定制订单不存在");
    const results = await Promise.allSettled(
      Array.from({ length: 5 }, () => callerFor(owner).custom.create({ kind: "CONTRACT_REVIEW", categoryId: category, requirement, attachmentIds: [id] })),
    );
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
  });
});

describe("serving an order", () => {
  it("is accepted, delivered, revised, delivered again and confirmed, with the lawyer's 80 % in the same batch", async () => {
    const user = await newUser();
    const { customId, amountFen } = await order(user, "CONTRACT_REVIEW", { lawyerId: 3 });
    let row = await state(customId);
    expect(row).toMatchObject({ status: CUSTOM_STATUS.SUBMITTED, orderStatus: ORDER_STATUS.PAID, lawyerId: null });
    expect(row.chatId).toBeGreaterThan(0);
    const robot = await callerFor(user).custom.chatRecord({ id: customId });
    expect(robot.records[0]?.body).toContain("合同审核需求已提交");

    expect((await callerFor(LAWYER).custom.service({ tab: "pool" })).page.records.map((r) => r.id)).toContain(customId);
    // A named order is not offered to other lawyers.
    const rival = rivals[0] as SessionUser;
    expect((await callerFor(rival).custom.service({ tab: "pool" })).page.records.map((r) => r.id)).not.toContain(customId);
    await expect(callerFor(rival).custom.accept({ id: customId })).rejects.toThrow("定制订单不存在");

    await callerFor(LAWYER).custom.accept({ id: customId });
    const detail = await callerFor(user).custom.detail({ id: customId });
    expect(detail).toMatchObject({ status: CUSTOM_STATUS.IN_PROGRESS, statusText: "服务中", lawyer: { id: 3 } });
    expect(detail.deliveryDueAt).toBeGreaterThan(Date.now());
    expect(detail.actions).toMatchObject({ finish: false, revise: false, requestRefund: true, cancel: false });

    await expect(callerFor(LAWYER).custom.deliver({ id: customId, contract: docx(), note: "" })).rejects.toThrow("合同审核需同时交付书面审查意见");
    await expect(callerFor(user).custom.finish({ id: customId })).rejects.toThrow("律师交付后才能确认完成");
    const v1 = await callerFor(LAWYER).custom.deliver({ id: customId, contract: docx(), opinion: pdf(), note: "已标注 6 处风险条款" });
    expect(v1.version).toBe(1);
    expect((await state(customId)).status).toBe(CUSTOM_STATUS.DELIVERED);

    const revised = await callerFor(user).custom.revise({ id: customId, reason: "质保期请改为 24 个月，并补充售后响应时间" });
    expect(revised.revisionsLeft).toBe(0);
    expect((await state(customId)).status).toBe(CUSTOM_STATUS.IN_PROGRESS);
    const v2 = await callerFor(LAWYER).custom.deliver({ id: customId, contract: docx(), opinion: pdf(), note: "已按要求修改质保条款" });
    expect(v2.version).toBe(2);
    await expect(callerFor(user).custom.revise({ id: customId, reason: "再改一次交货地点" })).rejects.toThrow("修改已用完");

    const full = await callerFor(user).custom.detail({ id: customId });
    expect(full.versions.map((v) => v.version)).toEqual([2, 1]);
    expect(full.versions[0]?.files.map((f) => f.purpose).sort()).toEqual(["contract", "opinion"]);
    const fileId = full.versions[0]?.files[0]?.id ?? 0;
    const link = await callerFor(user).custom.fileUrl({ id: fileId });
    expect(link.url).toMatch(/^\/files\/private\/custom\/\d+\/.+\?exp=\d+&sig=/);
    expect((await request(link.url)).status).toBe(200);

    await callerFor(user).custom.finish({ id: customId });
    row = await state(customId);
    expect(row).toMatchObject({ status: CUSTOM_STATUS.COMPLETED, orderStatus: ORDER_STATUS.COMPLETED });
    const earning = await db.query.ledgerPostings.findFirst({ where: eq(ledgerPostings.ref, `earning:order:${row.orderId}`) });
    expect(earning).toMatchObject({ userId: 3, amountFen: Math.floor(amountFen * 0.8) });
    await expect(callerFor(user).custom.finish({ id: customId })).rejects.toThrow();

    await callerFor(user).custom.review({ id: customId, rating: 5, content: "意见非常具体，风险点讲得清楚" });
    const reviews = await callerFor(null).advice.reviews({ lawyerId: 3 });
    expect(reviews.records.find((r) => r.content.startsWith("意见非常具体"))).toMatchObject({ service: "合同审核" });
  });

  it("accept race: exactly one of several lawyers taking an open order at once wins", async () => {
    const user = await newUser();
    const { customId } = await order(user, "CONTRACT_CUSTOMIZATION");
    const contenders = [LAWYER, ...rivals];
    // Open orders reach every customisation lawyer once the pool widens; make it so.
    await db.update(customOrders).set({ paidAt: 1 }).where(eq(customOrders.id, customId));
    const results = await Promise.allSettled(contenders.map((l) => callerFor(l).custom.accept({ id: customId })));
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    for (const r of results) if (r.status === "rejected") expect(String(r.reason)).toMatch(/已被其他律师接单|不存在/);
    expect((await state(customId)).lawyerId).not.toBeNull();
  });

  it("IDOR: a stranger, another user or another lawyer cannot read the order, its files or its conversation", async () => {
    const user = await newUser();
    const { customId } = await order(user, "CONTRACT_REVIEW", { lawyerId: 3 });
    await callerFor(LAWYER).custom.accept({ id: customId });
    const detail = await callerFor(user).custom.detail({ id: customId });
    const attachment = detail.attachments[0]?.id ?? 0;
    for (const stranger of [await newUser(), rivals[1] as SessionUser]) {
      await expect(callerFor(stranger).custom.detail({ id: customId })).rejects.toThrow("定制订单不存在");
      await expect(callerFor(stranger).custom.chatRecord({ id: customId })).rejects.toThrow("定制订单不存在");
      await expect(callerFor(stranger).custom.fileUrl({ id: attachment })).rejects.toThrow("定制订单不存在");
      await expect(callerFor(stranger).custom.finish({ id: customId })).rejects.toThrow("定制订单不存在");
      const ticket = await signToken(env.AUTH_SECRET, stranger, "ws", 60, crypto.randomUUID());
      expect((await request(`/websocket/chat/${detail.chatId}/${ticket}`, { headers: { upgrade: "websocket" } })).status).toBe(404);
    }
    expect((await callerFor(LAWYER).custom.fileUrl({ id: attachment })).url).toContain("/files/private/custom/");
    expect((await callerFor(ADMIN).custom.detail({ id: customId })).viewer).toBe("admin");
  });

  it("counts a party's unread messages and clears them when the conversation is opened", async () => {
    const user = await newUser();
    const { customId } = await order(user, "CONTRACT_CUSTOMIZATION", { lawyerId: 3 });
    await callerFor(LAWYER).custom.accept({ id: customId });
    // The robot's and the lawyer's greetings arrived while the user was away.
    expect((await callerFor(user).custom.unread()).count).toBe(2);
    expect((await callerFor(user).custom.mine({ tab: "serving" })).records.find((r) => r.id === customId)?.unread).toBe(2);
    await callerFor(user).custom.markRead({ id: customId });
    expect((await callerFor(user).custom.unread()).count).toBe(0);
    await callerFor(LAWYER).custom.deliver({ id: customId, contract: docx(), note: "" });
    expect((await callerFor(user).custom.unread()).count).toBe(1);
  });
});

describe("who may sell", () => {
  it("who may sell: an in-house or government lawyer cannot be named on, offered, accept or be assigned a customisation or review, so earns nothing", async () => {
    const barred = [110, 121];
    // As if priced and given the role before the rule: the lawyer type alone must keep them out.
    await env.DB.prepare("UPDATE lawyer_profiles SET custom_price_fen = 80000, review_price_fen = 40000 WHERE user_id IN (110, 121)").run();
    await db
      .insert(userRoles)
      .values(barred.map((userId) => ({ userId, role: "ROLE_CONTRACT_CUSTOMIZATION" })))
      .onConflictDoNothing();
    const user = await newUser();
    for (const lawyerId of barred) {
      for (const kind of ["CONTRACT_CUSTOMIZATION", "CONTRACT_REVIEW"] as const)
        await expect(order(user, kind, { lawyerId, pay: false })).rejects.toMatchObject({
          code: "BAD_REQUEST",
          message: "公司律师、公职律师依规不得从事有偿法律服务，请选择执业律师或由平台匹配",
        });
      expect((await callerFor(user).custom.formData({ lawyerId })).lawyer).toBeNull();
    }
    // An open order past widening reaches every customisation lawyer, except these.
    const { customId } = await order(user, "CONTRACT_REVIEW");
    await db.update(customOrders).set({ paidAt: 1 }).where(eq(customOrders.id, customId));
    for (const lawyerId of barred) {
      const lawyer = callerFor({ id: lawyerId, roles: ["ROLE_CONTRACT_CUSTOMIZATION"] });
      expect((await lawyer.custom.service({ tab: "pool" })).page.records.map((r) => r.id)).not.toContain(customId);
      await expect(lawyer.custom.accept({ id: customId })).rejects.toMatchObject({
        code: "BAD_REQUEST",
        message: "公司律师、公职律师依规不得从事有偿法律服务，不能接单",
      });
    }
    expect((await callerFor(LAWYER).custom.service({ tab: "pool" })).page.records.map((r) => r.id)).toContain(customId);
    await callerFor(LAWYER).custom.accept({ id: customId });
    for (const lawyerId of barred)
      await expect(callerFor(ADMIN).custom.reassign({ id: customId, lawyerId, reason: "原律师 3 天未回复" })).rejects.toMatchObject({
        code: "BAD_REQUEST",
        message: "公司律师、公职律师依规不得从事有偿法律服务，不能改派给这位律师",
      });
    expect((await state(customId)).lawyerId).toBe(3);
    const earned = await env.DB.prepare("SELECT count(*) AS n FROM ledger_postings WHERE user_id IN (110, 121)").first<{ n: number }>();
    expect(earned?.n).toBe(0);
    await env.DB.prepare("UPDATE lawyer_profiles SET custom_price_fen = NULL, review_price_fen = NULL WHERE user_id IN (110, 121)").run();
  });
});

describe("unread counts", () => {
  it("unread race: a socket of the user still in the room does not hide a new message; the page's read frame clears it", async () => {
    const user = await newUser();
    const { customId } = await order(user, "CONTRACT_CUSTOMIZATION", { lawyerId: 3 });
    await callerFor(LAWYER).custom.accept({ id: customId });
    const { chatId } = await callerFor(user).custom.detail({ id: customId });
    await callerFor(user).custom.markRead({ id: customId });
    // The user's room socket is open (a page being left, or a tab in the background) but reads nothing.
    const ticket = await signToken(env.AUTH_SECRET, user, "ws", 60, crypto.randomUUID());
    const res = await request(`/websocket/chat/${chatId}/${ticket}`, { headers: { upgrade: "websocket" } });
    const ws = res.webSocket;
    if (!ws) throw new Error(`join refused with ${res.status}`);
    const frames: string[] = [];
    ws.addEventListener("message", (e) => frames.push(String(e.data)));
    ws.accept();
    await callerFor(LAWYER).custom.deliver({ id: customId, contract: docx(), note: "初稿" });
    await expect.poll(() => frames.some((f) => f.includes("已交付第 1 版"))).toBe(true);
    expect((await callerFor(user).custom.unread()).count).toBe(1);
    ws.send(JSON.stringify({ type: "read" }));
    await expect.poll(async () => (await callerFor(user).custom.unread()).count).toBe(0);
    ws.close(1000, "done");
  });
});
