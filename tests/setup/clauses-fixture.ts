import { env } from "cloudflare:workers";
import { clauseRows } from "#db/seed/clauses";
import { insertRows } from "#db/seed/sql";

/** Loads the seeded clause library (the same rows as `npm run db:seed`) into the test database once. */
export async function seedClauses(now = Date.now()): Promise<void> {
  const existing = await env.DB.prepare("SELECT count(*) AS n FROM clauses").first<{ n: number }>();
  if (existing?.n) return;
  await env.DB.batch(Object.entries(clauseRows(now)).flatMap(([table, rows]) => insertRows(table, rows).map((sql) => env.DB.prepare(sql))));
}
