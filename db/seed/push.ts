import { adSlotRows } from "./ads.ts";
import { articleRows } from "./articles.ts";
import { brandSeed } from "./brand.ts";
import { caseRows } from "./cases.ts";
import { clauseRows } from "./clauses.ts";
import { contractCheckRows } from "./contract-check.ts";
import { dictionaryRows } from "./dictionaries.ts";
import { documentRows } from "./documents.ts";
import { fieldRows } from "./lawyers.ts";
import { libraryRows } from "./library.ts";
import { type LevelNode, regionRows } from "./regions.ts";
import { regulationRows } from "./regulations.ts";
import { insertRows, type SqlValue } from "./sql.ts";

// The initial content of a deployed database (`npm run content:push`), exported from the same seed
// rows `npm run db:seed` writes locally. Only what the site owns goes out: regions, the libraries and
// their category trees, 合同体检's kinds and key clauses, dictionaries, ad placements and the trademark table. Demo accounts and what
// they wrote (uploaded templates, lawyers' articles and cases, orders) never leave the machine, and
// the seed's invented view and download counts start at zero.
//
// Every statement may run any number of times and never changes a row that exists: a row is written
// only when its key is free (INSERT OR IGNORE), so an edit made in the console survives every push.
// The short-query indexes are contentless FTS5 tables, which have no conflict clause: their rows are
// written only for ids they do not hold yet. The trademark table is replaced as a whole by the console
// (nice_imports records each import), so the seed's is written only while no import has happened.

type Rows = Record<string, Record<string, SqlValue>[]>;
export type PushSource = { regions: LevelNode[]; brand: { text: string; fileName: string } | null; now: number };

const INVENTED_COUNTERS = ["views", "downloads", "copies"];
const GRAMS = /_grams$/;

/** `INSERT INTO t (…) VALUES …;` as an insert of only the tuples `where` keeps (columns column1, column2, …). */
function filtered(statement: string, verb: string, where: string): string {
  const [, table, columns, values] = /^INSERT INTO (\w+) \(([^)]*)\) VALUES\n([\s\S]*);$/.exec(statement) ?? [];
  if (!table || !values) throw new Error(`无法改写的语句：${statement.slice(0, 80)}`);
  return `${verb} INTO ${table} (${columns}) SELECT * FROM (VALUES\n${values}) WHERE ${where};`;
}

function tableStatements(table: string, rows: Record<string, SqlValue>[]): string[] {
  const clean = rows.map((r) => Object.fromEntries(Object.entries(r).map(([k, v]) => [k, INVENTED_COUNTERS.includes(k) ? 0 : v])));
  const statements = insertRows(table, clean);
  if (GRAMS.test(table)) return statements.map((s) => filtered(s, "INSERT", `column1 NOT IN (SELECT rowid FROM ${table})`));
  return statements.map((s) => s.replace(/^INSERT INTO /, "INSERT OR IGNORE INTO "));
}

/** The contract library without the demo user's uploads (their author is a demo account). */
function siteTemplates(now: number): Rows {
  const { templates = [], templates_grams = [], ...rest } = libraryRows(now);
  const own = templates.filter((t) => t.author_id === null);
  const ids = new Set(own.map((t) => t.id));
  return { ...rest, templates: own, templates_grams: templates_grams.filter((g) => ids.has(g.rowid as number)) };
}

export function contentPushStatements(source: PushSource): string[] {
  const { now } = source;
  const parts: Rows[] = [
    { regions: regionRows(source.regions) },
    siteTemplates(now),
    clauseRows(now),
    documentRows(now),
    regulationRows(now),
    caseRows(now),
    contractCheckRows(
      { regulations: regulationRows(now).regulations ?? [], clauses: clauseRows(now).clauses ?? [], categories: libraryRows(now).template_categories ?? [] },
      now,
    ),
    { article_classifications: articleRows(now).article_classifications ?? [] },
    { professional_fields: fieldRows().rows, dict_items: dictionaryRows(now) },
    adSlotRows(),
  ];
  const statements = parts.flatMap((part) => Object.entries(part).flatMap(([table, rows]) => tableStatements(table, rows)));
  const brand = brandSeed(source.brand, now).statements.filter((s) => !s.startsWith("DELETE"));
  return [...statements, ...brand.map((s) => filtered(s, "INSERT OR IGNORE", "NOT EXISTS (SELECT 1 FROM nice_imports)"))];
}
