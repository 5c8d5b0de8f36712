import { AlignmentType, Document, HeadingLevel, LevelFormat, Packer, Paragraph, TextRun, UnderlineType } from "docx";
import { anotherVisitor, expect, loginDialogVia, loginWithPassword, loginWithSms, payAtSandboxCashier, test, uniquePhone } from "./support";

const PASSWORD = "Qihe@2026";
const DOCX_MIME = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";

/** A random common Han character: the fixture differs from every library text, so no duplicate refusal. */
const han = () => String.fromCharCode(0x4e00 + Math.floor(Math.random() * 0x4000));
const sprinkle = (text: string) => [...text].map((ch, i) => (i % 4 === 3 ? `${ch}${han()}` : ch)).join("");

const CLAUSES = [
  "发包方将位于本村东坡的茶园交由承包方经营管理，茶园面积、四至与现有茶树株数以附件所列清单为准。",
  "承包期限自本合同生效之日起计算，承包方应当按照茶叶种植技术规范进行施肥、修剪、病虫害防治与采摘。",
  "承包费每年人民币________元，承包方应于每年三月三十一日前一次付清当年承包费，逾期按日支付违约金。",
  "承包方不得改变茶园的农业用途，不得在茶园内建设永久性建筑物，不得擅自将茶园转包给第三人经营。",
  "因自然灾害导致茶叶减产超过三成的，双方可以协商减免当年承包费，承包方应当及时通知发包方并提供证明。",
  "承包期满，承包方应当将茶园及其附属设施完好交还发包方；承包方新栽种的茶树，由发包方按评估价值补偿。",
  "本合同未尽事宜，双方可以另行签订补充协议；发生争议的，协商不成，任何一方可以向茶园所在地人民法院起诉。",
];

/** A tea-garden contract as Word writes it (docx package): a title, a heading, numbered clauses and a blank. */
async function fixtureDocx(): Promise<Buffer> {
  const doc = new Document({
    numbering: { config: [{ reference: "clauses", levels: [{ level: 0, format: LevelFormat.DECIMAL, text: "%1.", alignment: AlignmentType.LEFT }] }] },
    sections: [
      {
        children: [
          new Paragraph({ text: "茶园承包经营合同", heading: HeadingLevel.TITLE }),
          new Paragraph({ children: [new TextRun("发包方（甲方）："), new TextRun({ text: "          ", underline: { type: UnderlineType.SINGLE } })] }),
          new Paragraph({ text: "第一章 承包内容", heading: HeadingLevel.HEADING_1 }),
          ...CLAUSES.map((c) => new Paragraph({ text: sprinkle(c), numbering: { reference: "clauses", level: 0 } })),
        ],
      },
    ],
  });
  return Packer.toBuffer(doc);
}

test("a user uploads a template, the admin rejects it, the author resubmits, the admin approves, a visitor finds and buys it, the author sees the sale", async ({
  page,
  browser,
}) => {
  // Three people, two logins by SMS, two reviews and a payment: longer than the default budget.
  test.setTimeout(90_000);
  const title = `茶园承包经营合同${Date.now() % 1_000_000}`;
  await page.goto("/");
  await loginWithSms(page, uniquePhone("135"));

  // Upload and preview: the text the server read from the Word file, as a buyer will see it.
  await page.goto("/mySpecialArea/add");
  await page.getByLabel("选择 Word 文件").setInputFiles({ name: "茶园承包.docx", mimeType: DOCX_MIME, buffer: await fixtureDocx() });
  await page.getByRole("button", { name: "上传并预览" }).click();
  await expect(page).toHaveURL(/\/mySpecialArea\/add\?id=\d+$/);
  const preview = page.getByRole("region", { name: /买家看到的正文/ });
  await expect(preview).toContainText("第一章 承包内容");
  await expect(preview).toContainText("1. 发包方");
  await expect(preview).toContainText("发包方（甲方）：__________");

  await page.getByLabel("标题", { exact: true }).fill(title);
  await page.getByLabel("分类", { exact: true }).selectOption({ index: 1 });
  await page.getByLabel("适用场景").fill("适用于村集体或个人将茶园发包给种植大户经营的情形。");
  await page.getByLabel("使用说明（每行一条）").fill("签约前核实茶园权属");
  await page.getByLabel("风险提示（每行一条）").fill("注意承包期限不得超过土地承包剩余期限");
  await page.getByRole("radio", { name: "付费", exact: true }).check();
  await page.getByLabel("价格（元）").fill("9.90");
  await page.getByRole("button", { name: "提交审核" }).click();
  await expect(page).toHaveURL(/\/myTemplate\?tab=uploads$/);
  const row = page.getByTestId("my-upload").filter({ hasText: title });
  await expect(row).toContainText("审核中");

  // The admin rejects it with a reason the author sees.
  const admin = await anotherVisitor(browser);
  await admin.page.goto("/");
  await loginWithPassword(admin.page, "13800000000", PASSWORD);
  await admin.page.goto("/console/reviews");
  await admin.page.getByRole("link", { name: title }).click();
  await expect(admin.page.getByRole("article", { name: `审核：${title}` })).toContainText("第一章 承包内容");
  await admin.page.getByLabel("驳回原因").fill("使用说明过于简略，请补充签约步骤");
  await admin.page.getByRole("button", { name: "驳回" }).click();
  await expect(admin.page.getByRole("status")).toHaveText("已驳回，作者将看到驳回原因");

  // The author edits and resubmits.
  await page.reload();
  await expect(row).toContainText("未通过");
  await expect(row).toContainText("驳回原因：使用说明过于简略，请补充签约步骤");
  await row.getByRole("link", { name: "编辑" }).click();
  await expect(page.getByText("未通过审核：使用说明过于简略，请补充签约步骤")).toBeVisible();
  await page.getByLabel("使用说明（每行一条）").fill("签约前核实茶园权属\n约定采摘季的交接方式");
  await page.getByRole("button", { name: "提交审核" }).click();
  await expect(page).toHaveURL(/\/myTemplate\?tab=uploads$/);
  await expect(row).toContainText("审核中");

  // The admin approves: the template is live and searchable at once.
  await admin.page.goto("/console/reviews");
  await admin.page.getByRole("link", { name: title }).click();
  await admin.page.getByRole("button", { name: "通过" }).click();
  await expect(admin.page.getByRole("status")).toHaveText("已通过，范本已上架并可被搜索到");
  await admin.context.close();

  // A visitor finds it by a two-character search and buys it in the sandbox.
  const buyer = await anotherVisitor(browser);
  await buyer.page.goto("/");
  await buyer.page.getByRole("searchbox", { name: "搜索合同范本" }).fill("茶园");
  await buyer.page.getByRole("searchbox", { name: "搜索合同范本" }).press("Enter");
  await buyer.page.getByRole("link", { name: title }).first().click();
  await expect(buyer.page.getByRole("heading", { name: title })).toBeVisible();
  await expect(buyer.page.getByText("用户提供", { exact: true }).first()).toBeVisible();
  await loginWithSms(buyer.page, uniquePhone("133"), loginDialogVia(buyer.page, "立即购买"));
  const popup = buyer.page.getByRole("dialog", { name: "购买合同范本" });
  await expect(popup.getByTestId("pay-amount")).toHaveText("¥9.90");
  await payAtSandboxCashier(popup, buyer.context);
  await expect(buyer.page.getByTestId("unlocked")).toBeVisible({ timeout: 10_000 });
  await buyer.context.close();

  // The author's row shows the sale and 70 % of it.
  await page.reload();
  await expect(row).toContainText("已通过");
  await expect(row).toContainText("售出 1");
  await expect(row).toContainText("收益 ¥6.93");
  // 上传专区 adds up the author's live uploads.
  await page.goto("/mySpecialArea");
  const totals = page.getByRole("region", { name: "创作统计 · 范本" });
  await expect(totals.getByRole("definition").filter({ hasText: "¥6.93" })).toBeVisible();
  await expect(totals).toContainText("售出1");
});
