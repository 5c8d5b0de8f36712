import { eq } from "drizzle-orm";
import { formatDateTime } from "#core/dates";
import { maskPhone } from "#core/phone";
import { isLawyer } from "#core/roles";
import type { DB } from "#db/client";
import { memberships, userRoles, users } from "#db/schema";
import { deleteWithVariants } from "../../files/images";
import { checkAvatar, storeAvatar } from "./avatar";

export type UserRow = typeof users.$inferSelect;
const DAY = 86_400_000;

export type SysUser = { userId: number; phone: string; nickname: string; realName: string | null; avatar: string | null };
/** SPEC §3 member info; memberStatus 2 active, 1 expired. */
export type SysMember = { memberStatus: 1 | 2; source: string; approachingDays: number; expirationDays: number; currentEndTime: string };
export type UserInfo = { sysUser: SysUser; roles: string[]; sysMember: SysMember | null };

export function findByPhone(db: DB, phone: string): Promise<UserRow | undefined> {
  return db.query.users.findFirst({ where: eq(users.phone, phone) });
}

export async function rolesOf(db: DB, userId: number): Promise<string[]> {
  const rows = await db.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, userId));
  return rows.map((r) => r.role).sort();
}

/** SMS login registers unknown phones (登录/注册); the nickname defaults to 用户 + last four digits. */
export async function findOrCreateByPhone(db: DB, phone: string, now: number): Promise<UserRow> {
  const existing = await findByPhone(db, phone);
  if (existing) return existing;
  await db
    .insert(users)
    .values({ phone, nickname: `用户${phone.slice(-4)}`, createdAt: now, updatedAt: now })
    .onConflictDoNothing({ target: users.phone });
  const created = await findByPhone(db, phone);
  if (!created) throw new Error("user insert failed");
  return created;
}

function avatarUrl(key: string | null): string | null {
  return key ? `/files/${key}` : null;
}

export function memberInfo(row: { endAt: number; source: string } | undefined, now: number): SysMember | null {
  if (!row) return null;
  const active = row.endAt > now;
  const days = Math.ceil(Math.abs(row.endAt - now) / DAY);
  return {
    memberStatus: active ? 2 : 1,
    source: row.source,
    approachingDays: active ? days : 0,
    expirationDays: active ? 0 : days,
    currentEndTime: formatDateTime(row.endAt),
  };
}

export async function userInfo(db: DB, userId: number, now: number): Promise<UserInfo | null> {
  const [user, roles, member] = await Promise.all([
    db.query.users.findFirst({ where: eq(users.id, userId) }),
    rolesOf(db, userId),
    db.query.memberships.findFirst({ where: eq(memberships.userId, userId) }),
  ]);
  if (!user) return null;
  return {
    sysUser: { userId: user.id, phone: maskPhone(user.phone), nickname: user.nickname, realName: user.realName, avatar: avatarUrl(user.avatarKey) },
    roles,
    sysMember: memberInfo(member, now),
  };
}

export async function updateProfile(db: DB, userId: number, input: { nickname: string; realName: string | null }, now: number): Promise<void> {
  await db
    .update(users)
    .set({ ...input, updatedAt: now })
    .where(eq(users.id, userId));
}

/** Stores a checked avatar under public/avatars/ and removes the previous one. */
export async function replaceAvatar(db: DB, bucket: R2Bucket, userId: number, bytes: Uint8Array, now: number): Promise<string> {
  const kind = checkAvatar(bytes);
  const key = `public/avatars/${userId}-${now.toString(36)}.${kind.ext}`;
  await storeAvatar(bucket, key, bytes, kind);
  const before = await db.query.users.findFirst({ columns: { avatarKey: true }, where: eq(users.id, userId) });
  await db.update(users).set({ avatarKey: key, updatedAt: now }).where(eq(users.id, userId));
  if (before?.avatarKey && before.avatarKey !== key) await deleteWithVariants(bucket, before.avatarKey);
  return `/files/${key}`;
}

/** The unmasked phone, for server-side use only (sending the user's own codes). */
export async function ownPhone(db: DB, userId: number): Promise<string | null> {
  const row = await db.query.users.findFirst({ columns: { phone: true }, where: eq(users.id, userId) });
  return row?.phone ?? null;
}

export async function isActiveMember(db: DB, userId: number, now: number): Promise<boolean> {
  const m = await db.query.memberships.findFirst({ columns: { endAt: true }, where: eq(memberships.userId, userId) });
  return Boolean(m && m.endAt > now);
}

/**
 * /admin/user/public/{id}: what anyone may see of a user — nickname, avatar and whether they are a
 * lawyer with a public profile; never the phone, real name or membership.
 */
export async function publicUser(db: DB, userId: number): Promise<{ userId: number; nickname: string; avatar: string | null; lawyer: boolean } | null> {
  const user = await db.query.users.findFirst({ columns: { id: true, nickname: true, avatarKey: true }, where: eq(users.id, userId) });
  if (!user) return null;
  const roles = await rolesOf(db, userId);
  return { userId: user.id, nickname: user.nickname, avatar: avatarUrl(user.avatarKey), lawyer: isLawyer(roles) };
}
