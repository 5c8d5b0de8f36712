import { TRPCError } from "@trpc/server";
import { and, count, desc, eq, gt, isNull, type SQL, sql } from "drizzle-orm";
import { DAY_MS } from "#core/orders";
import type { DB } from "#db/client";
import { activationBatches, activationCodes, memberGrants, memberships } from "#db/schema";
import { randomString } from "../../lib/crypto";
import type { Stmt } from "../ledger/ledger.service";

/**
 * Grants days of VIP once per ref. The grant row's ref comes from `refSql`, a subquery that is NULL
 * unless the caller's precondition holds, so NOT NULL fails the whole batch otherwise; UNIQUE(ref)
 * makes a second grant fail it too. Renewals extend from the current end (SPEC §2).
 */
export function grantStatements(db: DB, userId: number, days: number, ref: string | SQL, now: number): Stmt[] {
  const add = days * DAY_MS;
  return [
    db.insert(memberGrants).values({ userId, ref, days, createdAt: now }),
    db
      .insert(memberships)
      .values({ userId, startAt: now, endAt: now + add, source: "平台购买" })
      .onConflictDoUpdate({
        target: memberships.userId,
        set: {
          startAt: sql`CASE WHEN ${memberships.endAt} < ${now} THEN ${now} ELSE ${memberships.startAt} END`,
          endAt: sql`MAX(${memberships.endAt}, ${now}) + ${add}`,
        },
      }),
  ];
}

export type MemberStatus = { memberStatus: 1 | 2; startAt: number; endAt: number; daysLeft: number } | null;

export async function memberStatus(db: DB, userId: number, now: number): Promise<MemberStatus> {
  const m = await db.query.memberships.findFirst({ where: eq(memberships.userId, userId) });
  if (!m) return null;
  return { memberStatus: m.endAt > now ? 2 : 1, startAt: m.startAt, endAt: m.endAt, daysLeft: Math.max(0, Math.ceil((m.endAt - now) / DAY_MS)) };
}

export async function grantHistory(db: DB, userId: number) {
  return db
    .select({ ref: memberGrants.ref, days: memberGrants.days, createdAt: memberGrants.createdAt })
    .from(memberGrants)
    .where(eq(memberGrants.userId, userId))
    .orderBy(desc(memberGrants.id))
    .limit(50);
}

// Activation codes: 16 characters from an alphabet without look-alikes (0/O, 1/I/L), shown in groups of 4.
const ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";
export const CODE_PATTERN = /^[2-9A-HJKMNP-Z]{16}$/;

export function normaliseCode(input: string): string {
  return input.replace(/[\s-]/g, "").toUpperCase();
}

const randomCode = (): string => randomString(16, ALPHABET);

/** Redeems a code for the user: exactly once, even when many redeem the same code at the same moment. */
export async function redeemCode(db: DB, userId: number, input: string, now: number): Promise<{ days: number }> {
  const code = normaliseCode(input);
  if (!CODE_PATTERN.test(code)) throw new TRPCError({ code: "BAD_REQUEST", message: "激活码格式不正确，应为16位字母和数字" });
  const row = await db.query.activationCodes.findFirst({ where: eq(activationCodes.code, code) });
  if (!row) throw new TRPCError({ code: "BAD_REQUEST", message: "激活码不存在，请核对后重新输入" });
  if (row.redeemedBy !== null) throw new TRPCError({ code: "BAD_REQUEST", message: "该激活码已被使用" });
  if (row.expiresAt <= now) throw new TRPCError({ code: "BAD_REQUEST", message: "该激活码已过期" });
  try {
    await db.batch([
      db
        .update(activationCodes)
        .set({ redeemedBy: userId, redeemedAt: now })
        .where(and(eq(activationCodes.code, code), isNull(activationCodes.redeemedBy), gt(activationCodes.expiresAt, now))),
      ...grantStatements(
        db,
        userId,
        row.days,
        sql`(SELECT 'code:' || code FROM activation_codes WHERE code = ${code} AND redeemed_by = ${userId} AND redeemed_at = ${now})`,
        now,
      ),
    ] as [Stmt, ...Stmt[]]);
  } catch {
    throw new TRPCError({ code: "BAD_REQUEST", message: "该激活码已被使用" });
  }
  return { days: row.days };
}

export const MAX_BATCH_CODES = 1000;

export async function createBatch(db: DB, adminId: number, input: { name: string; days: number; count: number; validDays: number }, now: number) {
  const expiresAt = now + input.validDays * DAY_MS;
  const [batch] = await db
    .insert(activationBatches)
    .values({ name: input.name, days: input.days, count: input.count, expiresAt, createdBy: adminId, createdAt: now })
    .returning();
  if (!batch) throw new Error("batch insert failed");
  const codes = new Set<string>();
  while (codes.size < input.count) codes.add(randomCode());
  const rows = [...codes].map((code) => ({ code, batchId: batch.id, days: input.days, expiresAt }));
  // 5 bound parameters a row: 18 rows stay under D1's 100-parameter limit.
  for (let i = 0; i < rows.length; i += 18) await db.insert(activationCodes).values(rows.slice(i, i + 18));
  return batch;
}

export async function listBatches(db: DB) {
  return db
    .select({
      id: activationBatches.id,
      name: activationBatches.name,
      days: activationBatches.days,
      count: activationBatches.count,
      expiresAt: activationBatches.expiresAt,
      createdAt: activationBatches.createdAt,
      used: sql<number>`(SELECT count(*) FROM activation_codes c WHERE c.batch_id = ${activationBatches.id} AND c.redeemed_by IS NOT NULL)`,
    })
    .from(activationBatches)
    .orderBy(desc(activationBatches.id))
    .limit(100);
}

export async function batchCodes(db: DB, batchId: number) {
  return db
    .select({
      code: activationCodes.code,
      redeemedBy: activationCodes.redeemedBy,
      redeemedAt: activationCodes.redeemedAt,
      expiresAt: activationCodes.expiresAt,
    })
    .from(activationCodes)
    .where(eq(activationCodes.batchId, batchId))
    .orderBy(activationCodes.code)
    .limit(MAX_BATCH_CODES);
}

export async function unusedCount(db: DB, batchId: number, now: number): Promise<number> {
  const [r] = await db
    .select({ n: count() })
    .from(activationCodes)
    .where(and(eq(activationCodes.batchId, batchId), isNull(activationCodes.redeemedBy), gt(activationCodes.expiresAt, now)));
  return r?.n ?? 0;
}
