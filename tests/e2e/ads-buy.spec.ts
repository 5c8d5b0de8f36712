import type { Browser, Page } from "@playwright/test";
import { anotherVisitor, expect, loginDialogVia, loginWithPassword, loginWithSms, payAtSandboxCashier, test, uniquePhone } from "./support";

const PASSWORD = "Qihe@2026";
/** A 1×1 PNG: a real image for the creative upload. */
const PNG_1PX = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==";

/** Chooses a place (the navbar when it has room, else any slot that does), 30 days, a title and a link; returns whether the navbar was full. */
async function chooseAd(page: Page, title: string): Promise<boolean> {
  await page.goto("/subPackageDetails/AdsBuy/AdsBuy");
  await expect(page.getByRole("heading", { name: "广告投放" })).toBeVisible();
  // Capacity is shared with parallel runs.
  const navbar = page.locator("label").filter({ hasText: "导航栏推广位" });
  const full = (await navbar.textContent())?.includes("已满") ?? true;
  await (full
    ? page
        .locator("label")
        .filter({ hasText: /剩余 \d+ 个/ })
        .first()
    : navbar
  ).click();
  await page.locator("label").filter({ hasText: "30 天" }).click();
  await page.getByLabel("广告标题").fill(title);
  await page.getByLabel("跳转链接（本站页面）").fill("/authorInformation/3");
  return full;
}

/** The admin opens 广告审核 in their own browser and decides on the ad titled `title`. */
async function review(browser: Browser, title: string, decide: (ad: ReturnType<Page["getByRole"]>) => Promise<void>, toast: string) {
  const admin = await anotherVisitor(browser);
  await admin.page.goto("/");
  await loginWithPassword(admin.page, "13800000000", PASSWORD);
  await admin.page.goto("/console/ads");
  await decide(admin.page.getByRole("article", { name: `广告：${title}` }));
  await expect(admin.page.getByRole("status").filter({ hasText: toast })).toBeVisible();
  await admin.context.close();
}

const navLink = (page: Page, title: string) => page.getByRole("navigation", { name: "主导航" }).getByRole("link", { name: new RegExp(title) });

// SPEC §4 afterLoginUrl adsBuy: a visitor chooses an ad, logs in, and the payment popup opens by itself.
// A paid ad waits for the console's review and shows only once approved.
test("a visitor buys a navbar ad after logging in, and the ad shows in the navigation once the console approves it", async ({ page, context, browser }) => {
  test.setTimeout(60_000);
  const title = `合同审查${Date.now().toString().slice(-5)}`;
  const full = await chooseAd(page, title);
  await loginWithSms(page, uniquePhone("134"), loginDialogVia(page, "立即购买"));
  const popup = page.getByRole("dialog", { name: "购买广告投放" });
  await expect(popup.getByTestId("pay-amount")).toHaveText(/^¥\d/);
  await payAtSandboxCashier(popup, context);
  await expect(popup).toBeHidden({ timeout: 10_000 });
  const mine = page.getByTestId("my-ad").filter({ hasText: title });
  await expect(mine).toContainText("审核中");
  // The creative's image, for the reviewer to see before it shows.
  await mine.getByLabel(/广告图片/).setInputFiles({ name: "creative.png", mimeType: "image/png", buffer: Buffer.from(PNG_1PX, "base64") });
  await mine.getByRole("button", { name: "上传图片" }).click();
  await expect(page.getByText("广告图片已上传，审核时一并查看")).toBeVisible();
  await expect(
    page
      .getByTestId("my-ad")
      .filter({ hasText: title })
      .getByRole("img", { name: `${title}的广告图片` }),
  ).toBeVisible();
  await page.goto("/");
  await expect(page.getByRole("navigation", { name: "主导航" })).toBeVisible();
  await expect(navLink(page, title)).toHaveCount(0);

  await review(
    browser,
    title,
    async (ad) => {
      await expect(ad.getByRole("img", { name: `${title}的广告图片` })).toBeVisible();
      await ad.getByRole("button", { name: "通过并投放" }).click();
    },
    "已通过，广告已开始投放",
  );

  await page.goto("/subPackageDetails/AdsBuy/AdsBuy");
  await expect(page.getByTestId("my-ad").filter({ hasText: title })).toContainText("投放中");
  if (!full) {
    await page.goto("/");
    // The promoted link counts the click on its way to the ad's page.
    await expect(navLink(page, title)).toHaveAttribute("href", /^\/ad\/click\/\d+$/);
    await navLink(page, title).click();
    await expect(page).toHaveURL(/\/authorInformation\/3$/);
    // The content reviewer sees the views and the click (counted apart from D1, shown with what is pending).
    const reviewer = await anotherVisitor(browser);
    await reviewer.page.goto("/");
    await loginWithPassword(reviewer.page, "13800000005", PASSWORD);
    await expect(async () => {
      await reviewer.page.goto("/console/ads");
      await expect(reviewer.page.getByTestId("live-ad").filter({ hasText: title }).getByTestId("live-ad-stats")).toContainText("点击 1 次", { timeout: 1000 });
    }).toPass({ timeout: 10_000 });
    await reviewer.context.close();
  }
});

test("a paid ad the console rejects is refunded in full and the buyer sees why", async ({ page, context, browser }) => {
  test.setTimeout(60_000);
  const title = `驳回测试${Date.now().toString().slice(-5)}`;
  await chooseAd(page, title);
  await loginWithSms(page, uniquePhone("134"), loginDialogVia(page, "立即购买"));
  const popup = page.getByRole("dialog", { name: "购买广告投放" });
  await payAtSandboxCashier(popup, context);
  await expect(popup).toBeHidden({ timeout: 10_000 });

  await review(
    browser,
    title,
    async (ad) => {
      await ad.getByLabel("驳回原因").fill("跳转页面与广告标题不符");
      await ad.getByRole("button", { name: "驳回" }).click();
    },
    "已驳回，订单已全额退款",
  );

  await page.goto("/subPackageDetails/AdsBuy/AdsBuy");
  const mine = page.getByTestId("my-ad").filter({ hasText: title });
  await expect(mine).toContainText("未通过审核，已全额退款");
  await expect(mine).toContainText("原因：跳转页面与广告标题不符");
});
