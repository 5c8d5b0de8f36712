import { anotherVisitor, expect, loginWithPassword, test } from "./support";

const PASSWORD = "Qihe@2026";

// Staff roles: the finance officer (13800000006) sees only the finance sections, cannot open content
// pages, and a reward they grant appears in the administrator's 操作日志 with who, what and when.
test("a finance user works only the finance sections, and their write appears in the audit log", async ({ page, browser }) => {
  await page.goto("/");
  await loginWithPassword(page, "13800000006", PASSWORD);
  // The menu leads to the console, which opens on the first finance section.
  await page.getByTestId("user-name").click();
  await page.getByRole("menuitem", { name: "运营后台" }).click();
  await expect(page).toHaveURL(/\/console\/real-names$/);
  const nav = page.getByRole("navigation", { name: "后台导航" });
  await expect(nav.getByRole("link")).toHaveText(["实名认证审核", "提现与活动奖励", "发票管理", "会员激活码"]);

  // Content and service pages do not exist for them.
  for (const path of ["/console/reviews", "/console/ads", "/console/orders", "/console/audit"]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { name: "页面不存在" }), path).toBeVisible();
  }

  // A write of their own: an activity reward to the demo author (user 2).
  const reason = `财务稽核测试奖励 ${Date.now()}`;
  await page.goto("/console/withdrawals");
  await page.getByLabel("用户编号").fill("2");
  await page.getByLabel("奖励金额（元）").fill("8.88");
  await page.getByLabel("奖励原因").fill(reason);
  await page.getByRole("button", { name: "发放" }).click();
  await expect(page.getByText("奖励已发放，用户可立即提现")).toBeVisible();

  // The administrator finds it in 操作日志, filtered by operation and person.
  const { context, page: admin } = await anotherVisitor(browser);
  await admin.goto("/");
  await loginWithPassword(admin, "13800000000", PASSWORD);
  await admin.goto("/console/audit");
  await admin.getByLabel("操作", { exact: true }).selectOption("earningsAdmin.grantReward");
  await admin.getByLabel("操作人（手机号或昵称）").fill("13800000006");
  await admin.getByRole("button", { name: "筛选" }).click();
  await expect(admin).toHaveURL(/action=earningsAdmin.grantReward/);
  const entry = admin.getByTestId("audit-entry").filter({ hasText: reason });
  await expect(entry).toContainText("财务专员（13800000006）");
  await expect(entry).toContainText("财务");
  await expect(entry).toContainText('"amountFen":888');
  await context.close();
});

test("the administrator grants a staff role and takes it back in 人员与权限", async ({ page }) => {
  await page.goto("/");
  await loginWithPassword(page, "13800000000", PASSWORD);
  await page.goto("/console/staff");
  await page.getByLabel("手机号（须已注册）").fill("13800000004");
  await page.getByLabel("角色").selectOption("ROLE_CUSTOMER_SERVICE");
  await page.getByRole("button", { name: "开通权限" }).click();
  await expect(page.getByRole("status")).toHaveText("已为 小赵（13800000004）开通客服权限");
  const member = page.getByTestId("staff-member").filter({ hasText: "13800000004" });
  await member.getByRole("button", { name: "收回 小赵 的客服权限" }).click();
  await expect(page.getByRole("status")).toHaveText("已收回客服权限");
  await expect(page.getByTestId("staff-member").filter({ hasText: "13800000004" })).toHaveCount(0);
});
