// The contract library at 100,000 templates for the search benchmark (issue 20 item 6). Every body is
// recombined from the seeded templates: a template's own head (title, parties, preamble) and tail
// (signatures), articles alternating between it and another template of its category, renumbered,
// until the length of a seeded body picked at random. Lengths, vocabulary and the paid/free mix are
// therefore the seed's, and a paid template's index holds its preview only, as the site writes it.
// Rows go straight into the local D1 file with node:sqlite in one transaction (the trigram triggers
// index each row as D1 would; the grams rows are written as the seed writes them).
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { searchableBody } from "../core/preview.ts";
import { gramsRow } from "../core/search-grams.ts";

/** Bump when the corpus changes shape: the cached database is keyed by it (see prepareCorpus). */
export const CORPUS_VERSION = 2;
const CACHE = ".wrangler/search-corpus";

const VARIANTS = ["（通用版）", "（简易版）", "（详细版）", "（甲方适用）", "（乙方适用）", "（2025修订）", "（律师审定）", "（示范文本参照）"];
const ARTICLE = /^第[一二三四五六七八九十百]+条/;
const END_OF_TEXT = "（以下无正文）";

export function d1File(stateDir: string): string {
  const dir = join(stateDir, "v3/d1/miniflare-D1DatabaseObject");
  const file = readdirSync(dir).find((f) => f.endsWith(".sqlite") && f !== "metadata.sqlite");
  if (!file) throw new Error(`${dir} 中没有 D1 数据库文件`);
  return join(dir, file);
}

type Seeded = { category_id: number; title: string; source: number; price_fen: number; member_free: number; summary: string; body: string };
/** A seeded body cut into what is recombined: the lines before the first article, the articles, the rest. */
type Parts = { head: string[]; articles: string[][]; tail: string[] };

function parts(body: string): Parts {
  const lines = body.split("\n");
  const first = lines.findIndex((l) => ARTICLE.test(l));
  const end = lines.indexOf(END_OF_TEXT);
  const middle = lines.slice(first, end < 0 ? lines.length : end);
  const articles: string[][] = [];
  for (const line of middle) {
    if (ARTICLE.test(line)) articles.push([line]);
    else articles.at(-1)?.push(line);
  }
  return { head: lines.slice(0, first), articles, tail: end < 0 ? [] : lines.slice(end) };
}

const DIGITS = "零一二三四五六七八九";

/** 1 → 一, 12 → 十二, 40 → 四十: article numbers as the templates write them. */
function chineseNumber(n: number): string {
  if (n < 10) return DIGITS[n] as string;
  const tens = Math.floor(n / 10);
  return `${tens === 1 ? "" : DIGITS[tens]}十${n % 10 ? DIGITS[n % 10] : ""}`;
}

/** mulberry32: the same corpus on every machine for the same CORPUS_VERSION. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function recombine(own: Parts, other: Parts, target: number, next: () => number): string {
  // Article k comes from one of the two at random; the ones passed over follow, for the longer bodies.
  const picked: string[][] = [];
  const spare: string[][] = [];
  const n = Math.max(own.articles.length, other.articles.length);
  for (let k = 0; k < n; k++) {
    const a = own.articles[k];
    const b = other.articles[k];
    const [take, leave] = a && b ? (next() < 0.5 ? [a, b] : [b, a]) : [a ?? b, undefined];
    if (take) picked.push(take);
    if (leave && other !== own) spare.push(leave);
  }
  picked.push(...spare);
  const tailLength = own.tail.join("\n").length;
  let out = own.head.join("\n");
  for (const [k, article] of picked.entries()) {
    if (k > 0 && out.length + tailLength >= target) break;
    const [heading = "", ...rest] = article;
    out += `\n${[heading.replace(ARTICLE, `第${chineseNumber(k + 1)}条`), ...rest].join("\n")}`;
  }
  return own.tail.length ? `${out}\n${own.tail.join("\n")}` : out;
}

/** Adds templates until the library holds `total`; returns the seconds it took and the corpus's average body length. */
export function growTemplates(file: string, total: number): { seconds: number; averageChars: number } {
  const start = Date.now();
  const db = new DatabaseSync(file);
  // One writer, nothing else open: no WAL copy of the whole growth, a page cache the FTS merges fit in.
  db.exec("PRAGMA journal_mode = DELETE; PRAGMA synchronous = OFF; PRAGMA cache_size = -1000000");
  const base = db
    .prepare("SELECT category_id, title, source, price_fen, member_free, summary, body FROM templates WHERE status = 2 ORDER BY id")
    .all() as Seeded[];
  const cut = base.map((t) => parts(t.body));
  const byCategory = new Map<number, number[]>();
  for (const [i, t] of base.entries()) byCategory.set(t.category_id, [...(byCategory.get(t.category_id) ?? []), i]);
  const have = (db.prepare("SELECT count(*) AS n FROM templates").get() as { n: number }).n;
  const insert = db.prepare(
    "INSERT INTO templates (category_id, title, source, status, price_fen, member_free, summary, use_notes, risk_notes, body, downloads, views, created_at, updated_at) VALUES (?, ?, ?, 2, ?, ?, ?, '[]', '[]', ?, ?, ?, ?, ?)",
  );
  const grams = db.prepare("INSERT INTO templates_grams (rowid, title, rest) VALUES (?, ?, ?)");
  const next = random(CORPUS_VERSION);
  const now = Date.now();
  db.exec("BEGIN");
  for (let i = have; i < total; i++) {
    const k = i % base.length;
    const t = base[k] as Seeded;
    const siblings = byCategory.get(t.category_id) ?? [k];
    const partner = siblings[Math.floor(next() * siblings.length)] ?? k;
    const target = (base[Math.floor(next() * base.length)] as Seeded).body.length;
    const body = recombine(cut[k] as Parts, cut[partner] as Parts, target, next);
    const title = `${t.title}${VARIANTS[Math.floor(i / base.length) % VARIANTS.length]}${i}`;
    const at = now - (i % 720) * 3_600_000;
    const { lastInsertRowid } = insert.run(t.category_id, title, t.source, t.price_fen, t.member_free, t.summary, body, i % 3000, i % 20000, at, at);
    const row = gramsRow("templates", { id: lastInsertRowid, title, summary: t.summary, body: searchableBody(body, t.price_fen) });
    grams.run(row.rowid, row.title, row.rest);
  }
  db.exec("COMMIT");
  const { averageChars } = db.prepare("SELECT avg(length(body)) AS averageChars FROM templates").get() as { averageChars: number };
  db.exec("PRAGMA journal_mode = WAL");
  db.close();
  return { seconds: (Date.now() - start) / 1000, averageChars: Math.round(averageChars) };
}

type Corpus = { seconds: number; averageChars: number; cached: boolean; seedBytes: number; seedTemplates: number };

function fileBytes(db: DatabaseSync): number {
  const { bytes } = db.prepare("SELECT page_count * page_size AS bytes FROM pragma_page_count(), pragma_page_size()").get() as { bytes: number };
  return bytes;
}

/** Migrates and seeds a state, as scripts/e2e-server.mjs does, without starting a server. */
function migrateAndSeed(stateDir: string): void {
  const env = { ...process.env, QIHE_STATE_DIR: stateDir, WRANGLER_SEND_METRICS: "false", CLOUDFLARE_CF_FETCH_ENABLED: "false" };
  const wrangler = ["node_modules/wrangler/bin/wrangler.js", "d1", "migrations", "apply", "DB", "--local", "--persist-to", stateDir];
  execFileSync(process.execPath, wrangler, { stdio: "ignore", env });
  execFileSync(process.execPath, ["db/seed/run.ts"], { stdio: "ignore", env });
}

/**
 * A freshly seeded state grown to `total` templates, from the cache when one was built from the same seed:
 * the key is the corpus version, the schema of the templates and their indexes and the seeded
 * templates, so a change to any of them builds it again; other migrations and seed parts are applied
 * to the restored copy. Building takes minutes (the trigram index of 250 MB of text); a copy, seconds.
 */
export function prepareCorpus(stateDir: string, total: number): Corpus {
  rmSync(stateDir, { recursive: true, force: true });
  migrateAndSeed(stateDir);
  const file = d1File(stateDir);
  const seeded = new DatabaseSync(file);
  const hash = createHash("sha256").update(`${CORPUS_VERSION}:${total}`);
  const schema = "SELECT sql FROM sqlite_schema WHERE sql IS NOT NULL AND tbl_name LIKE 'templates%' ORDER BY name";
  for (const r of seeded.prepare(schema).all()) hash.update(String(r.sql));
  for (const r of seeded.prepare("SELECT id, category_id, title, price_fen, summary, body FROM templates ORDER BY id").all()) hash.update(JSON.stringify(r));
  const seed = { seedBytes: fileBytes(seeded), seedTemplates: (seeded.prepare("SELECT count(*) AS n FROM templates").get() as { n: number }).n };
  seeded.close();
  const dir = join(CACHE, hash.digest("hex").slice(0, 16));
  if (existsSync(join(dir, "meta.json"))) {
    const start = Date.now();
    for (const f of readdirSync(join(file, ".."))) if (f.startsWith(`${file.split("/").at(-1)}-`)) rmSync(join(file, "..", f));
    copyFileSync(join(dir, "d1.sqlite"), file);
    // Migrations and seed parts newer than the copy (they leave the templates alone: see the key).
    migrateAndSeed(stateDir);
    const meta = JSON.parse(readFileSync(join(dir, "meta.json"), "utf8")) as Omit<Corpus, "cached">;
    return { ...meta, seconds: (Date.now() - start) / 1000, cached: true };
  }
  const grown = growTemplates(file, total);
  rmSync(CACHE, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  copyFileSync(file, join(dir, "d1.sqlite"));
  const meta = { ...grown, ...seed };
  writeFileSync(join(dir, "meta.json"), `${JSON.stringify(meta)}\n`);
  return { ...meta, cached: false };
}

export type Sizes = { total: number; templates: number; fts: number; grams: number; projected: number };

/** The database's size and its search indexes' (dbstat), and the same library at 1,000,000 templates. */
export function databaseSizes(stateDir: string, corpus: Corpus, total: number): Sizes {
  const db = new DatabaseSync(d1File(stateDir), { readOnly: true });
  const part = (pattern: string) =>
    (db.prepare("SELECT coalesce(sum(pgsize), 0) AS bytes FROM dbstat WHERE name LIKE ?").get(pattern) as { bytes: number }).bytes;
  const sizes = { total: fileBytes(db), templates: part("templates"), fts: part("templates_fts%"), grams: part("templates_grams%") };
  db.close();
  // The seed's other tables stay; every template added costs what the added ones cost on average.
  const perTemplate = (sizes.total - corpus.seedBytes) / (total - corpus.seedTemplates);
  return { ...sizes, projected: Math.round(sizes.total + perTemplate * (1_000_000 - total)) };
}

/**
 * What users type into the library's search box, from the seeded titles and clauses: the most common
 * character of the titles (合, as in 合同) down to whole contract names, per length.
 */
export const SEARCH_QUERIES = {
  "1 字": ["合", "租", "房", "借", "股"],
  "2 字": ["合同", "租赁", "劳动", "违约", "转让"],
  "4 字": ["劳动合同", "房屋租赁", "股权转让", "违约责任", "争议解决"],
} as const;
export type QueryLength = keyof typeof SEARCH_QUERIES;
export type Latency = { p50: number; p95: number; worst: string; healthzP50: number };

/**
 * p50/p95 in ms of the library's list with a keyword (/admin/template/page, the code the home page's
 * search runs), one request at a time, over every query of a length; `worst` is the query with the
 * slowest median; `healthzP50`, the same server answering /healthz in between, shows the machine's load.
 */
export async function templateSearchLatency(base: string, rounds = 20): Promise<Record<QueryLength, Latency>> {
  const out = {} as Record<QueryLength, Latency>;
  for (const [label, keywords] of Object.entries(SEARCH_QUERIES) as [QueryLength, readonly string[]][]) {
    const times: number[] = [];
    const healthz: number[] = [];
    const medians = new Map<string, number>();
    for (const keyword of keywords) {
      const own: number[] = [];
      const url = `${base}/admin/template/page?current=1&size=15&keyword=${encodeURIComponent(keyword)}`;
      await (await fetch(url)).arrayBuffer();
      for (let i = 0; i < rounds; i++) {
        const start = performance.now();
        const res = await fetch(url);
        await res.arrayBuffer();
        if (!res.ok) throw new Error(`${url} 返回 ${res.status}`);
        own.push(performance.now() - start);
        const before = performance.now();
        await (await fetch(`${base}/healthz`)).arrayBuffer();
        healthz.push(performance.now() - before);
      }
      times.push(...own);
      medians.set(keyword, own.sort((a, b) => a - b)[Math.floor(own.length / 2)] ?? 0);
    }
    const pick = (list: number[], p: number) => {
      const sorted = [...list].sort((a, b) => a - b);
      return Number((sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0).toFixed(1));
    };
    const worst = [...medians.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? "";
    out[label] = { p50: pick(times, 0.5), p95: pick(times, 0.95), worst, healthzP50: pick(healthz, 0.5) };
  }
  return out;
}
