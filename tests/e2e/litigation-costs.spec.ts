import { expect, test } from "./support";

test("a user computes a property-case fee band by band, then preservation fees with and without the cap", async ({ page }) => {
  await page.goto("/litigationCosts");
  await expect(page.getByRole("heading", { level: 1, name: "诉讼费计算器" })).toBeVisible();
  await expect(page.getByRole("tab", { name: "案件受理费" })).toHaveAttribute("aria-selected", "true");
  const result = page.getByRole("region", { name: "计算结果" });

  await expect(page.getByRole("combobox", { name: "案件类型" })).toHaveValue("1");
  // Retried: typing that lands before hydration is not seen by the page's state.
  await expect(async () => {
    await page.getByRole("textbox", { name: "诉讼请求金额（元）" }).fill("1500000");
    await expect(result).toContainText("¥18,300.00", { timeout: 1000 });
  }).toPass();
  await expect(result.getByRole("row", { name: /超过100万元至200万元的部分/ })).toContainText("¥500,000.00");
  await expect(result.getByRole("row", { name: /超过100万元至200万元的部分/ })).toContainText("¥4,500.00");
  // The inputs are kept in the URL, so the result can be shared.
  await expect(page).toHaveURL(/amount=1500000/);

  await page.getByRole("checkbox", { name: /减半交纳/ }).check();
  await expect(result).toContainText("¥9,150.00");

  await page.getByRole("textbox", { name: "诉讼请求金额（元）" }).fill("12.345");
  await expect(page.getByText("诉讼请求金额最多保留两位小数（精确到分）")).toBeVisible();
  await page.getByRole("textbox", { name: "诉讼请求金额（元）" }).fill("-100");
  await expect(page.getByText("诉讼请求金额不能为负数")).toBeVisible();

  await page.getByRole("combobox", { name: "案件类型" }).selectOption({ label: "离婚案件" });
  await page.getByRole("checkbox", { name: /减半交纳/ }).uncheck();
  await page.getByRole("textbox", { name: "涉及分割的财产总额（元，选填）" }).fill("300000");
  await expect(result).toContainText("¥550.00 至 ¥800.00");

  await page.getByRole("tab", { name: "申请保全费" }).click();
  await expect(page.getByRole("tab", { name: "申请保全费" })).toHaveAttribute("aria-selected", "true");
  const amount = page.getByRole("textbox", { name: "保全财产数额（元，选填）" });
  await amount.fill("500000");
  await expect(result).toContainText("¥3,020.00");
  await expect(result.getByRole("row", { name: /超过1000元至10万元的部分/ })).toContainText("¥990.00");
  await amount.fill("2000000");
  await expect(result).toContainText("¥5,000.00");
  await expect(result.getByRole("row", { name: /最多不超过5000元/ })).toContainText("-¥5,520.00");
  await amount.fill("一百万");
  await expect(page.getByText("保全财产数额只能填写数字，如 150000 或 1500.50")).toBeVisible();
});

test("a shared link is rendered by the server, and a required amount is asked for", async ({ page }) => {
  await page.goto("/litigationCosts?tab=execution&amount=3000000");
  await expect(page.getByRole("tab", { name: "申请执行费" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("region", { name: "计算结果" })).toContainText("¥32,400.00");

  await page.goto("/litigationCosts?tab=litigation&type=1");
  await page.getByRole("button", { name: "计算" }).click();
  await expect(page.getByText("请输入诉讼请求金额")).toBeVisible();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the form still computes, on the server", async ({ page }) => {
    await page.goto("/litigationCosts");
    await page.getByRole("textbox", { name: "诉讼请求金额（元）" }).fill("1500000");
    await page.getByRole("button", { name: "计算" }).click();
    await expect(page).toHaveURL(/amount=1500000/);
    await expect(page.getByRole("region", { name: "计算结果" })).toContainText("¥18,300.00");
  });
});
