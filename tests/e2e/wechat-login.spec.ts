import {
  anotherVisitor,
  expect,
  lastSmsCode,
  loginWithPassword,
  loginWithSms,
  openLoginDialog,
  sendSmsCode,
  test,
  uniquePhone,
  verifyOwnPhone,
} from "./support";

test("a new WeChat user scans in the sandbox, binds a phone and is logged in", async ({ page }) => {
  await page.goto("/aboutUs");
  const dialog = await openLoginDialog(page);
  await expect(dialog.getByRole("tab", { name: "微信登录" })).toHaveAttribute("aria-selected", "true");
  await expect(dialog.getByRole("link", { name: "《契合用户协议》" })).toHaveAttribute("href", "/userAgreement");
  await expect(page.frameLocator('iframe[title="微信扫码登录"]').getByText("请使用微信扫描二维码登录")).toBeVisible();
  await page.screenshot({ path: "test-results/screens/login-wechat.png" });
  await page.frameLocator('iframe[title="微信扫码登录"]').getByRole("link", { name: "模拟扫码（新微信用户）" }).click();

  await expect(page).toHaveURL(/\/aboutUs$/);
  const bind = page.getByRole("dialog", { name: "绑定手机号" });
  await expect(bind).toBeVisible();
  const phone = uniquePhone("135");
  await bind.getByPlaceholder("手机号").fill(phone);
  await sendSmsCode(page, () => bind.getByRole("button", { name: "获取验证码" }).click());
  await bind.getByPlaceholder("验证码").fill(await lastSmsCode(page, phone));
  await bind.getByRole("button", { name: "绑定并登录" }).click();
  await expect(bind).toBeHidden();
  await expect(page.getByTestId("user-name")).toHaveText(`用户${phone.slice(-4)}`);

  await page.goto("/systemSecurity");
  await expect(page.getByText(/已绑定微信/)).toBeVisible();
  // Sensitive changes re-authenticate: the first password by a code to the own phone, then the
  // WeChat changes by that password.
  await verifyOwnPhone(page, page.getByRole("region", { name: "设置登录密码" }), phone);
  await page.getByLabel("新密码（至少 8 位）").fill("Weixin-bind-2026");
  await page.getByLabel("确认新密码").fill("Weixin-bind-2026");
  await page.getByRole("button", { name: "保存密码" }).click();
  await expect(page.getByText("密码已保存，其他设备需重新登录")).toBeVisible();
  const wechat = page.getByRole("region", { name: "微信账号" });
  await wechat.getByRole("button", { name: "解绑微信" }).click();
  await expect(wechat.getByText("请输入登录密码或短信验证码以验证身份")).toBeVisible();
  await wechat.getByLabel("登录密码").fill("Weixin-bind-2026");
  await wechat.getByRole("button", { name: "解绑微信" }).click();
  await expect(page.getByText("已解绑微信")).toBeVisible();
  await page.getByRole("button", { name: "绑定微信" }).click();
  await page.frameLocator('iframe[title="微信扫码登录"]').getByRole("link", { name: "模拟扫码（新微信用户）" }).click();
  // Returning from WeChat binds nothing by itself: the user confirms on the page.
  await expect(page.getByText(/确认将该微信绑定到当前账号吗/)).toBeVisible();
  await expect(page.getByText(/已绑定微信/)).toBeHidden();
  await wechat.getByLabel("登录密码").fill("Weixin-bind-2026");
  await page.getByRole("button", { name: "确认绑定" }).click();
  await expect(page.getByText("微信绑定成功，以后可直接扫码登录")).toBeVisible();
  await expect(page).toHaveURL(/\/systemSecurity$/);
});

test("a bound WeChat logs straight in", async ({ page }) => {
  await page.goto("/");
  await openLoginDialog(page);
  await page.frameLocator('iframe[title="微信扫码登录"]').getByRole("link", { name: "模拟扫码（已绑定的演示账号）" }).click();
  await expect(page.getByTestId("user-name")).toHaveText("林晓");
});

test("a session signed out from another device opens the login dialog with the expiry notice", async ({ page, browser }) => {
  // A user of its own: signing out other devices must not disturb tests running alongside.
  const phone = uniquePhone("134");
  await page.goto("/");
  await loginWithSms(page, phone);
  await page.goto("/systemSecurity");
  await verifyOwnPhone(page, page.getByRole("region", { name: "设置登录密码" }), phone);
  await page.getByLabel("新密码（至少 8 位）").fill("Guoqi2026");
  await page.getByLabel("确认新密码").fill("Guoqi2026");
  await page.getByRole("button", { name: "保存密码" }).click();
  await expect(page.getByText("密码已保存，其他设备需重新登录")).toBeVisible();

  const { context: other, page: second } = await anotherVisitor(browser);
  await second.goto("/");
  await loginWithPassword(second, phone, "Guoqi2026");
  await second.goto("/systemSecurity");
  await second.getByRole("button", { name: "退出其他设备" }).click();
  await expect(second.getByText("其他设备已退出登录")).toBeVisible();
  await other.close();

  await page.getByRole("navigation", { name: "个人中心" }).getByRole("link", { name: "我的资料" }).click();
  const dialog = page.getByRole("dialog", { name: "登录契合" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText("登录已过期，请重新登录")).toBeVisible();
});
