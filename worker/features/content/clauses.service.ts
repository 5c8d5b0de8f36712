import { TRPCError } from "@trpc/server";
import { and, count, desc, eq, sql } from "drizzle-orm";
import type { ClauseFields } from "#core/content";
import { type Page, pageOffset, toPage } from "#core/page";
import type { DB } from "#db/client";
import { contains } from "#db/contains";
import { rawBatch } from "#db/raw-batch";
import { clauseCategories, clauses } from "#db/schema";
import type { ClausePageInput } from "./content.schema";
import {
  categoryCondition,
  categoryOptions,
  changed,
  hideRow,
  insertRow,
  type Managed,
  notFound,
  showRow,
  statusCondition,
  updateRow,
} from "./content.service";

// 条款库 in the console: list, create, edit, unpublish, republish and delete, as regulations and cases.

const GONE = "该条款不存在或已删除";
const CLAUSES: Managed = { table: "clauses", gone: GONE, stale: "该条款已被他人修改，请刷新后重试" };

export const clauseCategoryOptions = (db: DB) => categoryOptions(db, "clause_categories");

export type ConsoleClause = { id: number; title: string; categoryName: string; copies: number; hidden: boolean; updatedAt: number };

export async function pageClauses(db: DB, input: ClausePageInput): Promise<Page<ConsoleClause>> {
  const where = and(
    input.keyword ? contains(clauses.title, input.keyword) : undefined,
    categoryCondition(clauses.categoryId, "clause_categories", input.categoryId),
    statusCondition(clauses.hiddenAt, input.status),
  );
  const [rows, total] = await db.batch([
    db
      .select({
        id: clauses.id,
        title: clauses.title,
        categoryName: clauseCategories.name,
        copies: clauses.copies,
        hiddenAt: clauses.hiddenAt,
        updatedAt: clauses.updatedAt,
      })
      .from(clauses)
      .innerJoin(clauseCategories, eq(clauseCategories.id, clauses.categoryId))
      .where(where)
      .orderBy(desc(clauses.updatedAt), desc(clauses.id))
      .limit(input.size)
      .offset(pageOffset(input)),
    db.select({ n: count() }).from(clauses).where(where),
  ]);
  return toPage(
    rows.map(({ hiddenAt, ...r }) => ({ ...r, hidden: hiddenAt !== null })),
    total[0]?.n ?? 0,
    input,
  );
}

export type ClauseForm = ClauseFields & { id: number; version: number; hidden: boolean };

export async function clauseForm(db: DB, id: number): Promise<ClauseForm> {
  const row = await db.query.clauses.findFirst({ where: eq(clauses.id, id) });
  if (!row) throw notFound(GONE);
  return { id: row.id, version: row.updatedAt, hidden: row.hiddenAt !== null, categoryId: row.categoryId, title: row.title, body: row.body, tips: row.tips };
}

async function checkCategory(db: DB, id: number): Promise<void> {
  const row = await db.query.clauseCategories.findFirst({ columns: { id: true }, where: eq(clauseCategories.id, id) });
  if (!row) throw new TRPCError({ code: "BAD_REQUEST", message: "所选分类不存在，请重新选择" });
}

const columnsOf = (input: ClauseFields) => ({ category_id: input.categoryId, title: input.title, body: input.body, tips: input.tips });

export async function createClause(db: DB, input: ClauseFields, now: number): Promise<{ id: number }> {
  await checkCategory(db, input.categoryId);
  return insertRow(db, CLAUSES, columnsOf(input), now);
}

export async function updateClause(db: DB, input: ClauseFields & { id: number; version: number }, now: number): Promise<{ id: number }> {
  await checkCategory(db, input.categoryId);
  return updateRow(db, CLAUSES, input.id, input.version, columnsOf(input), now);
}

export const hideClause = (db: DB, id: number, now: number) => hideRow(db, CLAUSES, id, now);
export const showClause = (db: DB, id: number) => showRow(db, CLAUSES, id);

/** A clause goes with its index rows (by trigger), its copy records (cascade) and the browse-history entries that point at it. */
export async function deleteClause(db: DB, id: number): Promise<{ id: number }> {
  const [deleted] = await rawBatch(db, [
    sql`DELETE FROM clauses WHERE id = ${id} RETURNING id`,
    sql`DELETE FROM browse_history WHERE kind = 'clause' AND target_id = ${id} AND changes() = 1`,
  ]);
  if (!changed(deleted)) throw notFound(GONE);
  return { id };
}
