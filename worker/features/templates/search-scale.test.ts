import { env } from "cloudflare:workers";
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { searchableBody, templateListInput } from "#core/library";
import { hanGrams } from "#core/search-grams";
import { createDb } from "#db/client";
import { templates } from "#db/schema";
import { TEMPLATE_SEARCH } from "#worker/lib/library/libraries";
import { hitOrder, keywordMatch } from "#worker/lib/library/search";
import { seedLibrary } from "../../../tests/setup/library-fixture";
import { listTemplates } from "./templates.service";

const db = createDb(env.DB);
/** Two characters no seeded text holds: 龘 in 1 title of 4 added (listed), 靐 in 3 of 4 (probed). */
const LISTED = "龘";
const PROBED = "靐";
const ADDED = 1200;

beforeAll(async () => {
  await seedLibrary();
  const [sample] = await db.select().from(templates).where(eq(templates.status, 2)).limit(1);
  if (!sample) throw new Error("fixture missing");
  const rows = Array.from({ length: ADDED }, (_, i) => ({
    ...sample,
    id: undefined,
    title: `${i % 4 === 0 ? LISTED : PROBED}${sample.title}${i}`,
    // Spread over time, downloads and status, so every order and the unapproved subtraction matter.
    createdAt: sample.createdAt - ((i * 7919) % 1000) * 60_000,
    downloads: (i * 104729) % 500,
    status: i % 97 === 0 ? 1 : 2,
  }));
  for (let i = 0; i < rows.length; i += 100) {
    const [first, ...rest] = rows.slice(i, i + 100).map((r) => db.insert(templates).values(r).returning({ id: templates.id, title: templates.title }));
    if (!first) continue;
    const added = (await db.batch([first, ...rest])).flat();
    await env.DB.batch(
      added.map((r) =>
        env.DB.prepare("INSERT INTO templates_grams (rowid, title, rest) VALUES (?, ?, ?)").bind(
          r.id,
          hanGrams(r.title),
          hanGrams(`${sample.summary}\n${searchableBody(sample.body, sample.priceFen)}`),
        ),
      ),
    );
  }
});

/** The page as one plain query gives it: approved hits, title hits first, then the chosen order. */
async function plainPage(keyword: string, sort: "latest" | "downloads", offset: number, size: number, category?: number) {
  const index = [...keyword].length >= 3 ? "templates_fts" : "templates_grams";
  const phrase = `"${keyword}"`;
  const { results } = await env.DB.prepare(
    `SELECT id FROM templates WHERE status = 2 AND (?1 IS NULL OR category_id IN (SELECT id FROM template_categories WHERE id = ?1 OR parent_id = ?1)) AND id IN (SELECT rowid FROM ${index} WHERE ${index} MATCH ?2)
     ORDER BY id IN (SELECT rowid FROM ${index} WHERE ${index} MATCH ?3) DESC, ${sort === "downloads" ? "downloads" : "created_at"} DESC, id DESC`,
  )
    .bind(category ?? null, phrase, `title : ${phrase}`)
    .all<{ id: number }>();
  return { ids: results.slice(offset, offset + size).map((r) => r.id), total: results.length };
}

describe("search at a real scale", () => {
  it("search at a real scale: a page's hits are sorted when few, probed when most rows hold them, listed otherwise", async () => {
    const grams = keywordMatch(TEMPLATE_SEARCH, "合同").index;
    const trigram = keywordMatch(TEMPLATE_SEARCH, "买卖合同").index;
    if (!grams || !trigram) throw new Error("both keywords are indexed");
    const order = async (...args: Parameters<typeof hitOrder>) => (await db.all<{ order: string }>(sql`SELECT ${hitOrder(...args)} AS "order"`))[0]?.order;
    expect(await order(grams.all, 150, 100_000, 15, false)).toBe("sort");
    expect(await order(grams.all, 80_000, 100_000, 15, false)).toBe("probe");
    expect(await order(grams.all, 10_000, 100_000, 15, false)).toBe("list");
    // Deep pages of a common word, other filters, and trigram phrases are never probed row by row.
    expect(await order(grams.all, 80_000, 100_000, 3_000, false)).toBe("list");
    expect(await order(grams.all, 80_000, 100_000, 15, true)).toBe("list");
    expect(await order(trigram.all, 80_000, 100_000, 15, false)).toBe("list");
  });

  it("search at a real scale: every way of reading the hits gives the page and total one plain query gives", async () => {
    const [sample] = await db.select().from(templates).limit(1);
    const cases: { keyword: string; sort: "latest" | "downloads"; current: number; category?: number }[] = [];
    for (const keyword of [LISTED, PROBED, `${PROBED}买`, "同", "合同", "租赁", "买卖合同", "争议解决"]) {
      for (const sort of ["latest", "downloads"] as const) for (const current of [1, 2, 19]) cases.push({ keyword, sort, current });
      cases.push({ keyword, sort: "latest", current: 1, category: sample?.categoryId });
    }
    for (const { keyword, sort, current, category } of cases) {
      const size = 15;
      const expected = await plainPage(keyword, sort, (current - 1) * size, size, category);
      const categoryPath = category === undefined ? undefined : await categoryPathOf(category);
      const page = await listTemplates(db, templateListInput.parse({ keyword, sort, current, size, category: categoryPath }));
      const label = `${keyword} ${sort} p${current}${category === undefined ? "" : " 分类"}`;
      expect(page.total, label).toBe(expected.total);
      expect(
        page.records.map((r) => r.id),
        label,
      ).toEqual(expected.ids);
    }
  });
});

/** The list filters a category (and its children) by its slug. */
async function categoryPathOf(id: number): Promise<string> {
  const row = await env.DB.prepare("SELECT slug FROM template_categories WHERE id = ?").bind(id).first<{ slug: string }>();
  if (!row) throw new Error("category missing");
  return row.slug;
}
