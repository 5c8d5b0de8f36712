import type { Page } from "@playwright/test";
import { anotherVisitor, expect, loginWithPassword, loginWithSms, test, uniquePhone } from "./support";

// A fresh user (registered by SMS) applies for lawyer certification with two photos; an admin
// approves it in the back office; the user's page then shows 已通过 and the header offers 律师工作台.

/** A 1×1 PNG, generated here so the test carries no binary fixture. */
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==", "base64");

/** A valid 18-digit ID number (GB 11643-1999 check character) that differs per run. */
function idNumber(): string {
  const seq = String(Date.now() % 1000).padStart(3, "0");
  const first17 = `11010119880315${seq}`;
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const sum = [...first17].reduce((a, d, i) => a + Number(d) * (weights[i] ?? 0), 0);
  return first17 + "10X98765432"[sum % 11];
}

async function registerOn(page: Page, path: string, phone: string): Promise<void> {
  await page.goto(path);
  await loginWithSms(page, phone, async () => {
    const dialog = page.getByRole("dialog", { name: "登录契合" });
    await expect(async () => {
      await page.getByTestId("login-required").getByRole("button", { name: "登录 / 注册" }).click();
      await expect(dialog).toBeVisible({ timeout: 1000 });
    }).toPass();
    return dialog;
  });
}

test("a new user applies for certification, an admin approves, the user becomes a lawyer", async ({ page, browser }) => {
  test.setTimeout(60_000);
  const phone = uniquePhone("134");
  const licence = `11101201810${String(Date.now()).slice(-6)}`;
  await registerOn(page, "/lawyerAuthentication", phone);
  await expect(page.getByRole("heading", { name: "律师认证" })).toBeVisible();

  // The browser checks the form first: nothing filled in names each field.
  await page.getByRole("button", { name: "提交认证" }).click();
  await expect(page.getByText("请输入真实姓名（至少 2 个字）")).toBeVisible();
  await expect(page.getByText("请上传律师执业证照片")).toBeVisible();

  await page.getByLabel("真实姓名").fill("沈知远");
  await page.getByLabel("身份证号").fill("110101199003071234");
  await page.getByLabel("执业机构").fill("北京明鉴律师事务所");
  await page.getByLabel("执业证号").fill(licence);
  await page.getByLabel("执业城市").selectOption("110000");
  await page.getByLabel("开始执业年份").selectOption("2016");
  await page
    .getByRole("group", { name: /专业领域/ })
    .getByRole("checkbox")
    .first()
    .check();
  await page.getByRole("checkbox", { name: "咨询律师" }).check();
  await page.getByLabel("律师执业证照片").setInputFiles({ name: "licence.png", mimeType: "image/png", buffer: PNG });
  await page.getByLabel("身份证照片").setInputFiles({ name: "id.png", mimeType: "image/png", buffer: PNG });
  await page.getByRole("button", { name: "提交认证" }).click();
  await expect(page.getByText("身份证号不正确，请核对出生日期与最后一位校验码")).toBeVisible();

  await page.getByLabel("身份证号").fill(idNumber());
  await page.getByRole("button", { name: "提交认证" }).click();
  await expect(page.getByTestId("certification-status")).toHaveText("审核中");
  await expect(page.getByRole("button", { name: "撤回申请" })).toBeVisible();
  await expect(page.getByText(licence)).toBeVisible();

  // The admin sees it in the queue with both private photos (signed links) and approves it.
  const { context: adminContext, page: admin } = await anotherVisitor(browser);
  await admin.goto("/");
  await loginWithPassword(admin, "13800000000", "Qihe@2026");
  await admin.goto("/console/certifications");
  const item = admin.getByTestId("certification-item").filter({ hasText: licence });
  await expect(item).toBeVisible();
  await expect(item.getByRole("img", { name: "沈知远的律师执业证照片" })).toHaveJSProperty("naturalWidth", 1);
  await expect(item.getByRole("img", { name: "沈知远的身份证照片" })).toHaveJSProperty("naturalWidth", 1);
  await item.getByRole("button", { name: "通过" }).click();
  await expect(admin.getByRole("status")).toHaveText("已通过，律师身份与主页已开通");
  await expect(admin.getByTestId("certification-item").filter({ hasText: licence })).toHaveCount(0);
  await adminContext.close();

  // Back on the user's page: approved, and the header's menu links to the lawyer workbench.
  await page.reload();
  await expect(page.getByTestId("certification-status")).toHaveText("已通过");
  await page.getByTestId("user-name").click();
  await expect(page.getByRole("menu").getByRole("menuitem", { name: "律师工作台" })).toBeVisible();
});
