import { TRPCError } from "@trpc/server";
import { eq } from "drizzle-orm";
import type { ReauthInput, SmsPurpose } from "#core/auth";
import type { DB } from "#db/client";
import { users } from "#db/schema";
import type { SmsProvider } from "../../providers/sms/sms";
import { consumeVerification } from "../captcha/captcha.service";
import { findByPhone, findOrCreateByPhone, type UserRow } from "../users/users.service";
import { hashPassword } from "./password";
import { checkPassword } from "./password-guard";
import { sendCode, verifyCode } from "./sms-codes.service";
import { type ClientMeta, type IssuedTokens, issueSession, type RevokedSessions, revokeAllSessions } from "./tokens.service";

type Secrets = Pick<Env, "AUTH_SECRET" | "PASSWORD_PEPPER">;
const bad = (message: string) => new TRPCError({ code: "BAD_REQUEST", message });

/**
 * Every code needs a solved captcha first (reset codes too: each costs an SMS). A reset code for an
 * unregistered phone is answered and counted exactly like one for a registered phone, but not sent,
 * so the answer does not tell which phones have an account.
 */
export async function requestSmsCode(
  db: DB,
  env: Secrets,
  provider: SmsProvider,
  input: { phone: string; purpose: SmsPurpose; captchaVerification?: string | undefined; ip: string },
  now: number,
): Promise<{ resendAfter: number }> {
  if (!input.captchaVerification || !(await consumeVerification(db, input.captchaVerification, now))) throw bad("请先完成安全验证");
  const deliver = input.purpose !== "reset" || Boolean(await findByPhone(db, input.phone));
  return sendCode(db, provider, env.AUTH_SECRET, { ...input, deliver }, now);
}

export async function loginWithSms(db: DB, env: Secrets, input: { phone: string; code: string }, meta: ClientMeta, now: number): Promise<IssuedTokens> {
  await verifyCode(db, env.AUTH_SECRET, { phone: input.phone, purpose: "login", code: input.code }, now);
  const user = await findOrCreateByPhone(db, input.phone, now);
  return issueSession(db, env.AUTH_SECRET, user.id, meta, now);
}

/** One answer for an unknown phone, a wrong password and an account without a password (no enumeration). */
export async function loginWithPassword(
  db: DB,
  env: Secrets,
  input: { phone: string; password: string; captchaVerification?: string | undefined },
  meta: ClientMeta,
  now: number,
): Promise<IssuedTokens> {
  const user = await checkPassword(db, env.PASSWORD_PEPPER, { ...input, ip: meta.ip }, now);
  if (!user) throw bad("手机号或密码错误");
  return issueSession(db, env.AUTH_SECRET, user.id, meta, now);
}

/**
 * Forgot password: the SMS code proves the phone; every signed-in device is signed out. The code is
 * checked first: an unregistered phone fails on it exactly as a registered one does (its stored code
 * was never sent), so the answers do not reveal which phones have an account.
 */
export async function resetPassword(db: DB, env: Secrets, input: { phone: string; code: string; password: string }, now: number): Promise<RevokedSessions> {
  await verifyCode(db, env.AUTH_SECRET, { phone: input.phone, purpose: "reset", code: input.code }, now);
  const user = await findByPhone(db, input.phone);
  if (!user) throw bad("验证码已过期，请重新获取");
  await db
    .update(users)
    .set({ passwordHash: await hashPassword(input.password, env.PASSWORD_PEPPER), updatedAt: now })
    .where(eq(users.id, user.id));
  return revokeAllSessions(db, user.id, now);
}

/**
 * Re-authentication (ADR): a fresh code sent to the user's own phone, or the current password under
 * the same guessing limits as the login. Returns the user it proved.
 */
export async function verifyIdentity(db: DB, env: Secrets, userId: number, input: ReauthInput, ip: string, now: number): Promise<UserRow> {
  const user = await db.query.users.findFirst({ where: eq(users.id, userId) });
  if (!user) throw new TRPCError({ code: "UNAUTHORIZED", message: "登录已过期，请重新登录" });
  if (input.verifyCode) {
    await verifyCode(db, env.AUTH_SECRET, { phone: user.phone, purpose: "verify", code: input.verifyCode }, now);
    return user;
  }
  if (input.currentPassword && user.passwordHash) {
    const proved = await checkPassword(db, env.PASSWORD_PEPPER, { phone: user.phone, password: input.currentPassword, ip }, now, { reauth: true });
    if (!proved) throw bad("登录密码错误");
    return user;
  }
  throw bad(user.passwordHash ? "请输入登录密码或短信验证码以验证身份" : "请获取并输入短信验证码以验证身份");
}

/**
 * 系统安全: change the password with the old one, or set a first one with a code sent to the own
 * phone (re-authentication); other devices are signed out.
 */
export async function changePassword(
  db: DB,
  env: Secrets,
  userId: number,
  input: { oldPassword?: string | undefined; verifyCode?: string | undefined; password: string },
  meta: { keepFamily: string | undefined; ip: string },
  now: number,
): Promise<RevokedSessions> {
  const user = await db.query.users.findFirst({ where: eq(users.id, userId) });
  if (!user) throw new TRPCError({ code: "UNAUTHORIZED", message: "登录已过期，请重新登录" });
  if (user.passwordHash) {
    if (!input.oldPassword) throw bad("请输入原密码");
    const proved = await checkPassword(db, env.PASSWORD_PEPPER, { phone: user.phone, password: input.oldPassword, ip: meta.ip }, now, { reauth: true });
    if (!proved) throw bad("原密码错误");
  } else {
    if (!input.verifyCode) throw bad("请获取并输入短信验证码以验证身份");
    await verifyCode(db, env.AUTH_SECRET, { phone: user.phone, purpose: "verify", code: input.verifyCode }, now);
  }
  await db
    .update(users)
    .set({ passwordHash: await hashPassword(input.password, env.PASSWORD_PEPPER), updatedAt: now })
    .where(eq(users.id, userId));
  return revokeAllSessions(db, userId, now, meta.keepFamily);
}

export async function hasPassword(db: DB, userId: number): Promise<boolean> {
  const user = await db.query.users.findFirst({ columns: { passwordHash: true }, where: eq(users.id, userId) });
  return Boolean(user?.passwordHash);
}

/** 系统安全 更换绑定手机: codes to the current and to the new phone both prove ownership. */
export async function changePhone(
  db: DB,
  env: Secrets,
  userId: number,
  input: { oldCode: string; newPhone: string; newCode: string },
  now: number,
): Promise<void> {
  const user = await db.query.users.findFirst({ where: eq(users.id, userId) });
  if (!user) throw new TRPCError({ code: "UNAUTHORIZED", message: "登录已过期，请重新登录" });
  if (user.phone === input.newPhone) throw bad("新手机号与当前绑定的手机号相同");
  if (await findByPhone(db, input.newPhone)) throw bad("该手机号已注册其他账号");
  // The code to the current phone is the re-authentication; the one to the new phone proves it.
  await verifyCode(db, env.AUTH_SECRET, { phone: user.phone, purpose: "verify", code: input.oldCode }, now);
  await verifyCode(db, env.AUTH_SECRET, { phone: input.newPhone, purpose: "bind", code: input.newCode }, now);
  try {
    await db.update(users).set({ phone: input.newPhone, updatedAt: now }).where(eq(users.id, userId));
  } catch (error) {
    if (String((error as { cause?: Error })?.cause?.message ?? (error as Error)?.message).includes("UNIQUE")) throw bad("该手机号已注册其他账号");
    throw error;
  }
}
