import { expect, loginWithSms, test, uniquePhone } from "./support";

test("a visitor filters the directory, searches a firm and opens a lawyer's profile", async ({ page }) => {
  await page.goto("/seekLawyer");
  await expect(page.getByRole("heading", { name: "全国律师" })).toBeVisible();
  const list = page.getByRole("list", { name: "律师列表" });
  await expect(list.getByTestId("lawyer-card")).toHaveCount(10);
  // At least the 25 seeded lawyers; other flows running in parallel may certify more.
  const pagination = page.getByRole("navigation", { name: "分页" });
  await expect(pagination).toContainText(/共 \d+ 条/);
  expect(Number(/共 (\d+) 条/.exec((await pagination.textContent()) ?? "")?.[1])).toBeGreaterThanOrEqual(25);

  const fields = page.getByRole("group", { name: "专业领域" });
  await fields.getByRole("link", { name: "民商事" }).click();
  await expect(page).toHaveURL(/fieldId=1(&|$)/);
  await page.getByRole("group", { name: "细分领域" }).getByRole("link", { name: "合同纠纷" }).click();
  await expect(page.getByRole("heading", { name: "合同纠纷律师" })).toBeVisible();
  for (const card of await list.getByTestId("lawyer-card").all()) await expect(card).toContainText("合同纠纷");

  await page.getByRole("navigation", { name: "排序" }).getByRole("link", { name: "按点赞数" }).click();
  await expect(page).toHaveURL(/sort=likes/);
  await expect(page.getByRole("navigation", { name: "排序" }).getByRole("link", { name: "按点赞数" })).toHaveAttribute("aria-current", "true");
  const likes = await list
    .getByTestId("lawyer-card")
    .evaluateAll((cards) => cards.map((c) => Number(c.querySelector('[title="点赞数"]')?.textContent?.replace(/\D/g, ""))));
  expect(likes).toEqual([...likes].sort((a, b) => b - a));

  const search = page.getByRole("searchbox", { name: "输入律师姓名/律所" });
  await search.fill("衡正");
  await search.press("Enter");
  await expect(page).toHaveURL(/\/seekSearch\?keyword=/);
  await expect(page.getByRole("heading", { name: "“衡正”的搜索结果" })).toBeVisible();
  await expect(list.getByTestId("lawyer-card")).toHaveCount(2);
  await expect(list).toContainText("北京衡正律师事务所");

  await list.getByRole("link", { name: "李明远" }).click();
  await expect(page).toHaveURL(/\/authorInformation\/101$/);
  await expect(page.getByRole("heading", { level: 1, name: "李明远" })).toBeVisible();
  const services = page.getByRole("region", { name: "服务项目" });
  await expect(services).toContainText("电话咨询");
  await expect(services).toContainText("¥299.00");
  await expect(services.getByRole("link", { name: "立即咨询" }).first()).toHaveAttribute("href", "/tellConsult/tellConsult?lawyerId=101");
  await expect(page.getByRole("region", { name: "代表案例" }).getByRole("listitem")).toHaveCount(3);
  await expect(page.getByText(/^\d{9}\*{6}\d{2}$/)).toBeVisible();
  // Reviews come from the seeded completed consultations: an average and masked reviewers.
  const reviews = page.getByRole("region", { name: "用户评价" });
  await expect(reviews).toContainText(/\d 条评价/);
  await expect(reviews.getByRole("listitem").first()).toContainText(/\*\*/);

  await page.goto("/areasOfExpertise");
  await page.getByRole("link", { name: /劳动争议/ }).click();
  await expect(page).toHaveURL(/\/pages\/seekSecondLevelLawyer\/seekSecondLevelLawyer\?fieldId=\d+$/);
  await expect(page.getByRole("heading", { name: "劳动争议律师" })).toBeVisible();

  expect((await page.goto("/authorInformation/999999"))?.status()).toBe(404);
  expect((await page.goto("/subPackageDetails/authorInformation/authorInformation?id=abc"))?.status()).toBe(404);
  await page.goto("/subPackageDetails/authorInformation/authorInformation?id=3");
  await expect(page.getByRole("heading", { level: 1, name: "王建国" })).toBeVisible();
});

test("who may sell: an in-house lawyer's profile explains why it offers no paid service", async ({ page }) => {
  await page.goto("/authorInformation/110");
  await expect(page.getByRole("heading", { level: 1, name: "何静怡" })).toBeVisible();
  const services = page.getByRole("region", { name: "服务项目" });
  await expect(services).toContainText("公司律师、公职律师依规不从事有偿法律服务，可阅读其文章与法律知识");
  await expect(services.getByRole("link")).toHaveCount(0);
  await expect(services).not.toContainText("¥");
});

test("a newly registered user likes a lawyer once, and unliking returns the count", async ({ page }) => {
  await page.goto("/authorInformation/105");
  const like = page.getByRole("button", { name: /点赞/ });
  const count = page.getByTestId("like-count");
  const before = Number(await count.textContent());
  const dialog = page.getByRole("dialog", { name: "登录契合" });
  await loginWithSms(page, uniquePhone("136"), async () => {
    await expect(async () => {
      await like.click();
      await expect(dialog).toBeVisible({ timeout: 1000 });
    }).toPass();
    return dialog;
  });
  await expect(page).toHaveURL(/\/authorInformation\/105$/);
  const toggle = page.getByRole("button", { name: /点赞/ });
  await expect(toggle).toHaveAttribute("aria-pressed", "false");
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-pressed", "true");
  await expect(count).toHaveText(String(before + 1));
  await page.reload();
  await expect(page.getByRole("button", { name: /已点赞/ })).toBeVisible();
  await expect(count).toHaveText(String(before + 1));
  await page.getByRole("button", { name: /已点赞/ }).click();
  await expect(page.getByRole("button", { name: /点赞/ })).toHaveAttribute("aria-pressed", "false");
  await expect(count).toHaveText(String(before));
});
