import { env } from "cloudflare:workers";
import { documentRows } from "#db/seed/documents";
import { insertRows } from "#db/seed/sql";

/** Loads the seeded document library (the same rows as `npm run db:seed`) into the test database once. */
export async function seedDocuments(now = Date.now()): Promise<void> {
  const existing = await env.DB.prepare("SELECT count(*) AS n FROM documents").first<{ n: number }>();
  if (existing?.n) return;
  await env.DB.batch(Object.entries(documentRows(now)).flatMap(([table, rows]) => insertRows(table, rows).map((sql) => env.DB.prepare(sql))));
}
