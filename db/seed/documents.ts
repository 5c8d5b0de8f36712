import { gramsRow } from "../../core/search-grams.ts";
import { DOCUMENT_CATEGORIES, documentSeeds } from "./content/documents/index.ts";
import type { SqlValue } from "./sql.ts";

const DAY = 86_400_000;

/** A small deterministic generator, so seeded counts and dates are the same on every machine. */
function seeded(n: number): number {
  const x = Math.sin(n * 6151 + 86_969) * 233_280;
  return x - Math.floor(x);
}

/** Rows of document_categories and documents (the document library), for the seed and the test fixture. */
export function documentRows(now: number): Record<string, Record<string, SqlValue>[]> {
  const categories: Record<string, SqlValue>[] = [];
  const idOf = new Map<string, number>();
  let id = 0;
  DOCUMENT_CATEGORIES.forEach((top, i) => {
    const topId = ++id;
    categories.push({ id: topId, slug: top.slug, name: top.name, kind: top.kind, parent_id: null, sort: i });
    top.children.forEach((child, j) => {
      idOf.set(child.slug, ++id);
      categories.push({ id, slug: child.slug, name: child.name, kind: top.kind, parent_id: topId, sort: j });
    });
  });
  const documents = documentSeeds().map((d, i) => {
    const categoryId = idOf.get(d.category);
    if (!categoryId) throw new Error(`未知的文书分类：${d.category}`);
    const createdAt = now - Math.floor(seeded(i) * 300 * DAY) - DAY;
    return {
      id: i + 1,
      category_id: categoryId,
      title: d.title,
      summary: d.summary,
      notes: JSON.stringify(d.notes),
      body: d.body,
      downloads: Math.floor(seeded(i + 1000) * 1500),
      views: Math.floor(seeded(i + 2000) * 12_000) + 80,
      created_at: createdAt,
      updated_at: Math.min(now, createdAt + Math.floor(seeded(i + 3000) * 30 * DAY)),
    };
  });
  // The short-query index is written beside the rows (no trigger can split text): core/search-grams.ts.
  return { document_categories: categories, documents, documents_grams: documents.map((d) => gramsRow("documents", d)) };
}
