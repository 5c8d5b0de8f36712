import { and, count, eq, gt, gte, isNull, lt } from "drizzle-orm";
import { aesDecrypt, CAPTCHA_TYPE, CHALLENGE_TTL_MS, CHECK_Y, TOLERANCE_PX, VERIFICATION_TTL_MS, verificationString } from "#core/captcha";
import type { DB } from "#db/client";
import { captchaChallenges, rateEvents } from "#db/schema";
import { randomString, randomToken, sha256Hex, toBase64 } from "../../lib/crypto";
import { generatePuzzle } from "./puzzle-image";

// AJ-Captcha blockPuzzle (SPEC §7): get a challenge, check the slider position once within 120 s,
// then the SMS endpoints spend the resulting captchaVerification once within 180 s.

export type AjReply<T> = { repCode: string; repMsg: string | null; repData: T | null };

export type ChallengeData = {
  originalImageBase64: string;
  jigsawImageBase64: string;
  token: string;
  secretKey: string;
  result: false;
  opAdmin: false;
};

export type CheckData = { captchaType: typeof CAPTCHA_TYPE; token: string; result: true };

const WINDOW_MS = 60_000;
/** Gets per minute: one browser retrying is far below this; clientUid is chosen by the client, so the IP limit backs it. */
export const GET_LIMIT_PER_CLIENT = 20;
/** Wider than per client: carrier-grade NAT puts many phones behind one address. */
export const GET_LIMIT_PER_IP = 60;
const KEEP_MS = 24 * 60 * 60 * 1000;
const SECRET_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

const ok = <T>(repData: T): AjReply<T> => ({ repCode: "0000", repMsg: null, repData });
const fail = (repCode: string, repMsg: string): AjReply<never> => ({ repCode, repMsg, repData: null });

export const EXPIRED = fail("6110", "验证码已失效，请重新获取");
export const WRONG = fail("6111", "验证失败");
export const GET_LIMITED = fail("6201", "get接口请求次数超限，请稍后再试");

function ipKey(ip: string): string {
  return `captcha-get:ip:${ip}`;
}

export async function getChallenge(db: DB, who: { clientUid: string; ip: string }, now: number): Promise<AjReply<ChallengeData>> {
  const since = now - WINDOW_MS;
  const [byClient, byIp] = await db.batch([
    db
      .select({ n: count() })
      .from(captchaChallenges)
      .where(and(eq(captchaChallenges.clientUid, who.clientUid), gt(captchaChallenges.createdAt, since))),
    db
      .select({ n: count() })
      .from(rateEvents)
      .where(and(eq(rateEvents.key, ipKey(who.ip)), gt(rateEvents.at, since))),
  ]);
  // An empty clientUid is shared by every client that sends none, so only the IP limit applies to it.
  if ((who.clientUid && (byClient[0]?.n ?? 0) >= GET_LIMIT_PER_CLIENT) || (byIp[0]?.n ?? 0) >= GET_LIMIT_PER_IP) return GET_LIMITED;

  const puzzle = await generatePuzzle();
  const token = randomToken(16);
  const secretKey = randomString(16, SECRET_ALPHABET);
  await db.batch([
    db.insert(captchaChallenges).values({ token, clientUid: who.clientUid, ip: who.ip, secretKey, x: puzzle.x, y: puzzle.y, createdAt: now }),
    db.insert(rateEvents).values({ key: ipKey(who.ip), at: now }),
    // Housekeeping on the way: nothing older than a day is ever needed again.
    db.delete(captchaChallenges).where(lt(captchaChallenges.createdAt, now - KEEP_MS)),
    db.delete(rateEvents).where(and(eq(rateEvents.key, ipKey(who.ip)), lt(rateEvents.at, since))),
  ]);
  return ok({
    originalImageBase64: toBase64(puzzle.background),
    jigsawImageBase64: toBase64(puzzle.piece),
    token,
    secretKey,
    result: false,
    opAdmin: false,
  });
}

/** The decrypted point, or null when pointJson is not what our clients produce. */
function readPoint(pointJson: string, secretKey: string): { plain: string; x: number; y: number } | null {
  try {
    const plain = aesDecrypt(pointJson, secretKey);
    const point: unknown = JSON.parse(plain);
    if (!point || typeof point !== "object") return null;
    const { x, y } = point as Record<string, unknown>;
    return typeof x === "number" && typeof y === "number" && Number.isFinite(x) ? { plain, x, y } : null;
  } catch {
    return null;
  }
}

export async function checkChallenge(db: DB, input: { token: string; pointJson: string }, now: number): Promise<AjReply<CheckData>> {
  // Claim the token first with a conditional update: one check per token, even for concurrent requests.
  const [claimed] = await db
    .update(captchaChallenges)
    .set({ checkedAt: now })
    .where(and(eq(captchaChallenges.token, input.token), isNull(captchaChallenges.checkedAt), gt(captchaChallenges.createdAt, now - CHALLENGE_TTL_MS)))
    .returning({ x: captchaChallenges.x, secretKey: captchaChallenges.secretKey });
  if (!claimed) return EXPIRED;

  const point = readPoint(input.pointJson, claimed.secretKey);
  if (!point || Math.abs(point.x - claimed.x) > TOLERANCE_PX || point.y !== CHECK_Y) return WRONG;

  const verificationHash = sha256Hex(verificationString(input.token, point.plain, claimed.secretKey));
  await db.update(captchaChallenges).set({ passed: true, verificationHash }).where(eq(captchaChallenges.token, input.token));
  return ok({ captchaType: CAPTCHA_TYPE, token: input.token, result: true });
}

/**
 * True exactly once for a captchaVerification from a passed check, within 180 s of that check. The
 * conditional UPDATE decides, so two requests racing with the same string cannot both win.
 */
export async function consumeVerification(db: DB, captchaVerification: string, now: number): Promise<boolean> {
  if (!captchaVerification || captchaVerification.length > 512) return false;
  const used = await db
    .update(captchaChallenges)
    .set({ verificationUsedAt: now })
    .where(
      and(
        eq(captchaChallenges.verificationHash, sha256Hex(captchaVerification)),
        eq(captchaChallenges.passed, true),
        isNull(captchaChallenges.verificationUsedAt),
        gte(captchaChallenges.checkedAt, now - VERIFICATION_TTL_MS),
      ),
    )
    .returning({ token: captchaChallenges.token });
  return used.length === 1;
}

/** The stored answer, for the development-only hook that end-to-end tests use to solve the puzzle. */
export async function peekAnswer(db: DB, token: string): Promise<{ x: number; y: number } | null> {
  const row = await db.query.captchaChallenges.findFirst({ columns: { x: true, y: true }, where: eq(captchaChallenges.token, token) });
  return row ?? null;
}
