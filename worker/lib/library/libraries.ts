import { getTableColumns } from "drizzle-orm";
import type { SQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";
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

export const TEMPLATE_SEARCH = librarySearch("templates", templates);
export const CLAUSE_SEARCH = librarySearch("clauses", clauses);
export const DOCUMENT_SEARCH = librarySearch("documents", documents);
/** 文号 and issuer are searched too; the trigram table covers title and body only. */
export const REGULATION_SEARCH = librarySearch("regulations", regulations, [regulations.docNo, regulations.issuer]);
export const CASE_SEARCH = librarySearch("cases", cases);
export const ARTICLE_SEARCH = librarySearch("articles", articles);
