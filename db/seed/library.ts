import { searchableBody } from "../../core/preview.ts";
import { gramsRow } from "../../core/search-grams.ts";
import { TEMPLATE_CATEGORIES } from "./content/template-categories.ts";
import { templateSeeds } from "./content/templates.ts";
import type { SqlValue } from "./sql.ts";

const DAY = 86_400_000;
/** The demo ordinary user (13800000001) is the uploader of the user-provided templates. */
const UPLOADER_ID = 2;

/** A small deterministic generator, so seeded counts and dates are the same on every machine. */
function seeded(n: number): number {
  const x = Math.sin(n * 9301 + 49297) * 233280;
  return x - Math.floor(x);
}

export function libraryRows(now: number): Record<string, Record<string, SqlValue>[]> {
  const categories: Record<string, SqlValue>[] = [];
  const idOf = new Map<string, number>();
  let id = 0;
  TEMPLATE_CATEGORIES.forEach((top, i) => {
    const topId = ++id;
    categories.push({ id: topId, slug: top.slug, name: top.name, parent_id: null, sort: i });
    top.children.forEach((child, j) => {
      idOf.set(child.slug, ++id);
      categories.push({ id, slug: child.slug, name: child.name, parent_id: topId, sort: j });
    });
  });
  const templates = templateSeeds().map((t, i) => {
    const categoryId = idOf.get(t.category);
    if (!categoryId) throw new Error(`未知的范本分类：${t.category}`);
    const createdAt = now - Math.floor(seeded(i) * 180 * DAY);
    return {
      id: i + 1,
      category_id: categoryId,
      author_id: t.source === 1 ? UPLOADER_ID : null,
      title: t.title,
      source: t.source,
      status: 2,
      price_fen: t.priceFen,
      member_free: t.memberFree,
      summary: t.summary,
      use_notes: JSON.stringify(t.useNotes),
      risk_notes: JSON.stringify(t.riskNotes),
      body: t.body,
      downloads: Math.floor(seeded(i + 1000) * 3000),
      views: Math.floor(seeded(i + 2000) * 20000) + 100,
      created_at: createdAt,
      updated_at: createdAt + Math.floor(seeded(i + 3000) * 30 * DAY),
    };
  });
  // The short-query index is written beside the rows (no trigger can split text): core/search-grams.ts.
  // A paid template's is written from its preview only, as the trigram index is (searchableBody).
  const templates_grams = templates.map((t) => gramsRow("templates", { ...t, body: searchableBody(t.body, t.price_fen) }));
  return { template_categories: categories, templates, templates_grams };
}
