import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createDb } from "#db/client";
import { smsCodes } from "#db/schema";
import { callerFor } from "../../../tests/setup/helpers";
import { latestOutbox } from "../../providers/sms/outbox";
import { SandboxSms } from "../../providers/sms/sandbox";
import type { SmsProvider } from "../../providers/sms/sms";
import { SmsError } from "../../providers/sms/sms";
import { CODE_TTL_MS, LIMITS, sendCode, verifyCode } from "./sms-codes.service";

const db = createDb(env.DB);
const sandbox = new SandboxSms(db);
const MINUTE = 60_000;

async function codeFor(phone: string): Promise<string> {
  const [msg] = await latestOutbox(db, { phone, limit: 1 });
  return /(\d{6})/.exec(msg?.content ?? "")?.[1] ?? "";
}

describe("SMS code limits and expiry", () => {
  it("expires a code after 5 minutes", async () => {
    const phone = "13300000001";
    const t0 = Date.UTC(2026, 0, 1);
    await sendCode(db, sandbox, env.AUTH_SECRET, { phone, purpose: "login", ip: "" }, t0);
    await expect(verifyCode(db, env.AUTH_SECRET, { phone, purpose: "login", code: await codeFor(phone) }, t0 + CODE_TTL_MS)).rejects.toThrow(
      "验证码已过期，请重新获取",
    );
  });

  it("allows five codes an hour and ten a day per phone", async () => {
    const phone = "13300000002";
    const t0 = Date.UTC(2026, 0, 2);
    for (let i = 0; i < LIMITS.perHour; i++) await sendCode(db, sandbox, env.AUTH_SECRET, { phone, purpose: "login", ip: "" }, t0 + i * MINUTE);
    await expect(sendCode(db, sandbox, env.AUTH_SECRET, { phone, purpose: "login", ip: "" }, t0 + 6 * MINUTE)).rejects.toThrow(
      "1 小时内获取验证码次数已达上限",
    );
    const later = t0 + 61 * MINUTE;
    for (let i = 0; i < LIMITS.perDay - LIMITS.perHour; i++)
      await sendCode(db, sandbox, env.AUTH_SECRET, { phone, purpose: "login", ip: "" }, later + i * MINUTE);
    await expect(sendCode(db, sandbox, env.AUTH_SECRET, { phone, purpose: "login", ip: "" }, later + 3 * 60 * MINUTE)).rejects.toThrow(
      "今日获取验证码次数已达上限",
    );
  });

  it("limits one network address across phones", async () => {
    const t0 = Date.UTC(2026, 0, 3);
    for (let i = 0; i < LIMITS.perIpHour; i++) {
      await sendCode(db, sandbox, env.AUTH_SECRET, { phone: `1330001${String(i).padStart(4, "0")}`, purpose: "login", ip: "203.0.113.7" }, t0 + i * 1000);
    }
    await expect(sendCode(db, sandbox, env.AUTH_SECRET, { phone: "13300019999", purpose: "login", ip: "203.0.113.7" }, t0 + 30_000)).rejects.toThrow(
      "当前网络获取验证码过于频繁",
    );
  });

  it("leaves no code behind when the provider refuses", async () => {
    const failing: SmsProvider = {
      name: "aliyun",
      sendCode: () => Promise.reject(new SmsError("短信发送过于频繁，请稍后再试")),
    };
    const phone = "13300000003";
    await expect(sendCode(db, failing, env.AUTH_SECRET, { phone, purpose: "login", ip: "" }, Date.now())).rejects.toThrow("短信发送过于频繁，请稍后再试");
    // The failed send did not use up the minute: a retry goes through at once.
    await expect(sendCode(db, sandbox, env.AUTH_SECRET, { phone, purpose: "login", ip: "" }, Date.now())).resolves.toEqual({ resendAfter: 60 });
  });

  it("answers malformed input with a message naming the field", async () => {
    const visitor = callerFor(null);
    await expect(visitor.auth.sendCode({ phone: "0912345678", purpose: "login" })).rejects.toThrow("暂不支持向该号码发送短信验证码");
    await expect(visitor.auth.sendCode({ phone: "1".repeat(200), purpose: "login" })).rejects.toThrow("手机号格式不正确");
    await expect(visitor.auth.sendCode({ phone: "13300000004", purpose: "spam" as "login" })).rejects.toThrow();
    await expect(visitor.auth.loginSms({ phone: "13300000004", code: "12ab56" })).rejects.toThrow("验证码为 6 位数字");
    await expect(visitor.auth.loginPassword({ phone: "13300000004", password: "x".repeat(257) })).rejects.toThrow("密码过长");
  });
});

describe("SMS code attempts", () => {
  it("sms codes: 100 concurrent wrong guesses, then the right one, are refused after at most 5 evaluations", async () => {
    const phone = "13300000005";
    const now = Date.now();
    await sendCode(db, sandbox, env.AUTH_SECRET, { phone, purpose: "login", ip: "" }, now);
    const code = await codeFor(phone);
    const wrong = code === "000000" ? "111111" : "000000";
    const results = await Promise.allSettled(Array.from({ length: 100 }, () => verifyCode(db, env.AUTH_SECRET, { phone, purpose: "login", code: wrong }, now)));
    const messages = results.map((r) => (r.status === "rejected" ? String((r.reason as Error).message) : "accepted"));
    // Each evaluation names the tries left (4..1, then none); every other guess was refused uncounted.
    const evaluated = messages.filter((m) => /还可尝试 \d 次/.test(m));
    expect(evaluated.sort()).toEqual([1, 2, 3, 4].map((n) => `验证码错误，还可尝试 ${n} 次`));
    expect(messages.filter((m) => m === "验证码错误次数过多，请重新获取")).toHaveLength(96);
    await expect(verifyCode(db, env.AUTH_SECRET, { phone, purpose: "login", code }, now)).rejects.toThrow("验证码错误次数过多，请重新获取");
    const [row] = await db.select({ attempts: smsCodes.attempts }).from(smsCodes).where(eq(smsCodes.phone, phone));
    expect(row?.attempts).toBe(5);
  });

  it("sms codes: reset codes need the captcha like every other code", async () => {
    const visitor = callerFor(null);
    await expect(visitor.auth.sendCode({ phone: "13800000001", purpose: "reset" })).rejects.toThrow("请先完成安全验证");
    await expect(visitor.auth.sendCode({ phone: "13800000001", purpose: "reset", captchaVerification: "forged" })).rejects.toThrow("请先完成安全验证");
  });
});
