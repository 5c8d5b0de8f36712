import { env } from "cloudflare:workers";
import { expect } from "vitest";
import { seedArticles } from "../../tests/setup/articles-fixture";
import { seedBrand } from "../../tests/setup/brand-fixture";
import { seedCases } from "../../tests/setup/cases-fixture";
import { seedClauses } from "../../tests/setup/clauses-fixture";
import { seedDocuments } from "../../tests/setup/documents-fixture";
import { seedLawyers } from "../../tests/setup/lawyers-fixture";
import { seedLibrary } from "../../tests/setup/library-fixture";
import { seedRegions } from "../../tests/setup/regions-fixture";
import { seedRegulations } from "../../tests/setup/regulations-fixture";
import type { Policy } from "../trpc/init";
import { appRouter } from "../trpc/router";
import type { CompatRoute } from "./table";

// What the REST surface tests share: the policy a row's procedure declares, sample paths that name
// seeded rows, the envelope check, and the seed every by-id row reads.

export type Envelope = { code: number; msg: string; data: unknown };
type AnyProcedure = { _def: { meta?: { policy?: Policy } } };
const procedures = appRouter._def.procedures as unknown as Record<string, AnyProcedure>;
export const CHINESE = /[\u4e00-\u9fff]/;

/** The access policy of the procedure a row calls (`c.<router>.<procedure>(`), read from the row itself. */
export function policyOf(route: CompatRoute): Policy {
  const path = /\bc\.([\w.]+)\(/.exec(String(route.call))?.[1];
  const policy = path ? procedures[path]?._def.meta?.policy : undefined;
  if (!policy) throw new Error(`${route.method} ${route.path}: no procedure found in its call`);
  return policy;
}

// User 1 is the admin, not a lawyer: the lawyer profile row is sampled with the demo lawyer (3).
export function samplePath(path: string): string {
  if (path === "/admin/lawyer/:id" || path === "/admin/user/public/:id") return path.replace(":id", "3");
  return path
    .replace(":province", "110000")
    .replace(/:id(\{[^}]*\})?/, "1")
    .replace(":slug", "compat-sample-card-01")
    .replace(/:\w+(\{[^}]*\})?/g, "1")
    .replace("*", "1");
}
/** Query strings that make a row's sample meaningful. */
export const sampleQueries: Record<string, string> = {
  "/admin/common/litigationCostCalculator": "?type=1&amount=1500000",
  "/admin/common/withholdingCalculator": "?type=royalty&amount=1000",
  "/admin/common/amountInWords": "?amount=12300",
};

/** The body as the REST envelope: under 500, exactly {code,msg,data}, a refusal worded in Chinese. */
export async function envelopeOf(label: string, res: Response): Promise<Envelope> {
  const text = await res.text();
  expect(res.status, `${label} → ${res.status} ${text.slice(0, 200)}`).toBeLessThan(500);
  const body = JSON.parse(text) as Envelope;
  expect(Object.keys(body).sort(), label).toEqual(["code", "data", "msg"]);
  if (body.code !== 0) expect(body.msg, label).toMatch(CHINESE);
  return body;
}

export async function seedSamples() {
  await seedRegions();
  await seedLibrary();
  // Every library answers its by-id row for id 1 from its own seed.
  for (const seed of [seedClauses, seedDocuments, seedRegulations, seedCases, seedBrand, seedLawyers, seedArticles]) await seed();
  // A name card: shared publicly by its slug; by id it is its lawyer's own.
  await env.DB.prepare(
    "INSERT OR IGNORE INTO name_cards (id, lawyer_id, label, name, firm, phone, slug, is_default, created_at, updated_at) VALUES (1, 3, '默认名片', '王建国', '北京衡正律师事务所', '13800000002', 'compat-sample-card-01', 1, 1, 1)",
  ).run();
}
