import { anotherVisitor, expect, loginDialogVia, loginWithPassword, loginWithSms, payAtSandboxCashier, test, uniquePhone } from "./support";

// Online advice with two people at once: a new user asks and pays, the seeded lawyer (13800000002,
// contract disputes) accepts in 咨询中心, and their messages appear live on both sides.
test("a user buys online advice, the lawyer accepts and they chat live", async ({ page, browser }) => {
  // Two people, a payment and a live conversation: longer than a one-page flow.
  test.setTimeout(60_000);
  const question = `租房押金纠纷 ${Date.now()}：房东提前收回房屋，押金五千元一直不退，合同还有半年到期，我可以要求赔偿吗？`;
  await page.goto("/onLineAdvice/onLineAdvice");
  await expect(page.getByRole("heading", { name: "在线咨询" })).toBeVisible();
  await page.getByRole("button", { name: "民商事" }).click();
  await page.getByRole("button", { name: "合同纠纷" }).click();
  await page.getByLabel(/问题描述/).fill(question);

  // A visitor logs in first; the draft survives the reload and the order is placed afterwards.
  await loginWithSms(page, uniquePhone("135"), loginDialogVia(page, "提交并支付"));
  // Back from the login, the order is placed and the payment popup opens by itself.
  const popup = page.getByRole("dialog", { name: "支付在线咨询费用" });
  await expect(popup.getByTestId("pay-amount")).toHaveText("¥49.00");
  await payAtSandboxCashier(popup, page.context());

  // Paid: the consultation room opens with the robot's greeting while a lawyer is found.
  await expect(page).toHaveURL(/\/myAdvice\?id=\d+$/, { timeout: 10_000 });
  await expect(page.getByTestId("advice-status")).toHaveText("待接单");
  const log = page.getByRole("log", { name: "聊天记录" });
  await expect(log).toContainText("正在为您匹配律师");
  await expect(page.getByTestId("chat-connection")).toHaveText("已连接");

  // The lawyer, in another browser, takes it from the pool.
  const { context: lawyerContext, page: lawyer } = await anotherVisitor(browser);
  await lawyer.goto("/adviceService");
  await loginWithPassword(lawyer, "13800000002", "Qihe@2026");
  await lawyer.goto("/adviceService");
  const card = lawyer.getByTestId("advice-row").filter({ hasText: question });
  await expect(card).toBeVisible();
  await card.getByRole("button", { name: "立即接单" }).click();
  // Accepting opens the consultation itself.
  await expect(lawyer).toHaveURL(/\/adviceService\?id=\d+$/);
  // Flashed across the redirect; gone from a reload, since the cookie is read once.
  await expect(lawyer.getByText("接单成功，请尽快回复当事人")).toBeVisible();
  await expect(lawyer.getByTestId("advice-status")).toHaveText("服务中");

  // The user sees the lawyer's greeting arrive without reloading.
  await expect(log).toContainText("已接受您的咨询", { timeout: 10_000 });
  const lawyerLog = lawyer.getByRole("log", { name: "聊天记录" });
  await expect(lawyer.getByTestId("chat-connection")).toHaveText("已连接");

  await page.getByLabel("输入消息").fill("律师您好，合同约定提前解约要赔一个月租金，押金收据我也有。");
  await page.getByRole("button", { name: "发送", exact: true }).click();
  await expect(lawyerLog).toContainText("押金收据我也有");

  await lawyer.getByLabel("输入消息").fill("房东单方提前收房属于违约，押金应当退还，您还可以主张合同约定的违约金。");
  await lawyer.getByLabel("输入消息").press("Enter");
  await expect(log).toContainText("主张合同约定的违约金");

  // The history is there after a reload.
  await page.reload();
  await expect(page.getByRole("log", { name: "聊天记录" })).toContainText("押金收据我也有");
  await expect(page.getByRole("log", { name: "聊天记录" })).toContainText("主张合同约定的违约金");
  await expect(page.getByTestId("advice-status")).toHaveText("服务中");

  // The lawyer ends the service; the user then rates it.
  lawyer.once("dialog", (d) => void d.accept());
  await lawyer.getByRole("button", { name: "服务完成" }).click();
  // The buttons go with the state they belong to: the badge tells the outcome.
  await expect(lawyer.getByTestId("advice-status")).toHaveText("已完成");
  await expect(page.getByText("本次咨询已结束，聊天记录将一直保留", { exact: true })).toBeVisible({ timeout: 10_000 });
  await page.reload();
  await page.getByLabel("评价内容（选填）").fill("回复很专业，把违约金和押金分开讲清楚了。");
  await page.getByRole("button", { name: "提交评价" }).click();
  await expect(page.getByRole("status")).toHaveText("感谢您的评价");
  await page.screenshot({ path: "test-results/screens/advice-user.png", fullPage: true });
  // The review shows on the lawyer's profile.
  await page.goto("/authorInformation/3");
  await expect(page.getByRole("region", { name: "用户评价" })).toContainText("回复很专业，把违约金和押金分开讲清楚了。");
  await lawyerContext.close();
});

test("a visitor sees phone advice with a chosen lawyer's price and a clear error for a short question", async ({ page }) => {
  await page.goto("/tellConsult/tellConsult?lawyerId=3");
  await expect(page.getByRole("heading", { name: "电话咨询" })).toBeVisible();
  await expect(page.getByText("指定律师：")).toBeVisible();
  await expect(page.getByText("¥199.00")).toBeVisible();
  await page.getByLabel(/问题描述/).fill("押金不退");
  await page.getByRole("button", { name: "提交并支付" }).click();
  await expect(page.getByText("问题描述至少 10 个字")).toBeVisible();
});
