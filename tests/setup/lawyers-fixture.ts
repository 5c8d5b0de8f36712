import { env } from "cloudflare:workers";
import { lawyerRows } from "#db/seed/lawyers";
import { insertRows } from "#db/seed/sql";
import { seedDictionaries } from "./dictionaries-fixture";
import { seedRegions } from "./regions-fixture";

/**
 * Loads the seeded lawyer directory (the same rows as `npm run db:seed`) once, with the regions it
 * names, the dictionaries its filters read, and the demo lawyer account (user 3) its profile belongs
 * to. Accounts another test may have created already are kept (INSERT OR IGNORE).
 */
export async function seedLawyers(now = Date.now()): Promise<void> {
  await seedRegions();
  await seedDictionaries(now);
  const existing = await env.DB.prepare("SELECT count(*) AS n FROM lawyer_profiles").first<{ n: number }>();
  if (existing?.n) return;
  const demo = env.DB.prepare(
    "INSERT OR IGNORE INTO users (id, phone, nickname, real_name, created_at, updated_at) VALUES (3, '13800000002', '王律师', '王建国', ?, ?)",
  ).bind(now, now);
  // Its roles as db/seed/accounts.ts gives them: role checks read user_roles, not the token.
  const demoRoles = ["ROLE_ADVICE_LAWYER", "ROLE_CONTRACT_CUSTOMIZATION"].map((role) =>
    env.DB.prepare("INSERT OR IGNORE INTO user_roles (user_id, role) VALUES (3, ?)").bind(role),
  );
  const statements = Object.entries(lawyerRows(now)).flatMap(([table, rows]) =>
    insertRows(table, rows).map((sql) => (table === "users" || table === "user_roles" ? sql.replace(/^INSERT INTO/, "INSERT OR IGNORE INTO") : sql)),
  );
  await env.DB.batch([demo, ...demoRoles, ...statements.map((sql) => env.DB.prepare(sql))]);
}
