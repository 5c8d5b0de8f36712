import type { Page } from "@playwright/test";
import { expect, loginWithSms, test, uniquePhone } from "./support";

/** Every report of a blocked script, style, image, frame or socket the page causes. */
function violations(page: Page): string[] {
  const seen: string[] = [];
  page.on("console", (m) => {
    if (/Content Security Policy|Refused to/i.test(m.text())) seen.push(m.text());
  });
  return seen;
}

test("content security policy: a page's scripts carry the response's nonce and the site works without a violation", async ({ page }) => {
  const blocked = violations(page);
  const res = await page.goto("/");
  const csp = (await res?.headerValue("content-security-policy")) ?? "";
  const nonce = /'nonce-([^']+)'/.exec(csp)?.[1] ?? "";
  expect(nonce).not.toBe("");
  expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  // The browser hides the attribute once applied; the property keeps the value.
  const nonces = await page.locator("script").evaluateAll((els) => els.map((e) => (e as HTMLScriptElement).nonce));
  expect(nonces.length).toBeGreaterThan(0);
  expect(new Set(nonces)).toEqual(new Set([nonce]));

  // Hydrated: the login dialog, the captcha's data: pictures and the SMS login work, and the signed-in
  // page opens its websocket.
  const socket = page.waitForEvent("websocket");
  await loginWithSms(page, uniquePhone("135"));
  expect((await socket).url()).toContain("/websocket/ws/HTK_PC/");

  // A second response gets another nonce.
  const again = await page.goto("/seekLawyer");
  expect(/'nonce-([^']+)'/.exec((await again?.headerValue("content-security-policy")) ?? "")?.[1]).not.toBe(nonce);
  // Photos from /files load (a blocked image is complete with no width); lazy ones below the fold may not have started.
  await page.waitForLoadState("load");
  const images = await page
    .locator("img[src^='/files/']")
    .evaluateAll((els) => els.map((e) => [(e as HTMLImageElement).complete, (e as HTMLImageElement).naturalWidth]));
  for (const [complete, width] of images) if (complete) expect(width).toBeGreaterThan(0);
  expect(blocked).toEqual([]);
});
