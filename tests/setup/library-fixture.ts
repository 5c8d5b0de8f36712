import { env } from "cloudflare:workers";
import { libraryRows } from "#db/seed/library";
import { insertRows } from "#db/seed/sql";

/** Loads the seeded contract library (the same rows as `npm run db:seed`) into the test database once. */
export async function seedLibrary(now = Date.now()): Promise<void> {
  const existing = await env.DB.prepare("SELECT count(*) AS n FROM templates").first<{ n: number }>();
  if (existing?.n) return;
  // User-provided templates name the demo uploader (user 2) as their author.
  await env.DB.prepare("INSERT OR IGNORE INTO users (id, phone, nickname, created_at, updated_at) VALUES (2, '13800000001', '林晓', 1, 1)").run();
  await env.DB.batch(Object.entries(libraryRows(now)).flatMap(([table, rows]) => insertRows(table, rows).map((sql) => env.DB.prepare(sql))));
}
