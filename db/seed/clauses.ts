import { gramsRow } from "../../core/search-grams.ts";
import { CLAUSE_CATEGORIES, clauseSeeds, FEATURED_CLAUSES } from "./content/clauses/index.ts";
import type { SqlValue } from "./sql.ts";

const DAY = 86_400_000;
const HOUR = 3_600_000;

/** A small deterministic generator, so seeded counts and dates are the same on every machine. */
function seeded(n: number): number {
  const x = Math.sin(n * 7919 + 104_729) * 233_280;
  return x - Math.floor(x);
}

/** Rows of clause_categories and clauses (the clause library), for the seed and the test fixture. */
export function clauseRows(now: number): Record<string, Record<string, SqlValue>[]> {
  const categories: Record<string, SqlValue>[] = [];
  const idOf = new Map<string, number>();
  let id = 0;
  CLAUSE_CATEGORIES.forEach((top, i) => {
    const topId = ++id;
    categories.push({ id: topId, slug: top.slug, name: top.name, parent_id: null, sort: i });
    top.children.forEach((child, j) => {
      idOf.set(child.slug, ++id);
      categories.push({ id, slug: child.slug, name: child.name, parent_id: topId, sort: j });
    });
  });
  const clauses = clauseSeeds().map((c, i) => {
    const categoryId = idOf.get(c.category);
    if (!categoryId) throw new Error(`未知的条款分类：${c.category}`);
    const createdAt = now - Math.floor(seeded(i) * 365 * DAY) - DAY;
    const pick = FEATURED_CLAUSES.indexOf(c.title);
    return {
      id: i + 1,
      category_id: categoryId,
      title: c.title,
      body: c.body,
      tips: c.tips,
      copies: Math.floor(seeded(i + 1000) ** 2 * 2400),
      views: Math.floor(seeded(i + 2000) * 9000) + 50,
      // Picks made over the last two days, the first of the list the newest.
      featured_at: pick === -1 ? null : now - (pick + 1) * 6 * HOUR,
      created_at: createdAt,
      updated_at: Math.min(now, createdAt + Math.floor(seeded(i + 3000) * 20 * DAY)),
    };
  });
  // The short-query index is written beside the rows (no trigger can split text): core/search-grams.ts.
  return { clause_categories: categories, clauses, clauses_grams: clauses.map((c) => gramsRow("clauses", c)) };
}
