import { TRPCError } from "@trpc/server";
import { and, asc, count, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import { previewOf } from "#core/library";
import { parseYuan } from "#core/money";
import type { Page } from "#core/page";
import {
  PUBLISHING_LIMITS as L,
  PUBLISHING_MESSAGES as M,
  SUBMISSION_STATUS,
  type SubmissionStatus,
  submissionSources,
  TEMPLATE_FILE_MAX_BYTES,
} from "#core/publishing";
import type { DB } from "#db/client";
import { templateCategories, templateSubmissions, templates } from "#db/schema";
import { DocxError, type DocxText, readDocx } from "#worker/lib/docx-reader";
import type { CategoryOption } from "#worker/lib/library/categories";
import { PUBLISHED_TEMPLATE } from "#worker/lib/library/published";
import { selectPage } from "#worker/lib/select-page";
import { type CheckedUpload, checkUpload, UploadError } from "../../files/checked-upload";
import { signedFileUrl } from "../../files/files.service";
import { checkGates, refuse } from "./gates";
import type { SaveSubmissionInput } from "./publishing.schema";

// An author's uploads (上传专区 and the uploads tab of /myTemplate): upload a DOCX, save or submit,
// withdraw, delete, list with each live template's figures. Every row is read and written through its
// author (IDOR), and every status move is one conditional update along core/publishing's table.

export type Submission = typeof templateSubmissions.$inferSelect;
const FILE_URL_TTL_SECONDS = 300;
const DOCX_MIME = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";

const TEMPLATE_FILE_RULE = {
  maxBytes: TEMPLATE_FILE_MAX_BYTES,
  documents: ["docx"],
  images: false,
  empty: M.fileMissing,
  tooBig: M.fileTooBig,
  wrongType: M.fileType,
} as const;

export function notFound(): never {
  throw new TRPCError({ code: "NOT_FOUND", message: M.notFound });
}

function notAllowed(message: string = M.notAllowed): never {
  throw new TRPCError({ code: "CONFLICT", message });
}

/** The text a buyer sees before paying: the preview for a paid template, everything for a free one. */
export function buyerView(body: string, priceFen: number): { text: string; truncated: boolean } {
  if (priceFen === 0) return { text: body, truncated: false };
  const text = previewOf(body);
  return { text, truncated: text.length < body.length };
}

/** The statuses an author's edit may move from: the table's sources, except a row under review (withdraw it first). */
const editableFrom = (to: SubmissionStatus) => submissionSources(to, "author").filter((s) => s !== SUBMISSION_STATUS.REVIEWING);

const list = (json: string) => JSON.parse(json) as string[];

export function submissionView(row: Submission) {
  // The storage key and the reviewer's account stay on the server.
  const { fileKey: _key, reviewerId: _reviewer, body, useNotes, riskNotes, suitHints, ...rest } = row;
  return {
    ...rest,
    status: row.status as SubmissionStatus,
    useNotes: list(useNotes),
    riskNotes: list(riskNotes),
    suitHints: list(suitHints),
    text: body,
    buyerView: buyerView(body, row.priceFen),
  };
}
export type SubmissionView = ReturnType<typeof submissionView>;

/** The author's own upload, or not found (another author's row is indistinguishable from none). */
export async function ownSubmission(db: DB, authorId: number, id: number): Promise<Submission> {
  const row = await db.query.templateSubmissions.findFirst({ where: and(eq(templateSubmissions.id, id), eq(templateSubmissions.authorId, authorId)) });
  return row ?? notFound();
}

/** A checked .docx (≤ 10 MB, recognised by its bytes) and its text; refusals in the upload area's words. */
export async function readUpload(file: File): Promise<{ upload: CheckedUpload; doc: DocxText }> {
  let upload: CheckedUpload;
  try {
    upload = await checkUpload(file, TEMPLATE_FILE_RULE);
  } catch (e) {
    if (e instanceof UploadError) refuse(e.message);
    throw e;
  }
  let doc: DocxText;
  try {
    doc = readDocx(upload.bytes);
  } catch (e) {
    if (e instanceof DocxError) refuse(M.fileUnreadable);
    throw e;
  }
  if (!doc.body) refuse(M.fileEmpty);
  return { upload, doc };
}

const fileKeyFor = (authorId: number) => `private/templates/u${authorId}/${crypto.randomUUID()}.docx`;

async function storeOriginal(bucket: R2Bucket, key: string, upload: CheckedUpload): Promise<void> {
  await bucket.put(key, upload.bytes, {
    httpMetadata: {
      contentType: DOCX_MIME,
      cacheControl: "private, no-store",
      contentDisposition: `attachment; filename*=UTF-8''${encodeURIComponent(upload.name)}`,
    },
  });
}

/** A title from the document: its first heading, else the file name. */
function titleOf(doc: DocxText, fileName: string): string {
  const heading = doc.blocks.find((b) => b.kind === "heading")?.text ?? fileName.replace(/\.docx$/i, "");
  return [...heading.replace(/\s+/g, " ").trim()].slice(0, L.titleMax).join("");
}

/**
 * user upload: a new draft from a DOCX, or (with id) a new file for the author's upload that is not
 * under review. The open-uploads cap is counted in the insert itself, so parallel uploads cannot pass it.
 */
export async function uploadTemplate(db: DB, bucket: R2Bucket, authorId: number, file: File, id: number | undefined, now: number): Promise<SubmissionView> {
  const existing = id === undefined ? null : await ownSubmission(db, authorId, id);
  if (existing?.status === SUBMISSION_STATUS.REVIEWING) notAllowed(M.reviewing);
  const { upload, doc } = await readUpload(file);
  const key = fileKeyFor(authorId);
  await storeOriginal(bucket, key, upload);
  let row: Submission | undefined;
  if (existing) {
    [row] = await db
      .update(templateSubmissions)
      .set({ body: doc.body, fileKey: key, fileName: upload.name, status: SUBMISSION_STATUS.DRAFT, updatedAt: now })
      .where(
        and(
          eq(templateSubmissions.id, existing.id),
          eq(templateSubmissions.authorId, authorId),
          inArray(templateSubmissions.status, editableFrom(SUBMISSION_STATUS.DRAFT)),
        ),
      )
      .returning();
  } else {
    [row] = await db.all<Submission>(sql`
      INSERT INTO template_submissions (author_id, title, body, file_key, file_name, status, created_at, updated_at)
      SELECT ${authorId}, ${titleOf(doc, upload.name)}, ${doc.body}, ${key}, ${upload.name}, 0, ${now}, ${now}
      WHERE (SELECT count(*) FROM template_submissions WHERE author_id = ${authorId} AND status <> 2) < ${L.openMax}
      RETURNING id`);
    if (row) row = await ownSubmission(db, authorId, row.id);
  }
  if (!row) {
    await bucket.delete(key);
    if (existing) notAllowed(M.reviewing);
    notAllowed(M.tooMany);
  }
  if (existing) await bucket.delete(existing.fileKey);
  return submissionView(row);
}

function priceOf(input: SaveSubmissionInput): { priceFen: number; memberFree: boolean } {
  if (input.priceMode === "free") return { priceFen: 0, memberFree: false };
  let fen: number;
  try {
    fen = parseYuan(input.price.replace(/^[¥￥]/, "").replace(/元$/, ""));
  } catch {
    refuse(M.price);
  }
  if (fen < 1 || fen > L.priceMaxFen) refuse(M.price);
  return { priceFen: fen, memberFree: input.priceMode === "member" };
}

/**
 * Save as draft (0) or submit for review (1). A submission passes the quality gates first; the move is
 * one update guarded by the statuses the table allows, so a row under review is never edited.
 */
export async function saveSubmission(db: DB, authorId: number, input: SaveSubmissionInput, now: number): Promise<SubmissionView> {
  const row = await ownSubmission(db, authorId, input.id);
  if (row.status === SUBMISSION_STATUS.REVIEWING) notAllowed(M.reviewing);
  const price = priceOf(input);
  const fields = {
    title: input.title,
    categoryId: input.categoryId,
    summary: input.summary,
    useNotes: JSON.stringify(input.useNotes),
    riskNotes: JSON.stringify(input.riskNotes),
    suitHints: JSON.stringify(input.suitHints),
    ...price,
  };
  const to = input.submit ? SUBMISSION_STATUS.REVIEWING : SUBMISSION_STATUS.DRAFT;
  if (input.submit) await checkGates(db, { ...input, templateId: row.templateId, body: row.body });
  const [saved] = await db
    .update(templateSubmissions)
    .set({ ...fields, status: to, reviewReason: null, updatedAt: now, ...(input.submit ? { submittedAt: now } : {}) })
    .where(
      and(
        eq(templateSubmissions.id, row.id),
        eq(templateSubmissions.authorId, authorId),
        eq(templateSubmissions.fileKey, row.fileKey),
        inArray(templateSubmissions.status, editableFrom(to)),
      ),
    )
    .returning();
  return saved ? submissionView(saved) : notAllowed(M.reviewing);
}

/** suit_template: the hints alone, on an upload that is not under review. */
export async function updateSuitHints(db: DB, authorId: number, id: number, hints: string[], now: number): Promise<SubmissionView> {
  const [saved] = await db
    .update(templateSubmissions)
    .set({ suitHints: JSON.stringify(hints), updatedAt: now })
    .where(
      and(eq(templateSubmissions.id, id), eq(templateSubmissions.authorId, authorId), sql`${templateSubmissions.status} <> ${SUBMISSION_STATUS.REVIEWING}`),
    )
    .returning();
  if (saved) return submissionView(saved);
  await ownSubmission(db, authorId, id);
  return notAllowed(M.reviewing);
}

/** Withdraws a submission from review (1 → 0). */
export async function withdrawSubmission(db: DB, authorId: number, id: number, now: number): Promise<SubmissionView> {
  const [saved] = await db
    .update(templateSubmissions)
    .set({ status: SUBMISSION_STATUS.DRAFT, updatedAt: now })
    .where(and(eq(templateSubmissions.id, id), eq(templateSubmissions.authorId, authorId), eq(templateSubmissions.status, SUBMISSION_STATUS.REVIEWING)))
    .returning();
  if (saved) return submissionView(saved);
  await ownSubmission(db, authorId, id);
  return notAllowed();
}

/** Deletes a draft or a rejection that never went live, and its original file. */
export async function deleteSubmission(db: DB, bucket: R2Bucket, authorId: number, id: number): Promise<true> {
  const [gone] = await db
    .delete(templateSubmissions)
    .where(
      and(
        eq(templateSubmissions.id, id),
        eq(templateSubmissions.authorId, authorId),
        isNull(templateSubmissions.templateId),
        inArray(templateSubmissions.status, [SUBMISSION_STATUS.DRAFT, SUBMISSION_STATUS.REJECTED]),
      ),
    )
    .returning({ fileKey: templateSubmissions.fileKey });
  if (!gone) {
    await ownSubmission(db, authorId, id);
    notAllowed("只能删除未上架的草稿或未通过的范本");
  }
  await bucket.delete(gone.fileKey);
  return true;
}

export async function submissionDetail(db: DB, authorId: number, id: number): Promise<SubmissionView> {
  return submissionView(await ownSubmission(db, authorId, id));
}

/** A five-minute signed link to the original DOCX, for its author. */
export async function originalFileUrl(db: DB, secret: string, authorId: number, id: number, now: number): Promise<{ url: string; name: string }> {
  const row = await ownSubmission(db, authorId, id);
  return { url: await signedFileUrl(secret, row.fileKey, FILE_URL_TTL_SECONDS, now), name: row.fileName };
}

/** status count: the author's uploads per status, every status present. */
export async function statusCount(db: DB, authorId: number): Promise<Record<SubmissionStatus, number>> {
  const rows = await db
    .select({ status: templateSubmissions.status, n: count() })
    .from(templateSubmissions)
    .where(eq(templateSubmissions.authorId, authorId))
    .groupBy(templateSubmissions.status);
  const out: Record<SubmissionStatus, number> = { 0: 0, 1: 0, 2: 0, 3: 0 };
  for (const r of rows) out[r.status as SubmissionStatus] = r.n;
  return out;
}

export type UploadTotals = { views: number; downloads: number; sales: number; earningsFen: number };

/**
 * creation statistics of an author's live uploads (上传专区): views, downloads, sales not refunded and the
 * earnings the ledger holds for them, the same sources as the rows of `myUploads`.
 */
export async function uploadTotals(db: DB, authorId: number): Promise<UploadTotals> {
  const [row] = await db
    .select({
      views: sql<number>`coalesce(sum(${templates.views}), 0)`.mapWith(Number),
      downloads: sql<number>`coalesce(sum(${templates.downloads}), 0)`.mapWith(Number),
      sales: sql<number>`(SELECT count(*) FROM template_purchases tp JOIN templates t ON t.id = tp.template_id
        WHERE t.author_id = ${authorId} AND t.source = 1 AND tp.revoked_at IS NULL)`.mapWith(Number),
      earningsFen: sql<number>`coalesce((SELECT sum(p.amount_fen) FROM ledger_postings p JOIN orders o ON o.id = p.order_id
        JOIN templates t ON t.id = o.target_id
        WHERE p.user_id = ${authorId} AND p.kind IN ('earning', 'reversal') AND o.type = 'TEMPLATE' AND t.author_id = ${authorId} AND t.source = 1), 0)`.mapWith(
        Number,
      ),
    })
    .from(templates)
    .where(and(eq(templates.authorId, authorId), eq(templates.source, 1)));
  return row ?? { views: 0, downloads: 0, sales: 0, earningsFen: 0 };
}

export type MyUpload = {
  id: number;
  templateId: number | null;
  title: string;
  status: SubmissionStatus;
  reviewReason: string | null;
  priceFen: number;
  memberFree: boolean;
  updatedAt: number;
  views: number;
  downloads: number;
  sales: number;
  earningsFen: number;
};

/**
 * user provide page: the author's uploads, newest first, with the live template's views, downloads,
 * sales (purchases not refunded) and earnings (the author's ledger postings for its orders).
 */
export async function myUploads(db: DB, authorId: number, input: { current: number; size: number; status?: number | undefined }): Promise<Page<MyUpload>> {
  const where = and(eq(templateSubmissions.authorId, authorId), input.status === undefined ? undefined : eq(templateSubmissions.status, input.status));
  const s = templateSubmissions;
  return selectPage(
    db,
    input,
    db
      .select({
        id: s.id,
        templateId: s.templateId,
        title: s.title,
        status: s.status,
        reviewReason: s.reviewReason,
        priceFen: s.priceFen,
        memberFree: s.memberFree,
        updatedAt: s.updatedAt,
        views: sql<number>`coalesce((SELECT views FROM templates WHERE id = ${s.templateId}), 0)`.mapWith(Number),
        downloads: sql<number>`coalesce((SELECT downloads FROM templates WHERE id = ${s.templateId}), 0)`.mapWith(Number),
        sales: sql<number>`(SELECT count(*) FROM template_purchases WHERE template_id = ${s.templateId} AND revoked_at IS NULL)`.mapWith(Number),
        earningsFen: sql<number>`coalesce((SELECT sum(p.amount_fen) FROM ledger_postings p JOIN orders o ON o.id = p.order_id
          WHERE p.user_id = ${authorId} AND p.kind IN ('earning', 'reversal') AND o.type = 'TEMPLATE' AND o.target_id = ${s.templateId}), 0)`.mapWith(Number),
      })
      .from(s)
      .where(where)
      .orderBy(desc(s.updatedAt), desc(s.id))
      .$dynamic(),
    db.select({ n: count() }).from(s).where(where),
    (r) => ({ ...r, status: r.status as SubmissionStatus }),
  );
}

export type AuthorTemplate = { id: number; title: string; priceFen: number; memberFree: boolean; downloads: number; views: number; createdAt: number };

/** list_by_author/{id}: an author's live templates, newest first (public). */
export async function templatesByAuthor(db: DB, authorId: number, input: { current: number; size: number }): Promise<Page<AuthorTemplate>> {
  const where = and(eq(templates.authorId, authorId), PUBLISHED_TEMPLATE);
  return selectPage(
    db,
    input,
    db
      .select({
        id: templates.id,
        title: templates.title,
        priceFen: templates.priceFen,
        memberFree: templates.memberFree,
        downloads: templates.downloads,
        views: templates.views,
        createdAt: templates.createdAt,
      })
      .from(templates)
      .where(where)
      .orderBy(desc(templates.createdAt), desc(templates.id))
      .$dynamic(),
    db.select({ n: count() }).from(templates).where(where),
  );
}

/** The category tree of the upload form, by id: an upload is filed under a second-level category. */
export async function categoryOptions(db: DB): Promise<CategoryOption[]> {
  const rows = await db.select().from(templateCategories).orderBy(asc(templateCategories.sort), asc(templateCategories.id));
  return rows
    .filter((r) => r.parentId === null)
    .map((top) => ({
      id: top.id,
      name: top.name,
      children: rows.filter((r) => r.parentId === top.id).map((c) => ({ id: c.id, name: c.name })),
    }));
}
