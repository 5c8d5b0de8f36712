import { env } from "cloudflare:workers";
import { caseRows } from "#db/seed/cases";
import { insertRows } from "#db/seed/sql";
import { seedRegions } from "./regions-fixture";

/** Loads the seeded case library (the same rows as `npm run db:seed`) and the regions it names, once. */
export async function seedCases(now = Date.now()): Promise<void> {
  await seedRegions();
  const existing = await env.DB.prepare("SELECT count(*) AS n FROM cases").first<{ n: number }>();
  if (existing?.n) return;
  await env.DB.batch(Object.entries(caseRows(now)).flatMap(([table, rows]) => insertRows(table, rows).map((sql) => env.DB.prepare(sql))));
}
