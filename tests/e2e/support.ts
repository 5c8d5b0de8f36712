import AxeBuilder from "@axe-core/playwright";
import { type Browser, type BrowserContext, test as base, expect, type Locator, type Page, type Response } from "@playwright/test";
import { strToU8, zipSync } from "fflate";

export { expect };

let clients = 0;

/**
 * Each flow is a visitor on its own network: workerd stamps every local request with 127.0.0.1
 * unless CF-Connecting-IP is already set (Cloudflare overwrites it in production), so without this
 * the whole suite would share one address and the per-network SMS and login limits would refuse
 * whichever flow came after the twentieth code of the run.
 */
function nextAddress(): string {
  clients += 1;
  const worker = Number(process.env.TEST_WORKER_INDEX ?? 0);
  return `10.${worker % 250}.${Math.floor(clients / 250) % 250}.${clients % 250}`;
}

/** The pages already checked by this worker: a route is checked once, by its path with ids as :id. */
const checked = new Set<string>();
const WCAG = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

/**
 * Every page a flow opens is checked against WCAG 2.1 A/AA with axe once it is hydrated (issue 20):
 * the first time each route is seen in a worker, so the whole suite covers every page it visits.
 */
async function checkAccessibility(page: Page): Promise<void> {
  const url = new URL(page.url());
  const route = url.pathname.replace(/\/\d+(?=\/|$)/g, "/:id");
  if (checked.has(route)) return;
  checked.add(route);
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG).analyze();
  if (!violations.length) return;
  // The first node's own message says why (for contrast: both colours and the ratio found).
  const found = violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.nodes
        .map((n) => n.target.join(" "))
        .slice(0, 8)
        .join(" | ")}\n  ${v.nodes[0]?.failureSummary?.replace(/\s+/g, " ") ?? ""}`,
  );
  if (process.env.AXE_REPORT) console.log(`AXE ${route}\n${found.join("\n")}`);
  else throw new Error(`无障碍检查未通过 ${url.pathname}：\n${found.join("\n")}`);
}

/**
 * GETs through the page's request context are tried once more when a kept-alive connection was reset:
 * the local server closes idle sockets after five seconds, and a request sent on one at that moment fails
 * with ECONNRESET before reaching it. Retrying an idempotent request on a dead persistent connection is
 * what HTTP clients do (RFC 9112 §9.3.1); any other error, and any answer, is returned as it is.
 */
const resetSafe = new WeakSet<object>();
function resetSafeGet(page: Page): void {
  // One request context serves every page of a browser context: wrapped once.
  const request = page.request;
  if (resetSafe.has(request)) return;
  resetSafe.add(request);
  const get = request.get.bind(request);
  request.get = async (...args) => {
    try {
      return await get(...args);
    } catch (error) {
      if (!String(error).includes("ECONNRESET")) throw error;
      return await get(...args);
    }
  };
}

/**
 * goto and reload return once the page is hydrated, not merely loaded: a click before that submits a
 * fetcher form natively (its answer never shows) or does nothing, and on a busy CI machine the gap
 * between load and hydration is long enough for the next step to land in it.
 */
function waitingForHydration(page: Page): Page {
  resetSafeGet(page);
  const settle = async (response: Response | null) => {
    // Pages the worker serves itself (sandbox outboxes) have no React Router to wait for.
    if (response?.headers()["content-type"]?.startsWith("text/html")) {
      await page.waitForFunction(() => !("__reactRouterContext" in window) || document.documentElement.dataset.hydrated === "true", null, {
        timeout: 15_000,
      });
      if (response.ok() && (await page.evaluate(() => "__reactRouterContext" in window))) await checkAccessibility(page);
    }
    return response;
  };
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => settle(await goto(...args));
  page.reload = async (...args) => settle(await reload(...args));
  return page;
}

export const test = base.extend({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use) => {
    await use({ ...extraHTTPHeaders, "CF-Connecting-IP": nextAddress() });
  },
  page: async ({ page }, use) => {
    await use(waitingForHydration(page));
  },
});

/** A page's GETs (page.request.get) made safe on kept-alive connections: see resetSafeGet. */
export function getFresh(page: Page, url: string, options: { maxRedirects?: number } = {}) {
  return page.request.get(url, options);
}

/** A second person in the same flow (a lawyer, an administrator): own cookies, own network address. */
export async function anotherVisitor(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ extraHTTPHeaders: { "CF-Connecting-IP": nextAddress() } });
  return { context, page: waitingForHydration(await context.newPage()) };
}

// Small fixtures for flows that log in as a person would: the captcha is solved by reading the
// stored challenge through the development-only hook, SMS codes come from the sandbox outbox.
export async function solveCaptcha(page: Page, open: () => Promise<void>): Promise<void> {
  const got = page.waitForResponse((r) => r.url().endsWith("/captcha/get"));
  await open();
  const { repData } = (await (await got).json()) as { repData: { token: string } };
  const answer = (await (await page.request.get(`/__dev/captcha/${repData.token}`)).json()) as { x: number };
  const dialog = page.getByRole("dialog", { name: "请完成安全验证" });
  const slider = dialog.getByRole("slider");
  await expect(slider).toBeVisible();
  await expect(dialog.getByRole("img").first()).toBeVisible();
  await page.screenshot({ path: "test-results/screens/captcha.png" });
  const bar = await slider.locator("..").boundingBox();
  const knob = await slider.boundingBox();
  if (!bar || !knob) throw new Error("slider not laid out");
  const dx = (answer.x * bar.width) / 310;
  await page.mouse.move(knob.x + knob.width / 2, knob.y + knob.height / 2);
  await page.mouse.down();
  await page.mouse.move(knob.x + knob.width / 2 + dx, knob.y + knob.height / 2, { steps: 12 });
  await page.mouse.up();
  await expect(dialog).toBeHidden({ timeout: 5000 });
}

/**
 * Solves the slider that guards an SMS code and waits for the send to answer: the page sends the code
 * only after the slider has closed, so reading the outbox at that moment would race the request.
 */
export async function sendSmsCode(page: Page, open: () => Promise<void>): Promise<void> {
  const sent = page.waitForResponse((r) => /\/api\/trpc\/[^?]*auth\.send(Own)?Code/.test(r.url()));
  await solveCaptcha(page, open);
  expect((await sent).ok()).toBe(true);
}

export async function lastSmsCode(page: Page, phone: string): Promise<string> {
  const rows = (await (await page.request.get(`/__dev/sms.json?phone=${phone}`)).json()) as { content: string }[];
  const code = /(\d{6})/.exec(rows[0]?.content ?? "")?.[1];
  if (!code) throw new Error(`no SMS to ${phone}`);
  return code;
}

let phones = 0;

/**
 * A phone number no other flow of the run uses: the second (5 digits), the Playwright worker and a
 * counter, so two numbers taken in the same millisecond (a user and a lawyer, two workers) differ.
 */
export function uniquePhone(prefix = "137"): string {
  phones += 1;
  const second = Math.floor(Date.now() / 1000) % 100_000;
  const worker = Number(process.env.TEST_WORKER_INDEX ?? 0) % 10;
  return `${prefix}${String(second).padStart(5, "0")}${worker}${String(phones % 100).padStart(2, "0")}`;
}

/** Opens the login dialog; retried because a click that lands before hydration does nothing. */
export async function openLoginDialog(page: Page, trigger = "注册丨登录") {
  const dialog = page.getByRole("dialog", { name: "登录契合" });
  await expect(async () => {
    await page.getByRole("button", { name: trigger }).click();
    await expect(dialog).toBeVisible({ timeout: 1000 });
  }).toPass();
  return dialog;
}

export async function loginWithPassword(page: Page, phone: string, password: string, trigger?: string): Promise<void> {
  const dialog = await openLoginDialog(page, trigger);
  await dialog.getByRole("tab", { name: "密码登录" }).click();
  await dialog.getByPlaceholder("手机号").fill(phone);
  await dialog.getByPlaceholder("密码").fill(password);
  await dialog.getByRole("button", { name: "登录", exact: true }).click();
  await expect(dialog).toBeHidden();
}

/**
 * Logs in (or registers) with an SMS code through the dialog, solving the captcha on the way. `open`
 * opens the dialog some other way than the header button (a 立即购买 that needs a login first).
 */
export async function loginWithSms(page: Page, phone: string, open: () => Promise<Locator> = () => openLoginDialog(page)): Promise<void> {
  const dialog = await open();
  await dialog.getByRole("tab", { name: "验证码登录" }).click();
  await dialog.getByPlaceholder("手机号").fill(phone);
  await sendSmsCode(page, () => dialog.getByRole("button", { name: "获取验证码" }).click());
  await dialog.getByPlaceholder("验证码").fill(await lastSmsCode(page, phone));
  await dialog.getByRole("button", { name: "登录/注册" }).click();
  await expect(dialog).toBeHidden();
}

/** Opens the login dialog through a button that asks a visitor to log in first (retried until hydrated). */
export function loginDialogVia(page: Page, button: string): () => Promise<Locator> {
  return async () => {
    const dialog = page.getByRole("dialog", { name: "登录契合" });
    await expect(async () => {
      await page.getByRole("button", { name: button }).click();
      await expect(dialog).toBeVisible({ timeout: 1000 });
    }).toPass();
    return dialog;
  };
}

/** Pays the order shown in a payment popup at the sandbox cashier, in a second tab. */
export async function payAtSandboxCashier(popup: Locator, context: BrowserContext): Promise<void> {
  const cashier = await context.newPage();
  await cashier.goto((await popup.getByRole("link", { name: /沙箱环境/ }).getAttribute("href")) ?? "");
  await cashier.getByRole("button", { name: "确认支付" }).click();
  await expect(cashier.getByRole("status")).toHaveText("支付成功，可返回原页面查看");
  await cashier.close();
}

/** Re-authenticates a sensitive change on 系统安全: a code to the user's own phone, typed into `form`. */
export async function verifyOwnPhone(page: Page, form: Locator, phone: string): Promise<void> {
  await sendSmsCode(page, () => form.getByRole("button", { name: "获取验证码" }).click());
  await form.getByLabel("短信验证码").fill(await lastSmsCode(page, phone));
}

/** A tRPC call from the page's session, for the steps of a flow another spec already walks through the pages. */
export async function trpcCall<T>(page: Page, path: string, input?: unknown, kind: "query" | "mutation" = "mutation"): Promise<T> {
  const res =
    kind === "mutation"
      ? await page.request.post(`/api/trpc/${path}`, { data: input ?? {} })
      : await page.request.get(`/api/trpc/${path}?input=${encodeURIComponent(JSON.stringify(input ?? {}))}`);
  const body = (await res.json()) as { result?: { data: T }; error?: unknown };
  if (!res.ok() || !body.result) throw new Error(`${path} failed: ${JSON.stringify(body)}`);
  return body.result.data;
}

export const DOCX_MIME = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";

/** A minimal real Word file: a ZIP whose first bytes are PK\x03\x04, as uploads are recognised. */
export function docx(text: string): Buffer {
  const xml = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>${text}</w:t></w:r></w:p></w:body></w:document>`;
  return Buffer.from(
    zipSync({
      "[Content_Types].xml": strToU8(
        '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
      ),
      "word/document.xml": strToU8(xml),
    }),
  );
}
