import { readFileSync } from "node:fs";
import { expect, test } from "./support";

test("a visitor filters and searches the laws, reads one by article and downloads it", async ({ page }) => {
  await page.goto("/regulations");
  await expect(page.getByRole("heading", { level: 1, name: "法律法规" })).toBeVisible();
  const list = page.getByRole("region", { name: "法规列表" });
  await expect(list.getByRole("listitem").first()).toBeVisible();

  // Filtering by 司法解释: the live count beside the choice is the number the list then shows.
  const chip = page.getByRole("region", { name: "筛选条件" }).getByRole("link", { name: /^司法解释\s*\d+$/ });
  const count = Number((await chip.textContent())?.match(/\d+/)?.[0]);
  expect(count).toBeGreaterThan(0);
  await chip.click();
  await expect(page).toHaveURL(/category=judicial/);
  await expect(page.getByTestId("result-count")).toContainText(`共 ${count} 部`);
  await expect(list.getByRole("listitem").first()).toContainText("最高人民法院");

  // A 3-character query (trigram index) keeps the level filter and highlights the hits.
  await page.getByRole("searchbox", { name: "搜索法律法规" }).fill("民法典");
  await page.getByRole("searchbox", { name: "搜索法律法规" }).press("Enter");
  await expect(page).toHaveURL(/keyword=%E6%B0%91%E6%B3%95%E5%85%B8/);
  await expect(page).toHaveURL(/category=judicial/);
  await expect(page.getByTestId("result-count")).toContainText("“民法典”共");
  await expect(list.locator("mark", { hasText: "民法典" }).first()).toBeVisible();

  // A 2-character query falls back to LIKE and still finds and highlights.
  await page.goto(`/regulations?keyword=${encodeURIComponent("合同")}`);
  await expect(list.locator("mark", { hasText: "合同" }).first()).toBeVisible();
  await page.goto(`/regulations?keyword=${encodeURIComponent("不存在的法规名称")}`);
  await expect(page.getByText("没有找到符合条件的法律法规")).toBeVisible();

  // Open the Civil Code from a search.
  await page.goto(`/regulations?keyword=${encodeURIComponent("民法典")}`);
  await list.getByRole("link", { name: "中华人民共和国民法典", exact: true }).click();
  await expect(page).toHaveURL(/\/regulations\/\d+$/);
  await expect(page.getByRole("heading", { level: 1, name: "中华人民共和国民法典" })).toBeVisible();
  await expect(page.getByTestId("excerpt-note")).toHaveText("条文为节选，以官方公布文本为准");
  await expect(page.getByRole("navigation", { name: "目录" }).getByRole("link", { name: "第三编 合同" })).toBeVisible();
  const url = page.url();
  await page.getByRole("navigation", { name: "目录" }).getByRole("link", { name: "第七编 侵权责任" }).click();
  await expect(page.getByRole("heading", { name: "第七编 侵权责任" })).toBeInViewport();

  // An article anchor in the address lands on the article.
  await page.goto(`${url}#art-577`);
  await expect(page.locator("#art-577")).toBeInViewport();
  await expect(page.locator("#art-577")).toContainText("第五百七十七条");

  // 跳转到第__条 moves within the page (retried: a click before hydration submits the form instead).
  await expect(async () => {
    await page.getByRole("spinbutton", { name: "条号" }).fill("585");
    await page.getByRole("button", { name: "跳转" }).click();
    await expect(page).toHaveURL(/#art-585$/, { timeout: 1000 });
  }).toPass();
  await expect(page.locator("#art-585")).toBeInViewport();
  await page.getByRole("spinbutton", { name: "条号" }).fill("2000");
  await page.getByRole("button", { name: "跳转" }).click();
  await expect(page.getByText("本页未收录第2000条")).toBeVisible();

  // 下载 Word: a DOCX (a ZIP, so it starts with PK) named after the law.
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "下载 Word" }).click()]);
  expect(download.suggestedFilename()).toBe("中华人民共和国民法典.docx");
  const file = await download.path();
  expect(readFileSync(file).subarray(0, 2).toString("latin1")).toBe("PK");
});

test("bad ids are not found and ?article= lands on the anchor without JavaScript", async ({ page }) => {
  expect((await page.goto("/regulations/abc"))?.status()).toBe(404);
  await expect(page.getByText("页面不存在")).toBeVisible();
  expect((await page.goto("/regulations/999999"))?.status()).toBe(404);
  await page.goto(`/regulations?category=law&keyword=${encodeURIComponent("民法典")}`);
  await page.getByRole("region", { name: "法规列表" }).getByRole("link", { name: "中华人民共和国民法典", exact: true }).click();
  await expect(page).toHaveURL(/\/regulations\/\d+$/);
  await page.goto(`${page.url()}?article=1`);
  await expect(page).toHaveURL(/\/regulations\/\d+#art-1$/);
  await expect(page.locator("#art-1")).toBeVisible();
});

test("the list and a text fit a phone screen", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/regulations?area=440000");
  await expect(page.getByRole("region", { name: "法规列表" }).getByRole("listitem").first()).toContainText(/广东|深圳/);
  const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(await overflow()).toBeLessThanOrEqual(0);
  await page.getByRole("region", { name: "法规列表" }).getByRole("listitem").first().getByRole("link").first().click();
  await expect(page.getByRole("navigation", { name: "目录" })).toBeVisible();
  await expect(page.getByRole("region", { name: "正文" })).toBeVisible();
  expect(await overflow()).toBeLessThanOrEqual(0);
});

test("an amended law names and links the version in force, which sends readers to the official text", async ({ page }) => {
  await page.goto(`/regulations?keyword=${encodeURIComponent("治安管理处罚法")}`);
  await page.getByRole("region", { name: "法规列表" }).getByRole("link", { name: "中华人民共和国治安管理处罚法（2012修正）", exact: true }).click();
  const notice = page.getByRole("note", { name: "现行版本" });
  await expect(notice).toContainText("2026-01-01 起施行");
  await notice.getByRole("link", { name: "《中华人民共和国治安管理处罚法（2025修订）》" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("中华人民共和国治安管理处罚法（2025修订）");
  const source = page.getByRole("note", { name: "全文来源" });
  await expect(source).toContainText("本库尚未收录该文本的全文");
  await expect(source.getByRole("link", { name: "前往国家法律法规数据库查阅" })).toHaveAttribute("href", "https://flk.npc.gov.cn/");
  await expect(page.getByRole("link", { name: "下载 Word" })).toHaveCount(0);
  await expect(page.getByRole("region", { name: "历史版本" })).toContainText("中华人民共和国治安管理处罚法（2012修正）");
});
