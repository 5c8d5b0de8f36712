import { env } from "cloudflare:workers";
import { asc, eq, getTableColumns, or } from "drizzle-orm";
import type { SQLiteTable } from "drizzle-orm/sqlite-core";
import { describe, expect, it } from "vitest";
import { previewOf, searchableBody, templateListInput } from "#core/library";
import { GRAM_COLUMNS, type GramLibrary, gramsRow } from "#core/search-grams";
import { createDb } from "#db/client";
import { contains } from "#db/contains";
import { articles, cases, clauses, documents, regulations, templates } from "#db/schema";
import { seedArticles } from "../../../tests/setup/articles-fixture";
import { seedCases } from "../../../tests/setup/cases-fixture";
import { seedClauses } from "../../../tests/setup/clauses-fixture";
import { seedDocuments } from "../../../tests/setup/documents-fixture";
import { seedLibrary } from "../../../tests/setup/library-fixture";
import { seedRegulations } from "../../../tests/setup/regulations-fixture";
import { articleListInput } from "../../features/articles/articles.schema";
import { listArticles } from "../../features/articles/articles.service";
import { caseListInput } from "../../features/cases/cases.schema";
import { listCases } from "../../features/cases/cases.service";
import { clauseListInput } from "../../features/clauses/clauses.schema";
import { listClauses } from "../../features/clauses/clauses.service";
import { documentListInput } from "../../features/documents/documents.schema";
import { listDocuments } from "../../features/documents/documents.service";
import { regulationListInput } from "../../features/regulations/regulations.schema";
import { listRegulations } from "../../features/regulations/regulations.service";
import { listTemplates } from "../../features/templates/templates.service";
import { createContext } from "../../trpc/init";
import { createCaller } from "../../trpc/router";
import { ARTICLE_SEARCH, CASE_SEARCH, CLAUSE_SEARCH, DOCUMENT_SEARCH, REGULATION_SEARCH, TEMPLATE_SEARCH } from "./libraries";
import { keywordMatch, type LibrarySearch } from "./search";

const db = createDb(env.DB);
/** Two characters no seeded text holds: a row titled with them is found only through its grams. */
const RARE = "龘靐";

type Library = {
  library: GramLibrary;
  table: SQLiteTable;
  search: LibrarySearch;
  seed: () => Promise<void>;
  /** A row the list shows, to copy. */
  visible: string;
  /** A common one- and two-character word of the seeded texts. */
  words: readonly [string, string];
  list: (keyword: string) => Promise<{ total: number; records: { id: number }[] }>;
};

/** Each library: its name, table, search, fixture, a row the list shows, two common words, its list. */
const LIBRARIES: Library[] = (
  [
    ["templates", templates, TEMPLATE_SEARCH, seedLibrary, "status = 2", ["租", "租赁"], (k) => listTemplates(db, templateListInput.parse({ keyword: k }))],
    ["clauses", clauses, CLAUSE_SEARCH, seedClauses, "1", ["金", "违约"], (k) => listClauses(db, clauseListInput.parse({ keyword: k }))],
    ["documents", documents, DOCUMENT_SEARCH, seedDocuments, "1", ["诉", "诉讼"], (k) => listDocuments(db, documentListInput.parse({ keyword: k }))],
    [
      "regulations",
      regulations,
      REGULATION_SEARCH,
      seedRegulations,
      "1",
      ["法", "法律"],
      (k) => listRegulations(db, regulationListInput.parse({ keyword: k })),
    ],
    ["cases", cases, CASE_SEARCH, seedCases, "1", ["租", "租赁"], (k) => listCases(db, caseListInput.parse({ keyword: k }))],
    [
      "articles",
      articles,
      ARTICLE_SEARCH,
      seedArticles,
      "status = 2 AND kind = 'article'",
      ["合", "合同"],
      (k) => listArticles(db, articleListInput.parse({ keyword: k })),
    ],
  ] as const satisfies readonly (readonly [GramLibrary, SQLiteTable, LibrarySearch, () => Promise<void>, string, readonly [string, string], Library["list"]])[]
).map(([library, table, search, seed, visible, words, list]) => ({ library, table, search, seed, visible, words, list }));

/** A copy of the first visible row with RARE before its title, written without its grams row; its id. */
async function copyWithoutGrams({ library, table, visible }: Library): Promise<number> {
  const columns = Object.values(getTableColumns(table))
    .map((c) => c.name)
    .filter((name) => name !== "id");
  const next = await env.DB.prepare(`SELECT max(id) + 1 AS id FROM ${library}`).first<{ id: number }>();
  const id = next?.id ?? 1;
  const values = columns.map((c) => (c === "title" ? "? || title" : c)).join(", ");
  await env.DB.prepare(`INSERT INTO ${library} (id, ${columns.join(", ")}) SELECT ?, ${values} FROM ${library} WHERE ${visible} ORDER BY id LIMIT 1`)
    .bind(id, RARE)
    .run();
  return id;
}

async function writeGrams(library: GramLibrary, id: number): Promise<void> {
  const row = await env.DB.prepare(`SELECT id, title, ${GRAM_COLUMNS[library].join(", ")} FROM ${library} WHERE id = ?`)
    .bind(id)
    .first();
  const grams = gramsRow(library, row ?? {});
  await env.DB.prepare(`INSERT INTO ${library}_grams (rowid, title, rest) VALUES (?, ?, ?)`).bind(grams.rowid, grams.title, grams.rest).run();
}

describe("library kit", () => {
  for (const lib of LIBRARIES) {
    it(`library kit: ${lib.library} answers a 1- and a 2-character query through its grams index`, async () => {
      await lib.seed();
      const { search } = lib;
      for (const keyword of lib.words) {
        const query = db.select({ id: search.id }).from(lib.table).where(keywordMatch(search, keyword).all).orderBy(asc(search.id));
        const { sql, params } = query.toSQL();
        const plan = await env.DB.prepare(`EXPLAIN QUERY PLAN ${sql}`)
          .bind(...params)
          .all<{ detail: string }>();
        expect(plan.results.map((r) => r.detail).join("\n"), keyword).toContain(`${lib.library}_grams`);
        // The index finds exactly the rows a LIKE scan of the same columns finds (of a paid template,
        // the part a visitor may read).
        const scanned =
          lib.library === "templates"
            ? (await db.select().from(templates).orderBy(asc(templates.id)))
                .filter((t) => [t.title, t.summary, searchableBody(t.body, t.priceFen)].some((text) => text.includes(keyword)))
                .map((t) => ({ id: t.id }))
            : await db
                .select({ id: search.id })
                .from(lib.table)
                .where(or(...[search.title, ...search.rest].map((c) => contains(c, keyword))))
                .orderBy(asc(search.id));
        expect(scanned.length, keyword).toBeGreaterThan(0);
        expect(await query, keyword).toEqual(scanned);
      }

      // The list itself goes through the index: a row whose grams were not written is not found by a
      // short query (a LIKE scan would find it), and is found, title first, once they are.
      const id = await copyWithoutGrams(lib);
      for (const keyword of [RARE.slice(0, 1), RARE]) expect((await lib.list(keyword)).total, keyword).toBe(0);
      await writeGrams(lib.library, id);
      for (const keyword of [RARE.slice(0, 1), RARE]) {
        const page = await lib.list(keyword);
        expect(page.total, keyword).toBe(1);
        expect(page.records[0]?.id, keyword).toBe(id);
      }
      await db.delete(lib.table).where(eq(search.id, id));
      expect((await lib.list(RARE)).total).toBe(0);
    });
  }
});

describe("search and the paywall", () => {
  it("paywall: a phrase only in a paid template's hidden part finds nothing", async () => {
    await seedLibrary();
    const caller = createCaller(createContext({ env, req: new Request("http://localhost/"), user: null, tokenPresented: false, waitUntil: () => {} }));
    const paid = (await db.select().from(templates).where(eq(templates.status, 2))).find(
      (t) => t.priceFen > 0 && t.body.length > previewOf(t.body).length + 400,
    );
    if (!paid) throw new Error("no long paid template");
    const readable = `${paid.title}\n${paid.summary}\n${previewOf(paid.body)}`;
    const hidden = paid.body.slice(previewOf(paid.body).length);
    // Han phrases of 2 (grams index) and 6 characters (trigram index) that only the hidden part holds.
    const phrases = [2, 6].flatMap((length) =>
      [...(hidden.match(new RegExp(`\\p{Script=Han}{${length}}`, "gu")) ?? [])].filter((p) => !readable.includes(p)).slice(0, 3),
    );
    expect(phrases.some((p) => p.length === 2)).toBe(true);
    expect(phrases.some((p) => p.length === 6)).toBe(true);
    for (const keyword of phrases) {
      const page = await listTemplates(db, templateListInput.parse({ keyword, size: 50 }));
      expect(
        page.records.map((r) => r.id),
        keyword,
      ).not.toContain(paid.id);
      const groups = await caller.search.all({ keyword });
      expect(groups.find((g) => g.library === "templates")?.hits.map((h) => h.href) ?? [], keyword).not.toContain(`/templateDetails/${paid.id}`);
    }
    // What the detail page shows free is still found.
    // A phrase long enough to be this template's own, so it is on the first page.
    const visible = previewOf(paid.body).match(/\p{Script=Han}{12}/gu)?.[1];
    if (!visible) throw new Error("preview without a Han phrase");
    const found = await listTemplates(db, templateListInput.parse({ keyword: visible, size: 50 }));
    expect(found.records.map((r) => r.id)).toContain(paid.id);
  });
});

describe("short keywords and the paywall", () => {
  it("paywall: a short Latin keyword only in a paid template's hidden part finds nothing", async () => {
    await seedLibrary();
    const [sample] = await db.select().from(templates).where(eq(templates.status, 2)).limit(1);
    if (!sample) throw new Error("fixture missing");
    const opening = Array.from({ length: 24 }, (_, i) => `第${i + 1}条 双方应当按照本合同约定全面履行各自的义务，不得擅自变更或者解除合同。`).join("\n");
    const body = `${opening}\n附件：设备编号 QZ-7 的交接清单`;
    expect(previewOf(body)).not.toContain("QZ");
    const rows = await db
      .insert(templates)
      .values([
        { ...sample, id: undefined, title: "设备交接合同（付费）", priceFen: 990, body },
        { ...sample, id: undefined, title: "设备交接合同（免费）", priceFen: 0, memberFree: false, body },
      ])
      .returning({ id: templates.id, priceFen: templates.priceFen });
    const page = await listTemplates(db, templateListInput.parse({ keyword: "QZ", size: 50 }));
    const ids = page.records.map((r) => r.id);
    expect(ids).toContain(rows.find((r) => r.priceFen === 0)?.id);
    expect(ids).not.toContain(rows.find((r) => r.priceFen > 0)?.id);
    await db.delete(templates).where(or(...rows.map((r) => eq(templates.id, r.id))));
  });
});
