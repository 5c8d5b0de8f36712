import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { createDb } from "#db/client";
import { users } from "#db/schema";
import { JSON_HEADERS, request } from "../../../tests/setup/helpers";
import { hashPassword } from "./password";

const db = createDb(env.DB);
const PASSWORD = "Edge-pass-2026";
const PHONES = ["13900007001", "13900007002", "13900007003"];

type Tokens = { access_token: string; refresh_token: string };

async function grant(fields: Record<string, string>, query = "grant_type=password"): Promise<Response> {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  return request(`/api/auth/oauth/token?${query}`, { method: "POST", body: form });
}

async function passwordLogin(phone: string): Promise<Tokens> {
  const res = await grant({ username: phone, password: PASSWORD });
  const body = (await res.json()) as Tokens;
  expect(body.access_token, JSON.stringify(body)).toBeTruthy();
  return body;
}

const info = (accessToken: string) => request("/admin/user/info", { headers: { authorization: `Bearer ${accessToken}` } });

beforeAll(async () => {
  const hash = await hashPassword(PASSWORD, env.PASSWORD_PEPPER);
  await db.insert(users).values(PHONES.map((phone) => ({ phone, nickname: "边缘", passwordHash: hash, createdAt: 1, updatedAt: 1 })));
});

describe("logout for API clients", () => {
  it("logout for API clients: a bearer auth.logout kills the access token (424) and the refresh grant", async () => {
    const tokens = await passwordLogin(PHONES[0] as string);
    expect((await info(tokens.access_token)).status).toBe(200);
    const out = await request("/api/trpc/auth.logout", {
      method: "POST",
      headers: { ...JSON_HEADERS, authorization: `Bearer ${tokens.access_token}` },
      body: "{}",
    });
    expect(out.status).toBe(200);
    expect((await info(tokens.access_token)).status).toBe(424);
    const refresh = await grant({ refresh_token: tokens.refresh_token }, "grant_type=refresh_token");
    expect(refresh.status).toBe(424);
    expect(((await refresh.json()) as { access_token?: string }).access_token).toBeUndefined();
  });

  it("logout for API clients: DELETE /api/auth/token/logout revokes the bearer's session and leaves other devices signed in", async () => {
    const phone = PHONES[1] as string;
    const [device, other] = [await passwordLogin(phone), await passwordLogin(phone)];
    const out = await request("/api/auth/token/logout", { method: "DELETE", headers: { authorization: `Bearer ${device.access_token}` } });
    expect(await out.json()).toMatchObject({ code: 0 });
    expect((await info(device.access_token)).status).toBe(424);
    expect((await grant({ refresh_token: device.refresh_token }, "grant_type=refresh_token")).status).toBe(424);
    expect((await info(other.access_token)).status).toBe(200);
  });
});

describe("token endpoint", () => {
  it("token endpoint refuses credentials in the query string", async () => {
    const phone = PHONES[2] as string;
    const tokens = await passwordLogin(phone);
    const hostile = [
      `grant_type=password&username=${phone}&password=${PASSWORD}`,
      `grant_type=password&password=${PASSWORD}`,
      `grant_type=refresh_token&refresh_token=${tokens.refresh_token}`,
      "grant_type=social&socialIdentity=SMS@13900007003&code=123456",
      "grant_type=password&captchaVerification=x",
    ];
    for (const query of hostile) {
      const res = await request(`/api/auth/oauth/token?${query}`, { method: "POST" });
      expect(res.status, query).toBe(400);
      expect(((await res.json()) as { msg: string }).msg, query).toMatch(/请求体/);
    }
    // The refresh token was never used: it still rotates when sent in the body.
    const rotated = await grant({ refresh_token: tokens.refresh_token }, "grant_type=refresh_token");
    expect(((await rotated.json()) as Tokens).access_token).toBeTruthy();
  });
});
