import { and, asc, count, desc, eq, gte, inArray, isNull, lte, type SQL, sql } from "drizzle-orm";
import { type CaseParty, type CaseSection, caseSections, PROCEDURES } from "#core/cases";
import { aroundHit, highlight } from "#core/highlight";
import type { Segment } from "#core/library-labels";
import type { Page } from "#core/page";
import type { DB } from "#db/client";
import { caseCauses, cases, regions } from "#db/schema";
import { type CategoryNode, categoryTree, inCategory } from "#worker/lib/library/categories";
import { newCountQueries, newCounts } from "#worker/lib/library/counts";
import { CASE_SEARCH } from "#worker/lib/library/libraries";
import { keywordMatch, titleFirst } from "#worker/lib/library/search";
import { type PageQuery, pageQuery, runPart } from "#worker/lib/select-page";
import type { CaseListInput } from "./cases.schema";

// The case library (案例库): cause tree, filtered and searched lists, details. Search follows the
// contract library (worker/lib/library): the cases_fts trigram index, the cases_grams index for one or
// two Han characters, title hits first, and hits come back as highlight segments (never HTML).
/** Characters of context kept before a hit in an excerpt. */
const LEAD = 36;
const EXCERPT = 120;

export type CauseNode = CategoryNode;

/** What the site shows: every case the console has not unpublished. */
export const PUBLISHED_CASE = isNull(cases.hiddenAt);

export async function causeTree(db: DB): Promise<CauseNode[]> {
  const [rows, counts] = await db.batch([
    db.select().from(caseCauses).orderBy(asc(caseCauses.sort), asc(caseCauses.id)),
    db.select({ id: cases.causeId, n: count() }).from(cases).where(PUBLISHED_CASE).groupBy(cases.causeId),
  ]);
  return categoryTree(rows, counts);
}

/** The province of a court's region code (330106 → 330000). */
function provinceOf(code: string | null): string | null {
  return code && /^\d{6}$/.test(code) ? `${code.slice(0, 2)}0000` : null;
}

/** A window of text around the first hit, the 【…】 headings left out. */
function around(text: string, keyword: string): string {
  return aroundHit(text.replace(/【[^】]{2,8}】/g, "").replace(/\s+/g, " "), keyword, LEAD, EXCERPT);
}

export type CaseCard = {
  id: number;
  title: string;
  titleSegments: Segment[];
  /** 裁判要旨, or the passage of the judgment that holds the keyword. */
  excerpt: Segment[];
  /** Whether the excerpt is taken from the holding (裁判要旨) or from the judgment text. */
  excerptFrom: "holding" | "body";
  caseNo: string;
  court: string;
  courtLevel: number;
  procedure: string;
  judgedOn: string;
  causeName: string;
  views: number;
};

function filters(input: CaseListInput): SQL[] {
  const where: SQL[] = [PUBLISHED_CASE];
  if (input.court !== undefined) where.push(eq(cases.courtLevel, input.court));
  if (input.area) where.push(and(gte(cases.regionCode, input.area), lte(cases.regionCode, `${input.area.slice(0, 2)}9999`)) as SQL);
  if (input.year !== undefined) where.push(eq(cases.year, input.year));
  if (input.procedure) where.push(eq(cases.procedure, PROCEDURES[input.procedure]));
  return where;
}

/** The list: filters, sorts and Chinese keyword search with highlighted title and excerpt. */
export function casePage(db: DB, input: CaseListInput): PageQuery<CaseCard> {
  const where = filters(input);
  if (input.category) where.push(inCategory(cases.causeId, caseCauses, input.category));
  const keyword = input.keyword || undefined;
  if (keyword) where.push(keywordMatch(CASE_SEARCH, keyword).all);
  const order = [
    ...(keyword ? [titleFirst(CASE_SEARCH, keyword)] : []),
    ...(input.sort === "views" ? [desc(cases.views)] : [desc(cases.judgedOn)]),
    desc(cases.id),
  ];
  // Only the passage around a hit leaves the database, never the whole judgment.
  const passage = keyword ? sql<string>`substr(${cases.body}, max(instr(${cases.body}, ${keyword}) - ${LEAD + 12}, 1), ${EXCERPT + 60})` : sql<string>`''`;
  const condition = and(...where);
  return pageQuery(
    input,
    db
      .select({
        id: cases.id,
        title: cases.title,
        holding: cases.holding,
        passage: passage.as("passage"),
        caseNo: cases.caseNo,
        court: cases.court,
        courtLevel: cases.courtLevel,
        procedure: cases.procedure,
        judgedOn: cases.judgedOn,
        views: cases.views,
        causeName: sql<string>`${caseCauses.name}`.as("cause_name"),
      })
      .from(cases)
      .innerJoin(caseCauses, eq(caseCauses.id, cases.causeId))
      .where(condition)
      .orderBy(...order)
      .$dynamic(),
    db.select({ n: count() }).from(cases).where(condition),
    ({ holding, passage: text, ...r }) => {
      const fromBody = Boolean(keyword && !holding.includes(keyword) && text.includes(keyword));
      const excerpt = keyword ? around(fromBody ? text : holding, keyword) : holding;
      return {
        ...r,
        titleSegments: highlight(r.title, keyword),
        excerpt: highlight(excerpt, keyword),
        excerptFrom: fromBody ? ("body" as const) : ("holding" as const),
      };
    },
  );
}

export function listCases(db: DB, input: CaseListInput): Promise<Page<CaseCard>> {
  return runPart(db, casePage(db, input));
}

export type Facets = {
  years: { year: number; count: number }[];
  areas: { code: string; name: string; count: number }[];
  courtLevels: { level: number; count: number }[];
  procedures: { procedure: string; count: number }[];
};

/** What the filters can offer: the years, provinces, court levels and procedures that have cases. */
export async function facets(db: DB): Promise<Facets> {
  const province = sql<string>`substr(${cases.regionCode}, 1, 2) || '0000'`;
  const [years, areas, levels, procedures] = await db.batch([
    db.select({ year: cases.year, count: count() }).from(cases).where(PUBLISHED_CASE).groupBy(cases.year).orderBy(desc(cases.year)),
    db
      .select({
        code: province.as("province"),
        // Named in the same query: a province missing from the regions table (not seeded) has no name.
        name: sql<string | null>`(SELECT ${regions.name} FROM ${regions} WHERE ${regions.code} = substr(${cases.regionCode}, 1, 2) || '0000')`.as(
          "province_name",
        ),
        count: count(),
      })
      .from(cases)
      .where(and(PUBLISHED_CASE, sql`${cases.regionCode} IS NOT NULL`))
      .groupBy(sql`province`)
      .orderBy(sql`province`),
    db.select({ level: cases.courtLevel, count: count() }).from(cases).where(PUBLISHED_CASE).groupBy(cases.courtLevel).orderBy(asc(cases.courtLevel)),
    db.select({ procedure: cases.procedure, count: count() }).from(cases).where(PUBLISHED_CASE).groupBy(cases.procedure),
  ]);
  return {
    years,
    // A province missing from the regions table is left out rather than shown as a code.
    areas: areas.flatMap((a) => (a.name ? [{ code: a.code, name: a.name, count: a.count }] : [])),
    courtLevels: levels,
    procedures,
  };
}

export type LatestCase = { id: number; title: string; court: string; judgedOn: string; causeName: string };

/** The newest judgments (最新案例). */
export async function latestCases(db: DB, size = 8): Promise<LatestCase[]> {
  return db
    .select({ id: cases.id, title: cases.title, court: cases.court, judgedOn: cases.judgedOn, causeName: caseCauses.name })
    .from(cases)
    .innerJoin(caseCauses, eq(caseCauses.id, cases.causeId))
    .where(PUBLISHED_CASE)
    .orderBy(desc(cases.judgedOn), desc(cases.id))
    .limit(size);
}

/** How many cases the library holds and how many were added in the last seven days (total_new). */
export async function newCount(db: DB, now: number): Promise<{ total: number; lastWeek: number }> {
  return newCounts(await db.batch(newCountQueries(db, cases, cases.createdAt, now, PUBLISHED_CASE)));
}

export type CaseDetail = {
  id: number;
  title: string;
  caseNo: string;
  court: string;
  courtLevel: number;
  procedure: string;
  judgedOn: string;
  year: number;
  parties: CaseParty[];
  holding: string;
  sections: CaseSection[];
  views: number;
  cause: { slug: string; name: string; parent: { slug: string; name: string } | null };
  area: { code: string; name: string } | null;
};

export function parseParties(json: string): CaseParty[] {
  try {
    const value: unknown = JSON.parse(json);
    if (!Array.isArray(value)) return [];
    return value.flatMap((p) =>
      p && typeof p === "object" && typeof p.role === "string" && typeof p.name === "string" ? [{ role: p.role, name: p.name }] : [],
    );
  } catch {
    return [];
  }
}

export async function caseDetail(db: DB, id: number): Promise<CaseDetail | null> {
  const row = await db.query.cases.findFirst({ where: and(PUBLISHED_CASE, eq(cases.id, id)) });
  if (!row) return null;
  const cause = await db.query.caseCauses.findFirst({ where: eq(caseCauses.id, row.causeId) });
  const province = provinceOf(row.regionCode);
  const [parent, area] = await Promise.all([
    cause?.parentId ? db.query.caseCauses.findFirst({ where: eq(caseCauses.id, cause.parentId) }) : null,
    province ? db.query.regions.findFirst({ columns: { code: true, name: true }, where: eq(regions.code, province) }) : null,
  ]);
  return {
    id: row.id,
    title: row.title,
    caseNo: row.caseNo,
    court: row.court,
    courtLevel: row.courtLevel,
    procedure: row.procedure,
    judgedOn: row.judgedOn,
    year: row.year,
    parties: parseParties(row.parties),
    holding: row.holding,
    sections: caseSections(row.body),
    views: row.views,
    cause: { slug: cause?.slug ?? "", name: cause?.name ?? "", parent: parent ? { slug: parent.slug, name: parent.name } : null },
    area: area ?? null,
  };
}

export async function countView(db: DB, id: number): Promise<void> {
  await db
    .update(cases)
    .set({ views: sql`${cases.views} + 1` })
    .where(eq(cases.id, id));
}

export type RelatedCase = { id: number; title: string; court: string; judgedOn: string };

/** Cases of the same cause first, then of sibling causes under the same group, newest first. */
export async function relatedCases(db: DB, id: number, limit = 6): Promise<RelatedCase[]> {
  const row = await db.query.cases.findFirst({ columns: { causeId: true }, where: and(PUBLISHED_CASE, eq(cases.id, id)) });
  if (!row) return [];
  const cause = await db.query.caseCauses.findFirst({ columns: { parentId: true }, where: eq(caseCauses.id, row.causeId) });
  const siblings = cause?.parentId
    ? (await db.select({ id: caseCauses.id }).from(caseCauses).where(eq(caseCauses.parentId, cause.parentId))).map((c) => c.id)
    : [row.causeId];
  return db
    .select({ id: cases.id, title: cases.title, court: cases.court, judgedOn: cases.judgedOn })
    .from(cases)
    .where(and(PUBLISHED_CASE, inArray(cases.causeId, siblings), sql`${cases.id} <> ${id}`))
    .orderBy(sql`${cases.causeId} = ${row.causeId} DESC`, desc(cases.judgedOn), desc(cases.id))
    .limit(limit);
}
