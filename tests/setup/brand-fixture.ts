import { env } from "cloudflare:workers";
import { brandSeed } from "#db/seed/brand";

/** Loads the built-in sample of the trademark table (what `npm run db:seed` writes without the full file). */
export async function seedBrand(now = Date.now()): Promise<void> {
  const existing = await env.DB.prepare("SELECT count(*) AS n FROM nice_entries").first<{ n: number }>();
  if (existing?.n) return;
  await env.DB.batch(brandSeed(null, now).statements.map((sql) => env.DB.prepare(sql)));
}
