import { env } from "cloudflare:workers";
import { TRPCError } from "@trpc/server";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { seedArticles } from "../../tests/setup/articles-fixture";
import { seedBrand } from "../../tests/setup/brand-fixture";
import { seedCases } from "../../tests/setup/cases-fixture";
import { seedClauses } from "../../tests/setup/clauses-fixture";
import { seedDocuments } from "../../tests/setup/documents-fixture";
import { request } from "../../tests/setup/helpers";
import { seedLawyers } from "../../tests/setup/lawyers-fixture";
import { seedLibrary } from "../../tests/setup/library-fixture";
import { seedRegions } from "../../tests/setup/regions-fixture";
import { seedRegulations } from "../../tests/setup/regulations-fixture";
import type { AppEnv } from "../hono-env";
import { createContext } from "../trpc/init";
import { mountCompat } from "./mount";
import { compatRoutes } from "./table";

describe("REST surface", () => {
  it("answers every GET row of the table with the {code,msg,data} envelope", async () => {
    await seedRegions();
    await seedLibrary();
    // Every library answers its by-id row for id 1 from its own seed.
    for (const seed of [seedClauses, seedDocuments, seedRegulations, seedCases, seedBrand, seedLawyers, seedArticles]) await seed();
    // A name card: shared publicly by its slug; by id it is its lawyer's own.
    await env.DB.prepare(
      "INSERT OR IGNORE INTO name_cards (id, lawyer_id, label, name, firm, phone, slug, is_default, created_at, updated_at) VALUES (1, 3, '默认名片', '王建国', '北京衡正律师事务所', '13800000002', 'compat-sample-card-01', 1, 1, 1)",
    ).run();
    const needsLogin = new Set([
      "/admin/user/info",
      "/admin/template/mine/purchased",
      "/admin/template/mine/browse_history",
      "/admin/order/status/1",
      "/admin/order/page",
      "/admin/sys_points/points",
      "/admin/sys_points/record",
      "/admin/lawyer/visits_record",
      "/admin/lawyer/certification",
      "/admin/name_card/default",
      "/admin/name_card/list",
      "/admin/name_card/1",
      "/admin/name_card/representative_case/1",
      "/admin/advice_order/my_advice/page",
      "/admin/advice_order/lawyer_center/page",
      "/admin/advice_order/pay_flag/1",
      "/admin/advice_order/1",
      "/admin/online_chat/chat_record/1",
    ]);
    const samples: Record<string, string> = { "/admin/common/litigationCostCalculator": "?type=1&amount=1500000" };
    for (const route of compatRoutes.filter((r) => r.method === "GET")) {
      // User 1 is the admin, not a lawyer: the lawyer profile row is sampled with the demo lawyer (3).
      const path =
        route.path === "/admin/lawyer/:id"
          ? "/admin/lawyer/3"
          : route.path
              .replace(":province", "110000")
              .replace(/:id(\{[^}]*\})?/, "1")
              .replace(":slug", "compat-sample-card-01");
      const res = await request(path + (samples[path] ?? ""));
      if (needsLogin.has(path)) {
        expect(res.status, path).toBe(424);
        continue;
      }
      expect(res.status, path).toBe(200);
      const body = (await res.json()) as { code: number; msg: string; data: unknown };
      expect(body.code, path).toBe(0);
      expect(body.data, path).toBeTruthy();
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
