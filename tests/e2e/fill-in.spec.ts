import { readFileSync } from "node:fs";
import { strFromU8, unzipSync } from "fflate";
import { expect, loginWithPassword, test, trpcCall } from "./support";

// The demo VIP (13800000003) fills in a member-free lease online: the preview follows the typing, a box
// of the lease's alternatives is ticked, the premises' address is picked by region plus a detail line,
// the downloaded Word file holds the values and the rent in capitals (a PDF downloads too), and the
// saved draft is resumed from 我的合同 (then deleted, so the demo account's drafts stay below the limit).

type Listed = { records: { id: number; title: string; priceFen: number; memberFree: boolean }[] };

test("a VIP fills in a member-free lease, downloads it as Word, saves the draft and resumes it from 我的合同", async ({ page }) => {
  test.setTimeout(60_000);
  const listed = await trpcCall<Listed>(page, "templates.list", { keyword: "商铺租赁合同", price: "vip", size: 20 }, "query");
  const lease = listed.records.find((t) => t.title === "商铺租赁合同" && t.memberFree && t.priceFen > 0);
  if (!lease) throw new Error("the seed has no member-free 商铺租赁合同");

  await page.goto(`/templateDetails/${lease.id}/fill`);
  await expect(page.getByText("登录后即可在线填写合同")).toBeVisible();
  await page.goto(`/templateDetails/${lease.id}`);
  await expect(page.getByRole("button", { name: "在线填写" })).toBeDisabled();
  await expect(page.getByText("购买或开通会员后即可在线填写")).toBeVisible();
  await loginWithPassword(page, "13800000003", "Qihe@2026");
  await page.getByRole("link", { name: "在线填写" }).click();
  await expect(page.getByRole("heading", { name: "在线填写" })).toBeVisible();

  const preview = page.getByTestId("fill-preview");
  await page.getByLabel("甲方（出租人）", { exact: true }).fill("上海安居置业有限公司");
  await expect(preview).toContainText("甲方（出租人）：上海安居置业有限公司");
  await expect(preview).toContainText("甲方（签字或盖章）：上海安居置业有限公司");
  const rent = page.getByLabel("第一年度月租金", { exact: true });
  await rent.fill("12300");
  await expect(page.getByText("大写：壹万贰仟叁佰元整")).toBeVisible();
  await expect(preview).toContainText("人民币（大写）壹万贰仟叁佰元整（¥12,300.00）");

  const proof = page.getByRole("group", { name: "该房屋权属证明文件", exact: true });
  await expect(page.getByLabel("该房屋权属证明文件（其他）")).toHaveCount(1);
  await proof.getByRole("radio", { name: "不动产权证书" }).check();
  await expect(preview).toContainText("该房屋权属证明文件为■不动产权证书　□");
  await expect(page.getByLabel("该房屋权属证明文件（其他）")).toHaveCount(0);

  const premises = page.getByRole("group", { name: "甲方将其合法拥有的坐落于", exact: true });
  await premises.getByLabel("省份").selectOption({ label: "上海市" });
  await premises.getByLabel("区县").selectOption({ label: "黄浦区" });
  await premises.getByLabel("详细地址").fill("南京东路 100 号");
  await expect(preview).toContainText("坐落于上海市黄浦区南京东路 100 号的房屋");

  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "下载 Word" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe("商铺租赁合同.docx");
  const xml = strFromU8(unzipSync(new Uint8Array(readFileSync((await file.path()) ?? "")))["word/document.xml"] ?? new Uint8Array());
  expect(xml).toContain("甲方（出租人）：上海安居置业有限公司");
  expect(xml).toContain("壹万贰仟叁佰元整");
  expect(xml).toContain("12,300.00");
  expect(xml).toContain("■不动产权证书");
  expect(xml).toContain("坐落于上海市黄浦区南京东路 100 号的房屋");

  const pdfDownload = page.waitForEvent("download");
  await page.getByRole("button", { name: "下载 PDF" }).click();
  const pdf = await pdfDownload;
  expect(pdf.suggestedFilename()).toBe("商铺租赁合同.pdf");
  expect(
    readFileSync((await pdf.path()) ?? "")
      .subarray(0, 5)
      .toString(),
  ).toBe("%PDF-");

  await page.getByLabel("合同名称").fill("商铺租赁合同（南京西路店）");
  await page.getByRole("button", { name: "保存草稿" }).click();
  await expect(page.getByText(/草稿已保存/)).toBeVisible();
  await expect(page).toHaveURL(/[?&]draft=\d+/);

  await page.goto("/myTemplate?tab=contracts");
  const row = page.getByTestId("my-contract").filter({ hasText: "商铺租赁合同（南京西路店）" });
  await expect(row).toHaveCount(1);
  await row.getByRole("link", { name: "继续填写" }).click();
  await expect(page.getByLabel("甲方（出租人）", { exact: true })).toHaveValue("上海安居置业有限公司");
  await expect(page.getByLabel("第一年度月租金", { exact: true })).toHaveValue("12300");
  await expect(proof.getByRole("radio", { name: "不动产权证书" })).toBeChecked();
  await expect(premises.getByLabel("区县")).toHaveValue("310101");
  await expect(premises.getByLabel("详细地址")).toHaveValue("南京东路 100 号");
  await expect(preview).toContainText("壹万贰仟叁佰元整");

  await page.goto("/myTemplate?tab=contracts");
  await row.getByRole("button", { name: "删除" }).click();
  await expect(page.getByRole("status").filter({ hasText: "草稿已删除" })).toBeVisible();
  await expect(row).toHaveCount(0);
});

// 填写项确认 in the console: 内容审核 corrects a guessed label and marks a blank 不需填写 on a template
// no other flow fills in; the page then reads the confirmation back.
test("内容审核 confirms which blanks of a template are which, and the confirmation is read back", async ({ page }) => {
  test.setTimeout(60_000);
  const listed = await trpcCall<Listed>(page, "templates.list", { keyword: "写字楼租赁合同", size: 20 }, "query");
  const office = listed.records.find((t) => t.title === "写字楼租赁合同");
  if (!office) throw new Error("the seed has no 写字楼租赁合同");
  await page.goto("/");
  await loginWithPassword(page, "13800000005", "Qihe@2026");
  // Reached from 范本管理's row of the template.
  await page.goto(`/console/content/templates?keyword=${encodeURIComponent(office.title)}`);
  await page.getByRole("link", { name: `填写项 ${office.title}` }).click();
  await expect(page).toHaveURL(new RegExp(`/console/content/templates/${office.id}/blanks$`));
  await expect(page.getByRole("heading", { name: "填写项确认" })).toBeVisible();
  await page.getByLabel("签订信息 签订地点 的名称").fill("签订地点（城市）");
  await page.getByLabel("第一条　房屋基本情况 编号 的类型").selectOption({ label: "不需填写" });
  await page.getByRole("button", { name: "确认填写项" }).click();
  await expect(page.getByText(/已于 .+ 确认/)).toBeVisible({ timeout: 15_000 });

  await page.reload();
  await expect(page.getByText(/已于 .+ 确认/)).toBeVisible();
  await expect(page.getByLabel("签订信息 签订地点 的名称")).toHaveValue("签订地点（城市）");
  await expect(page.getByLabel("第一条　房屋基本情况 编号 的类型")).toHaveValue("skip");
});
