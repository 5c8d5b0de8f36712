import { anotherVisitor, expect, loginWithPassword, test } from "./support";

const PASSWORD = "Qihe@2026";

// 数据字典: the content editor (13800000005) adds a lawyer title, a footer link and a professional field
// in the console; a visitor sees the title and the field among the /seekLawyer filters and the link,
// renamed, in the footer.
test("a content editor adds a title and edits a footer link, and a visitor sees both", async ({ page, browser }) => {
  const stamp = String(Date.now()).slice(-4);
  const title = `首席顾问${stamp}`;
  await page.goto("/");
  await loginWithPassword(page, "13800000005", PASSWORD);
  await page.goto("/console/dictionaries");
  await expect(page.getByRole("navigation", { name: "后台导航" }).getByRole("link", { name: "数据字典" })).toBeVisible();
  const tabs = page.getByRole("navigation", { name: "字典" });
  await tabs.getByRole("link", { name: "律师职称" }).click();
  await page.getByLabel("名称", { exact: true }).fill(title);
  await page.getByRole("button", { name: "添加", exact: true }).click();
  await expect(page.getByRole("status")).toHaveText(`已添加“${title}”`);
  await expect(page.getByLabel(`名称：${title}`)).toHaveValue(title);

  // A second name for the same title is refused in words.
  await page.getByLabel("名称", { exact: true }).fill(title);
  await page.getByRole("button", { name: "添加", exact: true }).click();
  await expect(page.getByRole("alert")).toHaveText("同一字典中已有同名项，请换一个名称");

  await tabs.getByRole("link", { name: "页脚链接" }).click();
  await expect(page).toHaveURL(/tab=footer_link/);
  await page.getByLabel("名称", { exact: true }).fill(`帮助中心${stamp}`);
  await page.getByLabel("链接（站内路径或 https 网址）").fill("javascript:alert(1)");
  await page.getByRole("button", { name: "添加", exact: true }).click();
  await expect(page.getByRole("alert")).toHaveText("站外链接只能是 https:// 开头的网址");
  await page.getByLabel("链接（站内路径或 https 网址）").fill("/regulations");
  await page.getByRole("button", { name: "添加", exact: true }).click();
  await expect(page.getByRole("status")).toHaveText(`已添加“帮助中心${stamp}”`);
  await page.getByLabel(`名称：帮助中心${stamp}`).fill(`使用帮助${stamp}`);
  await page.getByRole("button", { name: `保存 帮助中心${stamp}` }).click();
  await expect(page.getByRole("status")).toHaveText("已保存");

  // A new top-level professional field, last in the tree.
  await tabs.getByRole("link", { name: "专业领域" }).click();
  await page.getByLabel("领域名称", { exact: true }).fill(`数据合规${stamp}`);
  await page.getByRole("button", { name: "添加领域" }).click();
  await expect(page.getByRole("status")).toHaveText(`已添加领域“数据合规${stamp}”`);

  const { context, page: visitor } = await anotherVisitor(browser);
  await visitor.goto("/seekLawyer");
  const titles = visitor.getByRole("group", { name: "职称" });
  await expect(titles.getByRole("link", { name: title })).toBeVisible();
  await titles.getByRole("link", { name: title }).click();
  await expect(visitor).toHaveURL(new RegExp(`title=${encodeURIComponent(title)}`));
  await expect(titles.getByRole("link", { name: title })).toHaveAttribute("aria-current", "true");
  await expect(visitor.getByRole("group", { name: "专业领域" }).getByRole("link", { name: `数据合规${stamp}` })).toBeVisible();
  const footer = visitor.getByRole("contentinfo");
  await expect(footer.getByRole("link", { name: `使用帮助${stamp}` })).toHaveAttribute("href", "/regulations");
  await expect(footer.getByRole("link", { name: `帮助中心${stamp}` })).toHaveCount(0);
  await context.close();
});
