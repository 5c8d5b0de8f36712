import AxeBuilder from "@axe-core/playwright";
import { LABOUR_CONTRACT as LABOUR } from "../fixtures/labour-contract";
import { expect, test, trpcCall } from "./support";

test("a visitor checks a labour contract: the 7-month probation and the missing dispute clause, each with its linked article", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("link", { name: "免费体检" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "合同体检" })).toBeVisible();

  await page.getByRole("button", { name: "开始体检" }).click();
  await expect(page.getByText("合同正文太短，请粘贴至少20个字")).toBeVisible();

  await page.getByRole("textbox", { name: "合同正文" }).fill(LABOUR);
  await page.getByRole("button", { name: "开始体检" }).click();
  await expect(page.getByRole("status").filter({ hasText: "按劳动合同检查" })).toBeVisible();

  const probation = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: /试用期超过法定上限/ }) });
  await expect(probation).toContainText("试用期最长2个月");
  await expect(probation.locator("mark")).toContainText("试用期为七个月");
  const dispute = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: /缺少“争议解决”条款/ }) });
  await expect(dispute.getByRole("link", { name: /《劳动争议调解仲裁法》第五条/ })).toBeVisible();
  await expect(page.getByRole("heading", { name: /大小写金额不一致/ })).toHaveCount(0);
  const { violations } = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);

  await probation.getByRole("link", { name: /《劳动合同法》第十九条/ }).click();
  await expect(page).toHaveURL(/\/regulations\/\d+#art-19$/);
  await expect(page.locator("#art-19")).toContainText("试用期不得超过一个月");
  await expect(page.locator("#art-19")).toBeInViewport();
});

test("the check is offered beside every template, and a wrong Word file is refused in Chinese", async ({ page }) => {
  await page.goto("/templateDetails/1");
  await page.getByRole("link", { name: "免费体检" }).click();
  await page
    .getByLabel("或上传 Word 文件（.docx，不超过 10MB）")
    .setInputFiles({ name: "合同.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.4 not word") });
  await page.getByRole("button", { name: "开始体检" }).click();
  await expect(page.getByText("仅支持 .docx 格式的 Word 文件")).toBeVisible();
});

test("a visitor compares a contract with a free template and sees the clause they left out", async ({ page }) => {
  await page.goto("/");
  const list = await trpcCall<{ records: { id: number }[] }>(page, "templates.list", { current: 1, size: 1, price: "free" }, "query");
  const id = list.records[0]?.id ?? 0;
  const { text } = await trpcCall<{ text: string }>(page, "templates.detail", { id }, "query");
  const clauses = text.split("\n").filter((l) => l.trim());
  const dropped = clauses[Math.floor(clauses.length / 2)] ?? "";

  await page.goto(`/templateDetails/${id}`);
  await page.getByRole("link", { name: "与我的合同对比" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "合同与范本对比" })).toBeVisible();
  await page.getByRole("textbox", { name: "您的合同" }).fill(clauses.filter((c) => c !== dropped).join("\n"));
  await page.getByRole("button", { name: "开始对比" }).click();
  await expect(page.getByRole("status").filter({ hasText: "您的合同缺少 1 条" })).toBeVisible();
  const removed = page.getByRole("listitem").filter({ hasText: "您的合同缺少" });
  await expect(removed).toHaveCount(1);
  await expect(removed).toContainText(dropped.trim());
});
