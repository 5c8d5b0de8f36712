import { TRPCError } from "@trpc/server";
import { and, count, desc, eq, gte, inArray, type SQL, sql, sum } from "drizzle-orm";
import { ARTICLE_EDGES, ARTICLE_IMAGE_MAX_BYTES, ARTICLE_LIMITS, type ArticleAction, authorActions, refusedMessage } from "#core/article-publishing";
import { readDay } from "#core/articles";
import type { Page } from "#core/page";
import type { DB } from "#db/client";
import { articleClassifications, articleReads, articles, lawyerProfiles } from "#db/schema";
import { selectPage } from "#worker/lib/select-page";
import { randomBytesOf, toBase64Url } from "../../lib/crypto";
import { sniffImage } from "../users/avatar";
import type { ArticleDraftInput, MyArticlesInput } from "./article-publishing.schema";
import { articleText, sanitizeArticleHtml, textToHtml } from "./rich-text";

// Lawyers writing articles (上传专区): drafts, review, withdrawal and deletion along the edges of
// core/article-publishing.ts. Every move is one UPDATE whose WHERE holds the author, the edge's `from`
// statuses and any other precondition, so a stale page or a second tab can never skip an edge.

const NOT_FOUND = "文章不存在";
const NO_PROFILE = "发表文章需要已发布的律师主页，请先完成律师认证";
const SUMMARY_LENGTH = 110;

const own = (authorId: number, id: number) => and(eq(articles.id, id), eq(articles.authorId, authorId)) as SQL;
const from = (action: ArticleAction) => inArray(articles.status, [...ARTICLE_EDGES[action].from]);
const publishedProfile = (authorId: SQL | number) =>
  sql`EXISTS (SELECT 1 FROM ${lawyerProfiles} WHERE ${lawyerProfiles.userId} = ${authorId} AND ${lawyerProfiles.published} = 1)`;

/** Why a guarded write changed nothing: not the author's article (or none), else the status moved on. */
async function refusal(db: DB, authorId: number, id: number, action: ArticleAction): Promise<TRPCError> {
  const row = await db.query.articles.findFirst({ columns: { id: true }, where: own(authorId, id) });
  if (!row) return new TRPCError({ code: "NOT_FOUND", message: NOT_FOUND });
  return new TRPCError({ code: "CONFLICT", message: refusedMessage(action) });
}

/** The opening of the text, cut at a sentence end where one is near, as the list summary. */
export function summaryOf(text: string): string {
  const flat = text.replace(/\n/g, "");
  if (flat.length <= SUMMARY_LENGTH) return flat;
  const cut = flat.lastIndexOf("。", SUMMARY_LENGTH);
  return cut > 50 ? flat.slice(0, cut + 1) : `${flat.slice(0, SUMMARY_LENGTH - 1)}…`;
}

/** Creates a draft, or saves the author's own draft, rejected or withdrawn article (status unchanged). */
export async function saveArticle(db: DB, authorId: number, input: ArticleDraftInput, now: number): Promise<{ id: number }> {
  const html = sanitizeArticleHtml(input.html);
  const body = articleText(html);
  const values = {
    title: input.title,
    classificationId: input.classificationId,
    summary: input.summary || summaryOf(body),
    html,
    body,
    updatedAt: now,
  };
  const classification = await db.query.articleClassifications.findFirst({
    columns: { id: true },
    where: eq(articleClassifications.id, input.classificationId),
  });
  if (!classification) throw new TRPCError({ code: "BAD_REQUEST", message: "请选择文章分类" });
  if (input.id === undefined) {
    const profile = await db.query.lawyerProfiles.findFirst({ columns: { published: true }, where: eq(lawyerProfiles.userId, authorId) });
    if (!profile?.published) throw new TRPCError({ code: "FORBIDDEN", message: NO_PROFILE });
    const [row] = await db
      .insert(articles)
      .values({ ...values, authorId, kind: "article", status: 0, createdAt: now })
      .returning({ id: articles.id });
    if (!row) throw new TRPCError({ code: "INTERNAL_SERVER_ERROR" });
    return row;
  }
  const [row] = await db
    .update(articles)
    .set(values)
    .where(and(own(authorId, input.id), from("edit")))
    .returning({ id: articles.id });
  if (!row) throw await refusal(db, authorId, input.id, "edit");
  return row;
}

/**
 * Moves the author's article along one edge. Going to review (submit, republish) also needs a published
 * lawyer profile and a body long enough to review, checked in the same statement.
 */
export async function moveArticle(
  db: DB,
  authorId: number,
  id: number,
  action: "submit" | "withdrawReview" | "withdrawPublication" | "republish",
  now: number,
): Promise<{ id: number; status: number }> {
  const to = ARTICLE_EDGES[action].to as number;
  const toReview = action === "submit" || action === "republish";
  const where = [own(authorId, id), from(action)];
  if (toReview) where.push(publishedProfile(authorId), sql`length(${articles.body}) >= ${ARTICLE_LIMITS.minText}`);
  const [row] = await db
    .update(articles)
    .set({ status: to, updatedAt: now, ...(toReview ? { submittedAt: now, rejectReason: null } : {}) })
    .where(and(...where))
    .returning({ id: articles.id, status: articles.status });
  if (row) return row;
  if (toReview) {
    const current = await db.query.articles.findFirst({ columns: { body: true, status: true }, where: own(authorId, id) });
    if (current && ARTICLE_EDGES[action].from.some((s) => s === current.status)) {
      if (current.body.length < ARTICLE_LIMITS.minText)
        throw new TRPCError({ code: "BAD_REQUEST", message: `正文至少 ${ARTICLE_LIMITS.minText} 个字才能提交审核` });
      throw new TRPCError({ code: "FORBIDDEN", message: NO_PROFILE });
    }
  }
  throw await refusal(db, authorId, id, action);
}

/** Deletes the author's draft, rejected or withdrawn article (its read records, FTS and grams rows go with it). */
export async function removeArticle(db: DB, authorId: number, id: number): Promise<{ id: number }> {
  const [row] = await db
    .delete(articles)
    .where(and(own(authorId, id), from("remove")))
    .returning({ id: articles.id });
  if (!row) throw await refusal(db, authorId, id, "remove");
  return row;
}

export type MyArticle = {
  id: number;
  title: string;
  status: number;
  classification: string;
  reads: number;
  rejectReason: string | null;
  publishedAt: number | null;
  updatedAt: number;
  actions: ArticleAction[];
};

/** The author's articles, newest change first, each with the actions its status allows now. */
export async function myArticles(db: DB, authorId: number, input: MyArticlesInput): Promise<Page<MyArticle>> {
  const condition = and(
    eq(articles.authorId, authorId),
    eq(articles.kind, "article"),
    ...(input.status === undefined ? [] : [eq(articles.status, input.status)]),
  );
  return selectPage(
    db,
    input,
    db
      .select({
        id: articles.id,
        title: articles.title,
        status: articles.status,
        classification: articleClassifications.name,
        reads: articles.reads,
        rejectReason: articles.rejectReason,
        publishedAt: articles.publishedAt,
        updatedAt: articles.updatedAt,
      })
      .from(articles)
      .innerJoin(articleClassifications, eq(articleClassifications.id, articles.classificationId))
      .where(condition)
      .orderBy(desc(articles.updatedAt), desc(articles.id))
      .$dynamic(),
    db.select({ n: count() }).from(articles).where(condition),
    (r) => ({ ...r, actions: authorActions(r.status) }),
  );
}

export type EditableArticle = {
  id: number;
  title: string;
  classificationId: number;
  summary: string;
  html: string;
  status: number;
  rejectReason: string | null;
};

/** The author's own article for the editor; a seeded body without HTML opens as paragraphs. */
export async function myArticle(db: DB, authorId: number, id: number): Promise<EditableArticle> {
  const row = await db.query.articles.findFirst({ where: own(authorId, id) });
  if (!row) throw new TRPCError({ code: "NOT_FOUND", message: NOT_FOUND });
  const html = row.html ?? textToHtml(row.body);
  return {
    id: row.id,
    title: row.title,
    classificationId: row.classificationId,
    summary: row.summary,
    html,
    status: row.status,
    rejectReason: row.rejectReason,
  };
}

export type CreationStats = { byStatus: Record<number, number>; total: number; reads: number; daily: { day: string; reads: number }[] };

const STATS_DAYS = 30;
const DAY_MS = 86_400_000;

/** 创作统计: the author's articles by status, the reads of all of them, and reads a day over the last 30 days. */
export async function articleStats(db: DB, authorId: number, now: number): Promise<CreationStats> {
  const days = Array.from({ length: STATS_DAYS }, (_, i) => readDay(now - (STATS_DAYS - 1 - i) * DAY_MS));
  const mine = and(eq(articles.authorId, authorId), eq(articles.kind, "article"));
  const [rows, perDay] = await db.batch([
    db
      .select({ status: articles.status, n: count(), reads: sum(articles.reads).mapWith(Number) })
      .from(articles)
      .where(mine)
      .groupBy(articles.status),
    db
      .select({ day: articleReads.day, n: count() })
      .from(articleReads)
      .innerJoin(articles, eq(articles.id, articleReads.articleId))
      .where(and(mine, gte(articleReads.day, days[0] ?? "")))
      .groupBy(articleReads.day),
  ]);
  const byStatus: Record<number, number> = { 0: 0, 1: 0, 2: 0, 3: 0, 4: 0 };
  for (const r of rows) byStatus[r.status] = r.n;
  const reads = new Map(perDay.map((r) => [r.day, r.n]));
  return {
    byStatus,
    total: rows.reduce((s, r) => s + r.n, 0),
    reads: rows.reduce((s, r) => s + (r.reads ?? 0), 0),
    daily: days.map((day) => ({ day, reads: reads.get(day) ?? 0 })),
  };
}

/** Stores an editor image under public/articles/ (recognised by its bytes) and gives its URL. */
export async function uploadArticleImage(bucket: R2Bucket, authorId: number, bytes: Uint8Array): Promise<{ url: string }> {
  if (bytes.length === 0) throw new TRPCError({ code: "BAD_REQUEST", message: "请选择要上传的图片" });
  if (bytes.length > ARTICLE_IMAGE_MAX_BYTES) throw new TRPCError({ code: "BAD_REQUEST", message: "图片不能超过 5MB" });
  const kind = sniffImage(bytes);
  if (!kind) throw new TRPCError({ code: "BAD_REQUEST", message: "图片须为 JPG、PNG 或 WebP 格式" });
  const key = `public/articles/${authorId}-${toBase64Url(randomBytesOf(12))}.${kind.ext}`;
  await bucket.put(key, bytes, { httpMetadata: { contentType: kind.type } });
  return { url: `/files/${key}` };
}
