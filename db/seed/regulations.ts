import { gramsRow } from "../../core/search-grams.ts";
import { regulationSeeds } from "./content/regulations/index.ts";
import type { SqlValue } from "./sql.ts";

const DAY = 86_400_000;

/** A small deterministic generator, so seeded views and dates are the same on every machine. */
function seeded(n: number): number {
  const x = Math.sin(n * 7919 + 104_729) * 233_280;
  return x - Math.floor(x);
}

/**
 * Rows of `regulations` and of its short-query index (core/search-grams.ts). Entry dates spread over the last four months, every tenth within the last
 * week, so 本周新增 has something to show; views lean towards the texts lawyers open most.
 */
export function regulationRows(now: number): Record<string, Record<string, SqlValue>[]> {
  const seeds = regulationSeeds();
  const idOf = new Map(seeds.map((r, i) => [r.title, i + 1]));
  const regulations = seeds.map((r, i) => {
    const createdAt = now - Math.floor((i % 10 === 0 ? seeded(i) * 6 : 7 + seeded(i) * 110) * DAY);
    return {
      id: i + 1,
      title: r.title,
      level: r.level,
      issuer: r.issuer,
      doc_no: r.docNo,
      issued_on: r.issuedOn,
      effective_on: r.effectiveOn,
      timeliness: r.timeliness,
      region_code: r.regionCode ?? null,
      summary: r.summary,
      body: r.text.join("\n"),
      current_id: r.current ? (idOf.get(r.current) ?? null) : null,
      source_url: r.sourceUrl ?? null,
      views: Math.floor(seeded(i + 500) * (r.level === "法律" || r.level === "司法解释" ? 30_000 : 6_000)) + 50,
      created_at: createdAt,
      updated_at: createdAt,
    };
  });
  // Versions in force are never amended themselves (a seed test), so inserting every linking row after
  // the others satisfies the current_id foreign key whatever the ids.
  const linkedLast = [...regulations.filter((r) => r.current_id === null), ...regulations.filter((r) => r.current_id !== null)];
  return { regulations: linkedLast, regulations_grams: regulations.map((r) => gramsRow("regulations", r)) };
}
