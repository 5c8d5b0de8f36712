import { expect, solveCaptcha, test } from "./support";

test("a lawyer leaves a settle-in application, with the region picked in the cascader", async ({ page }) => {
  await page.goto("/settleIn");
  await expect(page.getByRole("heading", { level: 1, name: "律师免费入驻" })).toBeVisible();

  await page.getByRole("button", { name: "提交申请" }).click();
  await expect(page.getByText("请输入您的姓名（至少 2 个字）")).toBeVisible();
  await expect(page.getByText("请输入手机号")).toBeVisible();
  await expect(page.getByText("请选择执业所在地区（省、市、区县）")).toBeVisible();

  await page.getByLabel("姓名").fill("陈律");
  await page.getByLabel("手机号").fill("1391234");
  await page.getByLabel("执业机构").fill("杭州西湖律师事务所");
  await page.getByLabel("执业年限（年）").fill("6");
  await page.getByRole("button", { name: "提交申请" }).click();
  await expect(page.getByText("手机号格式不正确")).toBeVisible();
  await page.getByLabel("手机号").fill(`139${String(Date.now()).slice(-8)}`);

  await page.getByRole("combobox", { name: "省份" }).selectOption({ label: "北京市" });
  // A municipality repeats as its own city, selected for the user.
  await expect(page.getByRole("combobox", { name: "城市" })).toHaveValue("110000");
  await page.getByRole("combobox", { name: "区县" }).selectOption({ label: "海淀区" });
  await page.getByRole("combobox", { name: "省份" }).selectOption({ label: "浙江省" });
  await expect(page.getByRole("combobox", { name: "区县" })).toBeDisabled();
  await page.getByRole("combobox", { name: "城市" }).selectOption({ label: "杭州市" });
  await page.getByRole("combobox", { name: "区县" }).selectOption({ label: "西湖区" });

  // A valid form asks for the slider captcha before it is sent.
  await solveCaptcha(page, () => page.getByRole("button", { name: "提交申请" }).click());
  await expect(page.getByRole("status").filter({ hasText: "申请已提交" })).toBeVisible();
});
