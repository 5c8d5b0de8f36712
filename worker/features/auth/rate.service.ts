import { and, count, eq, gt, lt } from "drizzle-orm";
import type { DB } from "#db/client";
import { rateEvents } from "#db/schema";

// Counters for limits that have no table of their own (failed passwords per phone, ...).
export async function recordEvent(db: DB, key: string, now: number): Promise<void> {
  await db.insert(rateEvents).values({ key, at: now });
}

export async function eventsSince(db: DB, key: string, since: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(rateEvents)
    .where(and(eq(rateEvents.key, key), gt(rateEvents.at, since)));
  return row?.n ?? 0;
}

export async function clearEvents(db: DB, key: string, before: number): Promise<void> {
  await db.delete(rateEvents).where(and(eq(rateEvents.key, key), lt(rateEvents.at, before)));
}
