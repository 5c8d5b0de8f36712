import { TRPCError } from "@trpc/server";
import { count, desc, eq, sql } from "drizzle-orm";
import { formatDateTime } from "#core/dates";
import { CHECKIN_POINTS } from "#core/orders";
import { type Page, type PageInput, pageOffset, toPage } from "#core/page";
import type { DB } from "#db/client";
import { pointsRecords } from "#db/schema";

/** Check-ins count per Beijing calendar day. */
function checkinRef(now: number): string {
  return `checkin:${formatDateTime(now, "YYYY-MM-DD")}`;
}

export function pointsStatement(db: DB, userId: number, delta: number, reason: string, ref: string, now: number) {
  return db.insert(pointsRecords).values({ userId, delta, reason, ref, createdAt: now });
}

export async function pointsSummary(db: DB, userId: number, now: number): Promise<{ balance: number; checkedInToday: boolean }> {
  const [row] = await db
    .select({
      balance: sql<number>`coalesce(sum(${pointsRecords.delta}), 0)`,
      today: sql<number>`sum(${pointsRecords.ref} = ${checkinRef(now)})`,
    })
    .from(pointsRecords)
    .where(eq(pointsRecords.userId, userId));
  return { balance: row?.balance ?? 0, checkedInToday: (row?.today ?? 0) > 0 };
}

export async function checkIn(db: DB, userId: number, now: number): Promise<{ points: number }> {
  try {
    await pointsStatement(db, userId, CHECKIN_POINTS, "每日签到", checkinRef(now), now);
  } catch {
    throw new TRPCError({ code: "BAD_REQUEST", message: "今天已经签到过了，明天再来吧" });
  }
  return { points: CHECKIN_POINTS };
}

export type PointsRecord = { delta: number; reason: string; createdAt: number };

export async function pointsRecordsPage(db: DB, userId: number, input: PageInput): Promise<Page<PointsRecord>> {
  const [rows, total] = await db.batch([
    db
      .select({ delta: pointsRecords.delta, reason: pointsRecords.reason, createdAt: pointsRecords.createdAt })
      .from(pointsRecords)
      .where(eq(pointsRecords.userId, userId))
      .orderBy(desc(pointsRecords.id))
      .limit(input.size)
      .offset(pageOffset(input)),
    db.select({ n: count() }).from(pointsRecords).where(eq(pointsRecords.userId, userId)),
  ]);
  return toPage(rows, total[0]?.n ?? 0, input);
}
