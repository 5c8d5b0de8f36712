import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { createDb } from "#db/client";
import { getChallenge } from "#worker/features/captcha/captcha.service";
import { app } from "../../tests/setup/helpers";
import { createApp } from "../app";
import { emailProvider } from "../providers/email";
import { nameCardProvider } from "../providers/name-card";
import { payMode } from "../providers/pay";
import { smsProvider } from "../providers/sms";
import { wechatLogin } from "../providers/wechat";

type Probe = { method: "GET" | "POST"; path: string; body?: string };

async function probes(): Promise<Probe[]> {
  const challenge = await getChallenge(createDb(env.DB), { clientUid: "environment-gate", ip: "" }, Date.now());
  return [
    { method: "GET", path: "/__dev/sms" },
    { method: "GET", path: "/__dev/sms.json?phone=13800000001" },
    { method: "GET", path: "/__dev/email" },
    { method: "GET", path: "/__dev/email.json" },
    { method: "GET", path: "/__dev/name-cards" },
    { method: "GET", path: "/__dev/name-cards.json" },
    { method: "GET", path: `/__dev/captcha/${challenge.repData?.token ?? "missing"}` },
    { method: "POST", path: "/__dev/cron" },
    { method: "GET", path: "/__sandbox/wechat/qr?redirect_uri=%2F&state=WX-LOGIN.abc" },
    { method: "POST", path: "/pay/notify/sandbox", body: "{}" },
    { method: "POST", path: "/pay/sandbox/Q2026000000000000001/confirm" },
  ];
}

function send(probe: Probe, vars: Partial<Env>): Promise<Response> {
  return Promise.resolve(
    app.request(`http://localhost${probe.path}`, { method: probe.method, ...(probe.body ? { body: probe.body } : {}) }, { ...env, ...vars }),
  );
}

describe("sandbox and dev routes", () => {
  it("sandbox and dev routes: every APP_ENV outside development/test, typos included, serves none of them", async () => {
    const list = await probes();
    for (const APP_ENV of ["production", "prod", "Production", "PRODUCTION", "", " development", "staging", "dev", "testing"]) {
      for (const probe of list) {
        const res = await send(probe, { APP_ENV });
        expect(res.status, `${APP_ENV || "(empty)"} ${probe.method} ${probe.path}`).toBe(404);
      }
    }
    // A missing APP_ENV is no development environment either.
    for (const probe of list) expect((await send(probe, { APP_ENV: undefined as unknown as string })).status, probe.path).toBe(404);
  });

  it("sandbox and dev routes: the sandbox cashier's procedure is not found (404), not an error, outside development", async () => {
    const path = `/api/trpc/orders.cashier?input=${encodeURIComponent(JSON.stringify({ orderNo: "QH20261125000000000001" }))}`;
    for (const APP_ENV of ["production", "prod", ""]) {
      const res = await send({ method: "GET", path }, { APP_ENV });
      expect(res.status, APP_ENV || "(empty)").toBe(404);
    }
  });

  it("sandbox and dev routes: development and test serve them", async () => {
    const list = await probes();
    for (const APP_ENV of ["development", "test"]) {
      for (const probe of list.filter((p) => !p.path.startsWith("/pay/sandbox/"))) {
        const res = await send(probe, { APP_ENV });
        expect(res.status, `${APP_ENV} ${probe.method} ${probe.path}`).not.toBe(404);
      }
    }
  });

  it("sandbox and dev routes: ALLOW_SANDBOX_PROVIDERS=1 turns on the sandbox providers in production, never /__dev", async () => {
    const list = await probes();
    const vars = { APP_ENV: "production", ALLOW_SANDBOX_PROVIDERS: "1" };
    for (const probe of list) {
      const res = await send(probe, vars);
      if (probe.path.startsWith("/__dev/")) expect(res.status, probe.path).toBe(404);
      else if (!probe.path.startsWith("/pay/sandbox/")) expect(res.status, probe.path).not.toBe(404);
    }
  });

  it("sandbox and dev routes: the sandbox cashier page (a React Router page after the Hono routes) is gated too", async () => {
    // As worker/index.ts: the pages are a catch-all added after every Hono route.
    const withPages = createApp();
    withPages.all("*", (c) => c.text("页面"));
    const cashier = (APP_ENV: string) => Promise.resolve(withPages.request("http://localhost/pay/sandbox/Q2026000000000000001", {}, { ...env, APP_ENV }));
    for (const APP_ENV of ["production", "prod", "Production", ""]) expect((await cashier(APP_ENV)).status, APP_ENV).toBe(404);
    for (const APP_ENV of ["development", "test"]) expect((await cashier(APP_ENV)).status, APP_ENV).toBe(200);
  });

  it("sandbox and dev routes: the sandbox providers are refused under a typo of production", () => {
    const db = createDb(env.DB);
    for (const APP_ENV of ["prod", "Production", ""]) {
      const typo = { ...env, APP_ENV };
      expect(() => smsProvider(typo, db)).toThrow(/ALLOW_SANDBOX_PROVIDERS=1/);
      expect(() => emailProvider(typo, db)).toThrow(/ALLOW_SANDBOX_PROVIDERS=1/);
      expect(() => nameCardProvider(typo, db)).toThrow(/ALLOW_SANDBOX_PROVIDERS=1/);
      expect(() => payMode(typo)).toThrow(/ALLOW_SANDBOX_PROVIDERS=1/);
      expect(() => wechatLogin(typo)).toThrow(/ALLOW_SANDBOX_PROVIDERS=1/);
    }
  });
});
