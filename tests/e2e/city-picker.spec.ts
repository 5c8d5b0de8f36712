import { expect, test } from "./support";

test("a visitor picks a city and it is kept after reload", async ({ page }) => {
  await page.goto("/");
  const current = page.getByTestId("current-city").first();
  await expect(current).toHaveText("全国");

  await page
    .getByRole("button", { name: /当前城市：全国/ })
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
    .getByRole("button", { name: /当前城市：重庆市/ })
    .first()
    .click();
  const savedAgain = page.waitForResponse((r) => r.url().includes("/resources/city") && r.request().method() === "POST");
  await page.getByRole("dialog", { name: "选择城市" }).getByRole("button", { name: "杭州", exact: true }).click();
  await savedAgain;
  await page.goto("/aboutUs");
  await expect(page.getByTestId("current-city").first()).toHaveText("杭州");
});
