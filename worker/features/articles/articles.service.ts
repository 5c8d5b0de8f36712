import { and, asc, count, desc, eq, type SQL, sql } from "drizzle-orm";
import { alias, type SQLiteSelect } from "drizzle-orm/sqlite-core";
import { ARTICLE_PUBLISHED } from "#core/articles";
import { aroundHit, highlight } from "#core/highlight";
import type { Segment } from "#core/library-labels";
import type { Page } from "#core/page";
import type { DB } from "#db/client";
import { articleClassifications, articleReads, articles, lawyerProfiles, regions, users } from "#db/schema";
import { ARTICLE_SEARCH } from "#worker/lib/library/libraries";
import { keywordMatch, titleFirst } from "#worker/lib/library/search";
import { type PageQuery, pageQuery, runPart, selectPage } from "#worker/lib/select-page";
import type { ArticleListInput, KnowledgeListInput } from "./articles.schema";
import { sanitizeArticleHtml } from "./rich-text";

// Lawyers' articles (法律文集) and legal knowledge (法律知识): only published rows are ever shown.
// Search follows the case library (worker/lib/library): the articles_fts trigram index, the
// articles_grams index for one or two Han characters, title hits first, and hits come back as highlight segments (never HTML).
const LEAD = 30;
const EXCERPT = 110;

type Kind = "article" | "knowledge";

/** What the site shows of articles and legal knowledge: published ones (the console's 下架 moves them to 已撤回). */
export const PUBLISHED_ARTICLE = eq(articles.status, ARTICLE_PUBLISHED);

function published(kind: Kind): SQL {
  return and(PUBLISHED_ARTICLE, eq(articles.kind, kind)) as SQL;
}

/** A window of text around the first hit. */
function around(text: string, keyword: string): string {
  return aroundHit(text.replace(/\s+/g, " "), keyword, LEAD, EXCERPT);
}

export type Author = { id: number; name: string; firm: string | null; title: string | null; city: string | null; isLawyer: boolean };

const city = alias(regions, "author_city");
/** The author columns: the lawyer profile when there is one, else the account's nickname. */
const authorColumns = {
  authorId: articles.authorId,
  authorName: sql<string>`coalesce(${lawyerProfiles.name}, ${users.nickname})`.as("author_name"),
  authorFirm: sql<string | null>`${lawyerProfiles.firm}`.as("author_firm"),
  authorTitle: sql<string | null>`nullif(${lawyerProfiles.title}, '')`.as("author_title"),
  authorCity: sql<string | null>`${city.name}`.as("author_city_name"),
};

/** What a card and the detail page both show of a published article, with its classification and author. */
const cardColumns = {
  id: articles.id,
  title: articles.title,
  summary: articles.summary,
  reads: articles.reads,
  recommended: articles.recommended,
  publishedAt: articles.publishedAt,
  classificationSlug: articleClassifications.slug,
  classificationName: articleClassifications.name,
  ...authorColumns,
};

/** The joins `cardColumns` read from. */
function withCardJoins<Q extends SQLiteSelect>(query: Q) {
  return query
    .innerJoin(articleClassifications, eq(articleClassifications.id, articles.classificationId))
    .innerJoin(users, eq(users.id, articles.authorId))
    .leftJoin(lawyerProfiles, eq(lawyerProfiles.userId, articles.authorId))
    .leftJoin(city, eq(city.code, lawyerProfiles.cityCode));
}

function authorOf(r: { authorId: number; authorName: string; authorFirm: string | null; authorTitle: string | null; authorCity: string | null }): Author {
  return { id: r.authorId, name: r.authorName, firm: r.authorFirm, title: r.authorTitle, city: r.authorCity, isLawyer: r.authorFirm !== null };
}

export type Classification = { id: number; slug: string; name: string; count: number };

/** The classifications in their order, each with its number of published articles. */
export async function classificationList(db: DB): Promise<Classification[]> {
  const [rows, counts] = await db.batch([
    db.select().from(articleClassifications).orderBy(asc(articleClassifications.sort), asc(articleClassifications.id)),
    db.select({ id: articles.classificationId, n: count() }).from(articles).where(published("article")).groupBy(articles.classificationId),
  ]);
  const n = new Map(counts.map((c) => [c.id, c.n]));
  return rows.map((c) => ({ id: c.id, slug: c.slug, name: c.name, count: n.get(c.id) ?? 0 }));
}

export type ArticleCard = {
  id: number;
  title: string;
  titleSegments: Segment[];
  excerpt: Segment[];
  classification: { slug: string; name: string };
  author: Author;
  reads: number;
  recommended: boolean;
  publishedAt: number;
};

function pageOf(db: DB, kind: Kind, input: ArticleListInput): PageQuery<ArticleCard> {
  const where: SQL[] = [published(kind)];
  // An unknown classification matches nothing.
  if (input.category)
    where.push(
      sql`${articles.classificationId} = (SELECT ${articleClassifications.id} FROM ${articleClassifications} WHERE ${eq(articleClassifications.slug, input.category)})`,
    );
  const keyword = input.keyword || undefined;
  if (keyword) where.push(keywordMatch(ARTICLE_SEARCH, keyword).all);
  const order = [
    ...(keyword ? [titleFirst(ARTICLE_SEARCH, keyword)] : []),
    ...(input.sort === "reads" ? [desc(articles.reads)] : []),
    desc(articles.publishedAt),
    desc(articles.id),
  ];
  // Only the passage around a hit leaves the database, never the whole body.
  const passage = keyword
    ? sql<string>`substr(${articles.body}, max(instr(${articles.body}, ${keyword}) - ${LEAD + 10}, 1), ${EXCERPT + 60})`
    : sql<string>`''`;
  const condition = and(...where);
  return pageQuery(
    input,
    withCardJoins(
      db
        .select({ ...cardColumns, passage: passage.as("passage") })
        .from(articles)
        .$dynamic(),
    )
      .where(condition)
      .orderBy(...order),
    db.select({ n: count() }).from(articles).where(condition),
    (r) => {
      const fromBody = Boolean(keyword && !r.summary.includes(keyword) && r.passage.includes(keyword));
      const excerpt = keyword ? around(fromBody ? r.passage : r.summary, keyword) : r.summary;
      return {
        id: r.id,
        title: r.title,
        titleSegments: highlight(r.title, keyword),
        excerpt: highlight(excerpt, keyword),
        classification: { slug: r.classificationSlug, name: r.classificationName },
        author: authorOf(r),
        reads: r.reads,
        recommended: r.recommended,
        publishedAt: r.publishedAt ?? 0,
      };
    },
  );
}

/** Published lawyers' articles: classification, sort, keyword search with highlighted hits. */
export function articlePage(db: DB, input: ArticleListInput): PageQuery<ArticleCard> {
  return pageOf(db, "article", input);
}

export function listArticles(db: DB, input: ArticleListInput): Promise<Page<ArticleCard>> {
  return runPart(db, articlePage(db, input));
}

/** Legal knowledge (法律知识): short Q&A entries, newest first, searchable like the articles. */
export function knowledgePage(db: DB, input: KnowledgeListInput): PageQuery<ArticleCard> {
  return pageOf(db, "knowledge", { ...input, sort: "latest" });
}

export function listKnowledge(db: DB, input: KnowledgeListInput): Promise<Page<ArticleCard>> {
  return runPart(db, knowledgePage(db, input));
}

export type ArticleLink = { id: number; title: string; authorId: number; authorName: string; reads: number; publishedAt: number };

function linkQuery(db: DB) {
  return db
    .select({
      id: articles.id,
      title: articles.title,
      authorId: articles.authorId,
      authorName: sql<string>`coalesce(${lawyerProfiles.name}, ${users.nickname})`.as("author_name"),
      reads: articles.reads,
      publishedAt: sql<number>`coalesce(${articles.publishedAt}, 0)`.as("published"),
    })
    .from(articles)
    .innerJoin(users, eq(users.id, articles.authorId))
    .leftJoin(lawyerProfiles, eq(lawyerProfiles.userId, articles.authorId))
    .$dynamic();
}

/** 推荐文章: articles the editors marked as recommended, newest first. */
export function recommendedArticles(db: DB, size: number): Promise<ArticleLink[]> {
  return linkQuery(db)
    .where(and(published("article"), eq(articles.recommended, true)))
    .orderBy(desc(articles.publishedAt), desc(articles.id))
    .limit(size);
}

/** 阅读排行: the most read articles. */
export function rankingArticles(db: DB, size: number): Promise<ArticleLink[]> {
  return linkQuery(db).where(published("article")).orderBy(desc(articles.reads), desc(articles.id)).limit(size);
}

/** Every published article as a light link list (the all-article call), newest first. */
export function allArticles(db: DB, limit = 1000): Promise<ArticleLink[]> {
  return linkQuery(db).where(published("article")).orderBy(desc(articles.publishedAt), desc(articles.id)).limit(limit);
}

/** Articles of the same classification (by reads), leaving out the one being read. */
export async function relatedArticles(db: DB, id: number, size = 6): Promise<ArticleLink[]> {
  const row = await db.query.articles.findFirst({ columns: { classificationId: true, kind: true }, where: eq(articles.id, id) });
  if (!row) return [];
  const kind = row.kind === "knowledge" ? "knowledge" : "article";
  return linkQuery(db)
    .where(and(published(kind), eq(articles.classificationId, row.classificationId), sql`${articles.id} <> ${id}`))
    .orderBy(desc(articles.reads), desc(articles.id))
    .limit(size);
}

/** An author's published articles, newest first (作者的其他文章 and the author page). */
export async function authorArticles(db: DB, input: { id: number; exclude?: number; current: number; size: number }): Promise<Page<ArticleLink>> {
  const condition = and(published("article"), eq(articles.authorId, input.id), ...(input.exclude ? [sql`${articles.id} <> ${input.exclude}`] : []));
  return selectPage(
    db,
    input,
    linkQuery(db).where(condition).orderBy(desc(articles.publishedAt), desc(articles.id)).$dynamic(),
    db.select({ n: count() }).from(articles).where(condition),
  );
}

export type ArticleDetail = {
  id: number;
  kind: Kind;
  title: string;
  summary: string;
  body: string;
  /** Sanitised HTML of an article written in the editor; null for a text body (seeded). */
  html: string | null;
  reads: number;
  recommended: boolean;
  publishedAt: number;
  classification: { slug: string; name: string };
  author: Author;
};

/** A published article or knowledge entry; drafts, rejected and withdrawn ones are not found. */
export async function articleDetail(db: DB, id: number): Promise<ArticleDetail | null> {
  const [row] = await withCardJoins(
    db
      .select({ ...cardColumns, kind: articles.kind, body: articles.body, html: articles.html })
      .from(articles)
      .$dynamic(),
  )
    .where(and(eq(articles.id, id), PUBLISHED_ARTICLE))
    .limit(1);
  if (!row) return null;
  return {
    id: row.id,
    kind: row.kind === "knowledge" ? "knowledge" : "article",
    title: row.title,
    summary: row.summary,
    body: row.body,
    // Sanitised when saved; again here, so a row written by any other path is shown just as safely.
    html: row.html === null ? null : sanitizeArticleHtml(row.html),
    reads: row.reads,
    recommended: row.recommended,
    publishedAt: row.publishedAt ?? 0,
    classification: { slug: row.classificationSlug, name: row.classificationName },
    author: authorOf(row),
  };
}

/**
 * Counts one read per reader per day. The read record and the increment go in one batch, and the
 * increment is guarded by changes(): it only applies when the INSERT OR IGNORE actually inserted, so a
 * second read the same day (or two racing requests) never counts twice. Returns the read count after.
 */
export async function countRead(db: DB, id: number, reader: string, day: string): Promise<{ reads: number; counted: boolean }> {
  const [inserted, , after] = await db.batch([
    db.insert(articleReads).values({ articleId: id, reader, day }).onConflictDoNothing(),
    db
      .update(articles)
      .set({ reads: sql`${articles.reads} + 1` })
      .where(and(eq(articles.id, id), sql`changes() = 1`)),
    db.select({ reads: articles.reads }).from(articles).where(eq(articles.id, id)),
  ]);
  return { reads: after[0]?.reads ?? 0, counted: inserted.meta.changes === 1 };
}
