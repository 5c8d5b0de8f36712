import { anotherVisitor, expect, loginWithPassword, test } from "./support";

const PASSWORD = "Qihe@2026";

// A lawyer writes an article in the rich-text editor and submits it; the admin approves it in 内容审核;
// it is published on 法律文集 with the author card; the lawyer withdraws it and republishes it, which
// sends it back to review.
test("a lawyer writes and submits an article, the admin approves it, the lawyer withdraws and republishes it", async ({ page, browser }) => {
  // Two people and a review in the console: longer than a one-page flow.
  test.setTimeout(60_000);
  const title = `电子合同签署效力实务要点${Date.now() % 1_000_000}`;
  await page.goto("/");
  await loginWithPassword(page, "13800000002", PASSWORD);

  await page.goto("/mySpecialArea/articleAdd");
  await expect(page.getByRole("heading", { name: "写文章" })).toBeVisible();
  await page.getByRole("textbox", { name: "标题", exact: true }).fill(title);
  await page.getByRole("combobox", { name: "分类" }).selectOption({ label: "合同实务" });
  const body = page.getByRole("textbox", { name: "正文", exact: true });
  await body.click();
  await page.getByRole("button", { name: "标题", exact: true }).click();
  await page.keyboard.type("一、签署主体的确认");
  // Too short to review: saved as a draft, and the form goes on editing that same draft.
  await page.getByRole("button", { name: "提交审核" }).click();
  await expect(page.getByRole("alert")).toHaveText("正文至少 100 个字才能提交审核");
  await body.click();
  await page.keyboard.press("End");
  await page.keyboard.press("Enter");
  await page.getByRole("button", { name: "加粗" }).click();
  await page.keyboard.type("可靠的电子签名与手写签名具有同等的法律效力。");
  await page.getByRole("button", { name: "加粗" }).click();
  await page.keyboard.type(
    "根据电子签名法的规定，当事人约定使用电子签名、数据电文的文书，不得仅因为其采用电子签名、数据电文的形式而否定其法律效力。实务中应当核验签署人身份，保存签署过程的完整记录，并由可信的第三方平台存证，以便发生争议时举证。",
  );
  await expect(body.locator("strong")).toHaveText("可靠的电子签名与手写签名具有同等的法律效力。");
  await page.getByRole("button", { name: "提交审核" }).click();
  await expect(page).toHaveURL(/\/mySpecialArea$/);
  await expect(page.getByRole("status")).toHaveText("文章已提交审核");
  await expect(page.getByRole("heading", { name: "创作统计 · 范本" })).toBeVisible();
  const reviewing = page.getByRole("region", { name: "创作统计 · 文章" }).getByRole("definition").nth(2);
  await expect(reviewing).not.toHaveText("0");
  await expect(page.getByText(/^近 30 天阅读 \d+ 次$/)).toBeVisible();
  await expect(page.getByRole("img", { name: /每日阅读$/ })).toBeVisible();
  const row = page.getByTestId("my-article").filter({ hasText: title });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("审核中");
  await expect(row.getByRole("button", { name: `撤回审核：${title}` })).toBeVisible();

  // The console approves it from the articles tab of 内容审核, reading it as readers will.
  const admin = await anotherVisitor(browser);
  await admin.page.goto("/");
  await loginWithPassword(admin.page, "13800000000", PASSWORD);
  await admin.page.goto("/console/reviews");
  await admin.page.getByRole("navigation", { name: "审核类别" }).getByRole("link", { name: /^文章/ }).click();
  const link = admin.page.getByRole("link", { name: title });
  const id = Number(new URL((await link.getAttribute("href")) ?? "", "http://qihe.test").searchParams.get("id"));
  expect(id).toBeGreaterThan(0);
  await link.click();
  const review = admin.page.getByRole("article", { name: `审核：${title}` });
  await expect(review.getByRole("heading", { level: 2, name: "一、签署主体的确认" })).toBeVisible();
  await review.getByRole("button", { name: "通过" }).click();
  await expect(admin.page.getByRole("status")).toHaveText("已通过，文章已发布到法律文集");
  await admin.context.close();

  // Published: on 法律文集, with the author card and the formatting the editor gave it.
  await page.goto("/lawyerArticle");
  await page.getByRole("region", { name: "文章列表" }).getByRole("link", { name: title }).first().click();
  await expect(page).toHaveURL(new RegExp(`/articleDetails/${id}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  await expect(page.getByRole("heading", { level: 2, name: "一、签署主体的确认" })).toBeVisible();
  await expect(page.locator("article strong")).toHaveText("可靠的电子签名与手写签名具有同等的法律效力。");
  await expect(page.getByTestId("author-card")).toContainText("王建国");

  // Withdrawn, it is gone from the public site; republished, it waits for review again.
  await page.goto("/mySpecialArea");
  await row.getByRole("button", { name: `撤回发布：${title}` }).click();
  await expect(page.getByRole("status")).toHaveText("文章已撤回发布");
  await expect(row).toContainText("已撤回");
  const gone = await page.goto(`/articleDetails/${id}`);
  expect(gone?.status()).toBe(404);
  await page.goto("/mySpecialArea");
  await row.getByRole("button", { name: `重新发布：${title}` }).click();
  await expect(page.getByRole("status")).toHaveText("文章已重新提交审核");
  await expect(row).toContainText("审核中");
});
