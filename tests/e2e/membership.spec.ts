import type { Locator, Page } from "@playwright/test";
import { anotherVisitor, expect, loginWithPassword, loginWithSms, test, uniquePhone } from "./support";

// A fresh user (registered by SMS, so parallel runs never share state) buys a month of VIP through
// the sandbox cashier, finds the order and the points it earned, checks in once, then redeems an
// activation code an admin has just generated in the back office.

async function payInSandbox(page: Page, popupName: string, amount: string | RegExp): Promise<string> {
  const popup = page.getByRole("dialog", { name: popupName });
  await expect(popup).toBeVisible();
  await expect(popup.getByTestId("pay-amount")).toHaveText(amount);
  await expect(popup.getByRole("img", { name: "微信支付付款码" })).toBeVisible();
  const link = popup.getByRole("link", { name: /沙箱环境/ });
  const href = (await link.getAttribute("href")) ?? "";
  const orderNo = /\/pay\/sandbox\/(QH\d{20})/.exec(href)?.[1];
  if (!orderNo) throw new Error(`unexpected cashier link ${href}`);
  const cashier = await page.context().newPage();
  await cashier.goto(href);
  await cashier.getByRole("button", { name: "确认支付" }).click();
  await expect(cashier.getByRole("status")).toHaveText("支付成功，可返回原页面查看");
  await cashier.close();
  await expect(popup).toBeHidden({ timeout: 10_000 });
  return orderNo;
}

/** Clicks until `then` shows: a click that lands before hydration does nothing. */
async function clickUntil(button: Locator, then: Locator): Promise<void> {
  await expect(async () => {
    await button.click();
    await expect(then).toBeVisible({ timeout: 1000 });
  }).toPass();
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

test("a new user buys VIP in the sandbox, sees the order and points, checks in and redeems an activation code", async ({ page, browser }) => {
  test.setTimeout(60_000);
  const phone = uniquePhone("135");
  await registerOn(page, "/myMember", phone);
  await expect(page.getByRole("heading", { name: "我的会员" })).toBeVisible();
  const status = page.getByTestId("member-status");
  await expect(status).toHaveText("您还不是会员，开通后即可免费使用会员范本");
  await expect(page.getByText("暂无开通记录")).toBeVisible();

  // 立即开通 (month) → the popup creates the order; the cashier pays it; the page refreshes itself.
  await page.getByRole("article", { name: "月度会员" }).getByRole("button", { name: "立即开通" }).click();
  const orderNo = await payInSandbox(page, "开通VIP会员", "¥29.90");
  await expect(status).toHaveText(/^会员有效期至 \d{4}-\d{2}-\d{2}，剩余 30 天$/);
  await expect(page.getByTestId("grant-row")).toHaveCount(1);
  await expect(page.getByTestId("grant-row").first()).toContainText("购买会员");
  await expect(page.getByRole("article", { name: "年度会员" }).getByRole("button", { name: "立即续费" })).toBeVisible();
  // The header's member badge follows (root data revalidated).
  await page.getByTestId("user-name").click();
  await expect(page.getByRole("menu").getByText(/^会员有效期至 \d{4}-\d{2}-\d{2}$/)).toBeVisible();
  await page.keyboard.press("Escape");

  // A member-free template is now unlocked for this member.
  const list = (await (await page.request.get("/admin/template/page?current=1&size=50")).json()) as {
    data: { records: { id: number; priceFen: number; memberFree: boolean }[] };
  };
  const memberFree = list.data.records.find((t) => t.priceFen > 0 && t.memberFree);
  if (!memberFree) throw new Error("no member-free template in the seed");
  await page.goto(`/templateDetails/${memberFree.id}`);
  await expect(page.getByTestId("unlocked")).toBeVisible();
  await expect(page.getByRole("heading", { name: "合同全文" })).toBeVisible();

  // The order is listed under 会员订单 as 已支付; filters and the detail page agree.
  await page.goto("/myOrder?type=MEMBER");
  const row = page.locator(`[data-testid="order-row"][data-order-no="${orderNo}"]`);
  await expect(row).toContainText("契合VIP月度会员（30天）");
  await expect(row).toContainText("¥29.90");
  await expect(row.getByTestId("order-status")).toHaveText("已支付");
  await expect(row.getByRole("button", { name: "去支付" })).toHaveCount(0);
  await expect(row.getByText("申请退款")).toHaveCount(0);
  await page.getByRole("navigation", { name: "订单状态" }).getByRole("link", { name: "待支付" }).click();
  await expect(page).toHaveURL(/status=0/);
  await expect(page.getByText("暂无该状态的订单")).toBeVisible();
  await page.goto("/myOrder?type=TEMPLATE");
  await expect(page.getByText("暂无范本订单")).toBeVisible();
  await page.goto(`/myOrder/changeOrder?orderNo=${orderNo}`);
  await expect(page.getByRole("heading", { name: "订单详情" })).toBeVisible();
  await expect(page.getByText("会员已开通")).toBeVisible();
  await expect(page.getByText("微信支付").first()).toBeVisible();
  await page.goto("/myOrder/changeOrder?orderNo=QH00000000000000000000");
  await expect(page.getByText("订单不存在", { exact: true })).toBeVisible();

  // 29.90 yuan paid → 29 points; a check-in adds 5 exactly once a day.
  await page.goto("/myIntegral");
  await expect(page.getByTestId("points-balance")).toHaveText("29");
  await expect(page.getByTestId("points-record").first()).toContainText(`支付订单 ${orderNo}`);
  await expect(page.getByTestId("points-record").first()).toContainText("+29");
  await page.getByRole("button", { name: "每日签到" }).click();
  await expect(page.getByText("签到成功，获得 5 积分")).toBeVisible();
  await expect(page.getByTestId("points-balance")).toHaveText("34");
  await expect(page.getByRole("button", { name: "今日已签到" })).toBeDisabled();
  await expect(page.getByTestId("points-record").first()).toContainText("每日签到");
  await expect(page.getByTestId("points-record").first()).toContainText("+5");

  // An admin generates a batch of one 7-day code in the back office.
  const { context: adminContext, page: admin } = await anotherVisitor(browser);
  await admin.goto("/");
  await loginWithPassword(admin, "13800000000", "Qihe@2026");
  await admin.goto("/console/activation-codes");
  await admin.getByLabel("生成数量").fill("1001");
  await admin.getByRole("button", { name: "生成激活码" }).click();
  await expect(admin.getByText("批次名称至少 2 个字")).toBeVisible();
  await expect(admin.getByText("每批最多生成 1000 个")).toBeVisible();
  await admin.getByLabel("批次名称").fill(`E2E 渠道 ${phone}`);
  await admin.getByLabel("会员天数").fill("7");
  await admin.getByLabel("生成数量").fill("1");
  await admin.getByRole("button", { name: "生成激活码" }).click();
  await expect(admin.getByText("已生成 1 个激活码")).toBeVisible();
  const code = ((await admin.getByTestId("activation-code").first().textContent()) ?? "").trim();
  expect(code).toMatch(/^[2-9A-HJKMNP-Z]{4}(-[2-9A-HJKMNP-Z]{4}){3}$/);
  const csv = await admin.request.get(`${await admin.getByRole("link", { name: "导出 CSV" }).getAttribute("href")}`);
  expect(csv.headers()["content-type"]).toContain("text/csv");
  expect(await csv.text()).toContain(code);

  // The user redeems it typed in lowercase with dashes; a second try is refused.
  await page.goto("/myMember");
  await page.getByLabel("激活码", { exact: true }).fill(code.toLowerCase());
  await page.getByRole("button", { name: "立即兑换" }).click();
  await expect(page.getByText("已为您开通 7 天会员")).toBeVisible();
  await expect(status).toHaveText(/剩余 37 天$/);
  await expect(page.getByTestId("grant-row").first()).toContainText(`激活码兑换（尾号 ${code.slice(-4)}）`);
  await page.getByLabel("激活码", { exact: true }).fill(code);
  await page.getByRole("button", { name: "立即兑换" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "该激活码已被使用" })).toBeVisible();

  // The back office sees the code used and the paid order.
  await admin.reload();
  await expect(admin.getByText("未使用 0 / 1")).toBeVisible();
  await admin.goto(`/console/orders?keyword=${orderNo}`);
  // The search keeps only the keyword's first 16 characters, so orders of the same second may show too.
  const adminRow = admin.getByTestId("console-order-row").filter({ hasText: orderNo });
  await expect(adminRow).toHaveCount(1);
  await expect(adminRow.getByTestId("order-status")).toHaveText("已支付");
  await expect(admin.getByRole("heading", { name: /支付日志/ })).toBeVisible();
  await adminContext.close();
});

type Card = { id: number; title: string; priceFen: number; memberFree: boolean };

test("a user cancels an unpaid order, asks for a template refund and the back office refunds it", async ({ page, browser }) => {
  test.setTimeout(60_000);
  const list = (await (await page.request.get("/admin/template/page?current=1&size=50")).json()) as { data: { records: Card[] } };
  const paid = list.data.records.find((t) => t.priceFen >= 100 && !t.memberFree);
  if (!paid) throw new Error("no paid template in the seed");
  const points = Math.floor(paid.priceFen / 100);
  await registerOn(page, "/myOrder", uniquePhone("136"));
  await expect(page.getByRole("heading", { name: "我的订单" })).toBeVisible();
  await expect(page.getByText("您还没有任何订单")).toBeVisible();

  // An unpaid membership order: its row offers 去支付 and 取消订单.
  await page.goto("/myMember");
  const popup = page.getByRole("dialog", { name: "开通VIP会员" });
  await clickUntil(page.getByRole("article", { name: "季度会员" }).getByRole("button", { name: "立即开通" }), popup);
  await expect(popup.getByRole("img", { name: "微信支付付款码" })).toBeVisible();
  await popup.getByRole("button", { name: "关闭" }).click();
  await page.goto("/myOrder?type=MEMBER");
  const unpaid = page.getByTestId("order-row").first();
  await expect(unpaid.getByTestId("order-status")).toHaveText("待支付");
  await clickUntil(unpaid.getByRole("button", { name: "去支付" }), page.getByRole("dialog", { name: "支付订单" }));
  await expect(page.getByRole("dialog", { name: "支付订单" }).getByTestId("pay-amount")).toHaveText("¥79.00");
  await page.getByRole("dialog", { name: "支付订单" }).getByRole("button", { name: "关闭" }).click();
  page.once("dialog", (d) => void d.accept());
  await unpaid.getByRole("button", { name: "取消订单" }).click();
  await expect(unpaid.getByText("订单已取消")).toBeVisible();
  await expect(unpaid.getByTestId("order-status")).toHaveText("已关闭");
  await expect(unpaid.getByRole("button", { name: "去支付" })).toHaveCount(0);

  // A paid template: refund asked with a reason (the server's rule shows next to the field).
  await page.goto(`/templateDetails/${paid.id}`);
  await clickUntil(page.getByRole("button", { name: "立即购买" }), page.getByRole("dialog", { name: "购买合同范本" }));
  const orderNo = await payInSandbox(page, "购买合同范本", /^¥\d/);
  await page.goto("/myOrder?type=TEMPLATE");
  const row = page.locator(`[data-testid="order-row"][data-order-no="${orderNo}"]`);
  await expect(row.getByTestId("order-status")).toHaveText("已支付");
  await expect(row.getByRole("link", { name: "查看范本" })).toHaveAttribute("href", `/templateDetails/${paid.id}`);
  await row.getByText("申请退款", { exact: true }).click();
  await row.getByLabel("退款原因").fill("错");
  await row.getByRole("button", { name: "提交退款申请" }).click();
  await expect(row.getByRole("alert")).toHaveText("请填写退款原因（至少 2 个字）");
  await row.getByLabel("退款原因").fill("买错了范本，尚未下载");
  await row.getByRole("button", { name: "提交退款申请" }).click();
  await expect(row.getByTestId("order-status")).toHaveText("退款中");
  await expect(row.getByText(/退款申请已提交/)).toBeVisible();

  // The back office approves it from the refund queue.
  const { context: adminContext, page: admin } = await anotherVisitor(browser);
  await admin.goto("/");
  await loginWithPassword(admin, "13800000000", "Qihe@2026");
  await admin.goto("/console/orders");
  const queued = admin.getByTestId("refund-row").filter({ hasText: orderNo });
  await expect(queued).toContainText("买错了范本，尚未下载");
  admin.once("dialog", (d) => void d.accept());
  await queued.getByRole("button", { name: "同意退款" }).click();
  await expect(admin.getByText(`${orderNo}：退款成功，款项已原路退回`)).toBeVisible();
  await expect(admin.getByTestId("refund-row").filter({ hasText: orderNo })).toHaveCount(0);
  await adminContext.close();

  // The user sees 已退款 and the points taken back.
  await page.goto(`/myOrder/changeOrder?orderNo=${orderNo}`);
  await expect(page.getByTestId("order-status")).toHaveText("已退款");
  await expect(page.getByText("退款完成")).toBeVisible();
  await expect(page.getByText("买错了范本，尚未下载")).toBeVisible();
  await page.goto("/myIntegral");
  await expect(page.getByTestId("points-balance")).toHaveText("0");
  await expect(page.getByTestId("points-record").first()).toContainText(`-${points}`);
});
