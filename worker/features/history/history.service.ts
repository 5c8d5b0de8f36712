import { and, count, desc, eq, inArray, lt, sql } from "drizzle-orm";
import type { Page, PageInput } from "#core/page";
import type { DB } from "#db/client";
import { browseHistory } from "#db/schema";
import { PUBLISHED_TEMPLATE_SQL } from "#worker/lib/library/published";
import { selectPage } from "#worker/lib/select-page";

// Browse history (SPEC §7 mine browse_history add/list/delete): one row per user and item, moved to the
// top on each visit; older rows beyond the cap are trimmed so the table stays small per user.
export const HISTORY_KINDS = ["template", "clause", "document", "regulation", "case", "article"] as const;
export type HistoryKind = (typeof HISTORY_KINDS)[number];
export const HISTORY_CAP = 200;

export async function recordVisit(db: DB, userId: number, kind: HistoryKind, targetId: number, title: string, now: number): Promise<void> {
  await db
    .insert(browseHistory)
    .values({ userId, kind, targetId, title, viewedAt: now })
    .onConflictDoUpdate({ target: [browseHistory.userId, browseHistory.kind, browseHistory.targetId], set: { title, viewedAt: now } });
  const [edge] = await db
    .select({ viewedAt: browseHistory.viewedAt })
    .from(browseHistory)
    .where(eq(browseHistory.userId, userId))
    .orderBy(desc(browseHistory.viewedAt))
    .limit(1)
    .offset(HISTORY_CAP);
  if (edge) await db.delete(browseHistory).where(and(eq(browseHistory.userId, userId), lt(browseHistory.viewedAt, edge.viewedAt)));
}

export type Visit = { id: number; kind: string; targetId: number; title: string; viewedAt: number };

export async function listVisits(db: DB, userId: number, input: PageInput & { kind?: HistoryKind }): Promise<Page<Visit>> {
  const where = input.kind ? and(eq(browseHistory.userId, userId), eq(browseHistory.kind, input.kind)) : eq(browseHistory.userId, userId);
  return selectPage(
    db,
    input,
    db
      .select({
        id: browseHistory.id,
        kind: browseHistory.kind,
        targetId: browseHistory.targetId,
        title: browseHistory.title,
        viewedAt: browseHistory.viewedAt,
      })
      .from(browseHistory)
      .where(where)
      .orderBy(desc(browseHistory.viewedAt), desc(browseHistory.id))
      .$dynamic(),
    db.select({ n: count() }).from(browseHistory).where(where),
  );
}

/** Deletes the given rows of the user's own history, or all of it; other users' rows are untouched. */
export async function removeVisits(db: DB, userId: number, ids: number[] | "all"): Promise<number> {
  const where = ids === "all" ? eq(browseHistory.userId, userId) : and(eq(browseHistory.userId, userId), inArray(browseHistory.id, ids));
  const removed = await db.delete(browseHistory).where(where).returning({ id: browseHistory.id });
  return removed.length;
}

/** Where each kind's public title lives, and what makes a row public (only these constants reach SQL). */
const VISIBLE: Record<HistoryKind, { table: string; where: string }> = {
  template: { table: "templates", where: PUBLISHED_TEMPLATE_SQL },
  clause: { table: "clauses", where: "hidden_at IS NULL" },
  document: { table: "documents", where: "hidden_at IS NULL" },
  regulation: { table: "regulations", where: "hidden_at IS NULL" },
  case: { table: "cases", where: "hidden_at IS NULL" },
  article: { table: "articles", where: "status = 2" },
};

/**
 * browse_history add (mini-program clients record a visit themselves): the target must exist and be
 * public; its title is read from its own table, never taken from the client.
 */
export async function addVisit(db: DB, userId: number, kind: HistoryKind, targetId: number, now: number): Promise<boolean> {
  const v = VISIBLE[kind];
  const row = await db.get<{ title: string }>(sql`SELECT title FROM ${sql.identifier(v.table)} WHERE id = ${targetId} AND ${sql.raw(v.where)}`);
  if (!row) return false;
  await recordVisit(db, userId, kind, targetId, row.title, now);
  return true;
}
