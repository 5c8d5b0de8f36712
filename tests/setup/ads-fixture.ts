import { env } from "cloudflare:workers";
import { adSlotRows } from "#db/seed/ads";
import { insertRows } from "#db/seed/sql";

/** The ad placements of `npm run db:seed`, once per test database. */
export async function seedAdSlots(): Promise<void> {
  const statements = Object.entries(adSlotRows()).flatMap(([table, rows]) =>
    insertRows(table, rows).map((sql) => sql.replace(/^INSERT INTO/, "INSERT OR IGNORE INTO")),
  );
  await env.DB.batch(statements.map((sql) => env.DB.prepare(sql)));
}
