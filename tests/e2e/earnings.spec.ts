import type { Locator, Page } from "@playwright/test";
import { anotherVisitor, expect, lastSmsCode, loginWithPassword, solveCaptcha, test } from "./support";

// 我的收益: the seeded author (林晓, 13800000001) has settled template royalties and an activity
// reward. They verify their real name and bank card with an SMS code, an admin approves it, they
// withdraw ¥100 after reading the tax breakdown, an admin approves the payout (the sandbox bank pays
// on the next cron tick), and the wallet and the withdrawal list agree with each other.

const AUTHOR = "13800000001";
const ADMIN = "13800000000";
const PASSWORD = "Qihe@2026";

/** The slider, then the code to the user's own phone, read from the sandbox outbox into `input`. */
async function ownCode(page: Page, form: Locator, input: Locator): Promise<void> {
  const sent = page.waitForResponse((r) => /\/api\/trpc\/[^?]*earnings\.send(Verify|Withdraw)Code/.test(r.url()));
  await solveCaptcha(page, () => form.getByRole("button", { name: "获取验证码" }).click());
  expect((await sent).ok()).toBe(true);
  await input.fill(await lastSmsCode(page, AUTHOR));
}

const yuan = (text: string | null) => Number((text ?? "").replace(/[¥,]/g, ""));

test("an author verifies name and card, withdraws with the tax shown, the admin approves, wallet and list agree", async ({ page, browser }) => {
  test.setTimeout(90_000);
  await page.goto("/");
  await loginWithPassword(page, AUTHOR, PASSWORD);
  await page.goto("/myEarnings");
  await expect(page.getByRole("heading", { name: "我的收益" })).toBeVisible();
  const available = yuan(await page.getByTestId("wallet-available").textContent());
  expect(available).toBeGreaterThanOrEqual(100);
  await expect(page.getByTestId("withdraw-missing")).toContainText("请先完成实名认证并绑定本人银行卡");
  await expect(page.getByTestId("earning-order").first()).toContainText("70%");

  // Real-name verification: the card's check digit is checked before anything is stored.
  await page.getByRole("link", { name: "去实名认证 →" }).click();
  await expect(page.getByRole("heading", { name: "实名认证" })).toBeVisible();
  await expect(page.getByTestId("realname-status")).toHaveText("待提交");
  const form = page.getByRole("form", { name: "实名认证表单" });
  await form.getByLabel("真实姓名").fill("林晓");
  await form.getByLabel("身份证号").fill("11010519491231002X");
  await form.getByLabel("持卡人").fill("林晓");
  await form.getByLabel("银行卡号").fill("6228 4800 1234 5678 904");
  await form.getByLabel("开户银行").fill("中国农业银行");
  await form.getByLabel("开户支行").fill("北京朝阳支行");
  await ownCode(page, form, form.getByLabel("短信验证码"));
  await form.getByRole("button", { name: "提交认证" }).click();
  await expect(page.getByText("银行卡号不正确，请核对后重新输入")).toBeVisible();
  await form.getByLabel("银行卡号").fill("6228 4800 1234 5678 903");
  await form.getByRole("button", { name: "提交认证" }).click();
  await expect(page.getByRole("status").filter({ hasText: "已提交，审核通过后即可提现" })).toBeVisible();
  await expect(page.getByTestId("realname-status")).toHaveText("审核中");
  await expect(page.getByTestId("realname-card")).toHaveText("中国农业银行 6228***********8903");

  const { context: adminContext, page: admin } = await anotherVisitor(browser);
  await admin.goto("/");
  await loginWithPassword(admin, ADMIN, PASSWORD);
  await admin.goto("/console/real-names");
  const submission = admin.getByRole("article", { name: "林晓的实名认证" });
  await expect(submission).toContainText("6228***********8903");
  await submission.getByRole("button", { name: "通过" }).click();
  await expect(admin.getByRole("status").filter({ hasText: "已通过，用户现在可以提现" })).toBeVisible();

  // The withdrawal: the breakdown first, then the SMS code.
  await page.goto("/myEarnings");
  await page.getByLabel("提现金额（元）").fill("100");
  await page.getByRole("button", { name: "计算税费" }).click();
  const breakdown = page.getByTestId("withdraw-breakdown");
  await expect(breakdown).toContainText("特许权使用费所得");
  await expect(page.getByTestId("withdraw-tax")).toHaveText("¥0.00");
  await expect(page.getByTestId("withdraw-net")).toHaveText("¥100.00");
  await ownCode(page, breakdown, breakdown.getByLabel("短信验证码"));
  await breakdown.getByRole("button", { name: "确认提现" }).click();
  await expect(page.getByRole("status").filter({ hasText: "提现申请已提交" })).toBeVisible();
  await expect(page.getByTestId("wallet-withdrawing")).toHaveText("¥100.00");

  await admin.goto("/console/withdrawals");
  const request = admin.getByRole("article", { name: "林晓的提现申请" });
  await expect(request).toContainText("应打款 ¥100.00");
  await request.getByRole("button", { name: "通过并打款" }).click();
  await expect(admin.getByRole("status").filter({ hasText: "已通过，打款中" })).toBeVisible();
  // The sandbox bank pays on the first cron tick after its delay.
  expect((await admin.request.post(`/__dev/cron?at=${Date.now() + 5 * 60_000}`)).ok()).toBe(true);
  // The month's finance export lists the payout: withdrawn, tax, fee and net transfer.
  const month = new Intl.DateTimeFormat("sv-SE", { timeZone: "Asia/Shanghai" }).format(new Date()).slice(0, 7);
  const csv = await admin.request.get(`/console/finance.csv?month=${month}`);
  expect(csv.headers()["content-type"]).toContain("text/csv");
  // Matched by user id: the nickname is the user's to change (another flow renames this demo account).
  expect(await csv.text()).toMatch(/\r\n2,[^,\r]*,[^\r]*,100\.00,0\.00,0\.00,100\.00\r\n/);
  await adminContext.close();

  await page.goto("/myEarnings?tab=withdrawals");
  const withdrawal = page.getByTestId("withdrawal").first();
  await expect(withdrawal.getByTestId("withdrawal-status")).toHaveText("已提现");
  await expect(withdrawal).toContainText("提现 ¥100.00");
  await expect(page.getByTestId("wallet-withdrawing")).toHaveText("¥0.00");
  await expect(page.getByTestId("wallet-withdrawn")).toHaveText("¥100.00");
  expect(yuan(await page.getByTestId("wallet-available").textContent())).toBeCloseTo(available - 100, 2);
  await expect(page.getByText(/年个人所得税扣缴明细：已提现 1 笔，代扣个税 ¥0\.00/)).toBeVisible();
  const paid = await page
    .getByTestId("withdrawal")
    .filter({ has: page.getByTestId("withdrawal-status").getByText("已提现") })
    .count();
  expect(paid).toBe(1);
  await withdrawal.getByText(/关联订单/).click();
  await expect(withdrawal.getByText(/合同范本/).first()).toBeVisible();
});
