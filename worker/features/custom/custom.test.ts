import { env } from "cloudflare:workers";
import { eq, sql } from "drizzle-orm";
import { zipSync } from "fflate";
import { beforeAll, describe, expect, it } from "vitest";
import { CUSTOM_ACCEPT_TIMEOUT_MS, CUSTOM_AUTO_COMPLETE_MS, CUSTOM_BASIS, CUSTOM_STATUS } from "#core/custom";
import { ORDER_STATUS } from "#core/orders";
import { createDb } from "#db/client";
import { chats, customOrders, ledgerPostings, orders, refunds, templateCategories, userRoles, users } from "#db/schema";
import type { SessionUser } from "#worker/middleware/session";
import { signToken } from "#worker/middleware/session";
import { scheduled } from "#worker/scheduled";
import { callerFor, request } from "../../../tests/setup/helpers";
import { seedLawyers } from "../../../tests/setup/lawyers-fixture";
import { seedLibrary } from "../../../tests/setup/library-fixture";
import { notify } from "../../../tests/setup/pay-fixture";

const db = createDb(env.DB);
const LAWYER: SessionUser = { id: 3, roles: ["ROLE_ADVICE_LAWYER", "ROLE_CONTRACT_CUSTOMIZATION"] };
const ADMIN: SessionUser = { id: 1, roles: ["ROLE_ADMIN"] };
let nextUser = 8000;
let category = 0;
/** Other seeded lawyers given the customisation role, for the acceptance race. */
let rivals: SessionUser[] = [];

const docx = () => new File([zipSync({ "word/document.xml": new TextEncoder().encode("<w:document/>") })], "买卖合同.docx");
const pdf = () => new File([new TextEncoder().encode("%PDF-1.4\n%审查意见\n")], "审查意见.pdf");

async function newUser(): Promise<SessionUser> {
  const id = nextUser++;
  await db.insert(users).values({ id, phone: `136${String(id).padStart(8, "0")}`, nickname: `委托人${id}`, createdAt: 1, updatedAt: 1 });
  return { id, roles: [] };
}

const requirement = {
  parties: [
    { name: "上海某贸易有限公司", role: "买方" },
    { name: "苏州某机械制造有限公司", role: "卖方" },
  ],
  subject: "数控机床采购",
  amountRange: "100k-1m" as const,
  keyTerms: ["质量异议期", "逾期交货违约金"],
  wantedBy: null,
  details: "我方采购三台数控机床，希望合同写清验收标准、质保期和逾期交货的违约责任。",
};

async function order(user: SessionUser, kind: "CONTRACT_CUSTOMIZATION" | "CONTRACT_REVIEW", opts: { lawyerId?: number; pay?: boolean } = {}) {
  const caller = callerFor(user);
  const attachmentIds = kind === "CONTRACT_REVIEW" ? [(await caller.custom.uploadAttachment({ file: docx() })).id] : [];
  const created = await caller.custom.create({ kind, categoryId: category, lawyerId: opts.lawyerId ?? null, requirement, attachmentIds });
  if (opts.pay !== false) {
    await caller.orders.prepay({ orderNo: created.orderNo, channel: "WECHAT" });
    expect((await notify(created.orderNo, created.amountFen)).status).toBe(200);
  }
  return created;
}

async function state(customId: number) {
  const [row] = await db
    .select({
      status: customOrders.status,
      orderStatus: sql<number>`${orders.status}`.as("order_status"),
      lawyerId: customOrders.lawyerId,
      orderId: customOrders.orderId,
      chatId: sql<number | null>`${chats.id}`.as("chat_id"),
    })
    .from(customOrders)
    .innerJoin(orders, eq(orders.id, customOrders.orderId))
    .leftJoin(chats, eq(chats.customId, customOrders.id))
    .where(eq(customOrders.id, customId));
  if (!row) throw new Error("custom order missing");
  return row;
}

beforeAll(async () => {
  await seedLawyers();
  await seedLibrary();
  await db.insert(users).values({ id: 1, phone: "13800000000", nickname: "运营", createdAt: 1, updatedAt: 1 }).onConflictDoNothing();
  await db.insert(userRoles).values({ userId: 1, role: "ROLE_ADMIN" }).onConflictDoNothing();
  category = (await db.select({ id: templateCategories.id }).from(templateCategories).limit(1))[0]?.id ?? 0;
  const others = await env.DB.prepare("SELECT user_id AS id FROM lawyer_profiles WHERE user_id <> 3 AND published = 1 LIMIT 4").all<{ id: number }>();
  rivals = others.results.map((r) => ({ id: r.id, roles: ["ROLE_CONTRACT_CUSTOMIZATION"] }));
  await db
    .insert(userRoles)
    .values(rivals.map((r) => ({ userId: r.id, role: "ROLE_CONTRACT_CUSTOMIZATION" })))
    .onConflictDoNothing();
});

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
