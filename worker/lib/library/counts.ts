import { and, count, gt, type SQL } from "drizzle-orm";
import type { SQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";
import type { DB } from "#db/client";

const WEEK = 7 * 86_400_000;

/** A library's size and its rows added in the last seven days (本周新增), as two queries for one batch. */
export function newCountQueries(db: DB, table: SQLiteTable, createdAt: SQLiteColumn, now: number, where?: SQL) {
  return [
    db.select({ n: count() }).from(table).where(where),
    db
      .select({ n: count() })
      .from(table)
      .where(and(where, gt(createdAt, now - WEEK))),
  ] as const;
}

/** The batch's answers to newCountQueries. */
export function newCounts([all, week]: readonly [{ n: number }[], { n: number }[]]): { total: number; lastWeek: number } {
  return { total: all[0]?.n ?? 0, lastWeek: week[0]?.n ?? 0 };
}
