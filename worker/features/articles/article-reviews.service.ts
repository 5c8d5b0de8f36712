import { TRPCError } from "@trpc/server";
import { and, asc, count, eq, sql } from "drizzle-orm";
import type { SQLiteSelect } from "drizzle-orm/sqlite-core";
import { ARTICLE_STATUS } from "#core/article-publishing";
import type { Page, PageInput } from "#core/page";
import type { DB } from "#db/client";
import { changed, rawBatch } from "#db/raw-batch";
import { articleClassifications, articles, lawyerProfiles, users } from "#db/schema";
import { writeGrams } from "#worker/lib/library/grams";
import { selectPage } from "#worker/lib/select-page";
import { textToHtml } from "./rich-text";

// The console's side of articles: the review queue (oldest submission first), the preview, approval
// and rejection. Approval writes the short-query grams row in the same batch as the status (ADR 0013);
// articles_fts follows the row by its triggers.

const GONE = "该文章已被处理或撤回，请刷新队列";

export type ReviewItem = { id: number; title: string; summary: string; classification: string; authorId: number; authorName: string; submittedAt: number };

const itemColumns = {
  id: articles.id,
  title: articles.title,
  summary: articles.summary,
  classification: articleClassifications.name,
  authorId: articles.authorId,
  authorName: sql<string>`coalesce(${lawyerProfiles.name}, ${users.nickname})`.as("author_name"),
  submittedAt: sql<number>`coalesce(${articles.submittedAt}, ${articles.updatedAt})`.as("submitted"),
};

/** The classification and the author (profile name, else nickname) of the articles selected. */
function withAuthor<T extends SQLiteSelect>(query: T) {
  return query
    .innerJoin(articleClassifications, eq(articleClassifications.id, articles.classificationId))
    .innerJoin(users, eq(users.id, articles.authorId))
    .leftJoin(lawyerProfiles, eq(lawyerProfiles.userId, articles.authorId));
}

/** Articles under review, oldest submission first. */
export async function reviewQueue(db: DB, input: PageInput): Promise<Page<ReviewItem>> {
  const condition = eq(articles.status, ARTICLE_STATUS.REVIEWING);
  return selectPage(
    db,
    input,
    withAuthor(db.select(itemColumns).from(articles).$dynamic()).where(condition).orderBy(asc(articles.submittedAt), asc(articles.id)),
    db.select({ n: count() }).from(articles).where(condition),
  );
}

export type ReviewPreview = ReviewItem & { html: string; status: number };

/** An article as the reviewer reads it (any status): the sanitised HTML the public page would show. */
export async function reviewPreview(db: DB, id: number): Promise<ReviewPreview> {
  const [row] = await withAuthor(
    db
      .select({ ...itemColumns, html: articles.html, body: articles.body, status: articles.status })
      .from(articles)
      .$dynamic(),
  )
    .where(eq(articles.id, id))
    .limit(1);
  if (!row) throw new TRPCError({ code: "NOT_FOUND", message: "文章不存在" });
  const { body, html, ...rest } = row;
  return { ...rest, html: html ?? textToHtml(body) };
}

/**
 * Publishes an article under review. The update is guarded by the status and by the version the grams
 * were computed from (updated_at), and the grams row is written only when that update changed the row
 * (changes() = 1), in one batch: a published article is at once found by one- and two-character queries.
 */
export async function approveArticle(db: DB, reviewerId: number, id: number, now: number): Promise<{ id: number; status: number }> {
  const row = await db.query.articles.findFirst({ where: and(eq(articles.id, id), eq(articles.status, ARTICLE_STATUS.REVIEWING)) });
  if (!row) throw new TRPCError({ code: "CONFLICT", message: GONE });
  const [updated] = await rawBatch(db, [
    sql`UPDATE articles SET status = ${ARTICLE_STATUS.PUBLISHED}, published_at = ${now}, reviewer_id = ${reviewerId}, reject_reason = NULL, updated_at = ${now}
      WHERE id = ${id} AND status = ${ARTICLE_STATUS.REVIEWING} AND updated_at = ${row.updatedAt} RETURNING id`,
    writeGrams("articles", sql`${id}`, { title: row.title, summary: row.summary, body: row.body }, sql`changes() = 1`),
  ]);
  if (!changed(updated)) throw new TRPCError({ code: "CONFLICT", message: GONE });
  return { id, status: ARTICLE_STATUS.PUBLISHED };
}

/** Sends an article under review back to its author with the reason they will see. */
export async function rejectArticle(db: DB, reviewerId: number, id: number, reason: string, now: number): Promise<{ id: number; status: number }> {
  const [row] = await db
    .update(articles)
    .set({ status: ARTICLE_STATUS.REJECTED, rejectReason: reason, reviewerId, updatedAt: now })
    .where(and(eq(articles.id, id), eq(articles.status, ARTICLE_STATUS.REVIEWING)))
    .returning({ id: articles.id, status: articles.status });
  if (!row) throw new TRPCError({ code: "CONFLICT", message: GONE });
  return row;
}
