import { type SQL, type SQLWrapper, sql } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import { isGramQuery } from "#core/search-grams";
import { contains } from "#db/contains";

// Keyword search as every library runs it (DESIGN §5, ADR 0013): 3+ characters through the library's
// trigram FTS5 table, one or two Han characters through its grams table (core/search-grams.ts), any
// other short keyword (Latin letters, digits) through LIKE. The keyword arrives cleaned (keywordInput).

/** One library's searchable columns and its two FTS5 tables (rowid = the row's id, first column title). */
export type LibrarySearch = {
  id: SQLiteColumn;
  /** Trigram table: keywords of 3+ characters. */
  fts: string;
  /** Grams table, columns (title, rest): keywords of one or two Han characters. */
  grams: string;
  title: SQLiteColumn;
  /** The other columns a keyword is looked for in. */
  rest: SQLiteColumn[];
  /** What a LIKE scan looks in instead of `rest` (a paid template: the preview, not the whole body). */
  likeRest?: SQLWrapper[];
  /** Columns of `rest` the trigram table leaves out: tested with instr beside it (no pattern cap). */
  outsideFts?: SQLiteColumn[];
};

/** FTS5 phrase query: the keyword quoted, inner quotes doubled, so user input is never FTS syntax. */
export function ftsPhrase(keyword: string): string {
  return `"${keyword.replaceAll('"', '""')}"`;
}

export type KeywordMatch = {
  /** Rows the keyword matches in any searched column. */
  all: SQL;
  /** Rows whose title holds the keyword. */
  title: SQL;
  /** When an index answers: the rowids it matches and how many, before any other filter. */
  index: { hits: SQL; count: SQL<number> } | null;
};

/** The FTS5 table that answers a keyword, or null when only LIKE can. */
function indexFor(library: LibrarySearch, keyword: string): string | null {
  if ([...keyword].length >= 3) return library.fts;
  return isGramQuery(keyword) ? library.grams : null;
}

export function keywordMatch(library: LibrarySearch, keyword: string): KeywordMatch {
  const name = indexFor(library, keyword);
  if (name) {
    const index = sql.raw(name);
    const phrase = ftsPhrase(keyword);
    const hits = sql`(SELECT rowid FROM ${index} WHERE ${index} MATCH ${phrase})`;
    const outside = name === library.fts ? (library.outsideFts ?? []) : [];
    return {
      all: outside.length
        ? sql`(${library.id} IN ${hits} OR ${sql.join(
            outside.map((c) => sql`instr(${c}, ${keyword}) > 0`),
            sql` OR `,
          )})`
        : sql`${library.id} IN ${hits}`,
      title: sql`${library.id} IN (SELECT rowid FROM ${index} WHERE ${index} MATCH ${`title : ${phrase}`})`,
      index: { hits, count: sql<number>`(SELECT count(*) FROM ${index} WHERE ${index} MATCH ${phrase})` },
    };
  }
  return {
    all: sql`(${sql.join(
      [library.title, ...(library.likeRest ?? library.rest)].map((c) => contains(c, keyword)),
      sql` OR `,
    )})`,
    title: contains(library.title, keyword),
    index: null,
  };
}

/** ORDER BY term that ranks rows whose title holds the keyword first. */
export function titleFirst(library: LibrarySearch, keyword: string): SQL {
  return sql`instr(${library.title}, ${keyword}) = 0`;
}
