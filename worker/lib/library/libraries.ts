import { getTableColumns, sql } from "drizzle-orm";
import type { SQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";
import { PREVIEW_CHARS } from "#core/preview";
import { GRAM_COLUMNS, type GramLibrary } from "#core/search-grams";
import { articles, cases, clauses, documents, regulations, templates } from "#db/schema";
import type { LibrarySearch } from "./search";

// Where each library's keyword search looks (ADR 0013): `<library>_fts` (trigram) and `<library>_grams`
// over the title and the columns GRAM_COLUMNS names, so LIKE, the grams rows and the seed agree.

type Searchable = SQLiteTable & { id: SQLiteColumn; title: SQLiteColumn };

function librarySearch(library: GramLibrary, table: Searchable, outsideFts?: SQLiteColumn[]): LibrarySearch {
  const byName = new Map(Object.values(getTableColumns(table)).map((c) => [c.name, c]));
  const rest = GRAM_COLUMNS[library].map((name) => {
    const column = byName.get(name);
    if (!column) throw new Error(`${library} has no column ${name}`);
    return column;
  });
  return { id: table.id, fts: `${library}_fts`, grams: `${library}_grams`, title: table.title, rest, outsideFts };
}

/**
 * A paid template's body as the index holds it (core/preview searchableBody, in SQL as in
 * drizzle/0024): short non-Han keywords scanned with LIKE must not see past the paywall either.
 */
const head = sql`substr(${templates.body}, 1, ${PREVIEW_CHARS + 1})`;
const lastBreak = sql`length(rtrim(${head}, replace(${head}, char(10), ''))) - 1`;
const blank = sql`' ' || char(9, 10, 13) || '　'`;
const searchableBody = sql`CASE WHEN ${templates.priceFen} = 0 OR length(${templates.body}) <= ${PREVIEW_CHARS} THEN ${templates.body}
  WHEN ${lastBreak} > ${PREVIEW_CHARS / 2} THEN rtrim(substr(${templates.body}, 1, ${lastBreak}), ${blank})
  ELSE rtrim(substr(${templates.body}, 1, ${PREVIEW_CHARS}), ${blank}) END`;

export const TEMPLATE_SEARCH = { ...librarySearch("templates", templates), likeRest: [templates.summary, searchableBody] };
export const CLAUSE_SEARCH = librarySearch("clauses", clauses);
export const DOCUMENT_SEARCH = librarySearch("documents", documents);
/** 文号 and issuer are searched too; the trigram table covers title and body only. */
export const REGULATION_SEARCH = librarySearch("regulations", regulations, [regulations.docNo, regulations.issuer]);
export const CASE_SEARCH = librarySearch("cases", cases);
export const ARTICLE_SEARCH = librarySearch("articles", articles);
