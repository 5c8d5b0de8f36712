import type { BatchItem } from "drizzle-orm/batch";
import type { SQLiteSelect } from "drizzle-orm/sqlite-core";
import { type Page, type PageInput, pageOffset, toPage } from "#core/page";
import type { DB } from "#db/client";

type Row<Q extends SQLiteSelect> = Awaited<Q>[number];

/**
 * One page of a paged list (core/page's {records,total,size,current,pages}) in one batch: `rows` (the
 * select with its joins, filter and order, made `$dynamic()`) cut to the page, `total` (the count of
 * the rows that filter keeps, as `{ n }`), and each record shaped by `map`. D1 answers a batch with
 * objects keyed by column name: alias a selected column whose name another one shares.
 */
export async function selectPage<Q extends SQLiteSelect, T = Row<Q>>(
  db: DB,
  input: PageInput,
  rows: Q,
  total: BatchItem<"sqlite"> & PromiseLike<{ n: number }[]>,
  map: (row: Row<Q>) => T = (row) => row as T,
): Promise<Page<T>> {
  const [records, counted] = (await db.batch([rows.limit(input.size).offset(pageOffset(input)), total])) as [Row<Q>[], { n: number }[]];
  return toPage(records.map(map), counted[0]?.n ?? 0, input);
}
