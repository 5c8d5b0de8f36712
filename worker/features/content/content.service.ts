import { TRPCError } from "@trpc/server";
import { and, asc, count, desc, eq, isNotNull, isNull, lte, or, type SQL, type SQLChunk, sql } from "drizzle-orm";
import type { SelectResultFields } from "drizzle-orm/query-builders/select.types";
import type { SelectedFields, SQLiteColumn } from "drizzle-orm/sqlite-core";
import type { Page, PageInput } from "#core/page";
import type { DB } from "#db/client";
import { contains } from "#db/contains";
import { changed, rawBatch } from "#db/raw-batch";
import { type cases, type clauses, type documents, regions, type regulations, type templates } from "#db/schema";
import type { CategoryOption } from "#worker/lib/library/categories";
import { dropGrams, writeGrams } from "#worker/lib/library/grams";
import { selectPage } from "#worker/lib/select-page";
import type { HistoryKind } from "../history/history.service";

// What the console's content pages share: the pickers' options, the region check, and the guarded
// writes that keep a library row's short-query index (worker/lib/library/grams.ts, ADR 0013) in step with
// the row inside the same batch. The trigram tables follow by trigger (drizzle/0030: visible rows only).

export type RegionOption = { code: string; name: string; level: number };

/** 全国 is empty; then every province followed by its cities (GB/T 2260), for the region select. */
export async function regionOptions(db: DB): Promise<RegionOption[]> {
  return db.select({ code: regions.code, name: regions.name, level: regions.level }).from(regions).where(lte(regions.level, 2)).orderBy(asc(regions.code));
}

/** The two-level category trees of the managed libraries. */
export type CategoryTable = "case_causes" | "clause_categories" | "document_categories" | "template_categories";

type CategoryRow = { id: number; name: string; parent_id: number | null };

/**
 * A two-level category tree (案由, clause and document categories) for the forms' selects and the list
 * filters; `topName` names a top category (document categories say their kind).
 */
export async function categoryOptions<R extends CategoryRow = CategoryRow>(
  db: DB,
  table: CategoryTable,
  topName: (row: R) => string = (row) => row.name,
): Promise<CategoryOption[]> {
  const rows = await db.all<R>(sql`SELECT * FROM ${sql.identifier(table)} ORDER BY sort, id`);
  return rows
    .filter((r) => r.parent_id === null)
    .map((top) => ({ id: top.id, name: topName(top), children: rows.filter((r) => r.parent_id === top.id).map((c) => ({ id: c.id, name: c.name })) }));
}

/**
 * The category tree a library's rows sit in (`column` holds a row's category): the pickers' options, the
 * console list's filter (a top category covers its children) and column, and the form's check.
 */
export function categoryOf(column: SQLiteColumn, table: CategoryTable, missing = "所选分类不存在，请重新选择") {
  return {
    options: (db: DB) => categoryOptions(db, table),
    condition: (id: number | undefined): SQL | undefined =>
      id ? (or(eq(column, id), sql`${column} IN (SELECT id FROM ${sql.identifier(table)} WHERE parent_id = ${id})`) as SQL) : undefined,
    name: sql<string>`(SELECT name FROM ${sql.identifier(table)} WHERE id = ${column})`,
    check: async (db: DB, id: number): Promise<void> => {
      const row = await db.get(sql`SELECT id FROM ${sql.identifier(table)} WHERE id = ${id}`);
      if (!row) throw new TRPCError({ code: "BAD_REQUEST", message: missing });
    },
  };
}

/** A region code the form sent must name a region the table holds. */
export async function checkRegion(db: DB, code: string | null): Promise<void> {
  if (code === null) return;
  const row = await db.query.regions.findFirst({ columns: { code: true }, where: eq(regions.code, code) });
  if (!row) throw new TRPCError({ code: "BAD_REQUEST", message: "所选地区不存在，请重新选择" });
}

type ListedTable = typeof regulations | typeof cases | typeof clauses | typeof documents | typeof templates;

/** What every console list reads of a row: its id and title, when it was unpublished, and its edit time (the edit form's version). */
const listedColumns = (t: ListedTable) => ({ id: t.id, title: t.title, hiddenAt: t.hiddenAt, updatedAt: t.updatedAt });

/** A console list row says whether it is unpublished (下架), not since when. */
function listedRow<R extends { hiddenAt: number | null }>({ hiddenAt, ...row }: R): Omit<R, "hiddenAt"> & { hidden: boolean } {
  return { ...row, hidden: hiddenAt !== null };
}

/** A console list row's own columns. */
export type Listed = { id: number; title: string; hidden: boolean; updatedAt: number };

type ListedPage<C extends SelectedFields> = Page<SelectResultFields<C> & Listed>;

/** One page of a console list: each row's listed columns and `columns`, latest edit first unless `order` says otherwise. */
export function pageListed<C extends SelectedFields>(
  db: DB,
  input: PageInput,
  table: ListedTable,
  where: SQL | undefined,
  columns: C,
  order: SQL[] = [desc(table.updatedAt), desc(table.id)],
): Promise<ListedPage<C>> {
  const rows = db
    .select({ ...listedColumns(table), ...columns })
    .from(table)
    .where(where)
    .orderBy(...order)
    .$dynamic();
  return selectPage(db, input, rows, db.select({ n: count() }).from(table).where(where), listedRow) as Promise<ListedPage<C>>;
}

export type FormHead = { id: number; version: number; hidden: boolean };

/**
 * An edit form: the row's id, its version (the edit time an edit is guarded by) and whether it is 下架,
 * then its fields as `fields` reads them. No row is the library's not-found refusal.
 */
export function editForm<R extends { id: number; updatedAt: number; hiddenAt: number | null }, F>(
  m: Managed,
  row: R | undefined,
  fields: (row: R) => F,
): FormHead & F {
  if (!row) throw notFound(m.gone);
  return { id: row.id, version: row.updatedAt, hidden: row.hiddenAt !== null, ...fields(row) };
}

export type ContentStatus = "all" | "published" | "hidden";

/** The visible / hidden filter of the console lists. */
function statusCondition(hiddenAt: SQLiteColumn, status: ContentStatus): SQL | undefined {
  if (status === "published") return isNull(hiddenAt);
  if (status === "hidden") return isNotNull(hiddenAt);
  return undefined;
}

/** A console list's filter: the keyword in the title (or in `alsoIn`, a case number say), the list's own `conditions`, then the 下架 status. */
export function listedWhere(
  t: ListedTable,
  input: { keyword?: string; status: ContentStatus },
  conditions: (SQL | undefined)[] = [],
  alsoIn?: SQLiteColumn,
): SQL | undefined {
  const { keyword } = input;
  const matched = keyword ? (alsoIn ? or(contains(t.title, keyword), contains(alsoIn, keyword)) : contains(t.title, keyword)) : undefined;
  return and(matched, ...conditions, statusCondition(t.hiddenAt, input.status));
}

export const conflict = (message: string) => new TRPCError({ code: "CONFLICT", message });
export const notFound = (message: string) => new TRPCError({ code: "NOT_FOUND", message });

/**
 * A library the console manages, with the words of its refusals. `visible`: when the site shows a row
 * (default: not 下架), so an edit re-indexes only what search may find (articles: published ones).
 */
export type Managed = { table: "regulations" | "cases" | "clauses" | "documents" | "articles" | "templates"; gone: string; stale: string; visible?: SQL };

/** A managed library whose refusals name its rows `noun` (条款: 该条款不存在或已删除). */
export const managed = (table: Managed["table"], noun: string, visible?: SQL): Managed => ({
  table,
  gone: `该${noun}不存在或已删除`,
  stale: `该${noun}已被他人修改，请刷新后重试`,
  visible,
});

type Columns = Record<string, string | number | null>;
const list = (parts: SQLChunk[]) => sql.join(parts, sql`, `);

/**
 * Inserts a row (columns by database name) with its grams row and any statements `also` holds (a
 * template's citations) in one batch; the trigram row is written by trigger.
 */
export async function insertRow(db: DB, m: Managed, columns: Columns, now: number, also: SQL[] = []): Promise<{ id: number }> {
  const all: Columns = { ...columns, created_at: now, updated_at: now };
  const [inserted] = await rawBatch(db, [
    sql`INSERT INTO ${sql.identifier(m.table)} (${list(Object.keys(all).map((k) => sql.identifier(k)))})
      VALUES (${list(Object.values(all).map((v) => sql`${v}`))}) RETURNING id`,
    // A trigger's own inserts leave last_insert_rowid() as this row's id once it has run.
    writeGrams(m.table, sql`last_insert_rowid()`, columns),
    ...also,
  ]);
  const id = (inserted?.results[0] as { id: number } | undefined)?.id;
  if (!id) throw new Error(`${m.table} insert returned no id`);
  return { id };
}

/**
 * Saves an edit made from version `version` with the row's grams (when it is visible) and `also` in one
 * batch; a row edited by someone else since is refused, not overwritten.
 */
export async function updateRow(db: DB, m: Managed, id: number, version: number, columns: Columns, now: number, also: SQL[] = []): Promise<{ id: number }> {
  const sets = list(Object.entries(columns).map(([k, v]) => sql`${sql.identifier(k)} = ${v}`));
  const [updated] = await rawBatch(db, [
    sql`UPDATE ${sql.identifier(m.table)} SET ${sets}, updated_at = max(${now}, updated_at + 1) WHERE id = ${id} AND updated_at = ${version} RETURNING id`,
    writeGrams(
      m.table,
      sql`${id}`,
      columns,
      sql`changes() = 1 AND EXISTS (SELECT 1 FROM ${sql.identifier(m.table)} WHERE id = ${id} AND ${m.visible ?? sql`hidden_at IS NULL`})`,
    ),
    ...also,
  ]);
  if (!changed(updated)) await refuseStale(db, m, id);
  return { id };
}

/**
 * The console's create, edit, unpublish and republish of a library: `check` refuses what the tables do
 * not hold (a category, a region) before `columnsOf` gives the form's stored columns.
 */
export function formWrites<F>(m: Managed, columnsOf: (input: F) => Columns, check: (db: DB, input: F) => Promise<unknown>) {
  return {
    create: async (db: DB, input: F, now: number): Promise<{ id: number }> => {
      await check(db, input);
      return insertRow(db, m, columnsOf(input), now);
    },
    update: async (db: DB, input: F & { id: number; version: number }, now: number): Promise<{ id: number }> => {
      await check(db, input);
      return updateRow(db, m, input.id, input.version, columnsOf(input), now);
    },
    hide: (db: DB, id: number, now: number) => hideRow(db, m, id, now),
    show: (db: DB, id: number) => showRow(db, m, id),
  };
}

/** Deletes a row nothing refers to by key, with its index rows (by trigger) and the browse-history entries that point at it. */
export async function deleteRow(db: DB, m: Managed, kind: HistoryKind, id: number): Promise<{ id: number }> {
  const [deleted] = await rawBatch(db, [
    sql`DELETE FROM ${sql.identifier(m.table)} WHERE id = ${id} RETURNING id`,
    sql`DELETE FROM browse_history WHERE kind = ${kind} AND target_id = ${id} AND changes() = 1`,
  ]);
  if (!changed(deleted)) throw notFound(m.gone);
  return { id };
}

/** 下架: the row stays for the console; the site, its lists and search no longer show it (the trigram row goes by trigger). */
export async function hideRow(db: DB, m: Managed, id: number, now: number): Promise<{ id: number; hidden: true }> {
  const [updated] = await rawBatch(db, [
    sql`UPDATE ${sql.identifier(m.table)} SET hidden_at = ${now} WHERE id = ${id} AND hidden_at IS NULL RETURNING id`,
    dropGrams(m.table, id),
  ]);
  // Hiding a hidden row changes nothing and is no error; a missing row is.
  if (!changed(updated) && !(await db.get(sql`SELECT id FROM ${sql.identifier(m.table)} WHERE id = ${id}`))) throw notFound(m.gone);
  return { id, hidden: true };
}

/** 重新上架: visible again and indexed from its text as it is now, guarded by the version that text was read at. */
export async function showRow(db: DB, m: Managed, id: number): Promise<{ id: number; hidden: false }> {
  const row = await db.get<Record<string, unknown> & { hidden_at: number | null; updated_at: number }>(
    sql`SELECT * FROM ${sql.identifier(m.table)} WHERE id = ${id}`,
  );
  if (!row) throw notFound(m.gone);
  if (row.hidden_at === null) return { id, hidden: false };
  const [updated] = await rawBatch(db, [
    sql`UPDATE ${sql.identifier(m.table)} SET hidden_at = NULL WHERE id = ${id} AND hidden_at IS NOT NULL AND updated_at = ${row.updated_at} RETURNING id`,
    writeGrams(m.table, sql`${id}`, row, sql`changes() = 1`),
  ]);
  if (!changed(updated)) await refuseStale(db, m, id);
  return { id, hidden: false };
}

/** An edit, unpublish or republish that changed nothing: the row is gone, or changed since the form was loaded. */
export async function refuseStale(db: DB, m: Managed, id: number): Promise<never> {
  const row = await db.get<{ id: number }>(sql`SELECT id FROM ${sql.identifier(m.table)} WHERE id = ${id}`);
  throw row ? conflict(m.stale) : notFound(m.gone);
}
