import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { WECHAT_STATE_INVALID } from "#core/auth";
import { createDb } from "#db/client";
import { users } from "#db/schema";
import { solvedCaptcha } from "../../../tests/setup/captcha-fixture";
import { bearer, callerFor, JSON_HEADERS, request } from "../../../tests/setup/helpers";
import { latestOutbox } from "../../providers/sms/outbox";
import { SandboxSms } from "../../providers/sms/sandbox";
import { SandboxWechatLogin } from "../../providers/wechat/sandbox";
import { findOrCreateByPhone } from "../users/users.service";
import { consumeOauthState, OAUTH_STATE_COOKIE, OAUTH_STATE_TTL_MS } from "./oauth-state";
import { hashPassword } from "./password";
import { sendCode } from "./sms-codes.service";
import { clientMeta } from "./tokens.service";
import { bindPhoneAfterWechat, bindWechat, loginWithWechat, unbindWechat, wechatBinding } from "./wechat.service";
import { signBindTicket } from "./wechat-ticket";

const db = createDb(env.DB);
const META = clientMeta(new Request("http://localhost/"));
const identity = (n: string) => ({ openid: `openid-${n}`, unionid: `unionid-${n}`, nickname: `微信用户${n}`, avatarUrl: null });

async function bindCode(phone: string): Promise<string> {
  await callerFor(null).auth.sendCode({ phone, purpose: "bind", captchaVerification: await solvedCaptcha() });
  const [msg] = await latestOutbox(db, { phone, limit: 1 });
  return /(\d{6})/.exec(msg?.content ?? "")?.[1] ?? "";
}

describe("WeChat login", () => {
  it("asks an unknown WeChat to bind a phone, then logs it straight in", async () => {
    const first = await loginWithWechat(db, env, identity("a"), META, Date.now());
    expect(first.status).toBe("bind");
    if (first.status !== "bind") return;
    const phone = "13500000001";
    const tokens = await bindPhoneAfterWechat(db, env, { ticket: first.ticket, phone, code: await bindCode(phone) }, META, Date.now());
    expect(tokens.user.id).toBeGreaterThan(0);
    const again = await loginWithWechat(db, env, identity("a"), META, Date.now());
    expect(again.status === "ok" && again.tokens.user.id).toBe(tokens.user.id);
    expect(await wechatBinding(db, tokens.user.id)).toEqual({ bound: true, nickname: "微信用户a" });
  });

  it("refuses forged tickets, a WeChat bound elsewhere and a second WeChat on one account", async () => {
    await expect(bindPhoneAfterWechat(db, env, { ticket: "forged", phone: "13500000002", code: "123456" }, META, Date.now())).rejects.toThrow(
      "微信授权已过期，请重新扫码",
    );
    const takenTicket = await signBindTicket(env.AUTH_SECRET, { subject: "unionid-a", nickname: null });
    await expect(bindPhoneAfterWechat(db, env, { ticket: takenTicket, phone: "13500000002", code: "123456" }, META, Date.now())).rejects.toThrow(
      "该微信已绑定其他账号",
    );
    const owner = await findOrCreateByPhone(db, "13500000001", Date.now());
    await expect(bindWechat(db, owner.id, identity("b"), Date.now())).rejects.toThrow("该账号已绑定其他微信");
  });

  it("binds and unbinds from 系统安全", async () => {
    const user = await findOrCreateByPhone(db, "13500000003", Date.now());
    await bindWechat(db, user.id, identity("c"), Date.now());
    await bindWechat(db, user.id, identity("c"), Date.now());
    expect((await wechatBinding(db, user.id)).bound).toBe(true);
    await unbindWechat(db, user.id);
    expect((await wechatBinding(db, user.id)).bound).toBe(false);
    await expect(unbindWechat(db, user.id)).rejects.toThrow("当前账号未绑定微信");
    expect((await loginWithWechat(db, env, identity("c"), META, Date.now())).status).toBe("bind");
  });

  it("falls back to the openid when WeChat gives no unionid", async () => {
    const user = await findOrCreateByPhone(db, "13500000004", Date.now());
    await bindWechat(db, user.id, { openid: "only-openid", unionid: null, nickname: null, avatarUrl: null }, Date.now());
    const result = await loginWithWechat(db, env, { openid: "only-openid", unionid: null, nickname: null, avatarUrl: null }, META, Date.now());
    expect(result.status === "ok" && result.tokens.user.id).toBe(user.id);
  });
});

async function userWithPassword(phone: string, password: string) {
  const now = Date.now();
  const [user] = await db
    .insert(users)
    .values({ phone, nickname: "验证", passwordHash: await hashPassword(password, env.PASSWORD_PEPPER), createdAt: now, updatedAt: now })
    .returning();
  if (!user) throw new Error("no user");
  return user;
}

describe("oauth state", () => {
  const sandbox = new SandboxWechatLogin(env.AUTH_SECRET);

  /** A browser asks for a QR frame: it gets the state (in the frame URL) and the cookie that holds it. */
  async function qr(purpose: "WX-LOGIN" | "WX-BIND", headers: HeadersInit = {}) {
    const res = await request("/api/trpc/auth.wechatQr", {
      method: "POST",
      headers: { ...JSON_HEADERS, ...headers },
      body: JSON.stringify({ state: purpose, redirect: "/systemSecurity" }),
    });
    const body = (await res.json()) as { result: { data: { frameUrl: string } } };
    const state = new URL(body.result.data.frameUrl, "http://localhost").searchParams.get("state") ?? "";
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith(`${OAUTH_STATE_COOKIE}=`)) ?? "";
    expect(cookie).toMatch(/HttpOnly; SameSite=Lax/);
    return { state, cookie: cookie.split(";")[0] ?? "" };
  }

  const call = (path: string, body: unknown, headers: HeadersInit) =>
    request(`/api/trpc/${path}`, { method: "POST", headers: { ...JSON_HEADERS, ...headers }, body: JSON.stringify(body) });

  async function errorOf(res: Response): Promise<string> {
    return ((await res.json()) as { error?: { message: string } }).error?.message ?? "";
  }

  it("oauth state: a WX-LOGIN link with a state not issued to this browser logs in nothing", async () => {
    const attacker = await findOrCreateByPhone(db, "13500000011", Date.now());
    await bindWechat(db, attacker.id, identity("attacker"), Date.now());
    const theirs = await qr("WX-LOGIN");
    expect(theirs.state).toMatch(/^WX-LOGIN\.[0-9a-f]{32}$/);
    const mine = await qr("WX-LOGIN");
    const code = await sandbox.issueCode(identity("attacker"));
    for (const [state, cookie] of [
      [theirs.state, mine.cookie],
      [theirs.state, ""],
      ["WX-LOGIN", mine.cookie],
    ] as const) {
      const res = await call("auth.loginWechat", { code, state }, cookie ? { cookie } : {});
      expect(await errorOf(res)).toBe(WECHAT_STATE_INVALID);
      expect(res.headers.getSetCookie().some((c) => c.startsWith("qh_at=") && !c.startsWith("qh_at=;"))).toBe(false);
    }
    // Its own browser, with its own state, is logged in.
    const ok = await call("auth.loginWechat", { code, state: theirs.state }, { cookie: theirs.cookie });
    expect(ok.status).toBe(200);
    expect(ok.headers.getSetCookie().some((c) => /^qh_at=[^;]+/.test(c))).toBe(true);
  });

  it("oauth state: a WX-BIND link from another browser binds nothing", async () => {
    const victim = await userWithPassword("13500000012", "Victim-password-1");
    const auth = await bearer({ id: victim.id, roles: [] });
    const attackerState = await qr("WX-BIND");
    const own = await qr("WX-BIND", auth);
    const code = await sandbox.issueCode(identity("attacker-bind"));
    const confirmed = { code, currentPassword: "Victim-password-1" };
    const res = await call("auth.bindWechat", { ...confirmed, state: attackerState.state }, { ...auth, cookie: own.cookie });
    expect(await errorOf(res)).toBe(WECHAT_STATE_INVALID);
    // A login state cannot finish a binding either.
    const login = await qr("WX-LOGIN", auth);
    expect(await errorOf(await call("auth.bindWechat", { ...confirmed, state: login.state }, { ...auth, cookie: login.cookie }))).toBe(WECHAT_STATE_INVALID);
    expect((await wechatBinding(db, victim.id)).bound).toBe(false);
  });

  it("oauth state: a state is accepted once, and not after 10 minutes", async () => {
    const user = await findOrCreateByPhone(db, "13500000013", Date.now());
    await bindWechat(db, user.id, identity("once"), Date.now());
    const { state, cookie } = await qr("WX-LOGIN");
    const code = await sandbox.issueCode(identity("once"));
    const first = await call("auth.loginWechat", { code, state }, { cookie });
    expect(first.status).toBe(200);
    expect(first.headers.getSetCookie()).toContain(`${OAUTH_STATE_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax`);
    expect(await errorOf(await call("auth.loginWechat", { code, state }, { cookie }))).toBe(WECHAT_STATE_INVALID);

    const old = await qr("WX-LOGIN");
    const headers = new Headers();
    const req = new Request("http://localhost/", { headers: { cookie: old.cookie } });
    expect(await consumeOauthState(db, "WX-LOGIN", old.state, req, headers, Date.now() + OAUTH_STATE_TTL_MS + 1)).toBe(false);
  });
});

describe("re-authentication", () => {
  const sandbox = new SandboxWechatLogin(env.AUTH_SECRET);

  async function ownCode(userId: number, phone: string): Promise<string> {
    await callerFor({ id: userId, roles: [] }).auth.sendOwnCode({ captchaVerification: await solvedCaptcha() });
    const [msg] = await latestOutbox(db, { phone, limit: 1 });
    return /(\d{6})/.exec(msg?.content ?? "")?.[1] ?? "";
  }

  async function qrFor(headers: HeadersInit) {
    const res = await request("/api/trpc/auth.wechatQr", {
      method: "POST",
      headers: { ...JSON_HEADERS, ...headers },
      body: JSON.stringify({ state: "WX-BIND", redirect: "/systemSecurity" }),
    });
    const body = (await res.json()) as { result: { data: { frameUrl: string } } };
    const cookie = (res.headers.getSetCookie().find((c) => c.startsWith(`${OAUTH_STATE_COOKIE}=`)) ?? "").split(";")[0] ?? "";
    return { state: new URL(body.result.data.frameUrl, "http://localhost").searchParams.get("state") ?? "", cookie };
  }

  async function bind(headers: HeadersInit, extra: Record<string, string>) {
    const { state, cookie } = await qrFor(headers);
    const code = await sandbox.issueCode(identity(`re-${state.slice(-6)}`));
    const res = await request("/api/trpc/auth.bindWechat", {
      method: "POST",
      headers: { ...JSON_HEADERS, ...headers, cookie },
      body: JSON.stringify({ code, state, ...extra }),
    });
    return ((await res.json()) as { error?: { message: string } }).error?.message ?? "ok";
  }

  it("re-auth: binding WeChat needs the current password or a fresh code to the own phone", async () => {
    const user = await userWithPassword("13500000021", "Binding-password-1");
    const auth = await bearer({ id: user.id, roles: [] });
    expect(await bind(auth, {})).toBe("请输入登录密码或短信验证码以验证身份");
    expect(await bind(auth, { currentPassword: "wrong-password" })).toBe("登录密码错误");
    expect((await wechatBinding(db, user.id)).bound).toBe(false);
    expect(await bind(auth, { currentPassword: "Binding-password-1" })).toBe("ok");
    expect((await wechatBinding(db, user.id)).bound).toBe(true);

    const noPassword = await findOrCreateByPhone(db, "13500000022", Date.now());
    const auth2 = await bearer({ id: noPassword.id, roles: [] });
    expect(await bind(auth2, { currentPassword: "anything-at-all" })).toBe("请获取并输入短信验证码以验证身份");
    expect(await bind(auth2, { verifyCode: await ownCode(noPassword.id, "13500000022") })).toBe("ok");
  });

  it("re-auth: unbinding WeChat needs the current password or a fresh code to the own phone", async () => {
    const user = await findOrCreateByPhone(db, "13500000023", Date.now());
    await bindWechat(db, user.id, identity("unbind-me"), Date.now());
    const me = callerFor({ id: user.id, roles: [] });
    await expect(me.auth.unbindWechat({})).rejects.toThrow("请获取并输入短信验证码以验证身份");
    // A code of another purpose to the same phone (anyone can ask for one) does not re-authenticate.
    await sendCode(db, new SandboxSms(db), env.AUTH_SECRET, { phone: "13500000023", purpose: "bind", ip: "" }, Date.now() - 2 * 60_000);
    const [bindMsg] = await latestOutbox(db, { phone: "13500000023", limit: 1 });
    const bindCode = /(\d{6})/.exec(bindMsg?.content ?? "")?.[1] ?? "";
    await expect(me.auth.unbindWechat({ verifyCode: bindCode })).rejects.toThrow("请先获取验证码");
    expect((await wechatBinding(db, user.id)).bound).toBe(true);
    await me.auth.unbindWechat({ verifyCode: await ownCode(user.id, "13500000023") });
    expect((await wechatBinding(db, user.id)).bound).toBe(false);
  });
});
