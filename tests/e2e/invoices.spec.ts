import { readFileSync } from "node:fs";
import { PDFDocument } from "pdf-lib";
import { anotherVisitor, expect, loginWithPassword, loginWithSms, test, trpcCall, uniquePhone } from "./support";

type Card = { id: number; title: string; priceFen: number; memberFree: boolean };

// 我的开票 end to end: a company user saves a title (the USCC check digit is checked), asks for a 专票
// for a paid order, the console issues it, the user downloads the PDF, then has it re-invoiced and the
// old one is reversed with a red-letter invoice.
test("a company user saves a title, requests a 专票, the admin issues it, the user downloads the PDF and re-invoices", async ({ page, context, browser }) => {
  test.setTimeout(90_000);
  const list = (await (await page.request.get("/admin/template/page?current=1&size=50")).json()) as { data: { records: Card[] } };
  const paid = list.data.records.find((t) => t.priceFen > 0 && !t.memberFree);
  if (!paid) throw new Error("no paid template in the seed");

  // A new user buys a template (the purchase itself is walked in buy-template.spec.ts).
  await page.goto("/");
  await loginWithSms(page, uniquePhone("136"));
  const order = await trpcCall<{ orderNo: string }>(page, "orders.create", { type: "TEMPLATE", templateId: paid.id });
  await trpcCall(page, "orders.prepay", { orderNo: order.orderNo, channel: "WECHAT" });
  const cashier = await context.newPage();
  await cashier.goto(`/pay/sandbox/${order.orderNo}?channel=WECHAT`);
  await cashier.getByRole("button", { name: "确认支付" }).click();
  await expect(cashier.getByRole("status")).toHaveText("支付成功，可返回原页面查看");
  await cashier.close();

  // The order can be invoiced; with no title yet the form leads to 常用抬头.
  await page.goto("/myInvoice");
  await expect(page.getByTestId("invoiceable-order").filter({ hasText: order.orderNo })).toBeVisible();
  await page.getByRole("link", { name: "添加发票抬头" }).click();
  await expect(page).toHaveURL(/\/myInvoice\/commonList$/);
  await page.getByLabel("单位名称").fill("深圳市腾讯计算机系统有限公司");
  await page.getByLabel("统一社会信用代码").fill("91440300708461136X");
  await page.getByLabel("注册地址").fill("深圳市南山区高新区科技中一路腾讯大厦35层");
  await page.getByLabel("注册电话").fill("0755-86013388");
  await page.getByLabel("开户银行").fill("招商银行深圳分行科技园支行");
  await page.getByLabel("银行账号").fill("755900012310101");
  await page.getByRole("button", { name: "保存抬头" }).click();
  await expect(page.getByText("统一社会信用代码不正确，请核对 18 位代码")).toBeVisible();
  await page.getByLabel("统一社会信用代码").fill("91440300708461136T");
  await page.getByLabel("注册地址").fill("深圳市南山区高新区科技中一路腾讯大厦35层");
  await page.getByLabel("注册电话").fill("0755-86013388");
  await page.getByLabel("开户银行").fill("招商银行深圳分行科技园支行");
  await page.getByLabel("银行账号").fill("755900012310101");
  await page.getByRole("button", { name: "保存抬头" }).click();
  await expect(page.getByText("发票抬头已保存")).toBeVisible();
  await expect(page.getByTestId("invoice-title")).toContainText("91440300708461136T");

  // The request: the order, the company title, 增值税专用发票, the e-mail.
  await page.getByRole("link", { name: "申请开票" }).click();
  await page.getByTestId("invoiceable-order").filter({ hasText: order.orderNo }).getByRole("checkbox").check();
  await expect(page.getByText(/已选 1 笔/)).toBeVisible();
  await page.getByRole("radio", { name: "数电发票（增值税专用发票）" }).check();
  await page.getByLabel("收票邮箱").fill("finance@example.com");
  await page.getByRole("button", { name: "提交开票申请" }).click();
  await expect(page).toHaveURL(/\/myInvoice\/invoiceInfo\?id=\d+$/);
  await expect(page.getByText("开票申请已提交，开具后将发送至您的收票邮箱")).toBeVisible();
  await expect(page.getByTestId("invoice-status")).toHaveText("待开票");
  const firstUrl = page.url();
  // Requested once, the order is no longer offered.
  await page.goto("/myInvoice");
  await expect(page.getByTestId("invoiceable-order").filter({ hasText: order.orderNo })).toHaveCount(0);

  // The admin issues it from the queue.
  const { context: adminContext, page: admin } = await anotherVisitor(browser);
  await admin.goto("/");
  await loginWithPassword(admin, "13800000000", "Qihe@2026");
  await admin.goto("/console/invoices");
  const item = admin.getByTestId("console-invoice").filter({ hasText: order.orderNo });
  await expect(item).toContainText("深圳市腾讯计算机系统有限公司");
  await item.getByRole("button", { name: "开具" }).click();
  await expect(admin.getByRole("status").filter({ hasText: "已开具" })).toBeVisible();

  // The user downloads the PDF: a one-page 样票.
  await page.goto(firstUrl);
  await expect(page.getByTestId("invoice-status")).toHaveText("已开票");
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "下载发票 PDF" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^发票\d{20}\.pdf$/);
  const pdf = await PDFDocument.load(readFileSync((await file.path()) ?? ""));
  expect(pdf.getPageCount()).toBe(1);
  expect(pdf.getTitle()).toMatch(/^样票 \d{20}$/);

  // 换开 as a 普通发票: the old invoice waits for its reversal until the new one is issued.
  await page.getByRole("link", { name: "申请换开" }).click();
  await expect(page).toHaveURL(/\/myInvoice\/againInvoice\?id=\d+$/);
  await page.getByRole("radio", { name: "数电发票（普通发票）" }).check();
  await page.getByLabel("换开原因").fill("财务要求改开普通发票");
  await page.getByRole("button", { name: "提交换开申请" }).click();
  await expect(page.getByText("换开申请已提交，开具新发票时原发票将同时红冲")).toBeVisible();
  await expect(page.getByTestId("invoice-status")).toHaveText("待开票");
  const secondUrl = page.url();

  await admin.goto("/console/invoices");
  await admin.getByTestId("console-invoice").filter({ hasText: "换开申请" }).filter({ hasText: order.orderNo }).getByRole("button", { name: "开具" }).click();
  await expect(admin.getByRole("status").filter({ hasText: "原发票已红冲" })).toBeVisible();
  await adminContext.close();

  await page.goto(secondUrl);
  await expect(page.getByTestId("invoice-status")).toHaveText("已开票");
  await page.goto(firstUrl);
  await expect(page.getByTestId("invoice-status")).toHaveText("已红冲");
  const red = page.waitForEvent("download");
  await page.getByRole("button", { name: "下载红字发票 PDF" }).click();
  expect((await red).suggestedFilename()).toMatch(/^红字发票\d{20}\.pdf$/);
  await page.goto("/myInvoice?tab=records");
  await expect(page.getByTestId("invoice-record")).toHaveCount(2);
  await page.screenshot({ path: "test-results/screens/my-invoice.png", fullPage: true });
});

test("on a phone the invoice pages fit the screen and an empty list says what can be invoiced", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/");
  await loginWithSms(page, uniquePhone("136"));
  await page.goto("/myInvoice");
  await expect(page.getByText("暂无可开票的订单")).toBeVisible();
  await page.goto("/myInvoice/commonList");
  await page.getByRole("radio", { name: "个人" }).check();
  await expect(page.getByLabel("统一社会信用代码")).toHaveCount(0);
  await page.getByLabel("个人姓名").fill("张三");
  await page.getByRole("button", { name: "保存抬头" }).click();
  await expect(page.getByText("发票抬头已保存")).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  // Another user's or an unknown invoice is simply not found.
  await page.goto("/myInvoice/invoiceInfo?id=999999");
  await expect(page.getByRole("heading", { name: "页面不存在" })).toBeVisible();
});
