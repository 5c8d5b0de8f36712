import { and, asc, count, desc, eq, gt, not, type SQL, sql } from "drizzle-orm";
import { highlight } from "#core/highlight";
import { PREVIEW_CHARS, previewOf, type TemplateListInput } from "#core/library";
import type { Segment } from "#core/library-labels";
import { discountFen, MEMBER_DISCOUNT_BP } from "#core/orders";
import { type Page, pageOffset, toPage } from "#core/page";
import type { DB } from "#db/client";
import { templateCategories, templates } from "#db/schema";
import { type CategoryLeaf, type CategoryNode, inCategory, categoryTree as toTree } from "#worker/lib/library/categories";
import { newCountQueries, newCounts } from "#worker/lib/library/counts";
import { TEMPLATE_SEARCH } from "#worker/lib/library/libraries";
import { PUBLISHED_TEMPLATE } from "#worker/lib/library/published";
import { type HitOrder, hitOrder, type IndexHits, type KeywordMatch, keywordMatch } from "#worker/lib/library/search";
import { type BatchPart, batchPart, batchParts, mapPart, type PageQuery, runPart } from "#worker/lib/select-page";
import { runningAdsQuery } from "../ads/ads.service";
import { recentQuery, toRecent } from "./purchases.service";
import { canAccess, openableTemplate } from "./template-files.service";

/**
 * Every other template state (to be submitted, under review, rejected): listed so an index serves the
 * lookup. Unpublished rows need no subtraction: neither index holds them (drizzle/0036, the console's grams writes).
 */
const NOT_APPROVED = [0, 1, 3] as const;
/** The home placement's capacity: every running home ad shows. */
const HOME_ADS = 4;

function categoryQueries(db: DB) {
  return [
    db.select().from(templateCategories).orderBy(asc(templateCategories.sort), asc(templateCategories.id)),
    db.select({ id: templates.categoryId, n: count() }).from(templates).where(PUBLISHED_TEMPLATE).groupBy(templates.categoryId),
  ] as const;
}

export async function categoryTree(db: DB): Promise<CategoryNode[]> {
  const [cats, counts] = await db.batch(categoryQueries(db));
  return toTree(cats, counts);
}

export type TemplateCard = {
  id: number;
  title: string;
  titleSegments: Segment[];
  excerpt: Segment[];
  source: number;
  priceFen: number;
  memberFree: boolean;
  downloads: number;
  views: number;
  createdAt: number;
  categoryName: string;
};

/** Unapproved templates few enough to probe each in the index (see unapprovedHits). */
const UNAPPROVED_PROBED = 64;

/**
 * How many of an index's hits are unapproved templates, subtracted from the count of its hits (a
 * posting-list walk; joining every hit to templates to test its status costs ten times more on a common
 * character). While they are few each is probed in the index; gathering every hit instead costs one
 * step per hit.
 */
function unapprovedHits(hits: IndexHits): SQL<number> {
  const unapproved = sql`FROM templates WHERE status IN ${sql.raw(`(${NOT_APPROVED.join(", ")})`)}`;
  if (!hits.probed) return sql<number>`(SELECT count(*) ${unapproved} AND ${hits.listed})`;
  return sql<number>`CASE WHEN (SELECT count(*) ${unapproved}) <= ${UNAPPROVED_PROBED} THEN (SELECT count(*) ${unapproved} AND ${hits.probed}) ELSE (SELECT count(*) ${unapproved} AND ${hits.listed}) END`;
}

/** The excerpt's window: from 30 characters before the hit, 90 long. */
const EXCERPT_BEFORE = 30;
const EXCERPT_LENGTH = 90;

/** `sortHits`: the rows are few hits read by id and sorted, rather than read along the sort's index. */
function cardQuery(db: DB, where: SQL | undefined, input: TemplateListInput, keyword: string | undefined, sortHits = false) {
  // A paid template's body past its preview is behind the paywall: its excerpt is cut from the preview
  // in toCard, so only the head that can hold the preview leaves the database.
  const excerpt = keyword
    ? sql<string>`CASE WHEN ${templates.priceFen} > 0 OR instr(${templates.summary}, ${keyword}) > 0 OR instr(${templates.body}, ${keyword}) = 0 THEN ${templates.summary} ELSE substr(${templates.body}, max(instr(${templates.body}, ${keyword}) - ${EXCERPT_BEFORE}, 1), ${EXCERPT_LENGTH}) END`
    : sql<string>`${templates.summary}`;
  const previewHead = keyword
    ? sql<
        string | null
      >`CASE WHEN ${templates.priceFen} > 0 AND instr(${templates.summary}, ${keyword}) = 0 THEN substr(${templates.body}, 1, ${PREVIEW_CHARS + 1}) END`
    : sql<string | null>`NULL`;
  return db
    .select({
      id: templates.id,
      title: templates.title,
      excerpt: excerpt.as("excerpt"),
      previewHead: previewHead.as("preview_head"),
      source: templates.source,
      priceFen: templates.priceFen,
      memberFree: templates.memberFree,
      downloads: templates.downloads,
      views: templates.views,
      createdAt: templates.createdAt,
      categoryName: sql<string>`${templateCategories.name}`.as("category_name"),
    })
    .from(templates)
    .innerJoin(templateCategories, eq(templateCategories.id, templates.categoryId))
    .where(where)
    .orderBy(desc(sortHits ? sql`+${sortColumn(input)}` : sortColumn(input)), desc(templates.id))
    .$dynamic();
}

function sortColumn(input: TemplateListInput) {
  return input.sort === "downloads" ? templates.downloads : input.sort === "views" ? templates.views : templates.createdAt;
}

type CardRow = Awaited<ReturnType<typeof cardQuery>>[number];

/** The list's filters as conditions (an unknown category matches nothing). */
function listWhere(input: TemplateListInput): SQL[] {
  const where: SQL[] = [PUBLISHED_TEMPLATE];
  if (input.category) where.push(inCategory(templates.categoryId, templateCategories, input.category));
  if (input.source !== undefined) where.push(eq(templates.source, input.source));
  if (input.price === "free") where.push(eq(templates.priceFen, 0));
  if (input.price === "paid") where.push(gt(templates.priceFen, 0));
  if (input.price === "vip") where.push(eq(templates.memberFree, true));
  return where;
}

/**
 * A paid template's excerpt comes from its public preview (previewOf over the first PREVIEW_CHARS + 1
 * characters cuts exactly where it cuts the whole body), never from the text behind the paywall.
 */
function paidExcerpt(summary: string, head: string, keyword: string): string {
  const preview = previewOf(head);
  const at = preview.indexOf(keyword);
  if (at < 0) return summary;
  const from = Math.max(at - EXCERPT_BEFORE, 0);
  return [...preview.slice(from)].slice(0, EXCERPT_LENGTH).join("");
}

function toCard(keyword: string | undefined) {
  return ({ previewHead, ...r }: CardRow): TemplateCard => {
    const excerpt = keyword && previewHead !== null ? paidExcerpt(r.excerpt, previewHead, keyword) : r.excerpt;
    return { ...r, titleSegments: highlight(r.title, keyword), excerpt: highlight(excerpt.replace(/\s+/g, " "), keyword) };
  };
}

/**
 * The library list as one batch part: filters, sorts and Chinese keyword search. Title hits rank first:
 * the page is cut from the title hits, then from the other hits, each in the chosen order along an
 * index, so a common two-character word over a large library never sorts every match.
 */
export function templatePage(db: DB, input: TemplateListInput): PageQuery<TemplateCard> {
  const where = listWhere(input);
  const keyword = input.keyword || undefined;
  const offset = pageOffset(input);
  let part: CardPart;
  if (!keyword) {
    part = batchPart(
      [
        cardQuery(db, and(...where), input, keyword)
          .limit(input.size)
          .offset(offset),
        db
          .select({ n: count() })
          .from(templates)
          .where(and(...where)),
      ] as const,
      ([rows, counted]) => ({ rows, total: counted[0]?.n ?? 0 }),
    );
  } else {
    const match = keywordMatch(TEMPLATE_SEARCH, keyword);
    part = match.index ? indexedPage(db, where, match.index, input, keyword, offset) : scannedPage(db, where, match, input, keyword, offset);
  }
  return mapPart(part, ({ rows, total }) => toPage(rows.map(toCard(keyword)), total, input));
}

export function listTemplates(db: DB, input: TemplateListInput): Promise<Page<TemplateCard>> {
  return runPart(db, templatePage(db, input));
}

type CardPart = BatchPart<{ rows: CardRow[]; total: number }>;

/** A slice of a keyword page: its rows under `where`, cut by LIMIT and OFFSET expressions over the page's counts. */
type Slice = { where: SQL | undefined; limit: SQL; offset: SQL; sortHits?: boolean };

/** A column of keywordPage's rows (a page without rows is one row of nulls beside the total). */
const pageColumn = <T>(name: string) => sql<T>`${sql.identifier("page")}.${sql.identifier(name)}`;

/**
 * A keyword page in one statement (one round trip): `found` counts the hits once (a materialized CTE,
 * `total` an expression over its columns), then each group of slices (the title hits, the other hits)
 * reads its rows in turn, each slice's LIMIT and OFFSET worked out from those counts: a slice the
 * counts rule out (another way of reading the same hits) has LIMIT 0 and never runs.
 */
function keywordPage(db: DB, input: TemplateListInput, keyword: string, found: SQL, total: SQL, groups: Slice[][]): CardPart {
  // Each part's slices are a compound of their own: D1 caps the terms of one compound SELECT at five.
  const slice = (s: Slice) => sql`SELECT * FROM (${cardQuery(db, s.where, input, keyword, s.sortHits).getSQL()} LIMIT ${s.limit} OFFSET ${s.offset})`;
  const parts = groups.map((g, i) => sql`SELECT ${sql.raw(String(i))} AS part, * FROM (${sql.join(g.map(slice), sql` UNION ALL `)})`);
  const statement = db
    .select({
      total: pageColumn<number>("total"),
      id: pageColumn<number | null>("id"),
      title: pageColumn<string>("title"),
      excerpt: pageColumn<string>("excerpt"),
      previewHead: pageColumn<string | null>("preview_head"),
      source: pageColumn<number>("source"),
      priceFen: pageColumn<number>("price_fen"),
      memberFree: pageColumn<boolean>("member_free").mapWith(Boolean),
      downloads: pageColumn<number>("downloads"),
      views: pageColumn<number>("views"),
      createdAt: pageColumn<number>("created_at"),
      categoryName: pageColumn<string>("category_name"),
    })
    .from(
      sql`(WITH found AS MATERIALIZED (${found}) SELECT ${total} AS total, p.* FROM found LEFT JOIN (${sql.join(parts, sql` UNION ALL `)}) AS p ON 1) AS page`,
    )
    .orderBy(pageColumn("part"), desc(pageColumn(sortColumn(input).name)), desc(pageColumn("id")));
  return batchPart([statement] as const, ([answer]) => ({
    rows: answer.flatMap(({ total: _, id, ...r }) => (id === null ? [] : [{ ...r, id }])),
    total: answer[0]?.total ?? 0,
  }));
}

/** A column of the page's counts (keywordPage's `found`), inside a slice. */
const counted = (column: string) => sql`(SELECT ${sql.identifier(column)} FROM found)`;
const int = (n: number) => sql.raw(String(n));

/**
 * A keyword page through the index (ADR 0031): how many hits the title and the other columns have,
 * then the page's title hits and other hits, each read the way their number makes cheapest (hitOrder),
 * so neither a common character nor a rare word walks the whole library.
 */
function indexedPage(db: DB, where: SQL[], index: NonNullable<KeywordMatch["index"]>, input: TemplateListInput, keyword: string, offset: number): CardPart {
  const filtered = where.length > 1;
  // Unfiltered, the approved hits are the index's hits less the unapproved ones; filters need a real count.
  const exact = (hits: IndexHits) => (filtered ? sql<number>`(SELECT count(*) FROM templates WHERE ${and(...where, hits.listed)})` : unapprovedHits(hits));
  const found = sql`SELECT ${index.title.count} AS title_hits, ${index.all.count} AS all_hits, ${exact(index.title)} AS title_exact, ${exact(index.all)} AS all_exact, (SELECT max(id) FROM templates) AS row_count`;
  const titleTotal = filtered ? counted("title_exact") : sql`(${counted("title_hits")} - ${counted("title_exact")})`;
  const total = filtered ? sql`found.all_exact` : sql`found.all_hits - found.all_exact`;
  const size = int(input.size);
  const othersFrom = sql`max(0, ${int(offset)} - ${titleTotal})`;
  const othersLimit = sql`(${size} - max(0, min(${size}, ${titleTotal} - ${int(offset)})))`;
  const othersTotal = filtered ? sql`(${counted("all_exact")} - ${titleTotal})` : sql`(${counted("all_hits")} - ${counted("all_exact")} - ${titleTotal})`;
  const slices = (hits: IndexHits, count: SQL, from: SQL, limit: SQL, wanted: SQL): Slice[] => {
    const order = hitOrder(hits, count, counted("row_count"), sql`${from} + ${limit}`, filtered);
    const cut = (name: HitOrder) => sql`CASE WHEN ${wanted} AND ${order} = ${sql.raw(`'${name}'`)} THEN ${limit} ELSE 0 END`;
    return [
      { where: and(...where, hits.listed), limit: cut("sort"), offset: from, sortHits: true },
      ...(hits.probed ? [{ where: and(...where, hits.probed), limit: cut("probe"), offset: from }] : []),
      { where: and(...where, hits.listed), limit: cut("list"), offset: from },
    ];
  };
  return keywordPage(db, input, keyword, found, total, [
    slices(index.title, counted("title_hits"), int(offset), size, sql`${int(offset)} < ${titleTotal}`),
    slices(
      index.others,
      sql`(${counted("all_hits")} - ${counted("title_hits")})`,
      othersFrom,
      othersLimit,
      sql`${othersLimit} > 0 AND ${othersFrom} < ${othersTotal}`,
    ),
  ]);
}

/** A short keyword no index answers (Latin letters, digits): title hits, then the others, by LIKE. */
function scannedPage(db: DB, where: SQL[], match: KeywordMatch, input: TemplateListInput, keyword: string, offset: number): CardPart {
  const inTitle = and(...where, match.title);
  const count = (condition: SQL | undefined) => sql`(SELECT count(*) FROM ${templates} WHERE ${condition})`;
  // The first page (most searches) needs no count of the title hits: as many others as could be needed follow them.
  const titleTotal = offset === 0 ? null : count(inTitle);
  const found = sql`SELECT ${count(and(...where, match.all))} AS total${titleTotal ? sql`, ${titleTotal} AS title_total` : sql``}`;
  const size = int(input.size);
  const page = keywordPage(db, input, keyword, found, sql`found.total`, [
    [{ where: inTitle, limit: size, offset: int(offset) }],
    [{ where: and(...where, match.all, not(match.title)), limit: size, offset: titleTotal ? sql`max(0, ${int(offset)} - ${counted("title_total")})` : int(0) }],
  ]);
  return mapPart(page, ({ rows, total }) => ({ rows: rows.slice(0, input.size), total }));
}

export async function rank(db: DB, limit = 10): Promise<{ id: number; title: string; downloads: number }[]> {
  return rankQuery(db, limit);
}

function rankQuery(db: DB, limit: number) {
  return db
    .select({ id: templates.id, title: templates.title, downloads: templates.downloads })
    .from(templates)
    .where(PUBLISHED_TEMPLATE)
    .orderBy(desc(templates.downloads), desc(templates.id))
    .limit(limit);
}

function templateCountQueries(db: DB, now: number) {
  return newCountQueries(db, templates, templates.createdAt, now, PUBLISHED_TEMPLATE);
}

export async function newCount(db: DB, now: number): Promise<{ total: number; lastWeek: number }> {
  return newCounts(await db.batch(templateCountQueries(db, now)));
}

/**
 * Everything the contract library's first screen shows, in one D1 round trip: the list (a keyword
 * search included), the category tree with counts, the ranking, the totals and the recent purchases.
 * An unknown category lists nothing; the side panels still show.
 */
export async function homeData(db: DB, input: TemplateListInput, now: number) {
  const [page, panels] = await batchParts(db, [
    templatePage(db, input),
    batchPart(
      [...categoryQueries(db), rankQuery(db, 10), ...templateCountQueries(db, now), recentQuery(db, 8), runningAdsQuery(db, "home", now, HOME_ADS)] as const,
      ([cats, counts, ranking, all, week, recent, ads]) => ({
        categories: toTree(cats, counts),
        rank: ranking,
        totals: newCounts([all, week]),
        recent: recent.map(toRecent),
        ads,
      }),
    ),
  ]);
  return { page, ...panels };
}

export type TemplateDetail = {
  id: number;
  title: string;
  category: { slug: string; name: string; parent: { slug: string; name: string } | null };
  source: number;
  priceFen: number;
  memberFree: boolean;
  summary: string;
  useNotes: string[];
  riskNotes: string[];
  downloads: number;
  views: number;
  createdAt: number;
  updatedAt: number;
  authorId: number | null;
  memberPriceFen: number;
  canAccess: boolean;
  text: string;
  truncated: boolean;
};

/** The full text for those who can access the template (template-files.service canAccess); a preview for others. */
export async function templateDetail(db: DB, id: number, viewerId: number | null, now: number): Promise<TemplateDetail | null> {
  const row = await openableTemplate(db, id, viewerId);
  if (!row) return null;
  const cat = await db.query.templateCategories.findFirst({ where: eq(templateCategories.id, row.categoryId) });
  const parent = cat?.parentId ? await db.query.templateCategories.findFirst({ where: eq(templateCategories.id, cat.parentId) }) : null;
  const access = await canAccess(db, viewerId, row, now);
  const preview = previewOf(row.body);
  return {
    id: row.id,
    title: row.title,
    category: { slug: cat?.slug ?? "", name: cat?.name ?? "", parent: parent ? { slug: parent.slug, name: parent.name } : null },
    source: row.source,
    priceFen: row.priceFen,
    memberFree: row.memberFree,
    summary: row.summary,
    useNotes: JSON.parse(row.useNotes) as string[],
    riskNotes: JSON.parse(row.riskNotes) as string[],
    downloads: row.downloads,
    views: row.views,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    authorId: row.authorId,
    memberPriceFen: discountFen(row.priceFen, MEMBER_DISCOUNT_BP),
    canAccess: access,
    text: access ? row.body : preview,
    truncated: !access && preview.length < row.body.length,
  };
}

export async function countView(db: DB, id: number): Promise<void> {
  await db
    .update(templates)
    .set({ views: sql`${templates.views} + 1` })
    .where(eq(templates.id, id));
}

export async function relatedTemplates(db: DB, id: number, limit = 6): Promise<{ id: number; title: string }[]> {
  const row = await db.query.templates.findFirst({ columns: { categoryId: true }, where: eq(templates.id, id) });
  if (!row) return [];
  return db
    .select({ id: templates.id, title: templates.title })
    .from(templates)
    .where(and(eq(templates.categoryId, row.categoryId), PUBLISHED_TEMPLATE, sql`${templates.id} <> ${id}`))
    .orderBy(desc(templates.downloads))
    .limit(limit);
}

/** can_access/{id} (SPEC §7): whether the viewer may read the whole text; absent for a template not on sale. */
export async function accessOf(db: DB, id: number, viewerId: number | null, now: number): Promise<boolean | null> {
  const row = await openableTemplate(db, id, viewerId);
  return row ? canAccess(db, viewerId, row, now) : null;
}

/** full_content/{id}: the whole text, only for a viewer who may read it (the same rule as the page). */
export async function fullContent(
  db: DB,
  id: number,
  viewerId: number,
  now: number,
): Promise<{ id: number; title: string; text: string } | "absent" | "locked"> {
  const row = await openableTemplate(db, id, viewerId);
  if (!row) return "absent";
  return (await canAccess(db, viewerId, row, now)) ? { id: row.id, title: row.title, text: row.body } : "locked";
}

/** category list: the two-level tree flattened, each parent before its children. */
export async function categoryList(db: DB): Promise<CategoryLeaf[]> {
  return (await categoryTree(db)).flatMap(({ children, ...parent }) => [parent, ...children]);
}
