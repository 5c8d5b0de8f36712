import type { BatchItem, BatchResponse } from "drizzle-orm/batch";
import type { SQLiteSelect } from "drizzle-orm/sqlite-core";
import { type Page, type PageInput, pageOffset, toPage } from "#core/page";
import type { DB } from "#db/client";

type Row<Q extends SQLiteSelect> = Awaited<Q>[number];

/**
 * Statements not yet run and how their answers read: a part of one db.batch, so several lists (the
 * global search) or a list and its side panels (the contract library) cost one D1 round trip.
 */
export type BatchPart<T> = { statements: BatchItem<"sqlite">[]; read: (answers: unknown[]) => T };
export type PageQuery<T> = BatchPart<Page<T>>;

/** A part from its statements and a reader of their answers, typed as the statements answer. */
export function batchPart<const S extends readonly BatchItem<"sqlite">[], T>(statements: S, read: (answers: BatchResponse<S>) => T): BatchPart<T> {
  return { statements: [...statements], read: (answers) => read(answers as BatchResponse<S>) };
}

/** A part whose answer is read on into another. */
export function mapPart<T, U>(part: BatchPart<T>, map: (answer: T) => U): BatchPart<U> {
  return { statements: part.statements, read: (answers) => map(part.read(answers)) };
}

type Answers<P extends readonly BatchPart<unknown>[]> = { -readonly [K in keyof P]: P[K] extends BatchPart<infer T> ? T : never };

/** Every part's statements in one db.batch; each part reads its own answers. */
export async function batchParts<const P extends readonly BatchPart<unknown>[]>(db: DB, parts: P): Promise<Answers<P>> {
  const [first, ...rest] = parts.flatMap((p) => p.statements);
  const answers: unknown[] = first ? await db.batch([first, ...rest]) : [];
  let at = 0;
  return parts.map((p) => {
    at += p.statements.length;
    return p.read(answers.slice(at - p.statements.length, at));
  }) as Answers<P>;
}

/**
 * One page of a paged list (core/page's {records,total,size,current,pages}) as a batch part: `rows`
 * (the select with its joins, filter and order, made `$dynamic()`) cut to the page, `total` (the count
 * of the rows that filter keeps, as `{ n }`), and each record shaped by `map`. D1 answers a batch with
 * objects keyed by column name: alias a selected column whose name another one shares.
 */
export function pageQuery<Q extends SQLiteSelect, T = Row<Q>>(
  input: PageInput,
  rows: Q,
  total: BatchItem<"sqlite"> & PromiseLike<{ n: number }[]>,
  map: (row: Row<Q>) => T = (row) => row as T,
): PageQuery<T> {
  return batchPart([rows.limit(input.size).offset(pageOffset(input)), total] as const, ([records, counted]) =>
    toPage((records as Row<Q>[]).map(map), counted[0]?.n ?? 0, input),
  );
}

/** One part run on its own: one round trip. */
export async function runPart<T>(db: DB, part: BatchPart<T>): Promise<T> {
  const [answer] = await batchParts(db, [part]);
  return answer;
}

/** pageQuery run on its own. */
export function selectPage<Q extends SQLiteSelect, T = Row<Q>>(
  db: DB,
  input: PageInput,
  rows: Q,
  total: BatchItem<"sqlite"> & PromiseLike<{ n: number }[]>,
  map: (row: Row<Q>) => T = (row) => row as T,
): Promise<Page<T>> {
  return runPart(db, pageQuery(input, rows, total, map));
}
