import { BUDGETS, firstLoadSizes, kb } from "../../bench/sizes";
import { expect, loginWithPassword, test } from "./support";

// The seed loads the full NCL table when ../shared/data has it and the built-in sample otherwise;
// every word and code used here exists in both (服装 in class 25, 计算机 090372 in group 0901).
test("a visitor searches the trademark table, sees highlighted hits and opens their group", async ({ page }) => {
  await page.goto("/brand");
  await expect(page.getByRole("heading", { level: 1, name: "商标分类表" })).toBeVisible();
  await expect(page.getByTestId("brand-edition")).toContainText(/当前数据：.+，\d+ 个类别/);
  await expect(page.getByRole("region", { name: "服务（第 35–45 类）" }).getByRole("link", { name: /第45类/ })).toBeVisible();
  await expect(page.getByText(/国家知识产权局商标局.*正式申报以相应年度的官方文本为准/)).toBeVisible();

  const box = page.getByRole("searchbox", { name: "搜索商标分类" });
  await box.fill("服装");
  await box.press("Enter");
  await expect(page).toHaveURL(/\/brand\/search\?keyword=%E6%9C%8D%E8%A3%85$/);
  const results = page.getByRole("region", { name: "查询结果" });
  await expect(results.getByText(/“服装”共找到 \d+ 条结果/)).toBeVisible();
  await expect(results.locator("mark", { hasText: "服装" }).first()).toBeVisible();
  await expect(results.getByRole("heading", { level: 2, name: "第25类 服装鞋帽" })).toBeVisible();
  await page.screenshot({ path: "test-results/screens/brand-search.png", fullPage: true });

  const groupLink = results.getByRole("link", { name: /查看本群全部项目\s*（类似群 25\d\d）/ }).first();
  const code = /类似群 (\d{4})/.exec((await groupLink.textContent()) ?? "")?.[1];
  await groupLink.click();
  await expect(page).toHaveURL(new RegExp(`/brand/25/${code}$`));
  await expect(page.getByRole("heading", { level: 1, name: "第25类 服装鞋帽" })).toBeVisible();
  const group = page.locator(`#group-${code}`);
  await expect(group.locator("details")).toHaveAttribute("open", "");
  await expect(group.getByRole("listitem").first()).toBeInViewport();

  // Results are server-rendered for the URL, and a query without hits says so.
  const html = await (await page.request.get("/brand/search?keyword=%E6%9C%8D%E8%A3%85")).text();
  expect(html).toContain("<mark");
  await page.goto("/brand/search?keyword=%E4%B8%8D%E5%AD%98%E5%9C%A8%E7%9A%84%E5%95%86%E5%93%81");
  await expect(page.getByText("未找到与“不存在的商品”相关的商品或服务")).toBeVisible();
});

test("class pages list groups and items, codes look entries up, bad ids are 404", async ({ page }) => {
  await page.goto("/brand/9");
  await expect(page.getByRole("heading", { level: 1, name: "第9类 科学仪器" })).toBeVisible();
  const computers = page.locator("#group-0901");
  await expect(computers.getByText("电子计算机及其外部设备")).toBeVisible();
  await expect(computers.getByText("计算机", { exact: true })).toBeHidden();
  await expect(async () => {
    await page.getByRole("button", { name: "全部展开" }).click();
    await expect(computers.getByText("计算机", { exact: true })).toBeVisible({ timeout: 1000 });
  }).toPass();
  await expect(page.getByRole("navigation", { name: "尼斯分类 45 个类别" }).getByRole("link", { name: /第9类/ })).toHaveAttribute("aria-current", "page");

  for (const [keyword, hit] of [
    ["090372", "计算机"],
    ["0901", "电子计算机及其外部设备"],
  ] as const) {
    await page.goto(`/brand/search?keyword=${keyword}`);
    const results = page.getByRole("region", { name: "查询结果" });
    await expect(results.getByText(hit, { exact: true }).first()).toBeVisible();
    await expect(results.locator("mark", { hasText: keyword }).first()).toBeVisible();
  }

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/brand/9/0901");
  await expect(page.locator("#group-0901 details")).toHaveAttribute("open", "");
  await expect(page.locator("#group-0901").getByText("计算机", { exact: true })).toBeInViewport();
  await page.screenshot({ path: "test-results/screens/brand-class-phone.png" });

  for (const path of ["/brand/46", "/brand/abc", "/brand/9/9999", "/brand/9/09011"]) {
    expect((await page.goto(path))?.status(), path).toBe(404);
  }
});

test("the back office checks an uploaded table line by line", async ({ page }) => {
  await page.goto("/");
  await loginWithPassword(page, "13800000000", "Qihe@2026");
  await page.goto("/console");
  await page
    .getByRole("link", { name: /商标分类表/ })
    .first()
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "商标分类表导入" })).toBeVisible();
  await expect(page.getByRole("cell", { name: /当前/ })).toBeVisible();

  const file = page.getByLabel(/数据文件/);
  const bad = '{"code":"09","name":"科学仪器","type":"class","parentCode":null,"version":"2026"}\n{坏行\n';
  await file.setInputFiles({ name: "bad.jsonl", mimeType: "application/json", buffer: Buffer.from(bad) });
  await page.getByRole("button", { name: "仅校验" }).click();
  await expect(page.getByRole("alert")).toContainText("第 2 行：不是有效的 JSON");

  // A valid file is only checked here: importing it would replace the table other tests read.
  const good = [
    '{"code":"09","name":"科学仪器","type":"class","parentCode":null,"version":"2026"}',
    '{"code":"0901","name":"电子计算机及其外部设备","type":"group","parentCode":"09","version":"2025"}',
    '{"code":"090372","name":"计算机","type":"item","parentCode":"0901","version":"2025"}',
  ].join("\n");
  await file.setInputFiles({ name: "good.jsonl", mimeType: "application/json", buffer: Buffer.from(good) });
  await page.getByRole("button", { name: "仅校验" }).click();
  await expect(page.getByRole("status").filter({ hasText: "校验通过" })).toContainText("1 个类别、1 个类似群、1 个项目，尚未导入");
});

test("trademark pages stay within the JS and CSS budgets", async ({ baseURL }) => {
  for (const path of ["/brand", "/brand/9", "/brand/search?keyword=%E6%9C%8D%E8%A3%85"]) {
    const { jsGzip, cssGzip } = await firstLoadSizes(baseURL ?? "", path);
    expect(jsGzip, `${path} JS ${kb(jsGzip)}`).toBeLessThanOrEqual(BUDGETS.firstLoadJsGzip);
    expect(cssGzip, `${path} CSS ${kb(cssGzip)}`).toBeLessThanOrEqual(BUDGETS.cssGzip);
  }
});
