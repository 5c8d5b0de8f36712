// A generated corpus of 100,000 templates for the search benchmark (issue #4): the seeded templates
// varied by title and category, with shortened bodies, written straight into the local D1 file with
// node:sqlite in one transaction (the FTS triggers index every row as D1 would).
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { searchableBody } from "../core/preview.ts";
import { hanGrams } from "../core/search-grams.ts";

const VARIANTS = ["（通用版）", "（简易版）", "（详细版）", "（甲方适用）", "（乙方适用）", "（2025修订）", "（律师审定）", "（示范文本参照）"];
const BODY_CHARS = 300;

export function d1File(stateDir: string): string {
  const dir = join(stateDir, "v3/d1/miniflare-D1DatabaseObject");
  const file = readdirSync(dir).find((f) => f.endsWith(".sqlite") && f !== "metadata.sqlite");
  if (!file) throw new Error(`${dir} 中没有 D1 数据库文件`);
  return join(dir, file);
}

/** Adds templates until the table holds `total` rows; returns how long it took in seconds. */
export function growTemplates(stateDir: string, total: number): number {
  const start = Date.now();
  const db = new DatabaseSync(d1File(stateDir));
  type Row = { category_id: number; title: string; source: number; price_fen: number; member_free: number; summary: string; body: string };
  const base = db
    .prepare("SELECT category_id, title, source, price_fen, member_free, summary, body FROM templates WHERE status = 2 ORDER BY id")
    .all() as Row[];
  const have = (db.prepare("SELECT count(*) AS n FROM templates").get() as { n: number }).n;
  const insert = db.prepare(
    "INSERT INTO templates (category_id, title, source, status, price_fen, member_free, summary, use_notes, risk_notes, body, downloads, views, created_at, updated_at) VALUES (?, ?, ?, 2, ?, ?, ?, '[]', '[]', ?, ?, ?, ?, ?)",
  );
  const grams = db.prepare("INSERT INTO templates_grams (rowid, title, rest) VALUES (?, ?, ?)");
  const now = Date.now();
  db.exec("BEGIN");
  for (let i = have; i < total; i++) {
    const t = base[i % base.length] as Row;
    const variant = VARIANTS[Math.floor(i / base.length) % VARIANTS.length];
    const at = now - (i % 720) * 3_600_000;
    const title = `${t.title}${variant}${i}`;
    const body = t.body.slice(0, BODY_CHARS);
    const { lastInsertRowid } = insert.run(t.category_id, title, t.source, t.price_fen, t.member_free, t.summary, body, i % 3000, i % 20000, at, at);
    grams.run(lastInsertRowid, hanGrams(title), hanGrams(`${t.summary}\n${searchableBody(body, t.price_fen)}`));
  }
  db.exec("COMMIT");
  db.close();
  return (Date.now() - start) / 1000;
}

const QUERIES = { "1 字": "租", "2 字": "租赁", "4 字": "劳动合同" } as const;

/** p50/p95 in ms of /admin/template/page?keyword= for 1-, 2- and 4-character queries, one at a time. */
export async function templateSearchLatency(base: string, rounds = 30): Promise<Record<keyof typeof QUERIES, { p50: number; p95: number }>> {
  const out = {} as Record<keyof typeof QUERIES, { p50: number; p95: number }>;
  for (const [label, keyword] of Object.entries(QUERIES) as [keyof typeof QUERIES, string][]) {
    const url = `${base}/admin/template/page?current=1&size=15&keyword=${encodeURIComponent(keyword)}`;
    await (await fetch(url)).arrayBuffer();
    const times: number[] = [];
    for (let i = 0; i < rounds; i++) {
      const start = performance.now();
      const res = await fetch(url);
      await res.arrayBuffer();
      if (!res.ok) throw new Error(`${url} 返回 ${res.status}`);
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    const pick = (p: number) => Number((times[Math.min(times.length - 1, Math.floor(times.length * p))] ?? 0).toFixed(1));
    out[label] = { p50: pick(0.5), p95: pick(0.95) };
  }
  return out;
}
