import { env } from "cloudflare:workers";
import { clauseRows } from "#db/seed/clauses";
import { contractCheckRows } from "#db/seed/contract-check";
import { libraryRows } from "#db/seed/library";
import { regulationRows } from "#db/seed/regulations";
import { insertRows } from "#db/seed/sql";
import { seedClauses } from "./clauses-fixture";
import { seedLibrary } from "./library-fixture";
import { seedRegulations } from "./regulations-fixture";

/** Loads 合同体检's kinds and key clauses (the same rows as `npm run db:seed`) with what they refer to, once. */
export async function seedContractKinds(now = Date.now()): Promise<void> {
  await seedRegulations(now);
  await seedClauses(now);
  await seedLibrary();
  const existing = await env.DB.prepare("SELECT count(*) AS n FROM contract_kinds").first<{ n: number }>();
  if (existing?.n) return;
  const source = {
    regulations: regulationRows(now).regulations ?? [],
    clauses: clauseRows(now).clauses ?? [],
    categories: libraryRows(now).template_categories ?? [],
  };
  await env.DB.batch(Object.entries(contractCheckRows(source, now)).flatMap(([table, rows]) => insertRows(table, rows).map((sql) => env.DB.prepare(sql))));
}
