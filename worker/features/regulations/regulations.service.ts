import { and, asc, count, desc, eq, gte, inArray, isNull, lt, lte, type SQL, sql } from "drizzle-orm";
import { yearOf } from "#core/dates";
import { highlight } from "#core/highlight";
import type { Segment } from "#core/library-labels";
import type { Page } from "#core/page";
import {
  areaPrefix,
  EXCERPT_NOTE,
  isExcerpt,
  levelByName,
  levelBySlug,
  NATIONAL,
  parseRegulationBody,
  REGULATION_LEVELS,
  type RegulationBlock,
  TIME_RANGES,
  TIMELINESS,
  type Timeliness,
  type TocEntry,
  timeBounds,
} from "#core/regulations";
import type { DB } from "#db/client";
import { regions, regulations } from "#db/schema";
import { newCountQueries, newCounts } from "#worker/lib/library/counts";
import { REGULATION_SEARCH } from "#worker/lib/library/libraries";
import { keywordMatch, titleFirst } from "#worker/lib/library/search";
import { type PageQuery, pageQuery, runPart } from "#worker/lib/select-page";
import { templateDocx } from "../templates/docx";
import type { RegulationFilters, RegulationListInput } from "./regulations.schema";

type Facet = "category" | "time" | "area" | "timeliness";

/** What the site shows: every text the console has not unpublished. */
export const PUBLISHED_REGULATION = isNull(regulations.hiddenAt);

function areaCondition(area: string): SQL {
  if (area === NATIONAL) return isNull(regulations.regionCode);
  const prefix = areaPrefix(area);
  return and(gte(regulations.regionCode, prefix.padEnd(6, "0")), lte(regulations.regionCode, prefix.padEnd(6, "9"))) as SQL;
}

/** The WHERE of the current filter; `omit` leaves one facet out, so its counts show what choosing another value would give. */
function conditions(f: RegulationFilters, omit?: Facet): SQL[] {
  const where: SQL[] = [PUBLISHED_REGULATION];
  if (f.keyword) where.push(keywordMatch(REGULATION_SEARCH, f.keyword).all);
  const level = levelBySlug(f.category);
  if (level && omit !== "category") where.push(eq(regulations.level, level.name));
  const bounds = f.time && omit !== "time" ? timeBounds(f.time) : null;
  if (bounds?.from) where.push(gte(regulations.issuedOn, String(bounds.from)));
  if (bounds?.to) where.push(lt(regulations.issuedOn, String(bounds.to + 1)));
  if (f.area && omit !== "area") where.push(areaCondition(f.area));
  if (f.timeliness && omit !== "timeliness") where.push(eq(regulations.timeliness, f.timeliness));
  return where;
}

/** What a list card and the detail page both say of a text. */
type RegulationFacts = {
  id: number;
  title: string;
  level: string;
  levelSlug: string;
  issuer: string;
  docNo: string;
  issuedOn: string;
  effectiveOn: string;
  timeliness: Timeliness;
  regionCode: string | null;
  views: number;
};

export type RegulationCard = RegulationFacts & { titleSegments: Segment[]; excerpt: Segment[] };

const levelSlugOf = (name: string) => levelByName(name)?.slug ?? "";

const factColumns = {
  id: regulations.id,
  title: regulations.title,
  level: regulations.level,
  issuer: regulations.issuer,
  docNo: regulations.docNo,
  issuedOn: regulations.issuedOn,
  effectiveOn: regulations.effectiveOn,
  timeliness: regulations.timeliness,
  regionCode: regulations.regionCode,
  views: regulations.views,
};

function factsOf(r: Pick<typeof regulations.$inferSelect, keyof typeof factColumns>): RegulationFacts {
  return {
    id: r.id,
    title: r.title,
    level: r.level,
    levelSlug: levelSlugOf(r.level),
    issuer: r.issuer,
    docNo: r.docNo,
    issuedOn: r.issuedOn,
    effectiveOn: r.effectiveOn,
    timeliness: r.timeliness as Timeliness,
    regionCode: r.regionCode,
    views: r.views,
  };
}

/** The list: filters, sort and keyword search with title hits first and highlighted snippets. */
export function regulationPage(db: DB, input: RegulationListInput): PageQuery<RegulationCard> {
  const where = and(...conditions(input));
  const keyword = input.keyword || undefined;
  const order = [
    ...(keyword ? [titleFirst(REGULATION_SEARCH, keyword)] : []),
    input.sort === "views" ? desc(regulations.views) : desc(regulations.issuedOn),
    desc(regulations.id),
  ];
  // With a keyword the snippet is the text around its first hit in the body; otherwise the summary.
  const excerpt = keyword
    ? sql<string>`CASE WHEN instr(${regulations.body}, ${keyword}) > 0 THEN substr(${regulations.body}, max(instr(${regulations.body}, ${keyword}) - 30, 1), 100) ELSE ${regulations.summary} END`
    : sql<string>`${regulations.summary}`;
  return pageQuery(
    input,
    db
      .select({ ...factColumns, excerpt: excerpt.as("excerpt") })
      .from(regulations)
      .where(where)
      .orderBy(...order)
      .$dynamic(),
    db.select({ n: count() }).from(regulations).where(where),
    (r) => ({
      ...factsOf(r),
      titleSegments: highlight(r.title, keyword),
      excerpt: highlight(r.excerpt.replace(/\s+/g, " ").trim(), keyword),
    }),
  );
}

export function listRegulations(db: DB, input: RegulationListInput): Promise<Page<RegulationCard>> {
  return runPart(db, regulationPage(db, input));
}

export type FacetCounts = {
  total: number;
  levels: { slug: string; name: string; count: number }[];
  times: { key: string; label: string; count: number }[];
  years: { year: number; count: number }[];
  areas: { code: string; name: string; count: number }[];
  timeliness: { value: Timeliness; label: string; count: number }[];
};

/**
 * Live counts for the filter panel: each facet counted under every other current filter (and the
 * keyword), so the number beside a choice is the number of results choosing it would give.
 */
export async function facetCounts(db: DB, f: RegulationFilters): Promise<FacetCounts> {
  const bucket = sql<string>`CASE WHEN ${regulations.issuedOn} >= '2024' THEN '2024-' WHEN ${regulations.issuedOn} >= '2020' THEN '2020-2023' WHEN ${regulations.issuedOn} >= '2010' THEN '2010-2019' ELSE '-2009' END`;
  const year = sql<string>`substr(${regulations.issuedOn}, 1, 4)`;
  const province = sql<string>`CASE WHEN ${regulations.regionCode} IS NULL THEN ${NATIONAL} ELSE substr(${regulations.regionCode}, 1, 2) || '0000' END`;
  const [total, levels, times, years, areas, timeliness] = await db.batch([
    db
      .select({ n: count() })
      .from(regulations)
      .where(and(...conditions(f))),
    db
      .select({ level: regulations.level, n: count() })
      .from(regulations)
      .where(and(...conditions(f, "category")))
      .groupBy(regulations.level),
    db
      .select({ key: bucket.as("bucket"), n: count() })
      .from(regulations)
      .where(and(...conditions(f, "time")))
      .groupBy(sql`bucket`),
    db
      .select({ year: year.as("year"), n: count() })
      .from(regulations)
      .where(and(...conditions(f, "time")))
      .groupBy(sql`year`)
      .orderBy(desc(sql`year`)),
    db
      .select({ code: province.as("province"), name: regions.name, n: count() })
      .from(regulations)
      .leftJoin(regions, sql`${regions.code} = substr(${regulations.regionCode}, 1, 2) || '0000'`)
      .where(and(...conditions(f, "area")))
      .groupBy(sql`province`)
      .orderBy(asc(sql`province`)),
    db
      .select({ value: regulations.timeliness, n: count() })
      .from(regulations)
      .where(and(...conditions(f, "timeliness")))
      .groupBy(regulations.timeliness),
  ]);
  const byLevel = new Map(levels.map((l) => [l.level, l.n]));
  const byTime = new Map(times.map((t) => [t.key, t.n]));
  const byTimeliness = new Map(timeliness.map((t) => [t.value, t.n]));
  const national = areas.find((a) => a.code === NATIONAL)?.n ?? 0;
  return {
    total: total[0]?.n ?? 0,
    levels: REGULATION_LEVELS.map((l) => ({ slug: l.slug, name: l.name, count: byLevel.get(l.name) ?? 0 })),
    times: TIME_RANGES.map((r) => ({ key: r.key, label: r.label, count: byTime.get(r.key) ?? 0 })),
    years: years.map((y) => ({ year: Number(y.year), count: y.n })),
    areas: [
      { code: NATIONAL, name: "全国", count: national },
      ...areas.filter((a) => a.code !== NATIONAL).map((a) => ({ code: a.code, name: a.name ?? a.code, count: a.n })),
    ],
    timeliness: ([1, 2, 3, 4] as const).map((value) => ({ value, label: TIMELINESS[value], count: byTimeliness.get(value) ?? 0 })),
  };
}

/** Every level with its number of texts (the category call). */
export async function levelCounts(db: DB): Promise<{ slug: string; name: string; count: number }[]> {
  const rows = await db.select({ level: regulations.level, n: count() }).from(regulations).where(PUBLISHED_REGULATION).groupBy(regulations.level);
  const n = new Map(rows.map((r) => [r.level, r.n]));
  return REGULATION_LEVELS.map((l) => ({ slug: l.slug, name: l.name, count: n.get(l.name) ?? 0 }));
}

export type LatestRegulation = { id: number; title: string; level: string; issuedOn: string; timeliness: Timeliness };

/** The most recently issued texts. */
export async function latestRegulations(db: DB, size: number): Promise<LatestRegulation[]> {
  const rows = await db
    .select({ id: regulations.id, title: regulations.title, level: regulations.level, issuedOn: regulations.issuedOn, timeliness: regulations.timeliness })
    .from(regulations)
    .where(PUBLISHED_REGULATION)
    .orderBy(desc(regulations.issuedOn), desc(regulations.id))
    .limit(size);
  return rows.map((r) => ({ ...r, timeliness: r.timeliness as Timeliness }));
}

/** Totals for the header: all texts, those added in the last 7 days, and those issued this year (Beijing time). */
export async function newCount(db: DB, now: number): Promise<{ total: number; lastWeek: number; thisYear: number }> {
  const year = String(yearOf(now));
  const [all, week, issued] = await db.batch([
    ...newCountQueries(db, regulations, regulations.createdAt, now, PUBLISHED_REGULATION),
    db
      .select({ n: count() })
      .from(regulations)
      .where(and(PUBLISHED_REGULATION, gte(regulations.issuedOn, year))),
  ]);
  return { ...newCounts([all, week]), thisYear: issued[0]?.n ?? 0 };
}

export type RegulationDetail = RegulationFacts & {
  /** 全国, or the issuing area (广东省 · 深圳市). */
  areaName: string;
  summary: string;
  /** Whether the body is an excerpt (it marks omitted articles with ……). */
  excerpt: boolean;
  /** False for a text in force that the library names but does not reproduce: read it at `sourceUrl`. */
  hasText: boolean;
  sourceUrl: string | null;
  /** For a text 已修改: the version in force. */
  current: RegulationVersion | null;
  /** Earlier versions in the library that this text replaced. */
  earlier: RegulationVersion[];
  body: string;
  blocks: RegulationBlock[];
  toc: TocEntry[];
  updatedAt: number;
};

async function areaName(db: DB, code: string | null): Promise<string> {
  if (!code) return "全国";
  const provinceCode = `${code.slice(0, 2)}0000`;
  const rows = await db
    .select({ code: regions.code, name: regions.name })
    .from(regions)
    .where(inArray(regions.code, [...new Set([provinceCode, code])]));
  const name = (c: string) => rows.find((r) => r.code === c)?.name;
  if (code === provinceCode) return name(code) ?? code;
  return [name(provinceCode), name(code)].filter(Boolean).join(" · ") || code;
}

export type RegulationVersion = { id: number; title: string; issuedOn: string; effectiveOn: string; timeliness: Timeliness };

const versionColumns = {
  id: regulations.id,
  title: regulations.title,
  issuedOn: regulations.issuedOn,
  effectiveOn: regulations.effectiveOn,
  timeliness: regulations.timeliness,
};

/** The version in force of an amended text, and the earlier versions a text replaced, oldest first. */
async function versionsOf(db: DB, id: number, currentId: number | null): Promise<{ current: RegulationVersion | null; earlier: RegulationVersion[] }> {
  const [current, earlier] = await db.batch([
    db
      .select(versionColumns)
      .from(regulations)
      .where(and(PUBLISHED_REGULATION, eq(regulations.id, currentId ?? 0))),
    db
      .select(versionColumns)
      .from(regulations)
      .where(and(PUBLISHED_REGULATION, eq(regulations.currentId, id)))
      .orderBy(asc(regulations.issuedOn)),
  ]);
  const typed = (v: (typeof earlier)[number]): RegulationVersion => ({ ...v, timeliness: v.timeliness as Timeliness });
  return { current: current[0] ? typed(current[0]) : null, earlier: earlier.map(typed) };
}

export async function regulationDetail(db: DB, id: number): Promise<RegulationDetail | null> {
  const row = await db.query.regulations.findFirst({ where: and(PUBLISHED_REGULATION, eq(regulations.id, id)) });
  if (!row) return null;
  const { blocks, toc } = parseRegulationBody(row.body);
  const versions = await versionsOf(db, row.id, row.currentId);
  return {
    ...factsOf(row),
    areaName: await areaName(db, row.regionCode),
    summary: row.summary,
    excerpt: isExcerpt(row.body),
    hasText: row.body.trim() !== "",
    sourceUrl: row.sourceUrl,
    ...versions,
    body: row.body,
    blocks,
    toc,
    updatedAt: row.updatedAt,
  };
}

export async function countView(db: DB, id: number): Promise<void> {
  await db
    .update(regulations)
    .set({ views: sql`${regulations.views} + 1` })
    .where(eq(regulations.id, id));
}

/** Other texts of the same level (and area, for local rules), newest first. */
export async function relatedRegulations(db: DB, id: number, limit = 6): Promise<{ id: number; title: string; timeliness: Timeliness }[]> {
  const row = await db.query.regulations.findFirst({ columns: { level: true, regionCode: true }, where: and(PUBLISHED_REGULATION, eq(regulations.id, id)) });
  if (!row) return [];
  const sameArea = row.regionCode ? areaCondition(`${row.regionCode.slice(0, 2)}0000`) : isNull(regulations.regionCode);
  const rows = await db
    .select({ id: regulations.id, title: regulations.title, timeliness: regulations.timeliness })
    .from(regulations)
    .where(and(PUBLISHED_REGULATION, eq(regulations.level, row.level), sameArea, sql`${regulations.id} <> ${id}`))
    .orderBy(desc(regulations.issuedOn), desc(regulations.id))
    .limit(limit);
  return rows.map((r) => ({ ...r, timeliness: r.timeliness as Timeliness }));
}

/** The text as a Word document: header facts, the body line by line, and the excerpt note where it applies. */
export async function regulationDocx(db: DB, id: number): Promise<{ fileName: string; bytes: Uint8Array } | null> {
  const row = await db.query.regulations.findFirst({ where: and(PUBLISHED_REGULATION, eq(regulations.id, id)) });
  // Nothing to download for a text the library only names.
  if (!row || row.body.trim() === "") return null;
  const facts = [
    `效力级别：${row.level}`,
    `制定机关：${row.issuer}`,
    ...(row.docNo ? [`发文字号：${row.docNo}`] : []),
    `公布日期：${row.issuedOn}`,
    `施行日期：${row.effectiveOn}`,
    `时效性：${TIMELINESS[row.timeliness as Timeliness] ?? ""}`,
  ];
  const note = isExcerpt(row.body) ? [`（${EXCERPT_NOTE}）`] : [];
  const text = [...facts, "", row.body, "", ...note, "来源：契合法律法规库"].join("\n");
  return { fileName: `${row.title.replace(/[\\/:*?"<>|]/g, "_")}.docx`, bytes: await templateDocx(row.title, text) };
}
