import { env } from "cloudflare:workers";
import { expect } from "vitest";
import { createDb } from "#db/client";
import { users } from "#db/schema";
import { solvedCaptcha } from "../../../tests/setup/captcha-fixture";
import { JSON_HEADERS, request } from "../../../tests/setup/helpers";
import { latestOutbox } from "../../providers/sms/outbox";
import { hashPassword } from "./password";
import { clientMeta } from "./tokens.service";

// What the sign-in and token tests share: fresh phones, the last code sent, JSON posts, cookies of a response.

export const db = createDb(env.DB);
export const META = clientMeta(new Request("http://localhost/"));
let phoneSeq = 0;
export const nextPhone = () => `1370000${String(++phoneSeq).padStart(4, "0")}`;

export async function lastCode(phone: string): Promise<string> {
  const [msg] = await latestOutbox(db, { phone, limit: 1 });
  const code = /(\d{6})/.exec(msg?.content ?? "")?.[1];
  if (!code) throw new Error(`no code sent to ${phone}`);
  return code;
}

export async function post(path: string, body: unknown, headers: HeadersInit = {}) {
  return request(path, { method: "POST", headers: { ...JSON_HEADERS, ...headers }, body: JSON.stringify(body) });
}

export function cookiesOf(res: Response): Record<string, string> {
  const out: Record<string, string> = {};
  for (const c of res.headers.getSetCookie()) {
    const [pair = ""] = c.split(";");
    const eq = pair.indexOf("=");
    out[pair.slice(0, eq)] = pair.slice(eq + 1);
  }
  return out;
}

export async function smsLogin(phone: string): Promise<Response> {
  const sent = await post("/api/trpc/auth.sendCode", { phone, purpose: "login", captchaVerification: await solvedCaptcha() });
  expect(sent.status).toBe(200);
  return post("/api/trpc/auth.loginSms", { phone, code: await lastCode(phone) });
}

/** An account that signs in with a password. */
export async function passwordUser(phone: string, password: string): Promise<void> {
  const now = Date.now();
  await db.insert(users).values({ phone, nickname: "测试", passwordHash: await hashPassword(password, env.PASSWORD_PEPPER), createdAt: now, updatedAt: now });
}
