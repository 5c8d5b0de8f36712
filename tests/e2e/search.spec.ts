import { expect, test } from "./support";

test("the header search finds a 2-character word across libraries, grouped and highlighted", async ({ page }) => {
  await page.goto("/aboutUs");
  const box = page.getByRole("searchbox", { name: "全站搜索" });
  await box.fill("租赁");
  await box.press("Enter");
  await expect(page).toHaveURL(/\/search\?keyword=%E7%A7%9F%E8%B5%81$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("“租赁”的搜索结果");
  for (const label of ["合同范本", "合同条款", "法律法规", "案例"])
    await expect(page.getByRole("heading", { level: 2, name: new RegExp(`^${label}`) })).toBeVisible();
  await expect(page.locator("mark", { hasText: "租赁" }).first()).toBeVisible();
  await page
    .getByRole("region", { name: /^合同范本/ })
    .getByRole("link", { name: "查看全部" })
    .click();
  await expect(page).toHaveURL(/\/\?keyword=/);

  await page.goto("/search?keyword=这个词不会出现在任何库里");
  await expect(page.getByText("没有找到与“这个词不会出现在任何库里”相关的内容")).toBeVisible();
});

test("the mini-program search path answers as the header search does", async ({ page }) => {
  await page.goto(`/subPackageDetails/seekSearch/seekSearch?keyword=${encodeURIComponent("租赁")}`);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("“租赁”的搜索结果");
  await expect(page.getByRole("region", { name: /^合同范本/ })).toBeVisible();
  await expect(page.getByText("本栏目即将开放")).toHaveCount(0);
});
