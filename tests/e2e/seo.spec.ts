import { expect, test } from "./support";

test("robots.txt, a paged sitemap and canonical links", async ({ page, request }) => {
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toContain("Disallow: /console");
  expect(robots).toMatch(/Sitemap: http:\/\/localhost:\d+\/sitemap\.xml/);

  const index = await request.get("/sitemap.xml");
  expect(index.headers()["content-type"]).toContain("application/xml");
  const files = [...(await index.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] ?? "");
  expect(files.some((f) => f.endsWith("/sitemap/static.xml"))).toBe(true);
  const templatesFile = files.find((f) => f.endsWith("/sitemap/templates-1.xml"));
  expect(templatesFile).toBeTruthy();
  const urls = await (await request.get(new URL(templatesFile ?? "").pathname)).text();
  expect(urls).toMatch(/<loc>http:\/\/localhost:\d+\/templateDetails\/1<\/loc>/);
  expect((await request.get("/sitemap/nothing-1.xml")).status()).toBe(404);

  await page.goto("/pages/contractLibrary/contractLibrary?keyword=租赁");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /^http:\/\/localhost:\d+\/$/);
  await page.goto("/subPackageDetails/templateDetails/templateDetails?id=1");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/templateDetails\/1$/);
  await expect(page.locator('meta[property="og:site_name"]')).toHaveAttribute("content", "契合");
});
