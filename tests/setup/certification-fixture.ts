import { env } from "cloudflare:workers";
import type { SessionUser } from "#worker/middleware/session";
import { ADMIN } from "./helpers";
import { seedRegions } from "./regions-fixture";

// Certification tests need the region tree (the city of an application), a few professional fields
// (the seed proper belongs to the lawyers slice), the reviewing admin, and a fresh applicant per test.
const FIELDS = [
  ["cert-test-civil", "民商事", null],
  ["cert-test-contract", "合同纠纷", "cert-test-civil"],
  ["cert-test-company", "公司股权", "cert-test-civil"],
  ["cert-test-labour", "劳动争议", null],
] as const;

export async function seedCertification(): Promise<{ fieldIds: number[] }> {
  await seedRegions();
  for (const [slug, name, parent] of FIELDS) {
    await env.DB.prepare(
      "INSERT OR IGNORE INTO professional_fields (slug, name, parent_id, sort) VALUES (?, ?, (SELECT id FROM professional_fields WHERE slug = ?), 0)",
    )
      .bind(slug, name, parent)
      .run();
  }
  await env.DB.prepare("INSERT OR IGNORE INTO users (id, phone, nickname, created_at, updated_at) VALUES (?, '13800009100', '审核员', 1, 1)")
    .bind(ADMIN.id)
    .run();
  const rows = await env.DB.prepare(
    "SELECT id FROM professional_fields WHERE slug IN ('cert-test-contract', 'cert-test-company', 'cert-test-labour') ORDER BY id",
  ).all<{
    id: number;
  }>();
  return { fieldIds: rows.results.map((r) => r.id) };
}

let next = 0;
/** A new account with no roles, as after an SMS registration. */
export async function applicant(): Promise<SessionUser> {
  next += 1;
  const phone = `166${String(Date.now() % 1e5).padStart(5, "0")}${String(next).padStart(3, "0")}`;
  const row = await env.DB.prepare("INSERT INTO users (phone, nickname, created_at, updated_at) VALUES (?, ?, 1, 1) RETURNING id")
    .bind(phone, `申请人${next}`)
    .first<{ id: number }>();
  if (!row) throw new Error("user insert failed");
  return { id: row.id, roles: [] };
}

/** A 1×1 PNG: real image bytes, small enough for any limit. */
export function pngFile(name = "photo.png"): File {
  const bytes = Uint8Array.from(atob("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=="), (c) =>
    c.charCodeAt(0),
  );
  return new File([bytes], name, { type: "image/png" });
}
