import { anotherVisitor, expect, loginWithPassword, test } from "./support";

const PASSWORD = "Qihe@2026";
// A word no seeded text holds: every hit of it is what the editor published.
const WORD = "鹮鹭";

// 内容管理 (issue 16): the content editor (13800000005) publishes a regulation with three articles and a
// case in the console; a visitor finds both at once by a two-character search and lands on 第二条.
test("an editor creates a regulation with three articles and a case; a visitor finds both by a two-character search and jumps to #art-2", async ({
  page,
  browser,
}) => {
  // Two people, two long forms and a search: more than the 30 s of a one-page flow.
  test.setTimeout(60_000);
  await page.goto("/");
  await loginWithPassword(page, "13800000005", PASSWORD);
  await page.goto("/console/content/regulations");
  await expect(page.getByRole("navigation", { name: "后台导航" }).getByRole("link", { name: "案例管理" })).toBeVisible();
  await page.getByRole("link", { name: "新建法规" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "新建法规" })).toBeVisible();

  // An empty form is refused in the page, with the schema's message under the field.
  await page.getByRole("button", { name: "发布" }).click();
  await expect(page.getByText("请填写法规标题")).toBeVisible();

  await page.getByLabel("法规标题").fill(`${WORD}保护管理办法`);
  await page.getByLabel("效力级别").selectOption("部门规章");
  await page.getByLabel("制定机关").fill("国家林业和草原局");
  await page.getByLabel("公布日期").fill("2025-03-01");
  await page.getByLabel("施行日期").fill("2025-05-01");
  await page.getByLabel("第1条内容").fill("为了加强湿地鸟类保护，制定本办法。");
  await page.getByRole("button", { name: "添加条文" }).click();
  await page.getByLabel("第2条内容").fill(`${WORD}栖息地应当划定保护范围，任何单位和个人不得擅自占用。`);
  await page.getByRole("button", { name: "添加条文" }).click();
  await page.getByLabel("第3条内容").fill("本办法自2025年5月1日起施行。");
  await page.getByRole("button", { name: "发布" }).click();
  await expect(page).toHaveURL(/\/console\/content\/regulations$/);
  await expect(page.getByText("法规已发布，网站与搜索即时可见")).toBeVisible();
  await expect(page.getByTestId("content-row").filter({ hasText: `${WORD}保护管理办法` })).toContainText("已上架");

  await page.getByRole("navigation", { name: "后台导航" }).getByRole("link", { name: "案例管理" }).click();
  await page.getByRole("link", { name: "新建案例" }).click();
  await page.getByLabel("案例标题").fill(`某公司擅自占用${WORD}栖息地案`);
  await page.getByLabel("案号").fill("（2025）苏01民终321号");
  await page.getByLabel("案由").selectOption({ index: 2 });
  await page.getByLabel("审理法院").fill("江苏省南京市中级人民法院");
  await page.getByLabel("法院层级").selectOption("2");
  await page.getByLabel("审理程序").selectOption("二审");
  await page.getByLabel("裁判日期").fill("2025-08-20");
  await page.getByLabel("当事人").fill("上诉人：某建设有限公司\n被上诉人：某自然保护协会");
  await page.getByLabel("裁判要旨").fill(`擅自占用${WORD}栖息地造成生态损害的，应当承担修复责任并赔偿损失。`);
  await page.getByLabel("裁判文书全文").fill("【审理经过】\n上诉人因生态环境损害责任纠纷一案，不服一审判决，提起上诉。\n【判决如下】\n驳回上诉，维持原判。");
  await page.getByRole("button", { name: "发布" }).click();
  await expect(page).toHaveURL(/\/console\/content\/cases$/);
  await expect(page.getByText("案例已发布，网站与搜索即时可见")).toBeVisible();

  // A visitor searches the two characters and finds both at once.
  const { context, page: visitor } = await anotherVisitor(browser);
  const search = `/search?keyword=${encodeURIComponent(WORD)}`;
  await visitor.goto(search);
  const caseHit = visitor.getByRole("region", { name: /^案例/ }).getByRole("link", { name: `某公司擅自占用${WORD}栖息地案` });
  await expect(caseHit).toBeVisible();
  await visitor
    .getByRole("region", { name: /^法律法规/ })
    .getByRole("link", { name: `${WORD}保护管理办法` })
    .click();
  await expect(visitor).toHaveURL(/\/regulations\/\d+$/);
  await expect(visitor.getByRole("heading", { level: 1, name: `${WORD}保护管理办法` })).toBeVisible();

  // 跳转到第2条 lands on the article's anchor (retried: a click before hydration submits the form instead).
  await expect(async () => {
    await visitor.getByRole("spinbutton", { name: "条号" }).fill("2");
    await visitor.getByRole("button", { name: "跳转" }).click();
    await expect(visitor).toHaveURL(/#art-2$/, { timeout: 1000 });
  }).toPass();
  await expect(visitor.locator("#art-2")).toBeInViewport();
  await expect(visitor.locator("#art-2")).toContainText(`${WORD}栖息地应当划定保护范围`);

  // The case page shows its 裁判要旨.
  await visitor.goto(search);
  await caseHit.click();
  await expect(visitor.getByText("裁判要旨").first()).toBeVisible();
  await expect(visitor.getByText(`擅自占用${WORD}栖息地造成生态损害的`).first()).toBeVisible();
  await context.close();
});
