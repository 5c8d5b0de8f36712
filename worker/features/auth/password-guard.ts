import { TRPCError } from "@trpc/server";
import { CAPTCHA_REQUIRED_MESSAGE } from "#core/auth";
import type { DB } from "#db/client";
import { consumeVerification } from "../captcha/captcha.service";
import { findByPhone, type UserRow } from "../users/users.service";
import { verifyPassword } from "./password";
import { countAttempt, lockedUntil, lockKey, refundAttempt, resetCounter } from "./rate.service";

const MINUTE = 60_000;

/**
 * Password guessing limits (ADR): per phone, 5 tries in 15 minutes without the captcha, then the
 * captcha, and after 10 failures a 15-minute lock; per IP 30 tries in 15 minutes; overall, more than
 * 300 tries a minute puts everyone behind the captcha. A right password gives its tries back.
 */
export const PASSWORD_LIMITS = {
  windowMs: 15 * MINUTE,
  freePerPhone: 5,
  lockAfter: 10,
  lockMs: 15 * MINUTE,
  perIp: 30,
  globalWindowMs: MINUTE,
  globalFree: 300,
} as const;

const L = PASSWORD_LIMITS;
const minutesLeft = (until: number, now: number) => Math.max(1, Math.ceil((until - now) / MINUTE));

/**
 * Counts the attempt per phone, per IP and overall *before* the password is compared, so parallel
 * guesses cannot all be evaluated. Returns the user for the right password, null for a wrong one
 * (or an unknown phone: the caller must not tell them apart). Throws for a lock, a missing captcha
 * or the IP limit; those attempts are given back, uncounted. Re-authentication pages have no slider:
 * `reauth` turns "captcha required" into "use an SMS code instead".
 */
export async function checkPassword(
  db: DB,
  pepper: string,
  input: { phone: string; password: string; captchaVerification?: string | undefined; ip: string },
  now: number,
  options: { reauth?: boolean } = {},
): Promise<UserRow | null> {
  const phoneKey = `pwd:phone:${input.phone}`;
  const ipKey = `pwd:ip:${input.ip || "unknown"}`;
  const globalKey = "pwd:global";
  const [[phone], [ip], [global]] = await db.batch([
    countAttempt(db, phoneKey, L.windowMs, now),
    countAttempt(db, ipKey, L.windowMs, now),
    countAttempt(db, globalKey, L.globalWindowMs, now),
  ]);
  const giveBack = async () => {
    const keys = [...(phone ? [phoneKey] : []), ...(ip ? [ipKey] : []), ...(global ? [globalKey] : [])];
    const [first, ...rest] = keys.map((key) => refundAttempt(db, key));
    if (first) await db.batch([first, ...rest]);
  };

  if (!phone) {
    await giveBack();
    const until = await lockedUntil(db, phoneKey);
    throw new TRPCError({
      code: "TOO_MANY_REQUESTS",
      message: `密码错误次数过多，已临时锁定，请 ${minutesLeft(until, now)} 分钟后再试，或使用短信验证码登录`,
    });
  }
  // Local and test requests carry no client address: only real ones are limited per IP.
  if (input.ip && ip && ip.count > L.perIp) {
    await giveBack();
    throw new TRPCError({ code: "TOO_MANY_REQUESTS", message: `当前网络登录尝试过于频繁，请 ${minutesLeft(ip.windowStart + L.windowMs, now)} 分钟后再试` });
  }
  if (phone.count > L.freePerPhone || (global?.count ?? 0) > L.globalFree) {
    if (!input.captchaVerification) {
      await giveBack();
      if (options.reauth) throw new TRPCError({ code: "TOO_MANY_REQUESTS", message: "密码错误次数较多，请改用短信验证码验证身份" });
      throw new TRPCError({ code: "PRECONDITION_FAILED", message: CAPTCHA_REQUIRED_MESSAGE });
    }
    if (!(await consumeVerification(db, input.captchaVerification, now))) {
      await giveBack();
      throw new TRPCError({ code: "BAD_REQUEST", message: "安全验证已失效，请重新验证" });
    }
  }

  const user = await findByPhone(db, input.phone);
  // Unknown phones and accounts without a password cost the same time and count the same.
  if ((await verifyPassword(input.password, user?.passwordHash ?? null, pepper)) && user) {
    await db.batch([resetCounter(db, phoneKey), refundAttempt(db, ipKey), refundAttempt(db, globalKey)]);
    return user;
  }
  if (phone.count >= L.lockAfter) await lockKey(db, phoneKey, now + L.lockMs, now);
  return null;
}
