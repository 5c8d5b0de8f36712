import { TRPCError } from "@trpc/server";
import { and, asc, count, eq, type SQL, sql } from "drizzle-orm";
import { SQLiteAsyncDialect } from "drizzle-orm/sqlite-core";
import type { Page } from "#core/page";
import { maskPhone } from "#core/phone";
import { searchableBody } from "#core/preview";
import { SUBMISSION_STATUS } from "#core/publishing";
import { gramsRow } from "#core/search-grams";
import type { DB } from "#db/client";
import { templateCategories, templateSubmissions, users } from "#db/schema";
import { selectPage } from "#worker/lib/select-page";
import { signedFileUrl } from "../../files/files.service";
import { bindCitations, citationWrites } from "../citations/citations.service";
import { storeTemplateFile } from "../templates/template-files.service";
import { checkGates } from "./gates";
import { notFound, type Submission, submissionView } from "./publishing.service";

// The console's review of uploaded templates (/console/reviews): the queue oldest first, the preview and
// the original, approve (the library row written with its search indexes in one batch) or reject.

const FILE_URL_TTL_SECONDS = 300;

export type ReviewItem = {
  kind: "template";
  id: number;
  title: string;
  author: string;
  categoryName: string | null;
  priceFen: number;
  memberFree: boolean;
  /** An edit of a template that is already live. */
  revision: boolean;
  submittedAt: number | null;
};

export async function reviewQueue(db: DB, input: { current: number; size: number }): Promise<Page<ReviewItem>> {
  const s = templateSubmissions;
  const reviewing = eq(s.status, SUBMISSION_STATUS.REVIEWING);
  return selectPage(
    db,
    input,
    db
      .select({
        id: s.id,
        title: s.title,
        nickname: users.nickname,
        phone: users.phone,
        categoryName: templateCategories.name,
        priceFen: s.priceFen,
        memberFree: s.memberFree,
        templateId: s.templateId,
        submittedAt: s.submittedAt,
      })
      .from(s)
      .innerJoin(users, eq(users.id, s.authorId))
      .leftJoin(templateCategories, eq(templateCategories.id, s.categoryId))
      .where(reviewing)
      .orderBy(asc(s.submittedAt), asc(s.id))
      .$dynamic(),
    db.select({ n: count() }).from(s).where(reviewing),
    ({ nickname, phone, templateId, ...r }) => ({
      ...r,
      kind: "template" as const,
      author: nickname || maskPhone(phone ?? ""),
      revision: templateId !== null,
    }),
  );
}

async function submission(db: DB, id: number): Promise<Submission> {
  return (await db.query.templateSubmissions.findFirst({ where: eq(templateSubmissions.id, id) })) ?? notFound();
}

export async function reviewDetail(db: DB, secret: string, id: number, now: number) {
  const row = await submission(db, id);
  return { ...submissionView(row), fileUrl: await signedFileUrl(secret, row.fileKey, FILE_URL_TTL_SECONDS, now) };
}

// Drizzle's batch cannot carry raw statements with parameters: these go to D1's own batch, built from
// the same sql templates.
const dialect = new SQLiteAsyncDialect();
function d1Batch(db: DB, statements: SQL[]) {
  return db.$client.batch(
    statements.map((s) => {
      const q = dialect.sqlToQuery(s);
      return db.$client.prepare(q.sql).bind(...q.params);
    }),
  );
}

function handled(): never {
  throw new TRPCError({ code: "CONFLICT", message: "该范本已被处理或已修改，请刷新后再审核" });
}

/**
 * Approve: the submission becomes 2 and the library row is written from it (source 1 用户提供,
 * status 2), its FTS by trigger and its grams row in the same batch, so it is searchable at once. A
 * revision replaces the live row's content. The first statement fails the batch (CHECK on status)
 * unless the row is still under review as the reviewer saw it, so two approvals never both write.
 */
export async function approveSubmission(db: DB, bucket: R2Bucket, reviewerId: number, id: number, now: number): Promise<{ templateId: number }> {
  const row = await submission(db, id);
  if (row.status !== SUBMISSION_STATUS.REVIEWING) handled();
  const list = (json: string) => JSON.parse(json) as string[];
  await checkGates(db, { ...row, useNotes: list(row.useNotes), riskNotes: list(row.riskNotes), suitHints: list(row.suitHints) });
  const grams = gramsRow("templates", { id: 0, title: row.title, summary: row.summary, body: searchableBody(row.body, row.priceFen) });
  const claim = sql`UPDATE template_submissions
    SET status = CASE WHEN status = ${SUBMISSION_STATUS.REVIEWING} AND updated_at = ${row.updatedAt} THEN ${SUBMISSION_STATUS.APPROVED} ELSE -1 END,
      reviewer_id = ${reviewerId}, reviewed_at = ${now}, review_reason = NULL
    WHERE id = ${row.id}`;
  const approved = sql`EXISTS (SELECT 1 FROM template_submissions WHERE id = ${row.id} AND status = ${SUBMISSION_STATUS.APPROVED})`;
  // The statute articles the text cites, bound to the library entries in force now (issue 18).
  const cited = await bindCitations(db, row.body);
  try {
    if (row.templateId === null) {
      await d1Batch(db, [
        claim,
        sql`INSERT INTO templates (category_id, author_id, title, source, status, price_fen, member_free, summary, use_notes, risk_notes, body, created_at, updated_at)
          SELECT category_id, author_id, title, 1, 2, price_fen, member_free, summary, use_notes, risk_notes, body, ${now}, ${now}
          FROM template_submissions WHERE id = ${row.id} AND status = ${SUBMISSION_STATUS.APPROVED} AND template_id IS NULL`,
        // Inside the batch's transaction the newest templates row is the one just inserted.
        sql`INSERT INTO templates_grams (rowid, title, rest) SELECT max(id), ${grams.title}, ${grams.rest} FROM templates
          WHERE EXISTS (SELECT 1 FROM template_submissions WHERE id = ${row.id} AND status = ${SUBMISSION_STATUS.APPROVED} AND template_id IS NULL)`,
        sql`UPDATE template_submissions SET template_id = (SELECT max(id) FROM templates)
          WHERE id = ${row.id} AND status = ${SUBMISSION_STATUS.APPROVED} AND template_id IS NULL`,
        ...citationWrites(sql`(SELECT template_id FROM template_submissions WHERE id = ${row.id})`, cited, approved),
      ]);
    } else {
      await d1Batch(db, [
        claim,
        sql`UPDATE templates SET (title, category_id, summary, use_notes, risk_notes, body, price_fen, member_free) =
          (SELECT title, category_id, summary, use_notes, risk_notes, body, price_fen, member_free FROM template_submissions WHERE id = ${row.id}),
          updated_at = ${now}
          WHERE id = ${row.templateId} AND ${approved}`,
        sql`DELETE FROM templates_grams WHERE rowid = ${row.templateId} AND ${approved}`,
        // A template the console unpublished takes the new text but stays out of search until it is republished.
        sql`INSERT INTO templates_grams (rowid, title, rest) SELECT ${row.templateId}, ${grams.title}, ${grams.rest}
          WHERE ${approved} AND EXISTS (SELECT 1 FROM templates WHERE id = ${row.templateId} AND hidden_at IS NULL)`,
        ...citationWrites(sql`${row.templateId}`, cited, approved),
      ]);
    }
  } catch (e) {
    if (String((e as Error)?.message ?? e).includes("CHECK constraint failed")) handled();
    throw e;
  }
  const done = await submission(db, id);
  if (done.status !== SUBMISSION_STATUS.APPROVED || done.templateId === null) notFound();
  await publishOriginal(bucket, row, done.templateId);
  return { templateId: done.templateId };
}

/** The approved original is what buyers download: copied to the template's file key. */
async function publishOriginal(bucket: R2Bucket, row: Submission, templateId: number): Promise<void> {
  const original = await bucket.get(row.fileKey);
  if (original) await storeTemplateFile(bucket, templateId, row.title, await original.arrayBuffer());
}

/** Reject with a reason the author sees (1 → 3): one guarded update. */
export async function rejectSubmission(db: DB, reviewerId: number, id: number, reason: string, now: number): Promise<true> {
  const [done] = await db
    .update(templateSubmissions)
    .set({ status: SUBMISSION_STATUS.REJECTED, reviewReason: reason, reviewerId, reviewedAt: now })
    .where(and(eq(templateSubmissions.id, id), eq(templateSubmissions.status, SUBMISSION_STATUS.REVIEWING)))
    .returning({ id: templateSubmissions.id });
  if (!done) {
    await submission(db, id);
    handled();
  }
  return true;
}
