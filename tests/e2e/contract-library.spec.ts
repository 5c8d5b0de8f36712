import { expect, loginWithPassword, test } from "./support";

test("a visitor searches the contract library, filters and opens a template", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1, name: "合同库" })).toBeVisible();
  const list = page.getByRole("region", { name: "范本列表" });
  await expect(list.getByRole("listitem").first()).toBeVisible();

  await page.getByRole("searchbox", { name: "搜索合同范本" }).fill("租赁");
  await page.getByRole("searchbox", { name: "搜索合同范本" }).press("Enter");
  await expect(page).toHaveURL(/keyword=%E7%A7%9F%E8%B5%81/);
  await expect(list.getByText(/“租赁”共找到 \d+ 份范本/)).toBeVisible();
  await expect(list.locator("mark", { hasText: "租赁" }).first()).toBeVisible();

  await list.getByRole("link", { name: "免费", exact: true }).click();
  await expect(page).toHaveURL(/price=free/);
  await page.reload();
  await expect(page).toHaveURL(/keyword=.*price=free|price=free.*keyword=/);

  await page.goto("/?keyword=%E4%B8%8D%E5%AD%98%E5%9C%A8%E7%9A%84%E5%90%88%E5%90%8C%E5%90%8D%E7%A7%B0");
  await expect(page.getByText("没有找到符合条件的范本")).toBeVisible();

  await page.goto("/?price=vip");
  await list.getByRole("listitem").first().getByRole("link").first().click();
  await expect(page).toHaveURL(/\/templateDetails\/\d+$/);
  await expect(page.getByRole("heading", { name: "正文预览" })).toBeVisible();
  await expect(page.getByTestId("locked")).toContainText("VIP 会员可免费阅读全文");
  await expect(page.getByRole("heading", { name: "风险提示" })).toBeVisible();

  // The VIP demo account logs in from the page and comes back to the full text.
  await page.getByRole("button", { name: "会员登录" }).click();
  const dialog = page.getByRole("dialog", { name: "登录契合" });
  await dialog.getByRole("tab", { name: "密码登录" }).click();
  await dialog.getByPlaceholder("手机号").fill("13800000003");
  await dialog.getByPlaceholder("密码").fill("Qihe@2026");
  await dialog.getByRole("button", { name: "登录", exact: true }).click();
  await expect(page.getByRole("heading", { name: "合同全文" })).toBeVisible();
  await expect(page.getByTestId("locked")).toHaveCount(0);
});

test("mini-program paths and bad ids", async ({ page }) => {
  await page.goto("/pages/contractLibrary/contractLibrary");
  await expect(page.getByRole("heading", { level: 1, name: "合同库" })).toBeVisible();
  await page.goto("/subPackageDetails/templateDetails/templateDetails?id=1");
  await expect(page.getByRole("heading", { level: 2, name: /正文预览|合同全文/ })).toBeVisible();
  expect((await page.goto("/templateDetails/abc"))?.status()).toBe(404);
  expect((await page.goto("/templateDetails/999999"))?.status()).toBe(404);
});

test("templates are shown to the uploader in full", async ({ page }) => {
  await page.goto("/?source=1&price=paid");
  const first = page.getByRole("region", { name: "范本列表" }).getByRole("listitem").first().getByRole("link").first();
  await first.click();
  await expect(page.getByRole("heading", { name: "正文预览" })).toBeVisible();
  const url = page.url();
  await loginWithPassword(page, "13800000001", "Qihe@2026");
  await page.goto(url);
  await expect(page.getByRole("heading", { name: "合同全文" })).toBeVisible();
});
