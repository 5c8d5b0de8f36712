import { TRPCError } from "@trpc/server";
import { and, count, desc, eq, sql } from "drizzle-orm";
import { applyConfirmed, type Blank, blanksOf, type Field, fieldsOf } from "#core/fill-in/blanks";
import { fillText, type Values, valueErrors } from "#core/fill-in/fill";
import type { Page, PageInput } from "#core/page";
import type { DB } from "#db/client";
import { contractDrafts, templates } from "#db/schema";
import { selectPage } from "#worker/lib/select-page";
import { signedFileUrl } from "../../files/files.service";
import { consumePurchase } from "../orders/orders.service";
import { templateDocx } from "../templates/docx";
import { templatePdf } from "../templates/preview-pdf";
import { canAccess, DOWNLOAD_TTL_SECONDS, fileName, openableTemplate, uploadedOriginal } from "../templates/template-files.service";
import { FILLED_PREFIX } from "./filled-files";
import { filledOriginal } from "./filled-original";
import { confirmedBlanks, formBlanks } from "./template-blanks.service";

// 在线填写 and 我的合同: the form of a template the user may read in full, their drafts (private: every
// query is scoped to the owner, another user's id reads as absent) and the filled contract as DOCX.

export const MAX_DRAFTS = 50;
export const FILL_LOCKED = "购买或开通会员后即可在线填写";
const DRAFT_NOT_FOUND = "草稿不存在或已删除";
const TOO_MANY = `最多保存 ${MAX_DRAFTS} 份合同草稿，请删除不用的草稿后再保存`;
const DOCX_TYPE = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";
const PDF_TYPE = "application/pdf";

export type FillForm = { id: number; title: string; body: string; blanks: Blank[]; fields: Field[] };
export type Draft = typeof contractDrafts.$inferSelect;
export type DraftInput = { id?: number; templateId: number; title: string; values: Values };

/** The template if the user may read it in full (free, own, bought and not refunded, member-free for a VIP). */
async function readableTemplate(db: DB, userId: number, templateId: number, now: number) {
  const t = await openableTemplate(db, templateId, userId);
  if (!t) throw new TRPCError({ code: "NOT_FOUND", message: "该范本不存在或已下架" });
  if (!(await canAccess(db, userId, t, now))) throw new TRPCError({ code: "FORBIDDEN", message: FILL_LOCKED });
  return t;
}

export async function fillForm(db: DB, userId: number, templateId: number, now: number): Promise<FillForm> {
  const t = await readableTemplate(db, userId, templateId, now);
  const blanks = await formBlanks(db, t);
  return { id: t.id, title: t.title, body: t.body, blanks, fields: fieldsOf(blanks) };
}

export async function ownDraft(db: DB, userId: number, id: number): Promise<Draft> {
  const row = await db.query.contractDrafts.findFirst({ where: and(eq(contractDrafts.id, id), eq(contractDrafts.userId, userId)) });
  if (!row) throw new TRPCError({ code: "NOT_FOUND", message: DRAFT_NOT_FOUND });
  return row;
}

/** The refused insert's error: drizzle wraps D1's message in its own ("Failed query: …") with D1's as the cause. */
function isNotNull(error: unknown): boolean {
  const e = error as { message?: unknown; cause?: { message?: unknown } } | null;
  return [e?.message, e?.cause?.message].some((m) => String(m).includes("NOT NULL constraint failed"));
}

/**
 * Saves a draft: an update of the user's own, or a new one within MAX_DRAFTS. The new row's user_id is
 * a subquery that is NULL once the user has that many, so the insert itself fails: parallel saves
 * cannot pass the limit together.
 */
export async function saveDraft(db: DB, userId: number, input: DraftInput, now: number): Promise<Draft> {
  await readableTemplate(db, userId, input.templateId, now);
  if (input.id !== undefined) {
    const [updated] = await db
      .update(contractDrafts)
      .set({ title: input.title, values: input.values, updatedAt: now })
      .where(and(eq(contractDrafts.id, input.id), eq(contractDrafts.userId, userId), eq(contractDrafts.templateId, input.templateId)))
      .returning();
    if (!updated) throw new TRPCError({ code: "NOT_FOUND", message: DRAFT_NOT_FOUND });
    return updated;
  }
  try {
    const [created] = await db
      .insert(contractDrafts)
      .values({
        userId: sql`(SELECT ${userId} WHERE (SELECT count(*) FROM contract_drafts WHERE user_id = ${userId}) < ${MAX_DRAFTS})`,
        templateId: input.templateId,
        title: input.title,
        values: input.values,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!created) throw new TRPCError({ code: "INTERNAL_SERVER_ERROR" });
    return created;
  } catch (error) {
    if (isNotNull(error)) throw new TRPCError({ code: "BAD_REQUEST", message: TOO_MANY });
    throw error;
  }
}

export type DraftRow = Pick<Draft, "id" | "templateId" | "title" | "createdAt" | "updatedAt"> & { templateTitle: string };

export async function pageDrafts(db: DB, userId: number, input: PageInput): Promise<Page<DraftRow>> {
  const mine = eq(contractDrafts.userId, userId);
  return selectPage(
    db,
    input,
    db
      .select({
        id: contractDrafts.id,
        templateId: contractDrafts.templateId,
        title: contractDrafts.title,
        createdAt: contractDrafts.createdAt,
        updatedAt: contractDrafts.updatedAt,
        // Aliased: D1 answers a batch with objects, where two `title` columns would collide.
        templateTitle: sql<string>`${templates.title}`.as("template_title"),
      })
      .from(contractDrafts)
      .innerJoin(templates, eq(templates.id, contractDrafts.templateId))
      .where(mine)
      .orderBy(desc(contractDrafts.updatedAt), desc(contractDrafts.id))
      .$dynamic(),
    db.select({ n: count() }).from(contractDrafts).where(mine),
  );
}

/** A copy of the user's own draft, within MAX_DRAFTS, in one guarded INSERT … SELECT. */
export async function duplicateDraft(db: DB, userId: number, id: number, now: number): Promise<Draft> {
  const source = await ownDraft(db, userId, id);
  const [copy] = await db.all<{ id: number }>(sql`
    INSERT INTO contract_drafts (user_id, template_id, title, "values", created_at, updated_at)
    SELECT user_id, template_id, substr(title, 1, 90) || '（副本）', "values", ${now}, ${now} FROM contract_drafts
    WHERE id = ${source.id} AND user_id = ${userId}
      AND (SELECT count(*) FROM contract_drafts WHERE user_id = ${userId}) < ${MAX_DRAFTS}
    RETURNING id`);
  if (!copy) throw new TRPCError({ code: "BAD_REQUEST", message: TOO_MANY });
  return ownDraft(db, userId, copy.id);
}

export async function deleteDraft(db: DB, userId: number, id: number): Promise<void> {
  const gone = await db
    .delete(contractDrafts)
    .where(and(eq(contractDrafts.id, id), eq(contractDrafts.userId, userId)))
    .returning({ id: contractDrafts.id });
  if (!gone[0]) throw new TRPCError({ code: "NOT_FOUND", message: DRAFT_NOT_FOUND });
}

export type FilledFormat = "docx" | "pdf";

export const filledKey = (userId: number, templateId: number, format: FilledFormat = "docx") => `${FILLED_PREFIX}${userId}/${templateId}.${format}`;

type Filling = { bucket: R2Bucket; templateId: number; title: string; body: string; blanksFor: (text: string) => Blank[]; values: Values };

/**
 * A filled contract's bytes: the PDF renderer of template previews; for DOCX the template's uploaded
 * original with the values written into its runs, or, when it has none or it cannot be mapped (its blanks
 * are no longer the text's), the DOCX generator of the platform templates' own files.
 */
async function filledFile(format: FilledFormat, f: Filling): Promise<{ bytes: Uint8Array; type: string }> {
  const blanks = f.blanksFor(f.body);
  const text = fillText(f.body, blanks, f.values);
  if (format === "pdf") return { bytes: await templatePdf({ title: f.title, text, truncated: false, footer: "合同" }), type: PDF_TYPE };
  const original = await uploadedOriginal(f.bucket, f.templateId);
  const filled = original && filledOriginal(original, f.blanksFor, blanks, f.values);
  return { bytes: filled || (await templateDocx(f.title, text)), type: DOCX_TYPE };
}

/**
 * The filled contract as DOCX or PDF. Access is checked again now; a bought template's purchase is
 * consumed first, as a download of the template is (no refund after the text left). The file is private
 * (signed link), replaced by the next download of its format and deleted by the scheduled handler within
 * the hour (filled-files.ts).
 */
export async function downloadFilled(
  db: DB,
  env: Env,
  userId: number,
  input: { templateId: number; title: string; values: Values; format?: FilledFormat },
  now: number,
): Promise<{ url: string; fileName: string }> {
  const t = await openableTemplate(db, input.templateId, userId);
  if (!t) throw new TRPCError({ code: "NOT_FOUND", message: "该范本不存在或已下架" });
  if (!(t.priceFen > 0 && (await consumePurchase(db, userId, t.id, now))) && !(await canAccess(db, userId, t, now))) {
    throw new TRPCError({ code: "FORBIDDEN", message: FILL_LOCKED });
  }
  const confirmed = await confirmedBlanks(db, t);
  const blanksFor = (text: string) => applyConfirmed(blanksOf(text), confirmed);
  const [error] = Object.values(valueErrors(fieldsOf(blanksFor(t.body)), input.values));
  if (error) throw new TRPCError({ code: "BAD_REQUEST", message: error });
  const title = input.title || t.title;
  const format = input.format ?? "docx";
  const name = fileName(title).replace(/\.docx$/, `.${format}`);
  const key = filledKey(userId, t.id, format);
  const file = await filledFile(format, { bucket: env.FILES, templateId: t.id, title, body: t.body, blanksFor, values: input.values });
  await env.FILES.put(key, file.bytes, {
    httpMetadata: { contentType: file.type, contentDisposition: `attachment; filename*=UTF-8''${encodeURIComponent(name)}` },
  });
  return { url: await signedFileUrl(env.AUTH_SECRET, key, DOWNLOAD_TTL_SECONDS, now), fileName: name };
}
