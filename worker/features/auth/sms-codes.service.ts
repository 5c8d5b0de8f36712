import { TRPCError } from "@trpc/server";
import { and, count, desc, eq, gt, inArray, isNull, lt, sql } from "drizzle-orm";
import type { SmsPurpose } from "#core/auth";
import type { DB } from "#db/client";
import { smsCodes } from "#db/schema";
import { randomDigits, sha256Hex } from "../../lib/crypto";
import type { SmsProvider, SmsTemplate } from "../../providers/sms/sms";

export const CODE_TTL_MS = 5 * 60_000;
export const MAX_ATTEMPTS = 5;
/** Per phone: one a minute (per purpose), five an hour, ten a day; per IP: twenty an hour. */
export const LIMITS = { perMinute: 1, perHour: 5, perDay: 10, perIpHour: 20 } as const;
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const OWN_PHONE_PURPOSES: ReadonlySet<SmsPurpose> = new Set(["verify", "realname", "withdraw"]);

const fail = (message: string, code: "TOO_MANY_REQUESTS" | "BAD_REQUEST" = "BAD_REQUEST") => new TRPCError({ code, message });

function digest(secret: string, phone: string, purpose: SmsPurpose, code: string): string {
  return sha256Hex(`${secret}:${phone}:${purpose}:${code}`);
}

async function sentSince(db: DB, where: ReturnType<typeof and>): Promise<number> {
  const [row] = await db.select({ n: count() }).from(smsCodes).where(where);
  return row?.n ?? 0;
}

/** Why a guarded insert stored nothing: the limit that is full, as the user is told. */
async function refusal(db: DB, phone: string, purpose: SmsPurpose, ip: string, now: number): Promise<TRPCError> {
  const last = await db.query.smsCodes.findFirst({ where: and(eq(smsCodes.phone, phone), eq(smsCodes.purpose, purpose)), orderBy: desc(smsCodes.createdAt) });
  if (last && now - last.createdAt < MINUTE) {
    return fail(`验证码发送过于频繁，请 ${Math.ceil((MINUTE - (now - last.createdAt)) / 1000)} 秒后再试`, "TOO_MANY_REQUESTS");
  }
  const [hour, day] = await Promise.all([
    sentSince(db, and(eq(smsCodes.phone, phone), gt(smsCodes.createdAt, now - HOUR))),
    sentSince(db, and(eq(smsCodes.phone, phone), gt(smsCodes.createdAt, now - DAY))),
  ]);
  if (hour >= LIMITS.perHour) return fail("该手机号 1 小时内获取验证码次数已达上限，请稍后再试", "TOO_MANY_REQUESTS");
  if (day >= LIMITS.perDay) return fail("该手机号今日获取验证码次数已达上限，请明天再试", "TOO_MANY_REQUESTS");
  return fail(ip ? "当前网络获取验证码过于频繁，请稍后再试" : "验证码发送过于频繁，请稍后再试", "TOO_MANY_REQUESTS");
}

/**
 * Stores the hashed code only if every limit still has room, in one guarded INSERT … SELECT … WHERE
 * (SQLite runs a statement atomically, so parallel requests cannot all pass a count read before).
 * Then sends it; a failed send leaves no code behind. `deliver: false` stores a code that is never
 * sent: a reset for an unknown phone then answers and counts exactly as for a registered one.
 */
export async function sendCode(
  db: DB,
  provider: SmsProvider,
  secret: string,
  input: { phone: string; purpose: SmsPurpose; ip: string; deliver?: boolean },
  now: number,
): Promise<{ resendAfter: number }> {
  const { phone, purpose, ip } = input;
  const code = randomDigits(6);
  const codeHash = digest(secret, phone, purpose, code);
  // One a minute per purpose (a new user verifying the phone right after registering is not kept
  // waiting); five an hour and ten a day per phone; twenty an hour per network address.
  const [row] = await db.all<{ id: number }>(sql`
    INSERT INTO sms_codes (phone, purpose, code_hash, created_at, expires_at, attempts, ip)
    SELECT ${phone}, ${purpose}, ${codeHash}, ${now}, ${now + CODE_TTL_MS}, 0, ${ip}
    WHERE NOT EXISTS (SELECT 1 FROM sms_codes WHERE phone = ${phone} AND purpose = ${purpose} AND created_at > ${now - MINUTE})
      AND (SELECT count(*) FROM sms_codes WHERE phone = ${phone} AND created_at > ${now - HOUR}) < ${LIMITS.perHour}
      AND (SELECT count(*) FROM sms_codes WHERE phone = ${phone} AND created_at > ${now - DAY}) < ${LIMITS.perDay}
      AND (${ip} = '' OR (SELECT count(*) FROM sms_codes WHERE ip = ${ip} AND created_at > ${now - HOUR}) < ${LIMITS.perIpHour})
    RETURNING id`);
  if (!row) throw await refusal(db, phone, purpose, ip, now);
  if (input.deliver === false) return { resendAfter: 60 };
  try {
    // Re-authentication, real-name and withdrawal codes go out with the approved verification text of
    // the bind template until the vendor approves their own; the stored purpose keeps them apart.
    await provider.sendCode(phone, OWN_PHONE_PURPOSES.has(purpose) ? "bind" : (purpose as SmsTemplate), code);
  } catch (error) {
    await db.delete(smsCodes).where(eq(smsCodes.id, row.id));
    throw fail(error instanceof Error && error.name === "SmsError" ? error.message : "短信发送失败，请稍后再试");
  }
  return { resendAfter: 60 };
}

/**
 * Verifies the newest unconsumed code of that phone and purpose and consumes it. Every try is counted
 * by one guarded UPDATE before the comparison, so parallel guesses get at most five evaluations.
 */
export async function verifyCode(db: DB, secret: string, input: { phone: string; purpose: SmsPurpose; code: string }, now: number): Promise<void> {
  const { phone, purpose, code } = input;
  const newest = db
    .select({ id: smsCodes.id })
    .from(smsCodes)
    .where(and(eq(smsCodes.phone, phone), eq(smsCodes.purpose, purpose), isNull(smsCodes.consumedAt)))
    .orderBy(desc(smsCodes.createdAt))
    .limit(1);
  const [claimed] = await db
    .update(smsCodes)
    .set({ attempts: sql`${smsCodes.attempts} + 1` })
    .where(and(inArray(smsCodes.id, newest), lt(smsCodes.attempts, MAX_ATTEMPTS), isNull(smsCodes.consumedAt), gt(smsCodes.expiresAt, now)))
    .returning({ id: smsCodes.id, codeHash: smsCodes.codeHash, attempts: smsCodes.attempts });
  if (!claimed) {
    const row = await db.query.smsCodes.findFirst({
      where: and(eq(smsCodes.phone, phone), eq(smsCodes.purpose, purpose), isNull(smsCodes.consumedAt)),
      orderBy: desc(smsCodes.createdAt),
    });
    if (!row) throw fail("请先获取验证码");
    if (row.expiresAt <= now) throw fail("验证码已过期，请重新获取");
    throw fail("验证码错误次数过多，请重新获取");
  }
  if (claimed.codeHash !== digest(secret, phone, purpose, code)) {
    const left = MAX_ATTEMPTS - claimed.attempts;
    throw fail(left > 0 ? `验证码错误，还可尝试 ${left} 次` : "验证码错误次数过多，请重新获取");
  }
  const consumed = await db
    .update(smsCodes)
    .set({ consumedAt: now })
    .where(and(eq(smsCodes.id, claimed.id), isNull(smsCodes.consumedAt)))
    .returning({ id: smsCodes.id });
  if (consumed.length === 0) throw fail("验证码已使用，请重新获取");
}
