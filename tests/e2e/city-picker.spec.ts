import { expect, openLoginDialog, test } from "./support";

test("a visitor picks a city and it is kept after reload", async ({ page }) => {
  await page.goto("/");
  const current = page.getByTestId("current-city").first();
  await expect(current).toHaveText("全国");

  await page
    .getByRole("button", { name: /当前城市：\s*全国/ })
    .first()
    .click();
  const dialog = page.getByRole("dialog", { name: "选择城市" });
  const hot = dialog.getByRole("tabpanel", { name: "热门城市" }).getByRole("button");
  await expect(hot).toHaveCount(20);
  await expect(hot.first()).toHaveText("全国");

  await dialog.getByRole("tab", { name: "ABCDE" }).click();
  const saved = page.waitForResponse((r) => r.url().includes("/resources/city") && r.request().method() === "POST");
  await dialog.getByRole("button", { name: "重庆", exact: true }).click();
  expect((await saved).ok()).toBe(true);
  await expect(dialog).toBeHidden();
  await expect(current).toHaveText("重庆");

  await page.reload();
  await expect(page.getByTestId("current-city").first()).toHaveText("重庆");

  await page
    .getByRole("button", { name: /当前城市：\s*重庆/ })
    .first()
    .click();
  const savedAgain = page.waitForResponse((r) => r.url().includes("/resources/city") && r.request().method() === "POST");
  await page.getByRole("dialog", { name: "选择城市" }).getByRole("button", { name: "杭州", exact: true }).click();
  await savedAgain;
  await page.goto("/aboutUs");
  await expect(page.getByTestId("current-city").first()).toHaveText("杭州");
});

test("the city panel and the login tabs work from the keyboard: arrows move between tabs, Escape closes and focus returns", async ({ page }) => {
  await page.goto("/");
  const button = page.getByRole("button", { name: /当前城市：\s*全国/ }).first();
  await button.click();
  const dialog = page.getByRole("dialog", { name: "选择城市" });
  const hotTab = dialog.getByRole("tab", { name: "热门城市" });
  await expect(hotTab).toHaveAttribute("aria-selected", "true");
  await hotTab.focus();
  await page.keyboard.press("ArrowRight");
  await expect(dialog.getByRole("tab", { name: "ABCDE" })).toBeFocused();
  await expect(dialog.getByRole("tabpanel", { name: "ABCDE" })).toContainText("重庆");
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(button).toBeFocused();

  const login = await openLoginDialog(page);
  const wechat = login.getByRole("tab", { name: "微信登录" });
  await expect(wechat).toHaveAttribute("aria-selected", "true");
  await wechat.focus();
  await page.keyboard.press("End");
  await expect(login.getByRole("tab", { name: "密码登录" })).toHaveAttribute("aria-selected", "true");
  await expect(login.getByRole("tabpanel", { name: "密码登录" }).getByRole("button", { name: "登录" })).toBeVisible();
});
