import { env } from "cloudflare:workers";
import { TRPCError } from "@trpc/server";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { seedArticles } from "../../tests/setup/articles-fixture";
import { seedBrand } from "../../tests/setup/brand-fixture";
import { seedCases } from "../../tests/setup/cases-fixture";
import { seedClauses } from "../../tests/setup/clauses-fixture";
import { seedDocuments } from "../../tests/setup/documents-fixture";
import { bearer, request, USER } from "../../tests/setup/helpers";
import { seedLawyers } from "../../tests/setup/lawyers-fixture";
import { seedLibrary } from "../../tests/setup/library-fixture";
import { seedRegions } from "../../tests/setup/regions-fixture";
import { seedRegulations } from "../../tests/setup/regulations-fixture";
import type { AppEnv } from "../hono-env";
import { createContext, type Policy } from "../trpc/init";
import { appRouter } from "../trpc/router";
import { mountCompat } from "./mount";
import { type CompatRoute, compatRoutes } from "./table";

type Envelope = { code: number; msg: string; data: unknown };
type AnyProcedure = { _def: { meta?: { policy?: Policy } } };
const procedures = appRouter._def.procedures as unknown as Record<string, AnyProcedure>;

/** The access policy of the procedure a row calls (`c.<router>.<procedure>(`), read from the row itself. */
function policyOf(route: CompatRoute): Policy {
  const path = /\bc\.([\w.]+)\(/.exec(String(route.call))?.[1];
  const policy = path ? procedures[path]?._def.meta?.policy : undefined;
  if (!policy) throw new Error(`${route.method} ${route.path}: no procedure found in its call`);
  return policy;
}

// User 1 is the admin, not a lawyer: the lawyer profile row is sampled with the demo lawyer (3).
function samplePath(route: CompatRoute): string {
  if (route.path === "/admin/lawyer/:id" || route.path === "/admin/user/public/:id") return route.path.replace(":id", "3");
  return route.path
    .replace(":province", "110000")
    .replace(/:id(\{[^}]*\})?/, "1")
    .replace(":slug", "compat-sample-card-01")
    .replace(/:\w+(\{[^}]*\})?/g, "1")
    .replace("*", "1");
}
const samples: Record<string, string> = {
  "/admin/common/litigationCostCalculator": "?type=1&amount=1500000",
  "/admin/common/withholdingCalculator": "?type=royalty&amount=1000",
  "/admin/common/amountInWords": "?amount=12300",
};

/** A row as a client sends it, without input: bad input to every row is hostile-input.test.ts's part. */
function send(route: CompatRoute, headers: Record<string, string> = {}): Promise<Response> {
  const path = samplePath(route);
  const init: RequestInit = { method: route.method, headers: { origin: "http://localhost", ...headers } };
  if (route.input === "json") init.headers = { ...init.headers, "content-type": "application/json" };
  if (route.input === "json") init.body = "{}";
  if (route.input === "form") init.body = new FormData();
  return request(path + (samples[path] ?? ""), init);
}

async function envelopeOf(label: string, res: Response): Promise<Envelope> {
  const text = await res.text();
  expect(res.status, `${label} → ${res.status} ${text.slice(0, 200)}`).toBeLessThan(500);
  const body = JSON.parse(text) as Envelope;
  expect(Object.keys(body).sort(), label).toEqual(["code", "data", "msg"]);
  if (body.code !== 0) expect(body.msg, label).toMatch(/[\u4e00-\u9fff]/);
  return body;
}

async function seedSamples() {
  await seedRegions();
  await seedLibrary();
  // Every library answers its by-id row for id 1 from its own seed.
  for (const seed of [seedClauses, seedDocuments, seedRegulations, seedCases, seedBrand, seedLawyers, seedArticles]) await seed();
  // A name card: shared publicly by its slug; by id it is its lawyer's own.
  await env.DB.prepare(
    "INSERT OR IGNORE INTO name_cards (id, lawyer_id, label, name, firm, phone, slug, is_default, created_at, updated_at) VALUES (1, 3, '默认名片', '王建国', '北京衡正律师事务所', '13800000002', 'compat-sample-card-01', 1, 1, 1)",
  ).run();
}

describe("REST surface", () => {
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
