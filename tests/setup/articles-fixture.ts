import { env } from "cloudflare:workers";
import { articleRows } from "#db/seed/articles";
import { insertRows } from "#db/seed/sql";

export const AUTHOR_IDS = [3, ...Array.from({ length: 12 }, (_, i) => 101 + i)];
/** The one author given a lawyer profile here, so the author card shows firm and title; the rest fall back to nicknames. */
export const PROFILED_AUTHOR = 101;

/**
 * Loads the seeded articles (the same rows as `npm run db:seed`) once. The lawyer seed owns users
 * 101–124; here only minimal stand-ins are inserted, and never over rows that already exist.
 */
export async function seedArticles(now = Date.now()): Promise<void> {
  const existing = await env.DB.prepare("SELECT count(*) AS n FROM articles").first<{ n: number }>();
  if (existing?.n) return;
  const users = AUTHOR_IDS.map((id) =>
    env.DB.prepare("INSERT OR IGNORE INTO users (id, phone, nickname, created_at, updated_at) VALUES (?, ?, ?, ?, ?)").bind(
      id,
      `139${String(id).padStart(8, "0")}`,
      `作者${id}`,
      now,
      now,
    ),
  );
  const profile = env.DB.prepare(
    `INSERT OR IGNORE INTO lawyer_profiles (user_id, name, firm, city_code, license_no, practice_since, title, last_active_at, created_at, updated_at)
     VALUES (?, '周明远', '北京衡正律师事务所', '110100', '11101201810000001', 2012, '高级合伙人', ?, ?, ?)`,
  ).bind(PROFILED_AUTHOR, now, now, now);
  const rows = Object.entries(articleRows(now)).flatMap(([table, r]) => insertRows(table, r).map((sql) => env.DB.prepare(sql)));
  await env.DB.batch([...users, profile, ...rows]);
}
