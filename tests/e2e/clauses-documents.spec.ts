import { expect, test } from "./support";

test("a visitor browses the clause library, searches and copies a clause", async ({ page, context, baseURL }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });
  await page.goto("/clause");
  await expect(page.getByRole("heading", { level: 1, name: "条款库" })).toBeVisible();
  const list = page.getByRole("region", { name: "条款列表" });
  await expect(list.getByRole("listitem").first()).toBeVisible();
  await expect(page.getByRole("heading", { name: "本周精选" })).toBeVisible();

  // A category, then one of its subcategories.
  const nav = page.getByRole("navigation", { name: "条款分类" });
  await nav.getByRole("link", { name: /^违约责任/ }).click();
  await expect(page).toHaveURL(/category=breach/);
  await nav
    .getByRole("link", { name: /^逾期付款违约金/ })
    .first()
    .click();
  await expect(page).toHaveURL(/category=late-payment/);
  await expect(list.getByRole("listitem").first()).toContainText("逾期付款违约金");

  // A two-character search (the LIKE fallback) keeps the category and highlights the hits.
  await page.getByRole("searchbox", { name: "搜索条款" }).fill("违约");
  await page.getByRole("searchbox", { name: "搜索条款" }).press("Enter");
  await expect(page).toHaveURL(/keyword=%E8%BF%9D%E7%BA%A6/);
  await expect(list.getByText(/“违约”共找到 \d+ 条条款/)).toBeVisible();
  await expect(list.locator("mark", { hasText: "违约" }).first()).toBeVisible();

  // Copying puts the clause text on the clipboard, says 已复制 and counts one copy.
  const first = list.getByRole("listitem").first();
  const count = first.getByTestId("copies");
  const before = Number(await count.textContent());
  await expect(async () => {
    await first.getByRole("button", { name: /^复制“/ }).click();
    await expect(page.getByRole("status").filter({ hasText: "已复制" })).toBeVisible({ timeout: 1000 });
  }).toPass();
  await expect(count).toHaveText(String(before + 1));
  const body = (await first.locator("p.font-serif").textContent()) ?? "";
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(body);
  await page.reload();
  await expect(page.getByRole("region", { name: "条款列表" }).getByRole("listitem").first().getByTestId("copies")).toHaveText(String(before + 1));

  // Sort by most copied, then a pick of 本周精选 opens on its own.
  await page.goto("/clause?sort=copies");
  const counts = await list.getByTestId("copies").allTextContents();
  expect(counts.map(Number)).toEqual([...counts.map(Number)].sort((a, b) => b - a));
  const pick = page.getByRole("complementary").getByRole("listitem").first().getByRole("link");
  const pickTitle = (await pick.textContent()) ?? "";
  await pick.click();
  await expect(page).toHaveURL(/\?id=\d+$/);
  // The URL changes before the new list renders: wait for the single clause, then read it.
  await expect(list.getByRole("heading", { level: 3 })).toHaveCount(1);
  await expect(list.getByRole("heading", { level: 3 })).toHaveText(pickTitle);
  await expect(page).toHaveTitle(`${pickTitle} - 条款库 - 契合`);
});

test("clause library edge cases: empty search, mini-program path, unknown ids", async ({ page }) => {
  await page.goto("/clause?keyword=%E8%BF%99%E4%B8%AA%E8%AF%8D%E4%B8%8D%E4%BC%9A%E5%87%BA%E7%8E%B0");
  await expect(page.getByText("没有找到符合条件的条款")).toBeVisible();
  await page.goto("/pages/clause/clause?category=confidentiality");
  await expect(page.getByRole("heading", { level: 1, name: "条款库" })).toBeVisible();
  await expect(page.getByRole("region", { name: "条款列表" }).getByRole("listitem").first()).toContainText("保密");
  expect((await page.goto("/clause?id=999999"))?.status()).toBe(404);
  expect((await page.goto("/clause?id=abc"))?.status()).toBe(404);
});

test("a visitor filters the document library, searches and opens a document", async ({ page }) => {
  await page.goto("/documentLibrary");
  await expect(page.getByRole("heading", { level: 1, name: "文书库" })).toBeVisible();
  const list = page.getByRole("region", { name: "文书列表" });
  await expect(list.getByRole("listitem").first()).toBeVisible();

  await page
    .getByRole("navigation", { name: "文书类型" })
    .getByRole("link", { name: /^诉讼文书/ })
    .click();
  await expect(page).toHaveURL(/kind=1/);
  await expect(page.getByRole("navigation", { name: "文书分类" }).getByRole("link", { name: /^律师函件/ })).toHaveCount(0);

  await page.getByRole("searchbox", { name: "搜索文书" }).fill("起诉状");
  await page.getByRole("searchbox", { name: "搜索文书" }).press("Enter");
  await expect(page).toHaveURL(/keyword=.*kind=1|kind=1.*keyword=/);
  await expect(list.getByText(/“起诉状”共找到 \d+ 份文书/)).toBeVisible();
  await expect(list.locator("mark", { hasText: "起诉状" }).first()).toBeVisible();

  await list.getByRole("listitem").first().getByRole("link").first().click();
  await expect(page).toHaveURL(/\/documentLibrary\/\d+$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("起诉状");
  await expect(page.getByRole("heading", { name: "填写说明" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "文书全文" })).toBeVisible();
  await expect(page.getByText("此致", { exact: false }).first()).toBeVisible();
  await expect(page.getByRole("heading", { name: "相关文书" })).toBeVisible();
  await expect(page).toHaveTitle(/起诉状.* - 诉讼文书 - 文书库 - 契合/);
});

test("document library edge cases: mini-program links and unknown ids", async ({ page }) => {
  await page.goto("/pages/documentLibrary/documentLibrary?kind=2");
  await expect(page.getByRole("heading", { level: 1, name: "文书库" })).toBeVisible();
  await expect(page.getByRole("region", { name: "文书列表" }).getByText("非诉文书").first()).toBeVisible();
  await page.goto("/pages/documentLibrary/documentLibrary?id=1");
  await expect(page).toHaveURL(/\/documentLibrary\/1$/);
  await expect(page.getByRole("heading", { name: "文书全文" })).toBeVisible();
  await page.goto("/documentLibrary?keyword=%E4%B8%8D%E5%AD%98%E5%9C%A8%E7%9A%84%E6%96%87%E4%B9%A6%E5%90%8D");
  await expect(page.getByText("没有找到符合条件的文书")).toBeVisible();
  expect((await page.goto("/documentLibrary/999999"))?.status()).toBe(404);
  expect((await page.goto("/documentLibrary/abc"))?.status()).toBe(404);
});
