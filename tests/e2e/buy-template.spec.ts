import { readFileSync } from "node:fs";
import { expect, loginDialogVia, loginWithSms, test, uniquePhone } from "./support";

type Card = { id: number; title: string; priceFen: number; memberFree: boolean };

test("a visitor buys a template through the sandbox cashier, downloads the DOCX and e-mails it", async ({ page, context }) => {
  const list = (await (await page.request.get("/admin/template/page?current=1&size=50")).json()) as { data: { records: Card[] } };
  const paid = list.data.records.find((t) => t.priceFen > 0 && !t.memberFree);
  if (!paid) throw new Error("no paid template in the seed");

  await page.goto(`/templateDetails/${paid.id}`);
  await expect(page.getByTestId("locked")).toBeVisible();
  // A visitor's 立即购买 asks for a login first; afterwards the payment popup opens by itself.
  const phone = uniquePhone("133");
  await loginWithSms(page, phone, loginDialogVia(page, "立即购买"));
  const popup = page.getByRole("dialog", { name: "购买合同范本" });
  await expect(popup).toBeVisible();
  await expect(popup.getByTestId("pay-amount")).toHaveText(/^¥\d/);
  await expect(popup.getByRole("img", { name: "微信支付付款码" })).toBeVisible();
  await popup.getByRole("tab", { name: "支付宝" }).click();
  const cashierLink = popup.getByRole("link", { name: /沙箱环境/ });
  await expect(cashierLink).toHaveAttribute("href", /\/pay\/sandbox\/QH\d{20}\?channel=ALIPAY$/);

  const cashier = await context.newPage();
  await cashier.goto((await cashierLink.getAttribute("href")) ?? "");
  await expect(cashier.getByRole("heading", { name: "支付宝" })).toBeVisible();
  await cashier.getByRole("button", { name: "确认支付" }).click();
  await expect(cashier.getByRole("status")).toHaveText("支付成功，可返回原页面查看");
  await cashier.close();

  // The popup learns of the payment by itself and the page unlocks.
  await expect(popup).toBeHidden({ timeout: 10_000 });
  await expect(page.getByTestId("unlocked")).toBeVisible();
  await expect(page.getByRole("heading", { name: "合同全文" })).toBeVisible();

  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "下载范本" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`${paid.title}.docx`);
  const bytes = readFileSync((await file.path()) ?? "");
  expect(bytes.subarray(0, 4)).toEqual(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
  expect(bytes.toString("latin1")).toContain("word/document.xml");

  await page.getByRole("button", { name: "发送到邮箱" }).click();
  await page.getByPlaceholder("请输入接收范本的邮箱").fill("not-an-email");
  await page.getByRole("button", { name: "发送", exact: true }).click();
  await expect(page.getByRole("alert").filter({ hasText: "邮箱地址格式不正确" })).toBeVisible();
  const address = `buyer${phone}@example.cn`;
  await page.getByPlaceholder("请输入接收范本的邮箱").fill(address);
  await page.getByRole("button", { name: "发送", exact: true }).click();
  await expect(page.getByText(`已发送至 ${address}`)).toBeVisible();
  const outbox = (await (await page.request.get(`/__dev/email.json?to=${encodeURIComponent(address)}`)).json()) as { subject: string; bodyText: string }[];
  expect(outbox[0]?.subject).toContain(paid.title);
  expect(outbox[0]?.bodyText).toMatch(/\/files\/templates\//);
});
