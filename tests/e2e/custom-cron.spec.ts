import { expect, loginWithSms, test, trpcCall, uniquePhone } from "./support";

// (b) of issue 14: a customisation nobody accepts. The scheduled handler is run through the
// development-only /__dev/cron as if a day had passed; the user finds the order refunded in full.

test("a customisation nobody accepts within 24 hours is refunded in full by the scheduled handler", async ({ page }) => {
  await page.goto("/");
  await loginWithSms(page, uniquePhone("139"));
  const form = await trpcCall<{ categories: { id: number }[] }>(page, "custom.formData", {}, "query");
  const subject = `无人接单的定制 ${Date.now()}`;
  const order = await trpcCall<{ orderNo: string; customId: number }>(page, "custom.create", {
    kind: "CONTRACT_CUSTOMIZATION",
    categoryId: form.categories[0]?.id,
    requirement: {
      parties: [
        { name: "张某", role: "出借人" },
        { name: "李某", role: "借款人" },
      ],
      subject,
      amountRange: "10k-100k",
      keyTerms: ["借款利率", "担保方式"],
      wantedBy: "",
      details: "朋友之间借款五万元，希望写清还款期限、利息和逾期责任，并由第三人提供连带责任保证。",
    },
    attachmentIds: [],
  });
  await trpcCall(page, "orders.prepay", { orderNo: order.orderNo, channel: "WECHAT" });
  const cashier = await page.context().newPage();
  await cashier.goto(`/pay/sandbox/${order.orderNo}`);
  await cashier.getByRole("button", { name: "确认支付" }).click();
  await expect(cashier.getByRole("status")).toHaveText("支付成功，可返回原页面查看");
  await cashier.close();

  await page.goto(`/custom?id=${order.customId}`);
  await expect(page.getByText("需求已提交").first()).toBeVisible();

  // A day and a minute later, nobody having accepted it.
  const ran = await page.request.post(`/__dev/cron?at=${Date.now() + 24 * 3_600_000 + 60_000}`);
  expect(((await ran.json()) as { data: { customRefunded: number } }).data.customRefunded).toBeGreaterThanOrEqual(1);

  await page.goto(`/custom?id=${order.customId}`);
  await expect(page.getByText("已退款").first()).toBeVisible();
  await expect(page.getByText("24 小时内无律师接单，系统自动全额退款", { exact: true })).toBeVisible();
  // The conversation closed with the notice the scheduled handler posted.
  await expect(page.getByText("24 小时内无律师接单，本订单已取消，款项将原路全额退回。")).toBeVisible();
  await page.goto("/custom?tab=refund");
  await expect(page.getByText(subject)).toBeVisible();
});
