import type { SQL } from "drizzle-orm";
import { SQLiteAsyncDialect } from "drizzle-orm/sqlite-core";
import type { DB } from "./client";

// Drizzle's batch cannot carry raw statements with parameters (virtual tables such as the grams
// indexes have no Drizzle table): these go to D1's own batch, built from the same sql templates.
const dialect = new SQLiteAsyncDialect();

/** One D1 batch (all or nothing) of raw sql templates, in order. */
export function rawBatch(db: DB, statements: SQL[]): Promise<D1Result[]> {
  return db.$client.batch(
    statements.map((s) => {
      const q = dialect.sqlToQuery(s);
      return db.$client.prepare(q.sql).bind(...q.params);
    }),
  );
}

/**
 * Whether a guarded statement (with RETURNING) touched its row. Not meta.changes: D1 counts the rows the
 * FTS triggers write too.
 */
export function changed(result: D1Result | undefined): boolean {
  return (result?.results.length ?? 0) > 0;
}
