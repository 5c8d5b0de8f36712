import { env } from "cloudflare:workers";
import { dictionaryRows } from "#db/seed/dictionaries";
import { insertRows } from "#db/seed/sql";

/** The dictionaries as `npm run db:seed` writes them (titles, tags, type labels, footer links); rows present stay. */
export async function seedDictionaries(now = Date.now()): Promise<void> {
  const statements = insertRows("dict_items", dictionaryRows(now)).map((sql) => env.DB.prepare(sql.replace(/^INSERT INTO/, "INSERT OR IGNORE INTO")));
  await env.DB.batch(statements);
}
