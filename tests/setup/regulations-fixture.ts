import { env } from "cloudflare:workers";
import { regulationRows } from "#db/seed/regulations";
import { insertRows } from "#db/seed/sql";
import { seedRegions } from "./regions-fixture";

/** Loads the seeded laws and regulations (the same rows as `npm run db:seed`) and the region tree once. */
export async function seedRegulations(now = Date.now()): Promise<void> {
  await seedRegions();
  const existing = await env.DB.prepare("SELECT count(*) AS n FROM regulations").first<{ n: number }>();
  if (existing?.n) return;
  await env.DB.batch(Object.entries(regulationRows(now)).flatMap(([table, rows]) => insertRows(table, rows).map((sql) => env.DB.prepare(sql))));
}
