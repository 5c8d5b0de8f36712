import { and, eq, gt, lt, lte, sql } from "drizzle-orm";
import type { DB } from "#db/client";
import { rateLimits } from "#db/schema";

// Fixed-window counters that hold under parallel requests (ADR): an attempt is counted by one guarded
// upsert *before* it is evaluated, so N parallel requests see counts 1..N and at most the allowed
// number go on. A locked key is not counted (the upsert's WHERE fails and nothing comes back).
export type Counter = { key: string; count: number; windowStart: number; lockedUntil: number };

export function countAttempt(db: DB, key: string, windowMs: number, now: number) {
  const stale = sql`${rateLimits.windowStart} <= ${now - windowMs}`;
  return db
    .insert(rateLimits)
    .values({ key, count: 1, windowStart: now, lockedUntil: 0 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`CASE WHEN ${stale} THEN 1 ELSE ${rateLimits.count} + 1 END`,
        windowStart: sql`CASE WHEN ${stale} THEN ${now} ELSE ${rateLimits.windowStart} END`,
      },
      setWhere: sql`${rateLimits.lockedUntil} <= ${now}`,
    })
    .returning();
}

/** Gives back an attempt that was refused before evaluation (no captcha, another limit hit) or that succeeded. */
export function refundAttempt(db: DB, key: string) {
  return db
    .update(rateLimits)
    .set({ count: sql`${rateLimits.count} - 1` })
    .where(and(eq(rateLimits.key, key), gt(rateLimits.count, 0)));
}

export function resetCounter(db: DB, key: string) {
  return db.update(rateLimits).set({ count: 0 }).where(eq(rateLimits.key, key));
}

export function lockKey(db: DB, key: string, until: number, now: number) {
  return db
    .update(rateLimits)
    .set({ lockedUntil: until, count: 0, windowStart: now })
    .where(and(eq(rateLimits.key, key), lte(rateLimits.lockedUntil, now)));
}

export async function lockedUntil(db: DB, key: string): Promise<number> {
  const row = await db.query.rateLimits.findFirst({ columns: { lockedUntil: true }, where: eq(rateLimits.key, key) });
  return row?.lockedUntil ?? 0;
}

/** Cron housekeeping: counters whose window and lock ended a day ago are dropped. */
export async function sweepCounters(db: DB, now: number): Promise<void> {
  const dayAgo = now - 24 * 60 * 60_000;
  await db.delete(rateLimits).where(and(lt(rateLimits.windowStart, dayAgo), lt(rateLimits.lockedUntil, dayAgo)));
}
