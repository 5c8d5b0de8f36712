import { expect, loginWithPassword, test } from "./support";

const PNG_1PX = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==";

// The demo lawyer edits the public profile and the e-business cards on 我的资料.
test("a lawyer edits the profile and manages name cards", async ({ page }) => {
  const stamp = Date.now().toString().slice(-6);
  await page.goto("/personalCenter/myInfo/myInfo");
  await loginWithPassword(page, "13800000002", "Qihe@2026");
  await page.goto("/personalCenter/myInfo/myInfo");
  const profile = page.getByRole("region", { name: "律师主页" });
  await expect(profile).toBeVisible();

  const intro = `十五年合同纠纷与公司法务经验，擅长买卖、租赁与股权转让合同的审查和争议解决。（${stamp}）`;
  await profile.getByLabel("个人简介").fill(intro);
  await profile.getByLabel("在线咨询（元/次）").fill("0.5");
  await profile.getByRole("button", { name: "保存主页" }).click();
  await expect(profile.getByText("在线咨询价格应在 ¥1 到 ¥9,999 之间")).toBeVisible();
  await profile.getByLabel("在线咨询（元/次）").fill("88");
  await profile.getByRole("button", { name: "保存主页" }).click();
  await expect(profile.getByRole("status")).toHaveText("主页已保存");

  await profile.getByLabel(/主页照片/).setInputFiles({ name: "me.png", mimeType: "image/png", buffer: Buffer.from(PNG_1PX, "base64") });
  await profile.getByRole("button", { name: "上传照片" }).click();
  await expect(profile.getByRole("status").filter({ hasText: "照片已更新" })).toBeVisible();

  await page.goto("/authorInformation/3");
  await expect(page.getByText(intro)).toBeVisible();
  await expect(page.getByRole("region", { name: "服务项目" })).toContainText("¥88.00");
  // The photo is the resized WebP, sized in the markup so nothing shifts when it arrives.
  const photo = page.getByRole("img", { name: /律师$/ }).first();
  await expect(photo).toHaveAttribute("width", "96");
  await expect(photo).toHaveAttribute("height", "96");
  await expect(photo).toHaveJSProperty("naturalWidth", 96);
  expect(await photo.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\.96\.webp$/);

  await page.goto("/personalCenter/myInfo/myInfo");
  const cards = page.getByRole("region", { name: "电子名片" });
  await expect(cards.getByTestId("name-card").first()).toBeVisible();
  const label = `诉讼名片${stamp}`;
  if ((await cards.getByTestId("name-card").count()) >= 5) {
    // Earlier runs on the same database may have used up the five cards: free one that is not the default.
    page.once("dialog", (d) => void d.accept());
    await cards.getByTestId("name-card").filter({ hasNotText: "默认" }).first().getByRole("button", { name: "删除" }).click();
    await expect(cards.getByTestId("name-card")).toHaveCount(4);
  }
  await cards.getByRole("button", { name: "新建名片" }).click();
  await cards.getByLabel("名片名称").fill(label);
  await cards.getByRole("button", { name: "保存名片" }).click();
  const card = cards.getByTestId("name-card").filter({ hasText: label });
  await expect(card).toBeVisible();
  await card.getByRole("button", { name: "设为默认" }).click();
  await expect(card.getByText("默认", { exact: true })).toBeVisible();
  await card.getByRole("button", { name: "同步到名片系统" }).click();
  await expect(card.getByTestId("sync-status")).toContainText("已同步");

  // The shared link names the card by its random slug; phone and e-mail show publicly only when opted in.
  const href = (await card.getByRole("link", { name: "名片链接" }).getAttribute("href")) ?? "";
  const slug = /\/cards\/([A-Za-z0-9_-]{22})$/.exec(href)?.[1];
  expect(slug, href).toBeTruthy();
  const shared = async () => ((await (await page.request.get(`/admin/name_card/shared/${slug}`)).json()) as { data: { phone: string | null } }).data;
  expect((await shared()).phone).toBeNull();
  await card.getByRole("button", { name: "编辑" }).click();
  await card.getByLabel("在公开名片上展示联系电话").check();
  await card.getByRole("button", { name: "保存名片" }).click();
  await expect(card.getByRole("status").filter({ hasText: "名片已保存" })).toBeVisible();
  expect((await shared()).phone).toMatch(/^1\d{10}$/);
});
