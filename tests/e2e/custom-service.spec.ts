import type { Browser, Page } from "@playwright/test";
import { anotherVisitor, trpcCall as call, DOCX_MIME, docx, expect, loginWithPassword, loginWithSms, test, uniquePhone } from "./support";

// Contract customisation and review from the lawyer's and the console's side. The user's half (order,
// pay, revise, confirm, refund request) goes through the same procedures the user's pages call; the
// lawyer works in 定制服务 and the platform in 运营后台 → 定制订单, each in its own browser.

// Three people, two payments and several uploads per flow: longer than the default 30 s on a busy machine.
test.describe.configure({ timeout: 120_000 });

const LAWYER = { phone: "13800000002", password: "Qihe@2026" };
const ADMIN = { phone: "13800000000", password: "Qihe@2026" };

/** A new user, logged in, who orders `kind` from the demo lawyer and pays at the sandbox cashier. */
async function orderAndPay(page: Page, kind: "CONTRACT_REVIEW" | "CONTRACT_CUSTOMIZATION", subject: string) {
  await page.goto("/");
  await loginWithSms(page, uniquePhone("136"));
  const form = await call<{ categories: { id: number }[] }>(page, "custom.formData", { lawyerId: 3 }, "query");
  const attachment = await page.request.post("/admin/contract_customization/upload", {
    multipart: { file: { name: "待审合同.docx", mimeType: DOCX_MIME, buffer: docx("甲方应于收货后三十日内付款。") } },
  });
  const uploaded = (await attachment.json()) as { code: number; data: { id: number } };
  expect(uploaded.code).toBe(0);
  const created = await call<{ orderNo: string; customId: number }>(page, "custom.create", {
    kind,
    categoryId: form.categories[0]?.id,
    lawyerId: 3,
    requirement: {
      parties: [
        { name: "上海青禾贸易有限公司", role: "买方" },
        { name: "苏州恒泰机械有限公司", role: "卖方" },
      ],
      subject,
      amountRange: "100k-1m",
      keyTerms: ["付款节点", "质量异议期"],
      wantedBy: "",
      details: "我方是买方，采购一批数控机床，想确认付款节点、验收和质量异议期的约定对我方是否有利，违约金是否过低。",
    },
    attachmentIds: [uploaded.data.id],
  });
  await call(page, "orders.prepay", { orderNo: created.orderNo, channel: "WECHAT" });
  const cashier = await page.context().newPage();
  await cashier.goto(`/pay/sandbox/${created.orderNo}`);
  await cashier.getByRole("button", { name: "确认支付" }).click();
  await expect(cashier.getByRole("status")).toHaveText("支付成功，可返回原页面查看");
  await cashier.close();
  return created;
}

async function signIn(browser: Browser, account: { phone: string; password: string }, path: string) {
  const { context, page } = await anotherVisitor(browser);
  await page.goto("/");
  await loginWithPassword(page, account.phone, account.password);
  await page.goto(path);
  return { context, page };
}

/** The user's side of the order's conversation: the same room websocket the user's page opens. */
async function openUserSocket(page: Page, chatId: number) {
  await page.evaluate(async (id) => {
    const res = await fetch("/api/trpc/realtime.ticket", { method: "POST", headers: { "content-type": "application/json" }, body: "{}" });
    const { ticket } = ((await res.json()) as { result: { data: { ticket: string } } }).result.data;
    const w = window as unknown as { roomLog: string[]; room: WebSocket };
    w.roomLog = [];
    w.room = new WebSocket(`ws://${location.host}/websocket/chat/${id}/${ticket}`);
    w.room.onmessage = (e) => {
      const event = JSON.parse(String(e.data)) as { type: string; message?: { body: string } };
      if (event.type === "message" && event.message) w.roomLog.push(event.message.body);
    };
    await new Promise((resolve, reject) => {
      w.room.onopen = resolve;
      w.room.onerror = reject;
    });
  }, chatId);
  return {
    send: (text: string) =>
      page.evaluate(
        (t) => (window as unknown as { room: WebSocket }).room.send(JSON.stringify({ type: "send", text: t, clientId: crypto.randomUUID() })),
        text,
      ),
    received: () => page.evaluate(() => (window as unknown as { roomLog: string[] }).roomLog.join("\n")),
  };
}

test("custom service: a review is accepted, discussed live, delivered twice and confirmed", async ({ page, browser }) => {
  const subject = `数控机床采购合同审核 ${Date.now()}`;
  const { customId } = await orderAndPay(page, "CONTRACT_REVIEW", subject);

  // The lawyer finds it among 待接单 (asked by name) and takes it.
  const { context: lawyerContext, page: lawyer } = await signIn(browser, LAWYER, "/lawyer/customService");
  await expect(lawyer.getByRole("heading", { name: "定制服务" })).toBeVisible();
  const card = lawyer.getByTestId("custom-row").filter({ hasText: subject });
  await expect(card).toContainText("¥800.00");
  await expect(card).toContainText("用户指定您承办");
  lawyer.once("dialog", (d) => void d.accept());
  await card.getByRole("button", { name: "立即接单" }).click();
  // Accepting runs the action, opens the conversation and loads the order: a longer step than a click.
  await expect(lawyer).toHaveURL(new RegExp(`/lawyer/customService\\?id=${customId}$`), { timeout: 10_000 });
  await expect(lawyer.getByTestId("custom-status")).toHaveText("服务中", { timeout: 10_000 });
  // The requirement and the user's contract, downloadable by the lawyer.
  await expect(lawyer.getByRole("region", { name: "需求信息" })).toContainText("上海青禾贸易有限公司（买方）");
  const attachment = lawyer.getByRole("link", { name: /待审合同\.docx/ });
  const download = await lawyer.request.get((await attachment.getAttribute("href")) ?? "");
  expect((await download.body()).subarray(0, 2).toString()).toBe("PK");

  // They talk live: the user's message reaches the lawyer's panel, the lawyer's answer the user's socket.
  const detail = await call<{ chatId: number }>(page, "custom.detail", { id: customId }, "query");
  const user = await openUserSocket(page, detail.chatId);
  const log = lawyer.getByRole("log", { name: "聊天记录" });
  await expect(lawyer.getByTestId("chat-connection")).toHaveText("已连接");
  await user.send("律师您好，我方最担心卖方迟延交货，违约金只有千分之一。");
  await expect(log).toContainText("违约金只有千分之一");
  await lawyer.getByLabel("输入消息").fill("千分之一偏低，我会在批注里建议提高到日万分之五并约定解除权。");
  await lawyer.getByRole("button", { name: "发送", exact: true }).click();
  await expect.poll(user.received).toContain("建议提高到日万分之五");

  // 交付第 1 版: a review needs the marked-up contract and the written opinion.
  const deliver = lawyer.getByRole("region", { name: "交付第 1 版" });
  await deliver.getByLabel("修订批注版合同").setInputFiles({ name: "采购合同-批注版.docx", mimeType: DOCX_MIME, buffer: docx("批注版 v1") });
  await deliver.getByLabel("审查意见").setInputFiles({ name: "审查意见书.docx", mimeType: DOCX_MIME, buffer: docx("审查意见 v1") });
  await deliver.getByLabel("交付说明（选填）").fill("主要风险在第 5 条违约责任和第 9 条质量异议期，已批注修改建议。");
  await deliver.getByRole("button", { name: "提交第 1 版" }).click();
  await expect(lawyer.getByTestId("custom-status")).toHaveText("已交付");
  await expect(lawyer.getByTestId("custom-version")).toHaveCount(1);
  await expect(lawyer.getByTestId("custom-version").first()).toContainText("采购合同-批注版.docx");

  // The user downloads v1 and asks for one revision.
  const v1 = await call<{ versions: { files: { id: number }[] }[] }>(page, "custom.detail", { id: customId }, "query");
  const file = await page.request.get(`/custom/file/${v1.versions[0]?.files[0]?.id}`);
  expect((await file.body()).subarray(0, 2).toString()).toBe("PK");
  await call(page, "custom.revise", { id: customId, reason: "请把质量异议期从 15 天改为 30 天。" });

  await lawyer.reload();
  await expect(lawyer.getByTestId("custom-status")).toHaveText("服务中");
  await expect(lawyer.getByRole("region", { name: "服务记录" })).toContainText("用户申请修改：请把质量异议期从 15 天改为 30 天。");
  const second = lawyer.getByRole("region", { name: "交付第 2 版" });
  await second.getByLabel("修订批注版合同").setInputFiles({ name: "采购合同-批注版-v2.docx", mimeType: DOCX_MIME, buffer: docx("批注版 v2") });
  await second.getByLabel("审查意见").setInputFiles({ name: "审查意见书-v2.docx", mimeType: DOCX_MIME, buffer: docx("审查意见 v2") });
  await second.getByRole("button", { name: "提交第 2 版" }).click();
  await expect(lawyer.getByTestId("custom-version")).toHaveCount(2);
  await expect(lawyer.getByTestId("custom-version").first()).toContainText("第 2 版");
  await lawyer.setViewportSize({ width: 390, height: 844 });
  await lawyer.screenshot({ path: "test-results/screens/custom-service-mobile.png", fullPage: true });
  await lawyer.setViewportSize({ width: 1280, height: 720 });

  // The user confirms; the order is complete on the lawyer's side, with the share posted.
  await call(page, "custom.finish", { id: customId });
  await lawyer.goto("/lawyer/customService?tab=done");
  const done = lawyer.getByTestId("custom-row").filter({ hasText: subject });
  await expect(done.getByTestId("custom-status")).toHaveText("已完成");
  await lawyer.screenshot({ path: "test-results/screens/custom-service-lawyer.png", fullPage: true });
  await lawyerContext.close();
});

test("custom service: a refund the lawyer declines is decided in the console as a partial refund", async ({ page, browser }) => {
  const subject = `股权代持协议定制 ${Date.now()}`;
  const { customId, orderNo } = await orderAndPay(page, "CONTRACT_CUSTOMIZATION", subject);
  const { context: lawyerContext, page: lawyer } = await signIn(browser, LAWYER, `/lawyer/customService?id=${customId}`);
  lawyer.once("dialog", (d) => void d.accept());
  await lawyer.getByRole("button", { name: "立即接单" }).click();
  await expect(lawyer.getByTestId("custom-status")).toHaveText("服务中");

  await call(page, "custom.refund", { id: customId, reason: "律师接单后一直没有联系我，我已另行委托。" });
  await lawyer.reload();
  const answer = lawyer.getByRole("region", { name: "用户申请退款" });
  await expect(answer).toContainText("我已另行委托");
  await answer.getByText("不同意", { exact: true }).click();
  await answer.getByPlaceholder(/初稿已按约定交付/).fill("接单后已两次电话沟通交易结构，初稿正在起草中。");
  await answer.getByRole("button", { name: "提交答复" }).click();
  await expect(answer).toContainText("平台客服将介入处理");

  // The console finds the order by its number and refunds 600 of the 1,500 yuan.
  const { context: adminContext, page: admin } = await signIn(browser, ADMIN, "/console/custom");
  await admin.getByRole("link", { name: "定制订单" }).click();
  await admin.getByLabel("搜索定制订单").fill(orderNo);
  await admin.getByRole("button", { name: "查询" }).click();
  const row = admin.getByTestId("custom-row").filter({ hasText: subject });
  await expect(row.getByTestId("custom-status")).toHaveText("退款处理中");
  await row.getByRole("link", { name: "查看详情" }).click();
  const ruling = admin.getByRole("region", { name: "退款裁定" });
  await expect(ruling).toContainText("律师不同意退款：接单后已两次电话沟通交易结构");
  await ruling.getByLabel("退款金额（元）").fill("1600");
  await ruling.getByLabel("裁定说明").fill("律师已开展部分工作，按工作量退还部分费用。");
  await ruling.getByRole("button", { name: "提交裁定" }).click();
  await expect(ruling.getByRole("alert")).toHaveText("退款金额不能超过实付金额");
  await ruling.getByLabel("退款金额（元）").fill("600");
  await ruling.getByRole("button", { name: "提交裁定" }).click();
  await expect(admin.getByTestId("custom-status")).toHaveText("已退款");
  await expect(admin.getByRole("region", { name: "服务记录" })).toContainText("平台裁定：退款 ¥600.00，律师已开展部分工作");

  const after = await call<{ statusText: string; refundFen: number | null }>(page, "custom.detail", { id: customId }, "query");
  expect(after).toMatchObject({ statusText: "已退款", refundFen: 60000 });
  await admin.screenshot({ path: "test-results/screens/custom-console.png", fullPage: true });
  await adminContext.close();
  await lawyerContext.close();
});

test("custom service: a lawyer who clicks 接单 on an order taken meanwhile is told so", async ({ page, browser }) => {
  const subject = `房屋租赁合同审核 ${Date.now()}`;
  const { customId } = await orderAndPay(page, "CONTRACT_REVIEW", subject);
  const { context, page: lawyer } = await signIn(browser, LAWYER, "/lawyer/customService");
  // The list refreshes on a timer and on the user socket's pushes; either would drop the taken order
  // before the click. This page hears of neither: its timer is held still and the hub's pushes to it
  // are dropped (the acceptance below is the same lawyer's, from another window).
  await lawyer.clock.install();
  await lawyer.routeWebSocket(/\/websocket\/ws\//, (ws) => {
    const server = ws.connectToServer();
    ws.onMessage((message) => server.send(message));
    server.onMessage(() => {});
  });
  await lawyer.reload();
  const card = lawyer.getByTestId("custom-row").filter({ hasText: subject });
  await expect(card.getByRole("button", { name: "立即接单" })).toBeVisible();
  // Taken from another window while this list was open.
  await call(lawyer, "custom.accept", { id: customId });
  lawyer.once("dialog", (d) => void d.accept());
  await card.getByRole("button", { name: "立即接单" }).click();
  await expect(lawyer.getByRole("alert").filter({ hasText: "该订单已被其他律师接单" })).toBeVisible();
  await expect(card).toHaveCount(0);
  await context.close();
});

test("custom service: 律师工作台 and its menu lead to real pages; a user without the service is told how to get it", async ({ page }) => {
  await page.goto("/");
  await loginWithPassword(page, LAWYER.phone, LAWYER.password);
  await page.getByTestId("user-name").click();
  await page.getByRole("menu").getByRole("menuitem", { name: "律师工作台" }).click();
  await expect(page).toHaveURL(/\/lawyer\/customService$/);
  await expect(page.getByRole("heading", { name: "定制服务" })).toBeVisible();
  await expect(page.getByText("本栏目即将开放")).toHaveCount(0);
  const menu = page.getByRole("navigation", { name: "律师工作台" });
  await menu.getByRole("link", { name: "咨询中心" }).click();
  await expect(page.getByRole("heading", { name: "咨询中心" })).toBeVisible();
  await menu.getByRole("link", { name: "定制服务" }).click();
  await expect(page.getByRole("navigation", { name: "定制服务分类" }).getByRole("link")).toHaveText(["待接单", /^服务中/, /^已交付/, /^已完成/, /^退款申请/]);

  await page.getByTestId("user-name").click();
  await page.getByRole("menuitem", { name: "退出登录" }).click();
  await loginWithSms(page, uniquePhone("134"));
  await page.goto("/lawyer/customService");
  await expect(page.getByText("定制服务仅对开通合同定制服务的认证律师开放")).toBeVisible();
  await page.getByRole("link", { name: "申请律师认证" }).click();
  await expect(page).toHaveURL(/\/lawyerAuthentication$/);
});

test("custom service: the console reassigns a serving order to another customisation lawyer", async ({ page, browser }) => {
  const subject = `技术服务合同定制 ${Date.now()}`;
  const { customId, orderNo } = await orderAndPay(page, "CONTRACT_CUSTOMIZATION", subject);
  const { context: lawyerContext, page: lawyer } = await signIn(browser, LAWYER, "/lawyer/customService");
  await call(lawyer, "custom.accept", { id: customId });
  await lawyerContext.close();

  const { context: adminContext, page: admin } = await signIn(browser, ADMIN, `/console/custom?q=${orderNo}`);
  await admin.getByTestId("custom-row").filter({ hasText: subject }).getByRole("link", { name: "查看详情" }).click();
  await expect(admin.getByRole("region", { name: "订单沟通" })).toContainText("已接受您的合同定制委托");
  const form = admin.getByRole("region", { name: "改派律师" });
  const pick = form.getByLabel("选择律师");
  const option = pick.locator("option").nth(1);
  const name = ((await option.textContent()) ?? "").split("律师")[0] ?? "";
  expect(name).not.toBe("");
  await pick.selectOption({ index: 1 });
  await form.getByLabel("改派原因").fill("原律师出差无法按期交付，经用户同意改派。");
  await form.getByRole("button", { name: "确认改派" }).click();
  await expect(form.getByRole("status")).toHaveText("已改派，新律师将在会话中继续服务");
  await expect(admin.getByRole("region", { name: "服务记录" })).toContainText(`平台改派给${name}律师：原律师出差无法按期交付`);
  const after = await call<{ lawyerName: string }>(page, "custom.detail", { id: customId }, "query");
  expect(after.lawyerName).toBe(name);
  await adminContext.close();
});
