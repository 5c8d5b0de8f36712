import { and, asc, count, desc, eq, gt, inArray, not, type SQL, sql } from "drizzle-orm";
import { highlight } from "#core/highlight";
import { PREVIEW_CHARS, previewOf, type TemplateListInput } from "#core/library";
import type { Segment } from "#core/library-labels";
import { discountFen, MEMBER_DISCOUNT_BP } from "#core/orders";
import { type Page, pageOffset, toPage } from "#core/page";
import type { DB } from "#db/client";
import { templateCategories, templates } from "#db/schema";
import { type CategoryLeaf, type CategoryNode, categoryIds, categoryTree as toTree } from "#worker/lib/library/categories";
import { newCountQueries, newCounts } from "#worker/lib/library/counts";
import { TEMPLATE_SEARCH } from "#worker/lib/library/libraries";
import { PUBLISHED_TEMPLATE } from "#worker/lib/library/published";
import { hitOrder, type IndexHits, type KeywordMatch, keywordMatch } from "#worker/lib/library/search";
import { runningAdsQuery } from "../ads/ads.service";
import { recentlyPurchased, recentQuery, toRecent } from "./purchases.service";
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
function cardQuery(db: DB, where: SQL | undefined, input: TemplateListInput, keyword: string | undefined, offset: number, limit: number, sortHits = false) {
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
    .limit(limit)
    .offset(offset);
}

function sortColumn(input: TemplateListInput) {
  return input.sort === "downloads" ? templates.downloads : input.sort === "views" ? templates.views : templates.createdAt;
}

type CardRow = Awaited<ReturnType<typeof cardQuery>>[number];

/**
 * The library list: filters, sorts and Chinese keyword search. Title hits rank first: the page is cut
 * from the title hits, then from the other hits, each in the chosen order along an index, so a common
 * two-character word over a large library never sorts every match.
 */
/** The list's filters as conditions; null when the category does not exist. */
async function listWhere(db: DB, input: TemplateListInput): Promise<SQL[] | null> {
  const where: SQL[] = [PUBLISHED_TEMPLATE];
  if (input.category) {
    const ids = await categoryIds(db, templateCategories, input.category);
    if (!ids) return null;
    where.push(inArray(templates.categoryId, ids));
  }
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

export async function listTemplates(db: DB, input: TemplateListInput): Promise<Page<TemplateCard>> {
  const where = await listWhere(db, input);
  if (!where) return toPage([], 0, input);
  const keyword = input.keyword || undefined;
  const offset = pageOffset(input);
  let rows: CardRow[];
  let total: number;
  if (!keyword) {
    const [page, counted] = await db.batch([
      cardQuery(db, and(...where), input, keyword, offset, input.size),
      db
        .select({ n: count() })
        .from(templates)
        .where(and(...where)),
    ]);
    rows = page;
    total = counted[0]?.n ?? 0;
  } else {
    const match = keywordMatch(TEMPLATE_SEARCH, keyword);
    ({ rows, total } = match.index
      ? await indexedPage(db, where, match.index, input, keyword, offset)
      : await scannedPage(db, where, match, input, keyword, offset));
  }
  return toPage(rows.map(toCard(keyword)), total, input);
}

type KeywordPage = { rows: CardRow[]; total: number };

/**
 * A keyword page through the index in two round trips (ADR 0031): how many hits the title and the
 * other columns have, then the page's title hits and other hits, each read the way their number makes
 * cheapest (hitOrder), so neither a common character nor a rare word walks the whole library.
 */
async function indexedPage(
  db: DB,
  where: SQL[],
  index: NonNullable<KeywordMatch["index"]>,
  input: TemplateListInput,
  keyword: string,
  offset: number,
): Promise<KeywordPage> {
  const filtered = where.length > 1;
  // Unfiltered, the approved hits are the index's hits less the unapproved ones; filters need a real count.
  const exact = (hits: IndexHits) => (filtered ? sql<number>`(SELECT count(*) FROM templates WHERE ${and(...where, hits.listed)})` : unapprovedHits(hits));
  const [found] = await db
    .select({
      titleHits: sql<number>`${index.title.count}`.mapWith(Number),
      allHits: sql<number>`${index.all.count}`.mapWith(Number),
      titleExact: sql<number>`${exact(index.title)}`.mapWith(Number),
      allExact: sql<number>`${exact(index.all)}`.mapWith(Number),
      rows: sql<number>`(SELECT max(id) FROM templates)`.mapWith(Number),
    })
    .from(sql`(SELECT 1)`);
  if (!found) return { rows: [], total: 0 };
  const titleTotal = filtered ? found.titleExact : found.titleHits - found.titleExact;
  const total = filtered ? found.allExact : found.allHits - found.allExact;
  const part = (hits: IndexHits, count: number, from: number, limit: number) => {
    const order = hitOrder(hits, count, found.rows, from + limit, filtered);
    return cardQuery(db, and(...where, order === "probe" && hits.probed ? hits.probed : hits.listed), input, keyword, from, limit, order === "sort");
  };
  const parts: ReturnType<typeof part>[] = [];
  if (offset < titleTotal) parts.push(part(index.title, found.titleHits, offset, input.size));
  const othersFrom = Math.max(0, offset - titleTotal);
  const othersLimit = input.size - Math.max(0, Math.min(input.size, titleTotal - offset));
  if (othersLimit > 0 && othersFrom < total - titleTotal) parts.push(part(index.others, found.allHits - found.titleHits, othersFrom, othersLimit));
  const [first, ...rest] = parts;
  const pages = first ? await db.batch([first, ...rest]) : [];
  return { rows: pages.flat(), total };
}

/** A short keyword no index answers (Latin letters, digits): title hits, then the others, by LIKE. */
async function scannedPage(db: DB, where: SQL[], match: KeywordMatch, input: TemplateListInput, keyword: string, offset: number): Promise<KeywordPage> {
  const inTitle = and(...where, match.title);
  const elsewhere = and(...where, match.all, not(match.title));
  const allCount = db
    .select({ n: count() })
    .from(templates)
    .where(and(...where, match.all));
  if (offset === 0) {
    // The first page (most searches) in one round trip: title hits, then as many others as could be needed.
    const [counted, titleRows, otherRows] = await db.batch([
      allCount,
      cardQuery(db, inTitle, input, keyword, 0, input.size),
      cardQuery(db, elsewhere, input, keyword, 0, input.size),
    ]);
    return { rows: titleRows.concat(otherRows).slice(0, input.size), total: counted[0]?.n ?? 0 };
  }
  const [titleCount, counted] = await db.batch([db.select({ n: count() }).from(templates).where(inTitle), allCount]);
  const titleTotal = titleCount[0]?.n ?? 0;
  const total = counted[0]?.n ?? 0;
  let rows = offset < titleTotal ? await cardQuery(db, inTitle, input, keyword, offset, input.size) : [];
  if (rows.length < input.size && offset + rows.length < total) {
    rows = rows.concat(await cardQuery(db, elsewhere, input, keyword, Math.max(0, offset - titleTotal), input.size - rows.length));
  }
  return { rows, total };
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
 * Everything the contract library's first screen shows. Without a keyword it is one D1 round trip
 * (the list, the category tree with counts, the ranking, the totals and the recent purchases);
 * a keyword search runs its own staged queries beside the rest.
 */
export async function homeData(db: DB, input: TemplateListInput, now: number) {
  if (input.keyword) {
    const [page, categories, ranking, totals, recent, ads] = await Promise.all([
      listTemplates(db, input),
      categoryTree(db),
      rank(db),
      newCount(db, now),
      recentlyPurchased(db),
      runningAdsQuery(db, "home", now, HOME_ADS),
    ]);
    return { page, categories, rank: ranking, totals, recent, ads };
  }
  // An unknown category lists nothing; the side panels still show.
  const conditions = await listWhere(db, input);
  const where = conditions ? and(...conditions) : sql`0`;
  const [rows, counted, cats, counts, ranking, all, week, recent, ads] = await db.batch([
    cardQuery(db, where, input, undefined, pageOffset(input), input.size),
    db.select({ n: count() }).from(templates).where(where),
    ...categoryQueries(db),
    rankQuery(db, 10),
    ...templateCountQueries(db, now),
    recentQuery(db, 8),
    runningAdsQuery(db, "home", now, HOME_ADS),
  ]);
  return {
    page: toPage(rows.map(toCard(undefined)), counted[0]?.n ?? 0, input),
    categories: toTree(cats, counts),
    rank: ranking,
    totals: newCounts([all, week]),
    recent: recent.map(toRecent),
    ads,
  };
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
