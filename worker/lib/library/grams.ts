import { type SQL, sql } from "drizzle-orm";
import { searchableBody } from "#core/preview";
import { type GramLibrary, gramsRow } from "#core/search-grams";

// The short-query index of a library row (core/search-grams gramsRow, ADR 0013), written in the same
// batch as the row it indexes by every domain that publishes, edits or takes down library rows.

const gramsTable = (library: GramLibrary) => sql.raw(`${library}_grams`);

/**
 * Writes the grams row of `id` (a SQL expression: a literal id or last_insert_rowid()) from the row's
 * columns by database name, only when `when` holds inside the batch (the guarded write before it changed a visible row).
 */
export function writeGrams(library: GramLibrary, id: SQL, row: Record<string, unknown>, when: SQL = sql`1`): SQL {
  // A paid template's grams hold its preview only, as its trigram row does (drizzle/0024): search never tells what the paywall hides.
  const indexed = library === "templates" ? { ...row, body: searchableBody(String(row.body ?? ""), Number(row.price_fen ?? 0)) } : row;
  const g = gramsRow(library, { ...indexed, id: 0 });
  return sql`INSERT OR REPLACE INTO ${gramsTable(library)} (rowid, title, rest) SELECT ${id}, ${g.title}, ${g.rest} WHERE ${when}`;
}

/** Removes a row's grams (an unpublished row leaves the index; a deleted one goes by trigger). */
export function dropGrams(library: GramLibrary, id: number): SQL {
  return sql`DELETE FROM ${gramsTable(library)} WHERE rowid = ${id}`;
}
