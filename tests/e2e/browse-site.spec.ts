import { expect, test } from "./support";

test("a visitor opens the home page and uses the main navigation", async ({ page }) => {
  await page.goto("/");
  await expect(page).toHaveTitle(/契合/);
  const nav = page.getByRole("navigation", { name: "主导航" });
  // Paid navbar ads (推广) bought by flows running in parallel follow the sections.
  const items = nav.getByRole("link").filter({ hasNotText: "推广" });
  await expect(items).toHaveText([
    /合同库/,
    /条款库/,
    /文书库/,
    /法律文集/,
    /找律师/,
    /法律法规/,
    /案例库/,
    /诉讼费计算器/,
    /商标分类表\s*NEW/,
    /律师办案系统/,
  ]);
  await expect(nav.getByRole("link", { name: "合同库" })).toHaveAttribute("aria-current", "page");
  await expect(nav.getByRole("link", { name: "律师办案系统" })).toHaveAttribute("target", "_blank");

  await nav.getByRole("link", { name: /案例库/ }).click();
  await expect(page).toHaveURL(/\/caseLibrary$/);
  await expect(page.getByRole("heading", { level: 1, name: "案例库" })).toBeVisible();
  await expect(nav.getByRole("link", { name: /案例库/ })).toHaveAttribute("aria-current", "page");

  await page.getByRole("contentinfo").getByRole("link", { name: "关于我们" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "关于契合" })).toBeVisible();
  await expect(page.getByRole("contentinfo").getByRole("link", { name: "律师电子名片" })).toBeVisible();
  await page.screenshot({ path: "test-results/screens/about-desktop.png" });
});

test("home page screenshots at desktop and phone width", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1, name: "合同库" })).toBeVisible();
  await page.screenshot({ path: "test-results/screens/home-desktop.png", fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: "test-results/screens/home-phone.png", fullPage: true });
});

test("on a phone the navigation collapses into a menu", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/");
  await expect(page.getByRole("navigation", { name: "主导航" })).toBeHidden();
  const phoneNav = page.getByRole("navigation", { name: "手机导航" });
  await expect(phoneNav).toBeHidden();
  await page.getByText("导航菜单").click();
  await expect(phoneNav).toBeVisible();
  await phoneNav.getByRole("link", { name: "法律法规" }).click();
  await expect(page).toHaveURL(/\/regulations$/);
  await expect(page.getByRole("heading", { level: 1, name: "法律法规" })).toBeVisible();
  await expect(phoneNav).toBeHidden();
});

test("an unknown address shows the not-found page with a way home", async ({ page }) => {
  for (const path of ["/no-such-page", "/caseLibrary/abc", "/404"]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole("heading", { name: "页面不存在" })).toBeVisible();
    await expect(page.getByText("This page could not be found")).toBeVisible();
  }
  await page.getByRole("link", { name: "返回首页" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { level: 1, name: "合同库" })).toBeVisible();
});

test("personal-centre pages ask a visitor to log in and the back office does not exist for them", async ({ page }) => {
  await page.goto("/personalCenter");
  await expect(page).toHaveURL(/\/personalCenter\/myInfo\/myInfo$/);
  const menu = page.getByRole("navigation", { name: "个人中心" });
  await expect(menu.getByRole("link")).toHaveCount(12);
  await expect(menu.getByRole("link").first()).toHaveText("我的资料");
  await expect(menu.getByRole("link").last()).toHaveText("系统安全");
  await expect(page.getByTestId("login-required")).toBeVisible();

  await page.goto("/adviceService");
  await expect(page.getByRole("navigation", { name: "律师工作台" }).getByRole("link")).toHaveText(["定制服务", "咨询中心"]);

  const console = await page.goto("/console");
  expect(console?.status()).toBe(404);
});
