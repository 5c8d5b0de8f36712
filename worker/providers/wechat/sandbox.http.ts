import type { Hono } from "hono";
import { html, raw } from "hono/html";
import { isSafeRedirect } from "#core/redirect";
import type { AppEnv } from "#worker/hono-env";
import { SANDBOX_QR_PATH, type SandboxIdentity, SandboxWechatLogin } from "./sandbox";

/** A fixed identity: bound once (by hand or by demo data), it logs the same account in again and again. */
export const DEMO_IDENTITY: SandboxIdentity = { openid: "sandbox-openid-demo", unionid: "sandbox-unionid-demo", nickname: "微信用户-演示" };

const BASE = "http://sandbox.invalid";

/** Only a path of this site: anything that could leave it ("//host", "/\host", a scheme) is refused. */
function sameOriginPath(uri: string | undefined): URL | null {
  return isSafeRedirect(uri) ? URL.parse(uri, BASE) : null;
}

/** Where WeChat would send the top window after the phone confirms: redirect_uri?code=…&state=…. */
function callback(target: URL, code: string, state: string): string {
  const url = new URL(target);
  url.searchParams.set("code", code);
  url.searchParams.set("state", state);
  return url.pathname + url.search + url.hash;
}

function freshIdentity(): SandboxIdentity {
  const id = crypto.randomUUID().replaceAll("-", "");
  return { openid: `sandbox-openid-${id}`, unionid: `sandbox-unionid-${id}`, nickname: `微信用户-${id.slice(0, 4)}` };
}

/** A fixed pseudo-random bit per module (an integer hash), so the filler looks like data. */
function noise(x: number, y: number): boolean {
  let h = Math.imul(x, 374761393) + Math.imul(y, 668265263);
  h = Math.imul(h ^ (h >>> 13), 1274126177);
  return ((h ^ (h >>> 16)) & 1) === 1;
}

// A QR-looking 21×21 grid (three finder squares, hashed filler): it is drawn, not scanned.
const MOCK_QR = (() => {
  const size = 21;
  const finders: [number, number][] = [
    [0, 0],
    [size - 7, 0],
    [0, size - 7],
  ];
  let path = "";
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const finder = finders.find(([fx, fy]) => x - fx >= -1 && x - fx <= 7 && y - fy >= -1 && y - fy <= 7);
      // Finder squares: a dark ring, a light ring, a dark 3×3 centre, a light margin around.
      const ring = finder ? Math.max(Math.abs(x - finder[0] - 3), Math.abs(y - finder[1] - 3)) : 0;
      const dark = finder ? ring <= 3 && ring !== 2 : noise(x, y);
      if (dark) path += `M${x} ${y}h1v1h-1z`;
    }
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="-1 -1 23 23" width="128" height="128" role="img" aria-label="模拟二维码"><path d="${path}"/></svg>`;
})();

function page(newUser: string, demo: string) {
  return html`<!doctype html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<meta name="robots" content="noindex">
<title>微信登录（沙箱）</title>
<style>
body{margin:0;padding:10px 16px;font:14px/1.5 system-ui,sans-serif;color:#333;text-align:center;background:#fff}
h1{margin:0 0 6px;font-size:16px;font-weight:600}
.qr{display:inline-block;padding:6px;border:1px solid #e5e5e5;border-radius:4px;background:#fff}
.qr svg{display:block}
p{margin:6px 0}
.hint{color:#999;font-size:12px}
a{display:block;margin:6px 0;padding:6px 0;border-radius:4px;border:1px solid #07c160;text-decoration:none;font-size:13px}
a.new{background:#07c160;color:#fff}
a.demo{background:#fff;color:#07c160}
</style>
</head>
<body>
<h1>微信登录（沙箱）</h1>
<div class="qr">${raw(MOCK_QR)}</div>
<p>请使用微信扫描二维码登录</p>
<a class="new" href="${newUser}" target="_top">模拟扫码（新微信用户）</a>
<a class="demo" href="${demo}" target="_top">模拟扫码（已绑定的演示账号）</a>
<p class="hint">沙箱环境，不连接微信；二维码 5 分钟内有效</p>
</body>
</html>`;
}

/** The sandbox's "scan to log in" page, embedded by the login dialog in place of WeChat's QR iframe. */
export function mountWechatSandbox(app: Hono<AppEnv>): void {
  app.get(SANDBOX_QR_PATH, async (c) => {
    // Its codes log anyone in as anyone: /__sandbox/* is served only where middleware/environment allows the sandbox.
    const target = sameOriginPath(c.req.query("redirect_uri"));
    if (!target) return c.text("redirect_uri 无效：只接受本站以 / 开头的路径", 400);
    const state = c.req.query("state") ?? "";
    const sandbox = new SandboxWechatLogin(c.env.AUTH_SECRET);
    const [newUser, demo] = await Promise.all([sandbox.issueCode(freshIdentity()), sandbox.issueCode(DEMO_IDENTITY)]);
    // Each view hands out fresh codes: a page restored from cache would carry stale ones.
    c.header("cache-control", "no-store");
    return c.html(page(callback(target, newUser, state), callback(target, demo, state)));
  });
}
