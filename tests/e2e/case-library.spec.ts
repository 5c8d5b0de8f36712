import { expect, test } from "./support";

test("a visitor filters the case library by cause and year, searches and opens a case", async ({ page }) => {
  await page.goto("/caseLibrary");
  await expect(page.getByRole("heading", { level: 1, name: "案例库" })).toBeVisible();
  await expect(page.getByText("本库案例经编辑改编，隐去当事人信息，仅供学习参考").first()).toBeVisible();
  const list = page.getByRole("region", { name: "案例列表" });
  await expect(list.getByRole("listitem").first()).toBeVisible();

  // Cause: the group opens its causes, then one cause.
  const causes = page.getByRole("navigation", { name: "案由" });
  await causes.getByRole("link", { name: /^合同纠纷/ }).click();
  await expect(page).toHaveURL(/category=contract/);
  await causes
    .getByRole("link", { name: /^房屋租赁合同纠纷/ })
    .first()
    .click();
  await expect(page).toHaveURL(/category=house-lease/);
  await expect(list.getByRole("listitem").first()).toContainText("房屋租赁合同纠纷");

  // Year: the filter keeps the cause.
  await list.getByRole("group", { name: "裁判年份" }).getByRole("link", { name: "2023", exact: true }).click();
  await expect(page).toHaveURL(/year=2023/);
  await expect(page).toHaveURL(/category=house-lease/);
  for (const item of await list.getByRole("listitem").all()) await expect(item).toContainText("裁判日期 2023");
  await page.reload();
  await expect(list.getByRole("group", { name: "裁判年份" }).getByRole("link", { name: "2023", exact: true })).toHaveAttribute("aria-current", "true");

  // A two-character search (LIKE fallback) from the whole library, with highlighted hits.
  await page.goto("/caseLibrary");
  await page.getByRole("searchbox", { name: "搜索案例" }).fill("租赁");
  await page.getByRole("searchbox", { name: "搜索案例" }).press("Enter");
  await expect(page).toHaveURL(/keyword=%E7%A7%9F%E8%B5%81/);
  await expect(list.getByText(/“租赁”共找到 \d+ 个案例/)).toBeVisible();
  await expect(list.locator("mark", { hasText: "租赁" }).first()).toBeVisible();
  await page.screenshot({ path: "test-results/screens/case-library-desktop.png", fullPage: true });

  // Open the first result: 裁判要旨 at the top, the parties, the judgment with its table of contents.
  await list.getByRole("listitem").first().getByRole("link").first().click();
  await expect(page).toHaveURL(/\/caseLibrary\/\d+\?keyword=/);
  await expect(page.getByRole("heading", { level: 2, name: "裁判要旨" })).toBeVisible();
  const parties = page.getByRole("region", { name: "当事人" });
  await expect(parties.getByRole("listitem").first()).toContainText(/原告|上诉人|再审申请人/);
  await expect(parties).toContainText("某");
  const toc = page.getByRole("navigation", { name: "文书目录" });
  await expect(toc.getByRole("link", { name: "本院认为" })).toBeVisible();
  await toc.getByRole("link", { name: "本院认为" }).click();
  await expect(page).toHaveURL(/#sec-\d+$/);
  await expect(page.locator("article mark", { hasText: "租赁" }).first()).toBeVisible();
  await expect(
    page
      .getByRole("region", { name: /相关案例/ })
      .getByRole("link")
      .first(),
  ).toBeVisible();
  await expect(page).toHaveTitle(/案例库 - 契合/);
  await page.screenshot({ path: "test-results/screens/case-details-desktop.png", fullPage: true });
});

test("an empty search, bad ids and the phone layout", async ({ page }) => {
  await page.goto("/caseLibrary?keyword=%E4%B8%8D%E5%AD%98%E5%9C%A8%E7%9A%84%E6%A1%88%E4%BE%8B");
  await expect(page.getByText("没有找到符合条件的案例")).toBeVisible();
  for (const path of ["/caseLibrary/abc", "/caseLibrary/999999", "/caseLibrary/0"]) {
    expect((await page.goto(path))?.status(), path).toBe(404);
    await expect(page.getByRole("heading", { name: "页面不存在" })).toBeVisible();
  }

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/caseLibrary?category=labor");
  const causes = page.getByRole("navigation", { name: "案由" });
  await expect(causes.getByRole("link", { name: /^劳动合同纠纷/ }).last()).toBeVisible();
  await page.screenshot({ path: "test-results/screens/case-library-phone.png" });
  await page.goto("/caseLibrary/1");
  await expect(page.getByRole("heading", { level: 2, name: "裁判要旨" })).toBeVisible();
  await page.screenshot({ path: "test-results/screens/case-details-phone.png" });
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
});
