import { env } from "cloudflare:workers";
import { TRPCError } from "@trpc/server";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { bearer, request, USER } from "../../tests/setup/helpers";
import type { AppEnv } from "../hono-env";
import { createContext } from "../trpc/init";
import { envelopeOf, policyOf, samplePath, sampleQueries, seedSamples } from "./compat-test-kit";
import { mountCompat } from "./mount";
import { type CompatRoute, compatRoutes } from "./table";

/** A row as a client sends it, without input: bad input to every row is hostile-input.test.ts's part. */
function send(route: CompatRoute, headers: Record<string, string> = {}): Promise<Response> {
  const path = samplePath(route.path);
  const init: RequestInit = { method: route.method, headers: { origin: "http://localhost", ...headers } };
  if (route.input === "json") init.headers = { ...init.headers, "content-type": "application/json" };
  if (route.input === "json") init.body = "{}";
  if (route.input === "form") init.body = new FormData();
  return request(path + (sampleQueries[path] ?? ""), init);
}

// The walks send a request per row: more than the default five seconds on a busy machine.
describe("REST surface", { timeout: 60_000 }, () => {
  it("compat walks every row: as a visitor, rows behind a login answer 424, public GET rows their data, none 5xx", async () => {
    await seedSamples();
    const behindLogin = compatRoutes.filter((r) => policyOf(r) !== "public");
    expect(behindLogin.length).toBeGreaterThan(20);
    expect(new Set(compatRoutes.map((r) => r.method))).toEqual(new Set(["GET", "POST", "PUT", "DELETE"]));
    for (const route of compatRoutes) {
      const label = `${route.method} ${route.path} (visitor)`;
      const res = await send(route);
      if (policyOf(route) !== "public") {
        expect(res.status, label).toBe(424);
        expect(await res.json(), label).toMatchObject({ code: -1, msg: "登录已过期，请重新登录" });
        continue;
      }
      const body = await envelopeOf(label, res);
      if (route.method !== "GET") continue;
      expect(res.status, label).toBe(200);
      expect(body.code, label).toBe(0);
      expect(body.data, label).toBeTruthy();
    }
  });

  it("compat walks every row: as a signed-in user, no row answers 424 or 5xx and lawyer/admin rows refuse", async () => {
    await seedSamples();
    await env.DB.prepare("INSERT OR IGNORE INTO users (id, phone, nickname, created_at, updated_at) VALUES (?, '13900009302', '普通用户', 1, 1)")
      .bind(USER.id)
      .run();
    // Logout last: it ends the session the other rows run in.
    const rows = [...compatRoutes].sort((a, b) => Number(a.path.includes("logout")) - Number(b.path.includes("logout")));
    for (const route of rows) {
      const label = `${route.method} ${route.path} (user)`;
      const body = await envelopeOf(label, await send(route, (await bearer(USER)) as Record<string, string>));
      if (policyOf(route) === "lawyer" || policyOf(route) === "admin") expect(body, label).toMatchObject({ code: -1, msg: "没有权限执行此操作" });
    }
  });

  it("maps domain errors to code -1 with a Chinese message, and validation errors name the problem", async () => {
    const missing = (await (await request("/admin/region/tree/990000")).json()) as { code: number; msg: string };
    expect(missing).toMatchObject({ code: -1, msg: "未找到该省份" });
    const invalid = (await (await request("/admin/region/tree/abc")).json()) as { code: number; msg: string };
    expect(invalid).toMatchObject({ code: -1, msg: "地区编码必须是六位数字" });
  });

  it("answers an expired session with HTTP 424 and hides unexpected errors", async () => {
    const app = new Hono<AppEnv>();
    app.use("*", async (c, next) => {
      c.set("trpc", createContext({ env, req: c.req.raw, user: null, tokenPresented: true, waitUntil: () => {} }));
      await next();
    });
    mountCompat(app, [
      {
        method: "GET",
        path: "/t/expired",
        input: "none",
        call: () => Promise.reject(new TRPCError({ code: "UNAUTHORIZED", message: "登录已过期，请重新登录" })),
      },
      { method: "GET", path: "/t/boom", input: "none", call: () => Promise.reject(new Error("SQLITE_ERROR: no such table")) },
      { method: "POST", path: "/t/json", input: "json", call: (_c, input) => Promise.resolve(input) },
    ]);
    const expired = await app.request("/t/expired", {}, env);
    expect(expired.status).toBe(424);
    expect(await expired.json()).toMatchObject({ code: -1, msg: "登录已过期，请重新登录" });
    const boom = await app.request("/t/boom", {}, env);
    expect(boom.status).toBe(500);
    expect(await boom.text()).not.toContain("SQLITE");
    const badJson = await app.request("/t/json", { method: "POST", body: "{not json", headers: { "content-type": "application/json" } }, env);
    expect(await badJson.json()).toMatchObject({ code: -1, msg: "请求参数格式错误" });
    const goodJson = await app.request("/t/json", { method: "POST", body: JSON.stringify({ a: 1 }), headers: { "content-type": "application/json" } }, env);
    expect(await goodJson.json()).toMatchObject({ code: 0, data: { a: 1 } });
  });
});
