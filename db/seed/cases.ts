import { gramsRow } from "../../core/search-grams.ts";
import { CASE_CAUSES, caseSeeds } from "./content/cases/index.ts";
import type { SqlValue } from "./sql.ts";

// Rows of the case library: the cause tree and the teaching cases (db/seed/content/cases/).
const DAY = 86_400_000;

/** A small deterministic generator, so seeded counts and dates are the same on every machine. */
function seeded(n: number): number {
  const x = Math.sin(n * 7919 + 104_729) * 233_280;
  return x - Math.floor(x);
}

export function caseRows(now: number): Record<string, Record<string, SqlValue>[]> {
  const causes: Record<string, SqlValue>[] = [];
  const idOf = new Map<string, number>();
  let id = 0;
  CASE_CAUSES.forEach((top, i) => {
    const topId = ++id;
    causes.push({ id: topId, slug: top.slug, name: top.name, parent_id: null, sort: i });
    top.children.forEach((child, j) => {
      idOf.set(child.slug, ++id);
      causes.push({ id, slug: child.slug, name: child.name, parent_id: topId, sort: j });
    });
  });
  const cases = caseSeeds().map((c, i) => {
    const causeId = idOf.get(c.cause);
    if (!causeId) throw new Error(`未知的案由：${c.cause}`);
    return {
      id: i + 1,
      cause_id: causeId,
      title: c.title,
      case_no: c.caseNo,
      court: c.court,
      court_level: c.courtLevel,
      region_code: c.regionCode,
      procedure: c.procedure,
      judged_on: c.judgedOn,
      year: Number(c.judgedOn.slice(0, 4)),
      parties: JSON.stringify(c.parties),
      holding: c.holding,
      body: c.body,
      views: Math.floor(seeded(i) * 6000) + 40,
      // Added to the library over the last four months; a few in the last week (total_new).
      created_at: now - Math.floor(seeded(i + 500) * 120 * DAY),
    };
  });
  // The short-query index is written beside the rows (no trigger can split text): core/search-grams.ts.
  return { case_causes: causes, cases, cases_grams: cases.map((c) => gramsRow("cases", c)) };
}
