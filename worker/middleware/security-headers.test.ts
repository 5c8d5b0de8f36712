import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { createDb } from "#db/client";
import { users } from "#db/schema";
import { app, JSON_HEADERS } from "../../tests/setup/helpers";
import { hashPassword } from "../features/auth/password";

const PHONE = "13900007401";
const PASSWORD = "Headers-pass-2026";

const at = (origin: string, path: string, init?: RequestInit) => Promise.resolve(app.request(`${origin}${path}`, init, env));

function nonceOf(csp: string): string {
  return /'nonce-([A-Za-z0-9+/=]+)'/.exec(csp)?.[1] ?? "";
}

beforeAll(async () => {
  await db()
    .insert(users)
    .values({ phone: PHONE, nickname: "头部", passwordHash: await hashPassword(PASSWORD, env.PASSWORD_PEPPER), createdAt: 1, updatedAt: 1 });
});

function db() {
  return createDb(env.DB);
}

describe("security headers", () => {
  it("content security policy: every Hono response carries a CSP with a fresh nonce per request", async () => {
    const seen = new Set<string>();
    for (const path of ["/healthz", "/api/trpc/auth.me", "/admin/user/info", "/__dev/sms", "/files/public/none.png"]) {
      const res = await at("http://localhost", path);
      const csp = res.headers.get("content-security-policy") ?? "";
      expect(csp, path).toContain("default-src 'self'");
      expect(csp, path).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]{24}'/);
      expect(csp, path).not.toMatch(/script-src[^;]*'unsafe-inline'/);
      expect(csp, path).toContain("connect-src 'self' ws://localhost");
      expect(csp, path).toContain("object-src 'none'");
      expect(csp, path).toContain("frame-ancestors 'self'");
      seen.add(nonceOf(csp));
    }
    expect(seen.size).toBe(5);
    const secure = await at("https://qihe.example", "/healthz");
    expect(secure.headers.get("content-security-policy")).toContain("connect-src 'self' wss://qihe.example");
  });

  it("HSTS: sent over https only", async () => {
    expect((await at("https://qihe.example", "/healthz")).headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");
    expect((await at("http://localhost", "/healthz")).headers.get("strict-transport-security")).toBeNull();
  });

  it("__Host- cookies: over https the session cookies are __Host- prefixed and only those names are read", async () => {
    const login = (origin: string) =>
      at(origin, "/api/trpc/auth.loginPassword", { method: "POST", headers: JSON_HEADERS, body: JSON.stringify({ phone: PHONE, password: PASSWORD }) });
    const secure = await login("https://qihe.example");
    const cookies = secure.headers.getSetCookie();
    // The session's two cookies, then the read-replica bookmark of this write (d1-session.ts).
    expect(cookies.map((c) => c.split("=")[0])).toEqual(["__Host-qh_at", "__Host-qh_rt", "__Host-qh_d1"]);
    for (const c of cookies) expect(c).toMatch(/; Path=\/; .*HttpOnly; SameSite=Lax; Secure$/);
    const pair = Object.fromEntries(cookies.map((c) => (c.split(";")[0] ?? "").split(/=(.*)/s).slice(0, 2)));
    const info = (origin: string, cookie: string) => at(origin, "/admin/user/info", { headers: { cookie } });

    expect((await info("https://qihe.example", `__Host-qh_at=${pair["__Host-qh_at"]}`)).status).toBe(200);
    // A plain-named cookie (set over http or by a sibling subdomain) is not read on https.
    expect((await info("https://qihe.example", `qh_at=${pair["__Host-qh_at"]}`)).status).toBe(424);

    const plain = await login("http://localhost");
    expect(plain.headers.getSetCookie().map((c) => c.split("=")[0])).toEqual(["qh_at", "qh_rt", "qh_d1"]);
    expect((await info("http://localhost", `__Host-qh_at=${pair["__Host-qh_at"]}`)).status).toBe(424);
  });
});
