import { expect, test } from "./support";

test("a visitor browses 法律文集 by classification, searches, and reads an article once a day", async ({ page }) => {
  await page.goto("/lawyerArticle");
  await expect(page.getByRole("heading", { level: 1, name: "法律文集" })).toBeVisible();
  const list = page.getByRole("region", { name: "文章列表" });
  await expect(list.getByRole("listitem").first()).toBeVisible();
  await expect(page.getByRole("region", { name: "阅读排行" }).getByRole("link").first()).toBeVisible();

  // A classification narrows the list and survives a reload.
  const nav = page.getByRole("navigation", { name: "文章分类" });
  await nav.getByRole("link", { name: /^劳动用工/ }).click();
  await expect(page).toHaveURL(/category=labor/);
  await expect(list.getByRole("heading", { name: "劳动用工" })).toBeVisible();
  await page.reload();
  await expect(nav.getByRole("link", { name: /^劳动用工/ })).toHaveAttribute("aria-current", "true");

  // A two-character search (LIKE fallback), then a four-character one (FTS), with highlighted hits.
  await page.goto("/lawyerArticle");
  const search = page.getByRole("searchbox", { name: "搜索文章" });
  await search.fill("合同");
  await search.press("Enter");
  await expect(page).toHaveURL(/\/articleSearch\?keyword=%E5%90%88%E5%90%8C/);
  const results = page.getByRole("region", { name: "搜索结果" });
  await expect(results.getByText(/“合同”共找到 \d+ 篇文章/)).toBeVisible();
  await expect(results.locator("mark", { hasText: "合同" }).first()).toBeVisible();
  const again = page.getByRole("searchbox", { name: "搜索文章" });
  await again.fill("竞业限制");
  await again.press("Enter");
  await expect(results.getByText(/“竞业限制”共找到 [1-9]\d* 篇文章/)).toBeVisible();
  const first = results.getByRole("listitem").first();
  await expect(first.locator("mark", { hasText: "竞业限制" }).first()).toBeVisible();

  // The article: body headings, the author card linking to the author page, and its read count.
  await first.getByRole("link").first().click();
  await expect(page).toHaveURL(/\/articleDetails\/\d+/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: /^[一二三四五]、/ }).first()).toBeVisible();
  const author = page.getByTestId("author-card");
  await expect(author).toHaveAttribute("href", /^\/authorInformation\/\d+$/);
  const reads = page.getByTestId("article-reads");
  const before = await reads.textContent();
  await page.reload();
  await expect(reads).toHaveText(before ?? "");

  // Unknown ids are 404s.
  const missing = await page.goto("/articleDetails/99999999");
  expect(missing?.status()).toBe(404);
});

test("a visitor opens a legal-knowledge entry", async ({ page }) => {
  await page.goto("/legalKnowledge");
  await expect(page.getByRole("heading", { level: 1, name: "法律知识" })).toBeVisible();
  const list = page.getByRole("region", { name: "法律知识列表" });
  const entry = list.getByRole("listitem").first();
  const title = (await entry.getByRole("link").first().textContent()) ?? "";
  await entry.getByRole("link").first().click();
  await expect(page).toHaveURL(/\/articleDetails\/\d+/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  await expect(page.getByText("问题", { exact: true })).toBeVisible();
  await expect(page.getByText("解答", { exact: true })).toBeVisible();
});
