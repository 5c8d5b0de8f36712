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

/**
 * One FTS5 expression over a library's index, used three ways: `count` walks its posting list, `listed`
 * tests a row against every hit gathered once (one step per hit), `probed` seeks the row's id in the
 * index (one seek per index segment, per row tested). Only the grams index, one token a query, is
 * probed: a trigram phrase is several tokens whose positions must line up, ten times the cost a row.
 */
export type IndexHits = { count: SQL<number>; listed: SQL; probed: SQL | null };

export type KeywordMatch = {
  /** Rows the keyword matches in any searched column. */
  all: SQL;
  /** Rows whose title holds the keyword. */
  title: SQL;
  /** When an index answers: its hits in any column, in the title, and in other columns only (not the title). */
  index: { all: IndexHits; title: IndexHits; others: IndexHits } | null;
};

/** The FTS5 table that answers a keyword, or null when only LIKE can. */
function indexFor(library: LibrarySearch, keyword: string): string | null {
  if ([...keyword].length >= 3) return library.fts;
  return isGramQuery(keyword) ? library.grams : null;
}

function indexHits(library: LibrarySearch, index: SQL, expression: string, probe: boolean): IndexHits {
  return {
    count: sql<number>`(SELECT count(*) FROM ${index} WHERE ${index} MATCH ${expression})`,
    listed: sql`${library.id} IN (SELECT rowid FROM ${index} WHERE ${index} MATCH ${expression})`,
    probed: probe ? sql`EXISTS (SELECT 1 FROM ${index} WHERE ${index} MATCH ${expression} AND rowid = ${library.id})` : null,
  };
}

export function keywordMatch(library: LibrarySearch, keyword: string): KeywordMatch {
  const name = indexFor(library, keyword);
  if (name) {
    const index = sql.raw(name);
    const phrase = ftsPhrase(keyword);
    const probe = name === library.grams;
    const hits = indexHits(library, index, phrase, probe);
    const title = indexHits(library, index, `title : ${phrase}`, probe);
    const outside = name === library.fts ? (library.outsideFts ?? []) : [];
    return {
      all: outside.length
        ? sql`(${hits.listed} OR ${sql.join(
            outside.map((c) => sql`instr(${c}, ${keyword}) > 0`),
            sql` OR `,
          )})`
        : hits.listed,
      title: title.listed,
      // Columns other than the title, less the rows whose title holds it: one expression, one posting walk.
      index: outside.length ? null : { all: hits, title, others: indexHits(library, index, `- title : ${phrase} NOT title : ${phrase}`, probe) },
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

/**
 * Rows a page may test through probes, (offset + size) × rows / hits: a probe costs what gathering
 * some 300 hits does, so probing pays from about one row in three.
 */
const PROBE_BUDGET = 50;
/** Hits few enough to read every one and sort them, rather than walk a sorted index past the non-hits. */
const SORT_BELOW = 200;

export type HitOrder = "sort" | "probe" | "list";

/**
 * How a page of `hits` index hits among `rows` rows is read in a sorted order, cheapest first
 * (ADR 0031): few hits are read and sorted ("sort"); hits so common that the sorted index meets a page
 * of them within PROBE_BUDGET rows are probed row by row ("probe", never under other filters, which can
 * make them rare); otherwise the sorted index is walked against the gathered hits ("list"). A SQL
 * expression, so the counts it weighs come from the statement that reads the page (one round trip).
 */
export function hitOrder(index: IndexHits, hits: SQL | number, rows: SQL | number, end: SQL | number, filtered: boolean): SQL<HitOrder> {
  const probe = index.probed && !filtered ? sql` WHEN ${end} * ${rows} <= ${sql.raw(String(PROBE_BUDGET))} * ${hits} THEN 'probe'` : sql``;
  return sql<HitOrder>`CASE WHEN ${hits} <= ${sql.raw(String(SORT_BELOW))} THEN 'sort'${probe} ELSE 'list' END`;
}

/** ORDER BY term that ranks rows whose title holds the keyword first. */
export function titleFirst(library: LibrarySearch, keyword: string): SQL {
  return sql`instr(${library.title}, ${keyword}) = 0`;
}
