import type { Locator, Page } from "@playwright/test";
import { expect, test, uniquePhone } from "./support";

type Card = { id: number; title: string; priceFen: number; memberFree: boolean };

/** Moves the focus with Tab (Shift+Tab never needed here) until `target` has it: what a keyboard user does. */
async function tabTo(page: Page, target: Locator, limit = 80): Promise<void> {
  for (let i = 0; i < limit; i++) {
    if (await target.evaluate((el) => el === document.activeElement, undefined, { timeout: 1000 }).catch(() => false)) return;
    await page.keyboard.press("Tab");
  }
  throw new Error(`Tab never reached ${target}`);
}

// Issue 20: the template purchase with the keyboard alone — open the login from 立即购买, register with
// an SMS code (the slider moved with the arrow keys), pay at the sandbox cashier, download the file.
test("a visitor buys a template with the keyboard only", async ({ page, context }) => {
  test.setTimeout(60_000);
  const list = (await (await page.request.get("/admin/template/page?current=1&size=50")).json()) as { data: { records: Card[] } };
  const paid = list.data.records.find((t) => t.priceFen > 0 && !t.memberFree);
  if (!paid) throw new Error("no paid template in the seed");
  await page.goto(`/templateDetails/${paid.id}`);

  await tabTo(page, page.getByRole("button", { name: "立即购买" }));
  await page.keyboard.press("Enter");
  const login = page.getByRole("dialog", { name: "登录契合" });
  await expect(login).toBeVisible();
  // Inside the modal dialog the focus stays in it: Tab reaches the login methods, the arrow key picks 验证码登录.
  await tabTo(page, login.getByRole("tab", { name: "微信登录" }));
  await page.keyboard.press("ArrowRight");
  await expect(login.getByRole("tab", { name: "验证码登录" })).toHaveAttribute("aria-selected", "true");
  const phone = uniquePhone("139");
  await tabTo(page, login.getByPlaceholder("手机号"));
  await page.keyboard.type(phone);

  const got = page.waitForResponse((r) => r.url().endsWith("/captcha/get"));
  await tabTo(page, login.getByRole("button", { name: "获取验证码" }));
  await page.keyboard.press("Enter");
  const { repData } = (await (await got).json()) as { repData: { token: string } };
  const answer = (await (await page.request.get(`/__dev/captcha/${repData.token}`)).json()) as { x: number };
  const captcha = page.getByRole("dialog", { name: "请完成安全验证" });
  const slider = captcha.getByRole("slider", { name: "拖动滑块，使拼图块与缺口对齐" });
  await expect(slider).toBeVisible();
  await tabTo(page, slider);
  // Arrow keys move the piece 2 px, with Shift 10 px; Enter confirms.
  const bar = await slider.locator("..").boundingBox();
  if (!bar) throw new Error("slider not laid out");
  const px = Math.round((answer.x * bar.width) / 310);
  for (let i = 0; i < Math.floor(px / 10); i++) await page.keyboard.press("Shift+ArrowRight");
  for (let i = 0; i < Math.round((px % 10) / 2); i++) await page.keyboard.press("ArrowRight");
  const sent = page.waitForResponse((r) => /\/api\/trpc\/[^?]*auth\.sendCode/.test(r.url()));
  await page.keyboard.press("Enter");
  await expect(captcha).toBeHidden({ timeout: 5000 });
  expect((await sent).ok()).toBe(true);

  const sms = (await (await page.request.get(`/__dev/sms.json?phone=${phone}`)).json()) as { content: string }[];
  const code = /(\d{6})/.exec(sms[0]?.content ?? "")?.[1] ?? "";
  await tabTo(page, login.getByPlaceholder("验证码"));
  await page.keyboard.type(code);
  await page.keyboard.press("Enter");
  await expect(login).toBeHidden();

  // Logged in, the payment dialog opens by itself; its sandbox link opens the cashier.
  const pay = page.getByRole("dialog", { name: "购买合同范本" });
  await expect(pay).toBeVisible();
  const cashierOpened = context.waitForEvent("page");
  await tabTo(page, pay.getByRole("link", { name: /沙箱环境/ }));
  await page.keyboard.press("Enter");
  const cashier = await cashierOpened;
  await cashier.waitForLoadState();
  await tabTo(cashier, cashier.getByRole("button", { name: "确认支付" }));
  await cashier.keyboard.press("Enter");
  await expect(cashier.getByRole("status")).toHaveText("支付成功，可返回原页面查看");
  await cashier.close();

  await expect(pay).toBeHidden({ timeout: 10_000 });
  await expect(page.getByTestId("unlocked")).toBeVisible();
  const download = page.waitForEvent("download");
  await tabTo(page, page.getByRole("button", { name: "下载范本" }));
  await page.keyboard.press("Enter");
  expect((await download).suggestedFilename()).toBe(`${paid.title}.docx`);
});
