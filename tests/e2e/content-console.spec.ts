import { templateDocx } from "../../worker/features/templates/docx";
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

// 文书管理: the editor publishes a document with its 填写说明; a visitor finds it by two characters at
// once, and it leaves the site when the editor unpublishes it (下架).
test("an editor publishes a document; a visitor finds it by a two-character search, and it is gone once unpublished", async ({ page, browser }) => {
  test.setTimeout(60_000);
  const title = "鸻鹬观测委托书";
  await page.goto("/");
  await loginWithPassword(page, "13800000005", PASSWORD);
  await page.goto("/console/content/documents");
  await page.getByRole("link", { name: "新建文书" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "新建文书" })).toBeVisible();
  await page.getByRole("button", { name: "发布" }).click();
  await expect(page.getByText("请填写至少一条填写说明")).toBeVisible();

  await page.getByLabel("分类").selectOption({ label: "民事起诉状" });
  await page.getByLabel("文书标题").fill(title);
  await page.getByLabel("摘要").fill("委托他人在湿地观测鸻鹬迁徙时使用，写明观测区域、期限与报酬。");
  await page.getByLabel("填写说明").fill("写明委托观测的区域和期限。\n注明观测记录的交付方式。");
  await page
    .getByLabel("文书正文")
    .fill(`${title}\n\n委托人：×××\n受托人：×××\n\n现委托受托人在××湿地观测鸻鹬迁徙，期限自××××年××月××日起。\n\n委托人（签名）\n××××年××月××日`);
  await page.getByRole("button", { name: "发布" }).click();
  await expect(page).toHaveURL(/\/console\/content\/documents$/);
  await expect(page.getByText("文书已发布，网站与搜索即时可见")).toBeVisible();

  const { context, page: visitor } = await anotherVisitor(browser);
  await visitor.goto(`/search?keyword=${encodeURIComponent("鸻鹬")}`);
  await visitor
    .getByRole("region", { name: /^法律文书/ })
    .getByRole("link", { name: title })
    .click();
  await expect(visitor).toHaveURL(/\/documentLibrary\/\d+$/);
  await expect(visitor.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(visitor.getByText("注明观测记录的交付方式。")).toBeVisible();
  const detail = visitor.url();

  await page.getByRole("button", { name: `下架 ${title}` }).click();
  await expect(page.getByText("已下架该文书，网站上不再显示")).toBeVisible();
  await expect(page.getByTestId("content-row").filter({ hasText: title })).toContainText("已下架");
  expect((await visitor.goto(detail))?.status()).toBe(404);
  await context.close();
});

// 范本管理: the editor publishes a template from a Word file; a visitor finds it by two characters at once
// and reads the file's text on its page, and it leaves the site when the editor unpublishes it (下架).
test("an editor publishes a template from a Word file; a visitor finds it by a two-character search, and it is gone once unpublished", async ({
  page,
  browser,
}) => {
  test.setTimeout(60_000);
  const title = "鸊鷉救护委托合同";
  const clause = "受托人应当在接收鸊鷉后二十四小时内完成体检，并按约定的方案进行救护。";
  const body = `第一条 委托事项\n${clause}\n第二条 费用\n${"委托人按照救护天数向受托人支付费用，费用包括饲料、药品与场地开支，受托人应当如实记录并出具清单。".repeat(8)}`;
  await page.goto("/");
  await loginWithPassword(page, "13800000005", PASSWORD);
  await page.goto("/console/content/templates");
  await page.getByRole("link", { name: "新建范本" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "新建范本" })).toBeVisible();
  await page.getByRole("button", { name: "发布" }).click();
  await expect(page.getByText("请上传 Word 文件或粘贴正文（至少 300 字）")).toBeVisible();

  await page.getByLabel("分类").selectOption({ index: 2 });
  await page.getByLabel("范本标题").fill(title);
  await page.getByLabel("适用场景").fill("委托救护站救护受伤水鸟时使用，约定救护方案、期限与费用。");
  await page.getByLabel("使用说明").fill("写明委托救护的鸟类与数量\n约定费用的结算方式");
  await page
    .getByLabel("Word 原件（.docx）")
    .setInputFiles({ name: `${title}.docx`, mimeType: "application/octet-stream", buffer: Buffer.from(await templateDocx(title, body)) });
  await page.getByRole("button", { name: "发布" }).click();
  await expect(page).toHaveURL(/\/console\/content\/templates$/);
  await expect(page.getByText("范本已发布，网站与搜索即时可见")).toBeVisible();
  await expect(page.getByTestId("content-row").filter({ hasText: title })).toContainText("平台自营");

  const { context, page: visitor } = await anotherVisitor(browser);
  await visitor.goto(`/search?keyword=${encodeURIComponent("鸊鷉")}`);
  await visitor
    .getByRole("region", { name: /^合同范本/ })
    .getByRole("link", { name: title })
    .click();
  await expect(visitor).toHaveURL(/\/templateDetails\/\d+$/);
  await expect(visitor.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(visitor.getByText(clause)).toBeVisible();
  const detail = visitor.url();

  await page.getByRole("button", { name: `下架 ${title}` }).click();
  await expect(page.getByText("已下架该范本，网站上不再显示")).toBeVisible();
  await expect(page.getByTestId("content-row").filter({ hasText: title })).toContainText("已下架");
  expect((await visitor.goto(detail))?.status()).toBe(404);
  await context.close();
});

// 文章与法律知识 and 律师代表案例: the editor publishes a legal-knowledge entry written in the rich editor; a
// visitor finds it by two characters at once, and it leaves the site when taken down with a reason. Then
// the editor adds a case to a lawyer, moves it first, and the lawyer's profile shows it first.
test("an editor publishes legal knowledge and takes it down; adds a lawyer's case and moves it first on the profile", async ({ page, browser }) => {
  test.setTimeout(60_000);
  const title = "鸬鹚饲养许可须知";
  await page.goto("/");
  await loginWithPassword(page, "13800000005", PASSWORD);
  await page.goto("/console/content/articles");
  await page.getByRole("link", { name: "新建文章" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "新建文章" })).toBeVisible();
  await page.getByLabel("分类").selectOption({ index: 1 });
  await page.getByLabel("文章标题").fill(title);
  await page.getByRole("textbox", { name: "正文" }).fill("饲养鸬鹚用于捕鱼的，应当向当地渔业主管部门申请许可，并遵守禁渔期的规定。");
  // An image goes up through the console's own action and into the body.
  const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
  await page.locator('input[type="file"]').setInputFiles({ name: "鸬鹚.png", mimeType: "image/png", buffer: png });
  await expect(page.getByRole("textbox", { name: "正文" }).locator('img[src^="/files/public/articles/"]')).toHaveCount(1);
  await page.getByRole("button", { name: "发布" }).click();
  await expect(page).toHaveURL(/\/console\/content\/articles$/);
  await expect(page.getByText("文章已发布，网站与搜索即时可见")).toBeVisible();

  const { context, page: visitor } = await anotherVisitor(browser);
  await visitor.goto(`/search?keyword=${encodeURIComponent("鸬鹚")}`);
  await visitor
    .getByRole("region", { name: /^法律知识/ })
    .getByRole("link", { name: title })
    .click();
  await expect(visitor).toHaveURL(/\/articleDetails\/\d+$/);
  await expect(visitor.getByText("应当向当地渔业主管部门申请许可")).toBeVisible();
  await expect(visitor.locator('img[src^="/files/public/articles/"]')).toHaveCount(1);
  const detail = visitor.url();

  await page.getByTestId("content-row").filter({ hasText: title }).locator("summary").click();
  await page.getByLabel(`下架原因：${title}`).fill("许可规定已修订，待更新");
  await page.getByRole("button", { name: "确认下架" }).click();
  await expect(page.getByText("已下架该文章，网站上不再显示，作者将看到下架原因")).toBeVisible();
  await expect(page.getByTestId("content-row").filter({ hasText: title })).toContainText("许可规定已修订，待更新");
  expect((await visitor.goto(detail))?.status()).toBe(404);

  await page.getByRole("navigation", { name: "后台导航" }).getByRole("link", { name: "律师代表案例" }).click();
  await page.getByLabel("律师姓名或手机号").fill("13800000002");
  await page.getByRole("button", { name: "查找律师" }).click();
  await page.getByRole("navigation", { name: "已认证律师" }).getByRole("link").first().click();
  await page.getByRole("link", { name: "新建案例" }).click();
  const caseTitle = "某养殖场鸬鹚捕鱼许可行政诉讼案";
  await page.getByLabel("案例标题").fill(caseTitle);
  await page.getByLabel("案例简介").fill("代理养殖场起诉渔业主管部门不予许可决定，法院判决撤销并责令重新作出决定。");
  await page.getByRole("button", { name: "发布" }).click();
  await expect(page.getByText("代表案例已添加，律师主页与名片即时可见")).toBeVisible();
  const lawyerId = new URL(page.url()).searchParams.get("lawyer");
  const rows = page.getByTestId("content-row");
  await expect(rows.last()).toContainText(caseTitle);
  for (let at = (await rows.count()) - 1; at > 0; at--) {
    await page.getByRole("button", { name: `上移 ${caseTitle}` }).click();
    await expect(rows.nth(at - 1)).toContainText(caseTitle);
  }
  await visitor.goto(`/authorInformation/${lawyerId}`);
  await expect(visitor.getByRole("region", { name: "代表案例" }).getByRole("listitem").first()).toContainText(caseTitle);
  await context.close();
});
