import { TRPCError } from "@trpc/server";
import { and, asc, count, desc, eq, sql } from "drizzle-orm";
import type { SQLiteSelect } from "drizzle-orm/sqlite-core";
import { AD_STATUS } from "#core/ads";
import { ARTICLE_EDGES, ARTICLE_STATUS, refusedMessage } from "#core/article-publishing";
import { type ArticleFields, CONSOLE_ARTICLE_MIN_TEXT } from "#core/content-articles";
import { type Page, pageOffset, toPage } from "#core/page";
import type { DB } from "#db/client";
import { contains } from "#db/contains";
import { changed, rawBatch } from "#db/raw-batch";
import { articleClassifications, articles, lawyerProfiles, users } from "#db/schema";
import { dropGrams, writeGrams } from "#worker/lib/library/grams";
import { summaryOf } from "../articles/article-publishing.service";
import { articleText, sanitizeArticleHtml, textToHtml } from "../articles/rich-text";
import type { ArticlePageInput } from "./articles.schema";
import { conflict, insertRow, managed, notFound, refuseStale, updateRow } from "./content.service";

// 文章与法律知识 in the console: every article whatever its status, created by staff (published at
// once, the staff member its author), edited, taken down (下架, to 已撤回 with the reason the author
// reads in 上传专区), put up again and deleted. Statuses move only along core/article-publishing.ts's
// admin edges; the review queue (/console/reviews) keeps approving and rejecting submissions.

const PUBLISHED = sql`status = ${ARTICLE_STATUS.PUBLISHED}`;
const ARTICLES = managed("articles", "文章", PUBLISHED);

export type ClassificationOption = { id: number; name: string };

export function articleClassificationOptions(db: DB): Promise<ClassificationOption[]> {
  return db
    .select({ id: articleClassifications.id, name: articleClassifications.name })
    .from(articleClassifications)
    .orderBy(asc(articleClassifications.sort), asc(articleClassifications.id));
}

export type ConsoleArticle = {
  id: number;
  title: string;
  kind: string;
  classificationName: string;
  authorName: string;
  status: number;
  /** The reason given when it was rejected or taken down (null when the author withdrew it). */
  reason: string | null;
  recommended: boolean;
  reads: number;
  updatedAt: number;
};

const authorName = sql<string>`coalesce(${lawyerProfiles.name}, ${users.nickname})`;

export async function pageArticles(db: DB, input: ArticlePageInput): Promise<Page<ConsoleArticle>> {
  const where = and(
    input.keyword ? contains(articles.title, input.keyword) : undefined,
    input.kind ? eq(articles.kind, input.kind) : undefined,
    input.classificationId ? eq(articles.classificationId, input.classificationId) : undefined,
    input.status === undefined ? undefined : eq(articles.status, input.status),
    input.author ? contains(authorName, input.author) : undefined,
  );
  const joined = <Q extends SQLiteSelect>(query: Q) =>
    query
      .innerJoin(articleClassifications, eq(articleClassifications.id, articles.classificationId))
      .innerJoin(users, eq(users.id, articles.authorId))
      .leftJoin(lawyerProfiles, eq(lawyerProfiles.userId, articles.authorId))
      .where(where);
  const [rows, total] = await db.batch([
    joined(
      db
        .select({
          id: articles.id,
          title: articles.title,
          kind: articles.kind,
          classificationName: articleClassifications.name,
          authorName: authorName.as("author_name"),
          status: articles.status,
          reason: articles.rejectReason,
          recommended: articles.recommended,
          reads: articles.reads,
          updatedAt: articles.updatedAt,
        })
        .from(articles)
        .$dynamic(),
    )
      .orderBy(desc(articles.updatedAt), desc(articles.id))
      .limit(input.size)
      .offset(pageOffset(input)),
    joined(db.select({ n: count() }).from(articles).$dynamic()),
  ]);
  return toPage(rows, total[0]?.n ?? 0, input);
}

export type ArticleForm = ArticleFields & { id: number; version: number; status: number; authorName: string; reason: string | null; hidden: boolean };

/** An article for the edit form; a seeded plain-text body opens as the editor's paragraphs. */
export async function articleForm(db: DB, id: number): Promise<ArticleForm> {
  const [row] = await db
    .select({ article: articles, authorName: authorName.as("author_name") })
    .from(articles)
    .innerJoin(users, eq(users.id, articles.authorId))
    .leftJoin(lawyerProfiles, eq(lawyerProfiles.userId, articles.authorId))
    .where(eq(articles.id, id));
  if (!row) throw notFound(ARTICLES.gone);
  const a = row.article;
  return {
    id: a.id,
    version: a.updatedAt,
    status: a.status,
    hidden: a.status === ARTICLE_STATUS.WITHDRAWN,
    authorName: row.authorName,
    reason: a.rejectReason,
    kind: a.kind === "knowledge" ? "knowledge" : "article",
    classificationId: a.classificationId,
    title: a.title,
    summary: a.summary,
    html: a.html ?? textToHtml(a.body),
    recommended: a.recommended,
  };
}

async function checkClassification(db: DB, id: number): Promise<void> {
  const row = await db.query.articleClassifications.findFirst({ columns: { id: true }, where: eq(articleClassifications.id, id) });
  if (!row) throw new TRPCError({ code: "BAD_REQUEST", message: "所选分类不存在，请重新选择" });
}

/** The stored columns of a form: the HTML through the lawyers' sanitiser, its text for search and excerpts. */
async function columnsOf(db: DB, input: ArticleFields) {
  await checkClassification(db, input.classificationId);
  const html = sanitizeArticleHtml(input.html);
  const body = articleText(html);
  if (body.length < CONSOLE_ARTICLE_MIN_TEXT) throw new TRPCError({ code: "BAD_REQUEST", message: `正文至少 ${CONSOLE_ARTICLE_MIN_TEXT} 个字` });
  return {
    kind: input.kind,
    classification_id: input.classificationId,
    title: input.title,
    summary: input.summary || summaryOf(body),
    body,
    html,
    recommended: input.recommended ? 1 : 0,
  };
}

/** A staff article is published at once, its author the staff member, with its grams row in the same batch. */
export async function createArticle(db: DB, staffId: number, input: ArticleFields, now: number): Promise<{ id: number }> {
  const columns = await columnsOf(db, input);
  return insertRow(db, ARTICLES, { ...columns, author_id: staffId, reviewer_id: staffId, status: ARTICLE_STATUS.PUBLISHED, published_at: now }, now);
}

/** Any article, whatever its status, from the version the form was loaded at; a published one is re-indexed. */
export async function updateArticle(db: DB, input: ArticleFields & { id: number; version: number }, now: number): Promise<{ id: number }> {
  return updateRow(db, ARTICLES, input.id, input.version, await columnsOf(db, input), now);
}

const edgeFrom = (action: "takeDown" | "restore") => sql.raw(`status IN (${ARTICLE_EDGES[action].from.join(", ")})`);

/** Why a status move changed nothing: the article is gone, else it is not (any longer) where the edge starts. */
async function refuseMove(db: DB, id: number, action: "takeDown" | "restore"): Promise<never> {
  const row = await db.query.articles.findFirst({ columns: { id: true }, where: eq(articles.id, id) });
  throw row ? conflict(refusedMessage(action)) : notFound(ARTICLES.gone);
}

/** 下架: a published article goes to 已撤回 with the reason its author is shown, and leaves the short-query index. */
export async function takeDownArticle(db: DB, staffId: number, id: number, reason: string): Promise<{ id: number; status: number }> {
  const [updated] = await rawBatch(db, [
    sql`UPDATE articles SET status = ${ARTICLE_EDGES.takeDown.to}, reject_reason = ${reason}, reviewer_id = ${staffId}
      WHERE id = ${id} AND ${edgeFrom("takeDown")} RETURNING id`,
    dropGrams("articles", id),
  ]);
  if (!changed(updated)) await refuseMove(db, id, "takeDown");
  return { id, status: ARTICLE_STATUS.WITHDRAWN };
}

/** 上架: a withdrawn article is published again as it stands (guarded by the version it was read at), indexed in the same batch. */
export async function restoreArticle(db: DB, staffId: number, id: number, now: number): Promise<{ id: number; status: number }> {
  const row = await db.query.articles.findFirst({ where: eq(articles.id, id) });
  if (!row) throw notFound(ARTICLES.gone);
  const [updated] = await rawBatch(db, [
    sql`UPDATE articles SET status = ${ARTICLE_EDGES.restore.to}, published_at = coalesce(published_at, ${now}), reject_reason = NULL, reviewer_id = ${staffId}
      WHERE id = ${id} AND ${edgeFrom("restore")} AND updated_at = ${row.updatedAt} RETURNING id`,
    writeGrams("articles", sql`${id}`, { title: row.title, summary: row.summary, body: row.body }, sql`changes() = 1`),
  ]);
  if (!changed(updated)) {
    // Still withdrawn: edited since it was read; else gone, or moved off the edge's start.
    const current = await db.query.articles.findFirst({ columns: { status: true }, where: eq(articles.id, id) });
    if (current?.status === ARTICLE_STATUS.WITHDRAWN) await refuseStale(db, ARTICLES, id);
    await refuseMove(db, id, "restore");
  }
  return { id, status: ARTICLE_STATUS.PUBLISHED };
}

/** What points at an article and would break if it went: ads still to show, the navigation, footer links. */
async function referencesTo(db: DB, id: number): Promise<string | null> {
  const path = `/articleDetails/${id}`;
  const links = (column: string) => {
    const c = sql.raw(column);
    return sql`${c} = ${path} OR ${c} LIKE ${`${path}?%`} OR ${c} LIKE ${`${path}#%`}`;
  };
  const [row] = await db.all<{ ads: number; nav: number; footer: number }>(sql`SELECT
    (SELECT count(*) FROM ad_campaigns WHERE status IN (${AD_STATUS.AWAITING_PAYMENT}, ${AD_STATUS.RUNNING}, ${AD_STATUS.PENDING_REVIEW}) AND (${links("link")})) AS ads,
    (SELECT count(*) FROM nav_items WHERE ${links("route_path")}) AS nav,
    (SELECT count(*) FROM dict_items WHERE kind = 'footer_link' AND (${links("value")})) AS footer`);
  if (row?.ads) return `有 ${row.ads} 个未结束的广告链接到该文章，请待广告结束或停止后再删除`;
  if (row?.nav) return "网站导航链接到该文章，请先在导航设置中移除后再删除";
  if (row?.footer) return "页脚链接指向该文章，请先在数据字典中移除后再删除";
  return null;
}

/** An article goes with its read records (cascade), its index rows (triggers) and the browse-history entries that point at it. */
export async function deleteArticle(db: DB, id: number): Promise<{ id: number }> {
  const refused = await referencesTo(db, id);
  if (refused) throw conflict(refused);
  const [deleted] = await rawBatch(db, [
    sql`DELETE FROM articles WHERE id = ${id} RETURNING id`,
    sql`DELETE FROM browse_history WHERE kind = 'article' AND target_id = ${id} AND changes() = 1`,
  ]);
  if (!changed(deleted)) throw notFound(ARTICLES.gone);
  return { id };
}
