import { gramsRow } from "../../core/search-grams.ts";
import { ARTICLE_CLASSIFICATIONS, knowledgeSeeds } from "./content/articles/index.ts";
import type { SqlValue } from "./sql.ts";

// Rows of 法律文集: the classifications, lawyers' articles and legal-knowledge entries
// (db/seed/content/articles/). Authors are users 101–112 and 3, created by the lawyer seed that runs first.
const DAY = 86_400_000;
const PUBLISHED = 2;

/** A small deterministic generator, so seeded reads and dates are the same on every machine. */
function seeded(n: number): number {
  const x = Math.sin(n * 7919 + 15_485_863) * 233_280;
  return x - Math.floor(x);
}

/** The opening of the body, cut at a sentence end, as the list summary. */
export function summaryOf(body: string): string {
  const text = body
    .split("\n")
    .filter((l) => !/^[一二三四五六七八九十]+、/.test(l) && !/^问题：?$/.test(l))
    .join("")
    .replace(/^问题：/, "");
  if (text.length <= 110) return text;
  const cut = text.lastIndexOf("。", 110);
  return cut > 50 ? text.slice(0, cut + 1) : `${text.slice(0, 108)}…`;
}

export function articleRows(now: number): Record<string, Record<string, SqlValue>[]> {
  const classifications = ARTICLE_CLASSIFICATIONS.map((c, i) => ({ id: i + 1, slug: c.slug, name: c.name, sort: i }));
  const rows: Record<string, SqlValue>[] = [];
  let id = 0;
  ARTICLE_CLASSIFICATIONS.forEach((c, ci) => {
    for (const a of c.articles) {
      const n = ++id;
      // Published over the last 18 months; older pieces have had time to gather more reads.
      const age = Math.floor(seeded(n) * 540) + 1;
      const at = now - age * DAY - Math.floor(seeded(n + 900) * DAY);
      rows.push({
        id: n,
        author_id: a.author,
        classification_id: ci + 1,
        kind: "article",
        title: a.title,
        summary: summaryOf(a.body),
        body: a.body,
        status: PUBLISHED,
        recommended: Boolean(a.recommended),
        reads: Math.floor(seeded(n + 300) * 40 * Math.sqrt(age)) + 12,
        published_at: at,
        created_at: at - DAY,
        updated_at: at,
      });
    }
  });
  const slugIndex = new Map(ARTICLE_CLASSIFICATIONS.map((c, i) => [c.slug, i + 1]));
  for (const k of knowledgeSeeds()) {
    const n = ++id;
    const age = Math.floor(seeded(n) * 500) + 1;
    const at = now - age * DAY;
    const body = `问题：${k.question}\n解答：${k.answer}`;
    rows.push({
      id: n,
      author_id: k.author,
      classification_id: slugIndex.get(k.classification) ?? 1,
      kind: "knowledge",
      title: k.title,
      summary: summaryOf(k.answer),
      body,
      status: PUBLISHED,
      recommended: false,
      reads: Math.floor(seeded(n + 300) * 20 * Math.sqrt(age)) + 5,
      published_at: at,
      created_at: at,
      updated_at: at,
    });
  }
  // The short-query index is written beside the rows (no trigger can split text): core/search-grams.ts.
  return { article_classifications: classifications, articles: rows, articles_grams: rows.map((a) => gramsRow("articles", a)) };
}
