import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { CAPTCHA_REQUIRED_MESSAGE, COMMON_PASSWORD_MESSAGE, newPasswordField } from "#core/auth";
import { users } from "#db/schema";
import { solvedCaptcha } from "../../../tests/setup/captcha-fixture";
import { callerFor, request } from "../../../tests/setup/helpers";
import { latestOutbox } from "../../providers/sms/outbox";
import { SandboxSms } from "../../providers/sms/sandbox";
import { loginWithPassword } from "./auth.service";
import { cookiesOf, db, lastCode, META, nextPhone, passwordUser, post, smsLogin } from "./auth-test-kit";
import { hashPassword, verifyPassword } from "./password";
import { PASSWORD_LIMITS } from "./password-guard";
import { sendCode } from "./sms-codes.service";

const visitor = callerFor(null);

beforeAll(() => passwordUser("13900000001", "Secret123"));

describe("passwords", () => {
  it("verifies only the right password under the right pepper", async () => {
    const stored = await hashPassword("Qihe@2026", env.PASSWORD_PEPPER);
    expect(stored).toMatch(/^pbkdf2-sha256\$100000\$/);
    expect(await verifyPassword("Qihe@2026", stored, env.PASSWORD_PEPPER)).toBe(true);
    expect(await verifyPassword("qihe@2026", stored, env.PASSWORD_PEPPER)).toBe(false);
    expect(await verifyPassword("Qihe@2026", stored, "another-pepper-of-at-least-32-characters")).toBe(false);
    expect(await verifyPassword("Qihe@2026", null, env.PASSWORD_PEPPER)).toBe(false);
  });
});

describe("SMS codes", () => {
  it("needs a solved captcha before a login code is sent", async () => {
    await expect(visitor.auth.sendCode({ phone: nextPhone(), purpose: "login" })).rejects.toThrow("请先完成安全验证");
    await expect(visitor.auth.sendCode({ phone: nextPhone(), purpose: "login", captchaVerification: "forged" })).rejects.toThrow("请先完成安全验证");
  });

  it("registers an unknown phone on SMS login and sets httpOnly cookies", async () => {
    const phone = nextPhone();
    const res = await smsLogin(phone);
    expect(res.status).toBe(200);
    const raw = res.headers.getSetCookie().join("\n");
    expect(raw).toMatch(/qh_at=[^;]+; Path=\/; Max-Age=\d+; HttpOnly; SameSite=Lax/);
    expect(raw).toContain("qh_rt=");
    const me = await request("/admin/user/info", { headers: { cookie: `qh_at=${cookiesOf(res).qh_at}` } });
    const body = (await me.json()) as { code: number; data: { sysUser: { phone: string; nickname: string }; roles: string[]; sysMember: null } };
    expect(body.code).toBe(0);
    expect(body.data.sysUser).toMatchObject({ phone: `${phone.slice(0, 3)}****${phone.slice(-4)}`, nickname: `用户${phone.slice(-4)}` });
    expect(body.data.sysMember).toBeNull();
  });

  it("limits resends to one a minute and names the wait", async () => {
    const phone = nextPhone();
    await visitor.auth.sendCode({ phone, purpose: "login", captchaVerification: await solvedCaptcha() });
    await expect(visitor.auth.sendCode({ phone, purpose: "login", captchaVerification: await solvedCaptcha() })).rejects.toThrow(
      /验证码发送过于频繁，请 \d+ 秒后再试/,
    );
  });

  it("allows five wrong tries, then the code is dead", async () => {
    const phone = nextPhone();
    await visitor.auth.sendCode({ phone, purpose: "login", captchaVerification: await solvedCaptcha() });
    const code = await lastCode(phone);
    const wrong = code === "000000" ? "111111" : "000000";
    for (let i = 4; i >= 1; i--) await expect(visitor.auth.loginSms({ phone, code: wrong })).rejects.toThrow(`验证码错误，还可尝试 ${i} 次`);
    await expect(visitor.auth.loginSms({ phone, code: wrong })).rejects.toThrow("验证码错误次数过多");
    await expect(visitor.auth.loginSms({ phone, code })).rejects.toThrow("验证码错误次数过多");
  });

  it("rejects a used code and bad input with the exact messages", async () => {
    const phone = nextPhone();
    expect((await smsLogin(phone)).status).toBe(200);
    await expect(visitor.auth.loginSms({ phone, code: await lastCode(phone) })).rejects.toThrow("请先获取验证码");
    await expect(visitor.auth.loginSms({ phone: "", code: "123456" })).rejects.toThrow("请输入手机号!");
    await expect(visitor.auth.loginSms({ phone: "12345678901", code: "123456" })).rejects.toThrow("手机号格式不正确");
    await expect(visitor.auth.loginSms({ phone, code: "" })).rejects.toThrow("请输入验证码!");
    await expect(visitor.auth.sendCode({ phone: "", purpose: "login" })).rejects.toThrow("请输入手机号");
  });
});

describe("password login and reset", () => {
  it("logs in with the right password and refuses a wrong one without saying which part was wrong", async () => {
    const ok = await post("/api/trpc/auth.loginPassword", { phone: "13900000001", password: "Secret123" });
    expect(ok.status).toBe(200);
    await expect(visitor.auth.loginPassword({ phone: "13900000001", password: "nope" })).rejects.toThrow("手机号或密码错误");
    await expect(visitor.auth.loginPassword({ phone: "13900009999", password: "nope" })).rejects.toThrow("手机号或密码错误");
    await expect(visitor.auth.loginPassword({ phone: "13900000001", password: "" })).rejects.toThrow("请输入密码!");
  });

  it("requires the captcha after five wrong passwords in 15 minutes", async () => {
    const now = Date.now();
    const phone = "13900000002";
    await db
      .insert(users)
      .values({ phone, nickname: "多次", passwordHash: await hashPassword("Right1234", env.PASSWORD_PEPPER), createdAt: now, updatedAt: now });
    for (let i = 0; i < 5; i++) await expect(visitor.auth.loginPassword({ phone, password: "wrong" })).rejects.toThrow("手机号或密码错误");
    await expect(visitor.auth.loginPassword({ phone, password: "Right1234" })).rejects.toThrow("请先完成安全验证");
    await expect(visitor.auth.loginPassword({ phone, password: "Right1234", captchaVerification: await solvedCaptcha() })).resolves.toMatchObject({
      userId: expect.any(Number),
    });
  });

  it("resets a password with an SMS code and signs out every device", async () => {
    const phone = "13900000001";
    const login = await post("/api/trpc/auth.loginPassword", { phone, password: "Secret123" });
    const { qh_at } = cookiesOf(login);
    await expect(visitor.auth.sendCode({ phone, purpose: "reset" })).rejects.toThrow("请先完成安全验证");
    await visitor.auth.sendCode({ phone, purpose: "reset", captchaVerification: await solvedCaptcha() });
    await expect(visitor.auth.resetPassword({ phone, code: await lastCode(phone), password: "Newpass123", confirm: "Newpass124" })).rejects.toThrow(
      "两次输入的密码不一致",
    );
    await visitor.auth.resetPassword({ phone, code: await lastCode(phone), password: "Newpass123", confirm: "Newpass123" });
    await expect(visitor.auth.loginPassword({ phone, password: "Secret123" })).rejects.toThrow("手机号或密码错误");
    await expect(visitor.auth.loginPassword({ phone, password: "Newpass123" })).resolves.toBeTruthy();
    const stale = await request("/admin/user/info", { headers: { cookie: `qh_at=${qh_at}` } });
    expect(stale.status).toBe(424);
  });
});

describe("password guessing", () => {
  async function userWithPassword(phone: string, password: string) {
    const now = Date.now();
    const [user] = await db
      .insert(users)
      .values({ phone, nickname: "猜测", passwordHash: await hashPassword(password, env.PASSWORD_PEPPER), createdAt: now, updatedAt: now })
      .returning();
    if (!user) throw new Error("no user");
    return user;
  }
  const messageOf = (r: PromiseSettledResult<unknown>) => (r.status === "rejected" ? String((r.reason as Error).message) : "logged in");

  it("password guessing: 25 parallel wrong passwords get at most 5 evaluations, then the captcha is required", async () => {
    const phone = nextPhone();
    await userWithPassword(phone, "Right-horse-battery");
    const results = await Promise.allSettled(Array.from({ length: 25 }, () => visitor.auth.loginPassword({ phone, password: "wrong-guess" })));
    const messages = results.map(messageOf);
    expect(messages.filter((m) => m === "手机号或密码错误")).toHaveLength(5);
    expect(messages.filter((m) => m === CAPTCHA_REQUIRED_MESSAGE)).toHaveLength(20);
    await expect(visitor.auth.loginPassword({ phone, password: "Right-horse-battery" })).rejects.toThrow(CAPTCHA_REQUIRED_MESSAGE);
    await expect(visitor.auth.loginPassword({ phone, password: "Right-horse-battery", captchaVerification: await solvedCaptcha() })).resolves.toBeTruthy();
  });

  it("password guessing: ten failures lock the phone for 15 minutes, with the minutes left", async () => {
    const phone = nextPhone();
    const user = await userWithPassword(phone, "Right-horse-battery");
    const t0 = Date.now();
    for (let i = 0; i < PASSWORD_LIMITS.lockAfter; i++) {
      const attempt = { phone, password: "wrong-guess", captchaVerification: i >= PASSWORD_LIMITS.freePerPhone ? await solvedCaptcha() : undefined };
      await expect(loginWithPassword(db, env, attempt, META, t0 + i)).rejects.toThrow("手机号或密码错误");
    }
    const right = () => ({ phone, password: "Right-horse-battery", captchaVerification: undefined });
    await expect(loginWithPassword(db, env, right(), META, t0 + 60_000)).rejects.toThrow("已临时锁定，请 15 分钟后再试，或使用短信验证码登录");
    await expect(loginWithPassword(db, env, right(), META, t0 + 10 * 60_000)).rejects.toThrow("请 6 分钟后再试");
    // After the lock the right password logs in (and the lock counted no attempts meanwhile).
    const after = await loginWithPassword(db, env, right(), META, t0 + PASSWORD_LIMITS.lockMs + 1000);
    expect(after.user.id).toBe(user.id);
  });

  it("password guessing: one network address is limited across phones", async () => {
    const meta = { ...META, ip: "203.0.113.9" };
    const t0 = Date.now();
    const tries = Array.from({ length: PASSWORD_LIMITS.perIp + 5 }, (_, i) =>
      loginWithPassword(db, env, { phone: nextPhone(), password: "wrong-guess" }, meta, t0 + i),
    );
    const messages = (await Promise.allSettled(tries)).map(messageOf);
    expect(messages.filter((m) => m === "手机号或密码错误")).toHaveLength(PASSWORD_LIMITS.perIp);
    expect(messages.filter((m) => m.startsWith("当前网络登录尝试过于频繁，请 15 分钟后再试"))).toHaveLength(5);
  });

  it("password rules: a common password is refused, a 40-character passphrase without digits is accepted", async () => {
    const phone = nextPhone();
    const user = await userWithPassword(phone, "Right-horse-battery");
    const me = callerFor({ id: user.id, roles: [] });
    for (const common of ["password1", "Iloveyou", "a123456789", "woaini1314"]) {
      await expect(me.auth.changePassword({ oldPassword: "Right-horse-battery", password: common, confirm: common })).rejects.toThrow(COMMON_PASSWORD_MESSAGE);
    }
    const passphrase = "correct horse battery staple on the hill";
    expect(passphrase).toHaveLength(40);
    await me.auth.changePassword({ oldPassword: "Right-horse-battery", password: passphrase, confirm: passphrase });
    await expect(loginWithPassword(db, env, { phone, password: passphrase }, META, Date.now())).resolves.toMatchObject({ user: { id: user.id } });
    expect(newPasswordField.safeParse("密码是一句很长的中文短语").success).toBe(true);
    expect(newPasswordField.safeParse("x".repeat(128)).success).toBe(true);
    expect(newPasswordField.safeParse("x".repeat(129)).error?.issues[0]?.message).toBe("密码不能超过 128 位");
    expect(newPasswordField.safeParse("short").error?.issues[0]?.message).toBe("密码至少 8 位");
  });
});

describe("enumeration and SMS pumping", () => {
  it("enumeration: password login answers alike for an unknown phone, a wrong password and an account without a password", async () => {
    const noPassword = nextPhone();
    await db.insert(users).values({ phone: noPassword, nickname: "无密码", createdAt: 1, updatedAt: 1 });
    const answers = await Promise.allSettled([
      visitor.auth.loginPassword({ phone: "13900000001", password: "not-the-password" }),
      visitor.auth.loginPassword({ phone: nextPhone(), password: "not-the-password" }),
      visitor.auth.loginPassword({ phone: noPassword, password: "not-the-password" }),
    ]);
    expect(answers.map((r) => (r.status === "rejected" ? (r.reason as Error).message : "ok"))).toEqual(Array(3).fill("手机号或密码错误"));
  });

  it("enumeration: a reset for an unregistered phone answers as for a registered one and sends nothing", async () => {
    const registered = nextPhone();
    await db.insert(users).values({ phone: registered, nickname: "已注册", createdAt: 1, updatedAt: 1 });
    const unknown = nextPhone();
    const answers = async (phone: string) => {
      const settle = (p: Promise<unknown>) => p.then(JSON.stringify, (e: Error) => e.message);
      const reset = (code: string) => visitor.auth.resetPassword({ phone, code, password: "New-password-1", confirm: "New-password-1" });
      return [
        await settle(reset("000001")),
        await settle(visitor.auth.sendCode({ phone, purpose: "reset", captchaVerification: await solvedCaptcha() })),
        await settle(visitor.auth.sendCode({ phone, purpose: "reset", captchaVerification: await solvedCaptcha() })),
        await settle(reset("000001")),
      ];
    };
    const [known, stranger] = [await answers(registered), await answers(unknown)];
    expect(stranger.map((a) => a.replace(/\d+ 秒/, "N 秒"))).toEqual(known.map((a) => a.replace(/\d+ 秒/, "N 秒")));
    expect(known[1]).toBe(JSON.stringify({ resendAfter: 60 }));
    expect(await latestOutbox(db, { phone: unknown, limit: 5 })).toHaveLength(0);
    expect(await latestOutbox(db, { phone: registered, limit: 5 })).toHaveLength(1);
  });

  it("sms pumping: parallel sends to one phone store and send one code; one address gets twenty an hour", async () => {
    const sms = new SandboxSms(db);
    const phone = nextPhone();
    const now = Date.now();
    const one = await Promise.allSettled(Array.from({ length: 10 }, () => sendCode(db, sms, env.AUTH_SECRET, { phone, purpose: "login", ip: "" }, now)));
    expect(one.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    expect(await latestOutbox(db, { phone, limit: 20 })).toHaveLength(1);

    const ip = "198.51.100.23";
    const many = await Promise.allSettled(
      Array.from({ length: 30 }, () => sendCode(db, sms, env.AUTH_SECRET, { phone: nextPhone(), purpose: "login", ip }, now)),
    );
    expect(many.filter((r) => r.status === "fulfilled")).toHaveLength(20);
    expect(many.filter((r) => r.status === "rejected" && (r.reason as Error).message === "当前网络获取验证码过于频繁，请稍后再试")).toHaveLength(10);
  });
});

describe("re-authentication", () => {
  it("re-auth: setting a first password needs a fresh code sent to the own phone", async () => {
    const phone = nextPhone();
    const [user] = await db.insert(users).values({ phone, nickname: "首设", createdAt: 1, updatedAt: 1 }).returning();
    if (!user) throw new Error("no user");
    const me = callerFor({ id: user.id, roles: [] });
    const password = "First-password-2026";
    await expect(me.auth.changePassword({ password, confirm: password })).rejects.toThrow("请获取并输入短信验证码以验证身份");
    await expect(me.auth.changePassword({ password, confirm: password, verifyCode: "123456" })).rejects.toThrow("请先获取验证码");
    await me.auth.sendOwnCode({ captchaVerification: await solvedCaptcha() });
    await me.auth.changePassword({ password, confirm: password, verifyCode: await lastCode(phone) });
    expect(await me.auth.security()).toMatchObject({ hasPassword: true });
  });
});

describe("changing the bound phone", () => {
  it("re-auth: changing the phone needs a fresh code sent to the own phone and one to the new phone", async () => {
    const oldPhone = nextPhone();
    const newPhone = nextPhone();
    const [user] = await db.insert(users).values({ phone: oldPhone, nickname: "换号", createdAt: 1, updatedAt: 1 }).returning();
    if (!user) throw new Error("no user");
    const me = callerFor({ id: user.id, roles: [] });
    await visitor.auth.sendCode({ phone: newPhone, purpose: "bind", captchaVerification: await solvedCaptcha() });
    const newCode = await lastCode(newPhone);
    // A code anyone may ask for (purpose bind) reaching the own phone is no re-authentication.
    await sendCode(db, new SandboxSms(db), env.AUTH_SECRET, { phone: oldPhone, purpose: "bind", ip: "" }, Date.now() - 2 * 60_000);
    await expect(me.auth.changePhone({ oldCode: await lastCode(oldPhone), newPhone, newCode })).rejects.toThrow("请先获取验证码");
    await me.auth.sendOwnCode({ captchaVerification: await solvedCaptcha() });
    const oldCode = await lastCode(oldPhone);
    await expect(me.auth.changePhone({ oldCode, newPhone: "13900000001", newCode })).rejects.toThrow("该手机号已注册其他账号");
    await expect(me.auth.changePhone({ oldCode, newPhone: oldPhone, newCode })).rejects.toThrow("新手机号与当前绑定的手机号相同");
    await me.auth.changePhone({ oldCode, newPhone, newCode });
    expect((await me.auth.info()).sysUser.phone).toBe(`${newPhone.slice(0, 3)}****${newPhone.slice(-4)}`);
    await expect(me.auth.sendOwnCode({})).rejects.toThrow("请先完成安全验证");
  });
});
