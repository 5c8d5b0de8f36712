import AxeBuilder from "@axe-core/playwright";
import { anotherVisitor, expect, loginWithPassword, test } from "./support";

const PASSWORD = "Qihe@2026";
// A kind of its own, so the seeded kinds other flows check against stay as they are.
const KIND = "技术服务合同";
const CONTRACT = "技术服务合同\n委托方：北京云帆科技有限公司\n受托方：上海启明信息技术有限公司\n受托方为委托方提供系统运维技术服务，服务费为人民币50,000元。";

// 合同体检规则 (issue 18): the content editor (13800000005) adds a kind of contract and a key clause in
// the console; a visitor's next check recognises the kind and reports the clause missing; once the clause
// is disabled it is not reported.
test("an editor adds a kind with a key clause; a visitor's check reports it missing until the editor disables it", async ({ page, browser }) => {
  test.setTimeout(60_000);
  await page.goto("/");
  await loginWithPassword(page, "13800000005", PASSWORD);
  await page.goto("/console");
  await page.getByRole("navigation", { name: "后台导航" }).getByRole("link", { name: "合同体检规则" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "合同体检规则" })).toBeVisible();
  await page.getByRole("navigation", { name: "合同类型" }).getByRole("link", { name: "劳动合同" }).click();
  await expect(page.getByTestId("key-clause").filter({ hasText: "社会保险" })).toContainText("《中华人民共和国劳动合同法（2012修正）》第十七条");
  await expect(page.getByText("该类型不能删除：“试用期上限”规则按此类型运行。")).toBeVisible();
  const { violations } = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);

  await page.getByRole("link", { name: "＋ 新增类型" }).click();
  // The form is filled once the navigation has rendered it; a value typed into the page it replaces is lost.
  await expect(page).toHaveURL(/kind=new$/);
  await expect(page.getByRole("heading", { level: 2, name: "新增合同类型" })).toBeVisible();
  await page.getByLabel("类型名称").fill(KIND);
  await page.getByLabel("识别规则（每行一条）").fill("技术服务合同|(委托方|受托方)…30技术服务");
  await page.getByRole("button", { name: "新增类型" }).click();
  await expect(page.getByText(`已新增合同类型“${KIND}”，请继续添加它的关键条款`)).toBeVisible();
  await page.getByRole("navigation", { name: "合同类型" }).getByRole("link", { name: KIND }).click();
  await page.getByRole("link", { name: "新增关键条款" }).click();
  await expect(page.getByRole("heading", { level: 1, name: `新建“${KIND}”的关键条款` })).toBeVisible();

  // A regular expression that could hang the check is refused on the page, with the reason.
  await page.getByLabel("条款名称").fill("技术成果归属");
  await page.getByLabel("匹配规则（每行一条）").fill("(成果+)+$");
  await page.getByLabel("缺少时的提示理由").fill("技术服务中形成的成果归谁所有，应在合同中写明。");
  await page.getByLabel("法律依据（每行一条）").fill("《民法典》第四百七十条");
  await page.getByRole("button", { name: "发布" }).click();
  await expect(page.getByText("匹配规则第 1 条：匹配规则不支持符号“+”")).toBeVisible();
  await page.getByLabel("匹配规则（每行一条）").fill("(成果|知识产权)…30(归属|所有)");
  await page.getByRole("button", { name: "发布" }).click();
  await expect(page.getByText("关键条款已添加，下一次体检即按此检查")).toBeVisible();

  const { context, page: visitor } = await anotherVisitor(browser);
  const check = async () => {
    await visitor.goto("/contractCheck");
    await visitor.getByRole("textbox", { name: "合同正文" }).fill(CONTRACT);
    await visitor.getByRole("button", { name: "开始体检" }).click();
    await expect(visitor.getByRole("status").filter({ hasText: `按${KIND}检查` })).toBeVisible();
  };
  await check();
  const missing = visitor.getByRole("listitem").filter({ has: visitor.getByRole("heading", { name: /缺少“技术成果归属”条款/ }) });
  await expect(missing.getByRole("link", { name: /《民法典》第四百七十条/ })).toBeVisible();

  await page.getByRole("button", { name: "停用 技术成果归属" }).click();
  await expect(page.getByText("已停用，体检不再检查该条款")).toBeVisible();
  await check();
  await expect(missing).toHaveCount(0);

  page.on("dialog", (dialog) => dialog.accept());
  await page.getByRole("button", { name: `删除该类型 ${KIND}` }).click();
  await expect(page.getByText("已删除该合同类型及其关键条款")).toBeVisible();
  await context.close();
});
