import { and, countDistinct, desc, eq, gt, inArray, isNull, max, ne, notInArray, sql } from "drizzle-orm";
import type { DB } from "#db/client";
import { refreshTokens } from "#db/schema";
import { randomToken, sha256Hex } from "../../lib/crypto";
import { type SessionUser, signToken } from "../../middleware/session";
import { rolesOf } from "../users/users.service";

export const ACCESS_TTL_SECONDS = 15 * 60;
export const REFRESH_TTL_MS = 30 * 86_400_000;
/** Parallel requests of one page may present the same refresh token; within this window that is not theft. */
export const REUSE_GRACE_MS = 20_000;

export type ClientMeta = { device: string; ip: string; city: string };
export type IssuedTokens = { accessToken: string; refreshToken: string; expiresIn: number; familyId: string; user: SessionUser };

export function clientMeta(req: Request): ClientMeta {
  const ua = req.headers.get("user-agent") ?? "";
  const device = /MicroMessenger/i.test(ua)
    ? "微信内浏览器"
    : /iPhone|iPad/i.test(ua)
      ? "iPhone / iPad"
      : /Android/i.test(ua)
        ? "Android 手机"
        : /Windows/i.test(ua)
          ? "Windows 电脑"
          : /Macintosh/i.test(ua)
            ? "Mac 电脑"
            : ua
              ? "其他设备"
              : "接口客户端";
  const cf = (req as Request & { cf?: { city?: string } }).cf;
  return { device, ip: req.headers.get("cf-connecting-ip") ?? "", city: cf?.city ?? "" };
}

async function insertRefresh(db: DB, userId: number, familyId: string, meta: ClientMeta, now: number): Promise<string> {
  const token = randomToken();
  await db.insert(refreshTokens).values({ userId, familyId, tokenHash: sha256Hex(token), createdAt: now, expiresAt: now + REFRESH_TTL_MS, ...meta });
  return token;
}

/** Live device sessions per user; a new sign-in beyond it revokes the least recently active one. */
export const MAX_SESSIONS_PER_USER = 20;

/**
 * Starts a new session (a refresh-token family) for a user who just proved who they are. The insert
 * and the cap go in one batch: whatever runs in parallel, at most MAX_SESSIONS_PER_USER stay live.
 */
export async function issueSession(db: DB, secret: string, userId: number, meta: ClientMeta, now: number): Promise<IssuedTokens> {
  const familyId = randomToken(16);
  const user = { id: userId, roles: await rolesOf(db, userId), sid: familyId };
  const refreshToken = randomToken();
  const live = and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt), gt(refreshTokens.expiresAt, now));
  const newest = db
    .select({ familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(live)
    .groupBy(refreshTokens.familyId)
    .orderBy(desc(max(refreshTokens.id)))
    .limit(MAX_SESSIONS_PER_USER);
  await db.batch([
    db.insert(refreshTokens).values({ userId, familyId, tokenHash: sha256Hex(refreshToken), createdAt: now, expiresAt: now + REFRESH_TTL_MS, ...meta }),
    db
      .update(refreshTokens)
      .set({ revokedAt: now })
      .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt), notInArray(refreshTokens.familyId, newest))),
  ]);
  return { accessToken: await signToken(secret, user, "access", ACCESS_TTL_SECONDS), refreshToken, expiresIn: ACCESS_TTL_SECONDS, familyId, user };
}

/**
 * Exchanges a refresh token for a new pair. A token used before (outside the grace window) means it
 * was copied: the whole family is revoked and null returned, so both holders must log in again.
 */
export async function rotateSession(db: DB, secret: string, refreshToken: string, meta: ClientMeta, now: number): Promise<IssuedTokens | null> {
  if (!/^[0-9a-f]{64}$/.test(refreshToken)) return null;
  const row = await db.query.refreshTokens.findFirst({ where: eq(refreshTokens.tokenHash, sha256Hex(refreshToken)) });
  if (!row || row.revokedAt !== null || row.expiresAt <= now) return null;
  if (row.usedAt === null) {
    const claimed = await db
      .update(refreshTokens)
      .set({ usedAt: now })
      .where(and(eq(refreshTokens.id, row.id), isNull(refreshTokens.usedAt)))
      .returning({ id: refreshTokens.id });
    if (claimed.length === 0 && !(await withinGrace(db, row.id, now))) return revokeFamily(db, row.familyId, now);
  } else if (now - row.usedAt > REUSE_GRACE_MS) {
    return revokeFamily(db, row.familyId, now);
  }
  const user = { id: row.userId, roles: await rolesOf(db, row.userId), sid: row.familyId };
  const next = await insertRefresh(db, row.userId, row.familyId, meta, now);
  return {
    accessToken: await signToken(secret, user, "access", ACCESS_TTL_SECONDS),
    refreshToken: next,
    expiresIn: ACCESS_TTL_SECONDS,
    familyId: row.familyId,
    user,
  };
}

async function withinGrace(db: DB, id: number, now: number): Promise<boolean> {
  const row = await db.query.refreshTokens.findFirst({ columns: { usedAt: true }, where: eq(refreshTokens.id, id) });
  return row?.usedAt != null && now - row.usedAt <= REUSE_GRACE_MS;
}

async function revokeFamily(db: DB, familyId: string, now: number): Promise<null> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
  return null;
}

/** Logout: revokes the family of the presented refresh token; returns its user, if any. */
export async function revokeByToken(db: DB, refreshToken: string, now: number): Promise<number | null> {
  if (!/^[0-9a-f]{64}$/.test(refreshToken)) return null;
  const row = await db.query.refreshTokens.findFirst({ where: eq(refreshTokens.tokenHash, sha256Hex(refreshToken)) });
  if (!row) return null;
  await revokeFamily(db, row.familyId, now);
  return row.userId;
}

/**
 * Logout by session id (the access token's `sid`): whatever the transport, the family's refresh
 * tokens stop rotating and every access token carrying the sid fails the live-session check.
 */
export async function revokeSession(db: DB, userId: number, familyId: string, now: number): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.userId, userId), eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

export async function familyOf(db: DB, refreshToken: string): Promise<string | null> {
  if (!/^[0-9a-f]{64}$/.test(refreshToken)) return null;
  const row = await db.query.refreshTokens.findFirst({ columns: { familyId: true }, where: eq(refreshTokens.tokenHash, sha256Hex(refreshToken)) });
  return row?.familyId ?? null;
}

/** Revokes every live session of the user but one; returns the revoked sessions, whose sockets must close too. */
export async function revokeAllSessions(db: DB, userId: number, now: number, exceptFamily?: string): Promise<RevokedSessions> {
  const rows = await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt), exceptFamily ? ne(refreshTokens.familyId, exceptFamily) : undefined))
    .returning({ familyId: refreshTokens.familyId });
  return { userId, sids: [...new Set(rows.map((r) => r.familyId))] };
}

export type RevokedSessions = { userId: number; sids: string[] };

export type ActiveSession = { familyId: string; device: string; ip: string; city: string; signedInAt: number; lastActiveAt: number };

/**
 * One entry per signed-in device, most recently active first, a page at a time: the newest live
 * token of each family tells the device and the last activity, the family's first its sign-in.
 */
export async function activeSessions(
  db: DB,
  userId: number,
  now: number,
  paging: { page: number; size: number },
): Promise<{ total: number; records: ActiveSession[] }> {
  const live = and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt), gt(refreshTokens.expiresAt, now));
  const newestOfFamily = db
    .select({ id: max(refreshTokens.id) })
    .from(refreshTokens)
    .where(live)
    .groupBy(refreshTokens.familyId);
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        familyId: refreshTokens.familyId,
        device: refreshTokens.device,
        ip: refreshTokens.ip,
        city: refreshTokens.city,
        lastActiveAt: refreshTokens.createdAt,
        signedInAt: sql<number>`(SELECT min(f.created_at) FROM refresh_tokens f WHERE f.family_id = ${refreshTokens.familyId})`,
      })
      .from(refreshTokens)
      .where(inArray(refreshTokens.id, newestOfFamily))
      .orderBy(desc(refreshTokens.id))
      .limit(paging.size)
      .offset((paging.page - 1) * paging.size),
    db
      .select({ n: countDistinct(refreshTokens.familyId) })
      .from(refreshTokens)
      .where(live),
  ]);
  return { total: counted?.n ?? 0, records: rows };
}

/** Whether the device session an access token belongs to is still signed in. */
export async function isSessionLive(db: DB, familyId: string, now: number): Promise<boolean> {
  const row = await db.query.refreshTokens.findFirst({
    columns: { id: true },
    where: and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt), gt(refreshTokens.expiresAt, now)),
  });
  return Boolean(row);
}
