import { expect, loginDialogVia, loginWithSms, payAtSandboxCashier, test, uniquePhone } from "./support";

// SPEC §4 afterLoginUrl adsBuy: a visitor chooses an ad, logs in, and the payment popup opens by itself.
test("a visitor buys a navbar ad after logging in, and the ad shows in the navigation", async ({ page, context }) => {
  const title = `合同审查${Date.now().toString().slice(-5)}`;
  await page.goto("/subPackageDetails/AdsBuy/AdsBuy");
  await expect(page.getByRole("heading", { name: "广告投放" })).toBeVisible();
  // Capacity is shared with parallel runs: take the navbar slot if it has room, else any slot that does.
  const navbar = page.locator("label").filter({ hasText: "导航栏推广位" });
  const full = (await navbar.textContent())?.includes("已满");
  await (full
    ? page
        .locator("label")
        .filter({ hasText: /剩余 \d+ 个/ })
        .first()
    : navbar
  ).click();
  await page.locator("label").filter({ hasText: "30 天" }).click();
  await page.getByLabel("广告标题").fill(title);
  await page.getByLabel("跳转链接（本站页面）").fill("/authorInformation/3");

  await loginWithSms(page, uniquePhone("134"), loginDialogVia(page, "立即购买"));
  const popup = page.getByRole("dialog", { name: "购买广告投放" });
  await expect(popup.getByTestId("pay-amount")).toHaveText(/^¥\d/);
  await payAtSandboxCashier(popup, context);
  await expect(popup).toBeHidden({ timeout: 10_000 });
  await expect(page.getByTestId("my-ad").filter({ hasText: title })).toContainText("投放中");
  if (!full) {
    await page.goto("/");
    await expect(page.getByRole("navigation", { name: "主导航" }).getByRole("link", { name: new RegExp(title) })).toHaveAttribute(
      "href",
      "/authorInformation/3",
    );
  }
});
