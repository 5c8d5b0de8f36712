import { expect, loginWithPassword, test } from "./support";

test("the lawyer directory layout searches by name or firm and shows the location bar only where it belongs", async ({ page }) => {
  await page.goto("/seekLawyer");
  await expect(page.getByTestId("location-bar")).toBeVisible();
  await expect(page.getByTestId("location-bar").getByRole("link", { name: "全部律师" })).toHaveAttribute("href", "/seekLawyer");
  await expect(page.getByRole("navigation", { name: "主导航" }).getByRole("link")).toHaveText(["合同库", "文书库", "条款库", "法律文集", "找律师"]);

  const search = page.getByRole("searchbox", { name: "输入律师姓名/律所" });
  await search.fill("金杜");
  await search.press("Enter");
  await expect(page).toHaveURL(/\/seekSearch\?keyword=%E9%87%91%E6%9D%9C$/);
  await expect(page.getByTestId("location-bar")).toBeVisible();
  await expect(page.getByRole("searchbox", { name: "输入律师姓名/律所" })).toHaveValue("金杜");

  await page.goto("/authorInformation/3");
  await expect(page.getByTestId("location-bar")).toHaveCount(0);
  // A visitor is asked to log in first and then lands on certification.
  await loginWithPassword(page, "13800000001", "Qihe@2026", "律师免费入驻");
  await expect(page).toHaveURL(/\/lawyerAuthentication$/);
  await expect(page.getByRole("navigation", { name: "个人中心" })).toBeVisible();
  await page.goto("/seekLawyer");
  await expect(page.getByRole("link", { name: "律师免费入驻" })).toHaveAttribute("href", "/lawyerAuthentication");
});
