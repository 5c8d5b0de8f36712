import { TRPCError } from "@trpc/server";
import { desc, eq, sql } from "drizzle-orm";
import type { TemplateFields } from "#core/content-templates";
import { TEMPLATE_EDIT_MESSAGES } from "#core/content-templates";
import { yuanText } from "#core/money";
import type { Page } from "#core/page";
import { maskPhone } from "#core/phone";
import { PUBLISHING_MESSAGES } from "#core/publishing";
import type { DB } from "#db/client";
import { changed, rawBatch } from "#db/raw-batch";
import { templateCategories, templates, users } from "#db/schema";
import { signedFileUrl } from "../../files/files.service";
import { bindCitations, citationWrites } from "../citations/citations.service";
import { checkGates } from "../publishing/gates";
import { readUpload } from "../publishing/publishing.service";
import { DOWNLOAD_TTL_SECONDS, fileKey, storeTemplateFile } from "../templates/template-files.service";
import type { TemplatePageInput } from "./content.schema";
import {
  categoryOf,
  editForm,
  hideRow,
  insertRow,
  type Listed,
  listedWhere,
  managed,
  notFound,
  pageListed,
  refuseStale,
  showRow,
  updateRow,
} from "./content.service";

// 范本管理 in the console: the contract library's rows, unpublished ones too, created from an uploaded
// DOCX (kept as the file buyers download) or pasted text, edited, unpublished and deleted with the kit
// of content.service. A user-provided template's text is its author's: only its category and its
// visibility change here.

const TEMPLATES = managed("templates", "范本", sql`status = 2 AND hidden_at IS NULL`);
const USER_PROVIDED = 1;
/** Rendered preview PDFs of a template (preview-pdf.service keys them by version under this prefix). */
const previewPrefix = (id: number) => `private/previews/templates/${id}/`;

const CATEGORY = categoryOf(templates.categoryId, "template_categories");

export const templateCategoryOptions = CATEGORY.options;

export type ConsoleTemplate = Listed & { categoryName: string; source: number; priceFen: number; memberFree: boolean; downloads: number };

export async function pageTemplates(db: DB, input: TemplatePageInput): Promise<Page<ConsoleTemplate>> {
  const where = listedWhere(templates, input, [
    CATEGORY.condition(input.categoryId),
    input.source === undefined ? undefined : eq(templates.source, input.source),
  ]);
  return pageListed(
    db,
    input,
    templates,
    where,
    {
      categoryName: CATEGORY.name,
      source: templates.source,
      priceFen: templates.priceFen,
      memberFree: templates.memberFree,
      downloads: templates.downloads,
    },
    // Newest first by id: seeded rows carry edit times spread over the coming weeks.
    [desc(templates.id)],
  );
}

export type TemplateForm = {
  id: number;
  version: number;
  hidden: boolean;
  source: number;
  /** The author of a user-provided template (whose text the console does not edit). */
  author: string | null;
  categoryId: number;
  title: string;
  /** Yuan with two decimals, as the form shows it. */
  price: string;
  memberFree: boolean;
  summary: string;
  useNotes: string[];
  riskNotes: string[];
  body: string;
  /** A five-minute link to the DOCX buyers download now; null until one is uploaded or first generated. */
  fileUrl: string | null;
};

export async function templateForm(db: DB, env: Env, id: number, now: number): Promise<TemplateForm> {
  const row = await db.query.templates.findFirst({ where: eq(templates.id, id) });
  if (!row) throw notFound(TEMPLATES.gone);
  const author = row.authorId ? await db.query.users.findFirst({ columns: { nickname: true, phone: true }, where: eq(users.id, row.authorId) }) : null;
  const file = await env.FILES.head(fileKey(row.id));
  const fileUrl = file ? await signedFileUrl(env.AUTH_SECRET, file.key, DOWNLOAD_TTL_SECONDS, now) : null;
  return editForm(TEMPLATES, row, (r) => ({
    source: r.source,
    author: author ? author.nickname || maskPhone(author.phone ?? "") : null,
    categoryId: r.categoryId,
    title: r.title,
    price: yuanText(r.priceFen),
    memberFree: r.memberFree,
    summary: r.summary,
    useNotes: JSON.parse(r.useNotes) as string[],
    riskNotes: JSON.parse(r.riskNotes) as string[],
    body: r.body,
    fileUrl,
  }));
}

/** The library's categories are two levels and a template sits in a sub-category (as the upload gates require of a text). */
async function checkCategory(db: DB, id: number): Promise<void> {
  const row = await db.query.templateCategories.findFirst({ columns: { parentId: true }, where: eq(templateCategories.id, id) });
  if (!row || row.parentId === null) throw new TRPCError({ code: "BAD_REQUEST", message: PUBLISHING_MESSAGES.category });
}

/**
 * The text to store: the uploaded file's, read with the upload area's reader, else the pasted body. It
 * then passes the upload area's gates (length, a sub-category, no live template of the same title, no
 * contact details, not a copy of a live template), as an author's upload does.
 */
async function textOf(input: TemplateFields): Promise<{ body: string; original: Uint8Array | null }> {
  if (!input.file) return { body: input.body, original: null };
  const { upload, doc } = await readUpload(input.file);
  return { body: doc.body, original: upload.bytes };
}

function columnsOf(input: TemplateFields, body: string) {
  return {
    category_id: input.categoryId,
    title: input.title,
    source: input.source,
    status: 2,
    price_fen: input.price,
    // Member-free means something only for a paid template.
    member_free: input.price > 0 && input.memberFree ? 1 : 0,
    summary: input.summary,
    use_notes: JSON.stringify(input.useNotes),
    risk_notes: JSON.stringify(input.riskNotes),
    body,
  };
}

async function dropPreviews(bucket: R2Bucket, id: number): Promise<void> {
  const listed = await bucket.list({ prefix: previewPrefix(id) });
  if (listed.objects.length) await bucket.delete(listed.objects.map((o) => o.key));
}

/**
 * A new platform (平台自营) or government model (政府示范文本) template, published at once: the row, its
 * grams row and its statute citations in one batch; then an uploaded original becomes the file buyers
 * download (without one the file is generated from the text on first download).
 */
export async function createTemplate(db: DB, bucket: R2Bucket, input: TemplateFields, now: number): Promise<{ id: number }> {
  const { body, original } = await textOf(input);
  await checkGates(db, { ...input, templateId: null, suitHints: [], body });
  const cited = await bindCitations(db, body);
  // Inside the batch's transaction the newest row is the one just inserted (as approvals bind theirs).
  const made = await insertRow(db, TEMPLATES, columnsOf(input, body), now, citationWrites(sql`(SELECT max(id) FROM templates)`, cited));
  if (original) await storeTemplateFile(bucket, made.id, input.title, original);
  return made;
}

async function templateRow(db: DB, id: number) {
  const row = await db.query.templates.findFirst({ columns: { source: true, body: true }, where: eq(templates.id, id) });
  if (!row) throw notFound(TEMPLATES.gone);
  return row;
}

/**
 * An edit from version `version`: the row, grams (when visible) and citations in one guarded batch.
 * A new DOCX replaces the file buyers download; a changed text without one drops the old file so the
 * next download is generated from the new text. The preview PDF is keyed by version, so it shows the
 * new text at once; the old renders are removed.
 */
export async function updateTemplate(db: DB, bucket: R2Bucket, input: TemplateFields & { id: number; version: number }, now: number): Promise<{ id: number }> {
  const row = await templateRow(db, input.id);
  if (row.source === USER_PROVIDED) throw new TRPCError({ code: "BAD_REQUEST", message: TEMPLATE_EDIT_MESSAGES.authorText });
  const { body, original } = await textOf(input);
  await checkGates(db, { ...input, templateId: input.id, suitHints: [], body });
  const cited = await bindCitations(db, body);
  // The update of this batch, and only it, leaves the row at this version.
  const landed = sql`EXISTS (SELECT 1 FROM templates WHERE id = ${input.id} AND updated_at = ${Math.max(now, input.version + 1)})`;
  await updateRow(db, TEMPLATES, input.id, input.version, columnsOf(input, body), now, citationWrites(sql`${input.id}`, cited, landed));
  if (original) await storeTemplateFile(bucket, input.id, input.title, original);
  else if (body !== row.body) await bucket.delete(fileKey(input.id));
  await dropPreviews(bucket, input.id);
  return { id: input.id };
}

/** The category of any template (a user-provided one's only console edit), guarded by the version the form loaded. */
export async function moveTemplate(db: DB, input: { id: number; version: number; categoryId: number }, now: number): Promise<{ id: number }> {
  await checkCategory(db, input.categoryId);
  const [moved] = await rawBatch(db, [
    sql`UPDATE templates SET category_id = ${input.categoryId}, updated_at = max(${now}, updated_at + 1)
      WHERE id = ${input.id} AND updated_at = ${input.version} RETURNING id`,
  ]);
  if (!changed(moved)) await refuseStale(db, TEMPLATES, input.id);
  return { id: input.id };
}

export const hideTemplate = (db: DB, id: number, now: number) => hideRow(db, TEMPLATES, id, now);
export const showTemplate = (db: DB, id: number) => showRow(db, TEMPLATES, id);

/** What keeps a template from being deleted: people's orders, purchases and drafts, and the author's upload. */
const REFERENCES = [
  { name: "订单", sql: (id: number) => sql`SELECT 1 FROM orders WHERE type = 'TEMPLATE' AND target_id = ${id}` },
  { name: "购买记录", sql: (id: number) => sql`SELECT 1 FROM template_purchases WHERE template_id = ${id}` },
  { name: "用户的合同草稿", sql: (id: number) => sql`SELECT 1 FROM contract_drafts WHERE template_id = ${id}` },
  { name: "作者的上传记录", sql: (id: number) => sql`SELECT 1 FROM template_submissions WHERE template_id = ${id}` },
] as const;

/**
 * Deletes a template nobody has bought, ordered, drafted from or uploaded, with its index rows and
 * citations (by trigger and cascade), its download records and browse history, then its files. The
 * delete re-checks the references itself, so an order placed meanwhile keeps the row.
 */
export async function deleteTemplate(db: DB, bucket: R2Bucket, id: number): Promise<{ id: number }> {
  await templateRow(db, id);
  const held = await rawBatch(
    db,
    REFERENCES.map((r) => sql`${r.sql(id)} LIMIT 1`),
  );
  const names = REFERENCES.filter((_, i) => changed(held[i])).map((r) => r.name);
  if (names.length) throw new TRPCError({ code: "CONFLICT", message: `该范本已有${names.join("、")}，不能删除；如不再展示请下架` });
  const free = sql.join(
    REFERENCES.map((r) => sql`NOT EXISTS (${r.sql(id)})`),
    sql` AND `,
  );
  const [, deleted] = await rawBatch(db, [
    sql`DELETE FROM template_downloads WHERE template_id = ${id} AND ${free}`,
    sql`DELETE FROM templates WHERE id = ${id} AND ${free} RETURNING id`,
    sql`DELETE FROM browse_history WHERE kind = 'template' AND target_id = ${id} AND NOT EXISTS (SELECT 1 FROM templates WHERE id = ${id})`,
  ]);
  if (!changed(deleted)) {
    await templateRow(db, id);
    throw new TRPCError({ code: "CONFLICT", message: "该范本刚被引用，不能删除；如不再展示请下架" });
  }
  await bucket.delete(fileKey(id));
  await dropPreviews(bucket, id);
  return { id };
}
