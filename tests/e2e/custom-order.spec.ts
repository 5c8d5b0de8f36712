import type { Browser, Page } from "@playwright/test";
import {
  anotherVisitor,
  DOCX_MIME,
  docx,
  expect,
  getFresh,
  loginDialogVia,
  loginWithPassword,
  loginWithSms,
  payAtSandboxCashier,
  test,
  trpcCall,
  uniquePhone,
} from "./support";

// Contract review ordered as a new user would: from the seeded lawyer's profile (王建国, id 3, 合同审查
// ¥800), logging in on the way, uploading the contract, paying at the sandbox, then cancelling before
// any lawyer accepts. And the unread badge of the personal centre, fed live by the user's socket.

/** A customisation asked of the demo lawyer, placed through the procedures the form calls and paid at the sandbox. */
async function placeAndPay(page: Page, subject: string): Promise<{ orderNo: string; customId: number }> {
  const form = await trpcCall<{ categories: { id: number }[] }>(page, "custom.formData", { lawyerId: 3 }, "query");
  const order = await trpcCall<{ orderNo: string; customId: number }>(page, "custom.create", {
    kind: "CONTRACT_CUSTOMIZATION",
    categoryId: form.categories[0]?.id,
    lawyerId: 3,
    requirement: {
      parties: [
        { name: "杭州某某网络科技有限公司", role: "委托方" },
        { name: "某某软件工作室", role: "受托方" },
      ],
      subject,
      amountRange: "10k-100k",
      keyTerms: ["源代码归属"],
      wantedBy: "",
      details: "我司委托外包团队开发小程序，分三期付款，需要约定验收标准、源代码和知识产权归我司所有。",
    },
    attachmentIds: [],
  });
  await trpcCall(page, "orders.prepay", { orderNo: order.orderNo, channel: "WECHAT" });
  const cashier = await page.context().newPage();
  await cashier.goto(`/pay/sandbox/${order.orderNo}`);
  await cashier.getByRole("button", { name: "确认支付" }).click();
  await expect(cashier.getByRole("status")).toHaveText("支付成功，可返回原页面查看");
  await cashier.close();
  return order;
}

/** The seeded customisation lawyer (王建国) in a browser of their own. */
async function signInLawyer(browser: Browser) {
  const { context, page } = await anotherVisitor(browser);
  await page.goto("/");
  await loginWithPassword(page, "13800000002", "Qihe@2026");
  return { context, page };
}

/** The lawyer delivers the next version through the delivery/{id} REST row. */
async function deliver(lawyer: Page, customId: number, name: string) {
  const res = await lawyer.request.post(`/admin/contract_customization/delivery/${customId}`, {
    multipart: { contract: { name, mimeType: DOCX_MIME, buffer: docx(name) }, note: `${name}，请查收。` },
  });
  expect(((await res.json()) as { code: number }).code).toBe(0);
}

test("a new user orders a contract review from a lawyer's profile, pays, finds it in 定制与审核 and cancels it for a refund", async ({ page }) => {
  const subject = `商铺租赁 ${Date.now()}`;
  await page.goto("/authorInformation/3");
  const services = page.getByRole("region", { name: "服务项目" });
  await services.getByRole("listitem").filter({ hasText: "合同审查" }).getByRole("link", { name: "立即下单" }).click();
  await expect(page).toHaveURL(/\/buyCustom\/buyCustom\?lawyerId=3&type=CONTRACT_REVIEW$/);
  await expect(page.getByRole("heading", { name: "合同定制与审核" })).toBeVisible();
  await expect(page.getByText("指定律师：")).toBeVisible();
  await expect(page.getByRole("radio", { name: /合同审核/ })).toBeChecked();
  await expect(page.getByText("应付金额")).toContainText("¥800.00");
  await expect(page.getByText("工作日指周一至周五")).toBeVisible();

  await page.getByRole("combobox", { name: "合同大类" }).selectOption({ index: 1 });
  await page.getByLabel("第 1 方名称").fill("上海某某餐饮管理有限公司");
  await page.getByLabel("第 2 方名称").fill("张某");
  await page.getByLabel(/合同标的/).fill(subject);
  await page.getByLabel(/合同金额/).selectOption("100k-1m");
  await page.getByLabel(/关注条款/).fill("租金递增");
  await page.getByLabel(/关注条款/).press("Enter");
  await page.getByLabel(/关注条款/).fill("提前解约");
  await page.getByRole("button", { name: "添加", exact: true }).click();
  await page.getByLabel(/需求描述/).fill("我方是承租方，租期五年，合同第八条约定租金每年递增 8%，担心出租方提前收回商铺时装修损失无人承担。");

  // A visitor logs in first; the filled form is still there afterwards.
  await loginWithSms(page, uniquePhone("136"), loginDialogVia(page, "提交需求并支付"));
  await expect(page.getByTestId("user-name")).toBeVisible();
  await expect(page.getByLabel(/合同标的/)).toHaveValue(subject);
  await expect(page.getByRole("button", { name: "删除提前解约" })).toBeVisible();

  // The contract to review is required: submitting without it says so.
  await page.getByRole("button", { name: "提交需求并支付" }).click();
  await expect(page.getByText("请上传需要审核的合同文件")).toBeVisible();
  await page.locator("#custom-file").setInputFiles({
    name: "商铺租赁合同.docx",
    mimeType: DOCX_MIME,
    buffer: docx("商铺租赁合同"),
  });
  await expect(page.getByTestId("custom-attachment")).toContainText("商铺租赁合同.docx");
  await page.screenshot({ path: "test-results/screens/custom-order-form.png", fullPage: true });

  await page.getByRole("button", { name: "提交需求并支付" }).click();
  const popup = page.getByRole("dialog", { name: "支付合同审核费用" });
  await expect(popup.getByTestId("pay-amount")).toHaveText("¥800.00");
  await payAtSandboxCashier(popup, page.context());

  // Paid: the order opens, waiting for the lawyer, with the robot's greeting in its conversation.
  await expect(page).toHaveURL(/\/custom\?id=\d+$/, { timeout: 10_000 });
  await expect(page.getByTestId("custom-status")).toHaveText("需求已提交");
  await expect(page.getByRole("log", { name: "聊天记录" })).toContainText("合同审核需求已提交");
  await expect(page.getByRole("link", { name: /商铺租赁合同\.docx/ })).toHaveAttribute("href", /^\/custom\/file\/\d+$/);
  await page.screenshot({ path: "test-results/screens/custom-order-detail.png", fullPage: true });

  // The list shows it under 需求已提交, with the chosen lawyer.
  await page.goto("/custom?tab=submitted");
  const card = page.getByTestId("custom-row").filter({ hasText: subject });
  await expect(card.getByTestId("custom-status")).toHaveText("需求已提交");
  await expect(card).toContainText("王建国律师");
  await expect(card).toContainText("前无律师接单将自动全额退款");

  // Cancelled before acceptance: refunded at once.
  page.once("dialog", (d) => void d.accept());
  await card.getByRole("button", { name: "取消订单" }).click();
  // It leaves the 需求已提交 tab as the list reloads.
  await expect(card).toBeHidden();
  await page.goto("/custom?tab=refund");
  await expect(page.getByTestId("custom-row").filter({ hasText: subject }).getByTestId("custom-status")).toHaveText("已退款");

  // 我的订单's custom tab links the order to its detail.
  await page.goto("/myOrder?type=CONTRACT_REVIEW");
  await page.getByTestId("order-row").filter({ hasText: subject }).getByRole("link", { name: "查看定制进度" }).click();
  await expect(page).toHaveURL(/\/custom\?id=\d+$/);
  await expect(page.getByTestId("custom-status")).toHaveText("已退款");
});

test("on a phone the custom order form fits the screen, explains the price list and names what is missing", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto("/buyCustom/buyCustom");
  await expect(page.getByRole("heading", { name: "合同定制与审核" })).toBeVisible();
  await expect(page.getByRole("radio", { name: /合同定制/ })).toBeChecked();
  await expect(page.getByText("应付金额")).toContainText("¥499.00");
  await expect(page.getByRole("region", { name: "合同定制服务说明" })).toContainText("律师接单后 3 个工作日内交付");
  await page.getByRole("radio", { name: /合同审核/ }).check({ force: true });
  await expect(page.getByText("应付金额")).toContainText("¥299.00");
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);

  await page.getByRole("button", { name: "提交需求并支付" }).click();
  await expect(page.getByText("请选择合同类别")).toBeVisible();
  await expect(page.getByText("请填写当事人名称")).toBeVisible();
  await expect(page.getByText("需求描述至少 10 个字，请写清交易背景和您的要求")).toBeVisible();
  await page.screenshot({ path: "test-results/screens/custom-order-phone.png", fullPage: true });
});

test("an empty custom tab of 我的订单 leads to the form, and the 定制与审核 badge counts a lawyer's new message live and clears when the order is opened", async ({
  page,
  browser,
}) => {
  const subject = `软件开发外包 ${Date.now()}`;
  await page.goto("/");
  await loginWithSms(page, uniquePhone("134"));
  // 我的订单's custom tab, still empty, points to the order form.
  await page.goto("/myOrder?type=CONTRACT_CUSTOMIZATION");
  await page.getByRole("link", { name: "了解律师合同定制服务" }).click();
  await expect(page.getByRole("heading", { name: "合同定制与审核" })).toBeVisible();
  const order = await placeAndPay(page, subject);

  // Reading the order once leaves nothing unread; then the user waits elsewhere in the personal centre.
  await page.goto(`/custom?id=${order.customId}`);
  await expect(page.getByTestId("custom-status")).toHaveText("需求已提交");
  const menu = page.getByRole("navigation", { name: "个人中心" });
  await expect(menu.getByTestId("custom-unread")).toHaveCount(0);
  await page.goto("/myOrder");
  await expect(menu.getByRole("link", { name: /定制与审核/ })).toBeVisible();
  await expect(menu.getByTestId("custom-unread")).toHaveCount(0);

  // The lawyer accepts in another browser: the greeting is a new message, counted without a reload.
  const { context: lawyerContext, page: lawyer } = await signInLawyer(browser);
  await trpcCall(lawyer, "custom.accept", { id: order.customId });
  await expect(menu.getByTestId("custom-unread")).toHaveText(/^1/, { timeout: 10_000 });
  await expect(page.getByRole("banner").getByTestId("custom-unread")).toHaveText(/^1/);

  // Opening the order reads the conversation, and the badge goes.
  await menu.getByRole("link", { name: /定制与审核/ }).click();
  const card = page.getByTestId("custom-row").filter({ hasText: subject });
  await expect(card).toContainText("1 条新消息");
  await card.getByRole("link", { name: "查看详情" }).click();
  await expect(page.getByRole("log", { name: "聊天记录" })).toContainText("王建国律师");
  await expect(menu.getByTestId("custom-unread")).toHaveCount(0, { timeout: 10_000 });
  await lawyerContext.close();
});

test("the user downloads a delivered version, asks for a revision with rounds left shown, confirms the second version and reviews the lawyer", async ({
  page,
  browser,
}) => {
  const subject = `小程序开发合同 ${Date.now()}`;
  await page.goto("/");
  await loginWithSms(page, uniquePhone("133"));
  const order = await placeAndPay(page, subject);
  const { context: lawyerContext, page: lawyer } = await signInLawyer(browser);
  await trpcCall(lawyer, "custom.accept", { id: order.customId });
  await deliver(lawyer, order.customId, "软件开发合同-初稿.docx");

  await page.goto(`/custom?id=${order.customId}`);
  await expect(page.getByTestId("custom-status")).toHaveText("已交付");
  const versions = page.getByRole("region", { name: /交付版本/ });
  const file = versions.getByRole("link", { name: /软件开发合同-初稿\.docx/ });
  // The link is checked on each click and answered with a short-lived signed address.
  const download = await getFresh(page, (await file.getAttribute("href")) ?? "", { maxRedirects: 0 });
  expect(download.status()).toBe(302);

  await page.getByText("申请修改（剩余 2 次）").click();
  await page.getByPlaceholder(/需要调整的条款/).fill("第 5 条付款节点改为验收合格后 15 日内支付尾款。");
  await page.getByRole("button", { name: "提交修改意见" }).click();
  await expect(page.getByTestId("custom-status")).toHaveText("服务中");
  await expect(page.getByText("剩余 1 次（共 2 次）")).toBeVisible();

  await deliver(lawyer, order.customId, "软件开发合同-第二版.docx");
  await page.reload();
  await expect(page.getByTestId("custom-version")).toHaveCount(2);
  page.once("dialog", (d) => void d.accept());
  await page.getByRole("button", { name: "确认完成" }).click();
  await expect(page.getByTestId("custom-status")).toHaveText("已完成");

  await page.getByLabel("评价内容（选填）").fill("两版都按时交付，付款节点改得很清楚。");
  await page.getByRole("button", { name: "提交评价" }).click();
  await expect(page.getByText("两版都按时交付，付款节点改得很清楚。")).toBeVisible();
  await page.screenshot({ path: "test-results/screens/custom-order-done.png", fullPage: true });
  await lawyerContext.close();
});
