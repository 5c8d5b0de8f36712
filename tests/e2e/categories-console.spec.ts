import type { Page } from "@playwright/test";
import { anotherVisitor, expect, loginWithPassword, test } from "./support";

// 分类管理 (issue 16): the content editor (13800000005) adds a clause category with two children,
// reorders them by drag and by 上移, renames one and deletes another; a visitor's clause filter follows
// each change at once.
test("an editor builds a clause category, reorders its children by drag and by 上移; the public filter follows at once", async ({ page, browser }) => {
  test.setTimeout(60_000);
  const slug = `e2e-${Date.now().toString(36)}`;
  // Unique per run: a name is unique among its siblings.
  const top = `知识产权许可${slug.slice(-4)}`;
  await page.goto("/");
  await loginWithPassword(page, "13800000005", "Qihe@2026");
  await page.goto("/console/categories?tree=clause");
  await expect(page.getByRole("navigation", { name: "分类" }).getByRole("link", { name: "条款分类" })).toHaveAttribute("aria-current", "page");

  const create = page.getByRole("form", { name: "新建分类" });
  const row = (name: string) => page.getByTestId("category-row").filter({ has: page.getByRole("textbox", { name: `名称：${name}` }) });
  // A slug outside lowercase latin, digits and hyphens is refused in the page.
  await create.getByLabel("分类名称").fill(top);
  await create.getByLabel(/^标识/).fill("Bad Slug");
  await create.getByRole("button", { name: "添加分类" }).click();
  await expect(create.getByRole("alert")).toHaveText("标识只能由小写英文字母、数字和连字符组成，且不能以连字符开头或结尾");
  await create.getByLabel(/^标识/).fill(slug);
  await create.getByRole("button", { name: "添加分类" }).click();
  await expect(page.getByText(`已添加分类“${top}”`)).toBeVisible();
  // The form is remounted empty once the revalidated list holds the new row: wait for it before typing again.
  await expect(row(top)).toBeVisible();
  for (const name of ["独占许可", "普通许可"]) {
    await create.getByLabel("分类名称").fill(name);
    await create.getByLabel("上级分类").selectOption({ label: top });
    await create.getByRole("button", { name: "添加分类" }).click();
    await expect(page.getByText(`已添加分类“${name}”`)).toBeVisible();
    await expect(row(name)).toBeVisible();
  }

  const { context, page: visitor } = await anotherVisitor(browser);
  const publicChildren = async (v: Page) => {
    await v.goto(`/clause?category=${slug}`);
    const links = v.getByRole("navigation", { name: "条款分类" }).getByRole("link");
    const names = await links.evaluateAll((els) => els.filter((e) => (e as HTMLElement).offsetParent !== null).map((e) => e.textContent ?? ""));
    return names.map((n) => n.replace(/\s*\d+$/, "")).filter((n) => n === "独占许可" || n === "普通许可");
  };
  expect(await publicChildren(visitor)).toEqual(["独占许可", "普通许可"]);

  // Drag 普通许可 by its handle onto 独占许可: it goes first.
  await row("普通许可").getByTestId("drag-handle").dragTo(row("独占许可"));
  await expect(page.getByText("顺序已更新")).toBeVisible();
  expect(await publicChildren(visitor)).toEqual(["普通许可", "独占许可"]);

  // The keyboard's way: 上移 brings 独占许可 back first.
  await row("独占许可").getByRole("button", { name: "上移 独占许可" }).click();
  await expect(row("独占许可").getByRole("button", { name: "上移 独占许可" })).toBeDisabled();
  expect(await publicChildren(visitor)).toEqual(["独占许可", "普通许可"]);

  // Rename in place; delete the other after confirming.
  await row("独占许可").getByRole("textbox", { name: "名称：独占许可" }).fill("排他许可");
  await row("独占许可").getByRole("button", { name: "保存 独占许可" }).click();
  await expect(page.getByText("分类已保存")).toBeVisible();
  page.once("dialog", (d) => d.accept());
  await row("普通许可").getByRole("button", { name: "删除 普通许可" }).click();
  await expect(page.getByText("分类已删除")).toBeVisible();
  await visitor.goto(`/clause?category=${slug}`);
  const nav = visitor.getByRole("navigation", { name: "条款分类" });
  await expect(nav.getByRole("link", { name: /^排他许可/ }).first()).toBeAttached();
  await expect(nav.getByRole("link", { name: /^普通许可/ })).toHaveCount(0);

  // A category with children is not deleted; the refusal says why.
  page.once("dialog", (d) => d.accept());
  await row(top)
    .getByRole("button", { name: `删除 ${top}` })
    .click();
  await expect(page.getByRole("alert")).toHaveText("该分类下还有 1 个子分类，不能删除");
  await context.close();
});
