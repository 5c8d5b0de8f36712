import { TRPCError } from "@trpc/server";
import { and, count, desc, eq, sql } from "drizzle-orm";
import { type DocumentFields, notesText } from "#core/content-documents";
import { DOCUMENT_KINDS } from "#core/documents";
import { type Page, pageOffset, toPage } from "#core/page";
import type { DB } from "#db/client";
import { contains } from "#db/contains";
import { rawBatch } from "#db/raw-batch";
import { documentCategories, documents } from "#db/schema";
import { parseNotes } from "../documents/documents.service";
import type { DocumentPageInput } from "./content.schema";
import {
  categoryCondition,
  categoryOptions,
  changed,
  hideRow,
  insertRow,
  type Managed,
  notFound,
  showRow,
  statusCondition,
  updateRow,
} from "./content.service";

// 文书库 in the console: list, create, edit, unpublish, republish and delete, as clauses. Nothing else
// refers to a document, so a delete is never refused for a reference.

const GONE = "该文书不存在或已删除";
const DOCUMENTS: Managed = { table: "documents", gone: GONE, stale: "该文书已被他人修改，请刷新后重试" };

/** The two kinds' trees in one select: a top category says its kind (诉讼文书 · 起诉与答辩). */
export const documentCategoryOptions = (db: DB) =>
  categoryOptions<{ id: number; name: string; parent_id: number | null; kind: number }>(
    db,
    "document_categories",
    (top) => `${DOCUMENT_KINDS[top.kind === 2 ? 2 : 1]} · ${top.name}`,
  );

export type ConsoleDocument = { id: number; title: string; categoryName: string; views: number; hidden: boolean; updatedAt: number };

export async function pageDocuments(db: DB, input: DocumentPageInput): Promise<Page<ConsoleDocument>> {
  const where = and(
    input.keyword ? contains(documents.title, input.keyword) : undefined,
    categoryCondition(documents.categoryId, "document_categories", input.categoryId),
    statusCondition(documents.hiddenAt, input.status),
  );
  const [rows, total] = await db.batch([
    db
      .select({
        id: documents.id,
        title: documents.title,
        categoryName: documentCategories.name,
        views: documents.views,
        hiddenAt: documents.hiddenAt,
        updatedAt: documents.updatedAt,
      })
      .from(documents)
      .innerJoin(documentCategories, eq(documentCategories.id, documents.categoryId))
      .where(where)
      .orderBy(desc(documents.updatedAt), desc(documents.id))
      .limit(input.size)
      .offset(pageOffset(input)),
    db.select({ n: count() }).from(documents).where(where),
  ]);
  return toPage(
    rows.map(({ hiddenAt, ...r }) => ({ ...r, hidden: hiddenAt !== null })),
    total[0]?.n ?? 0,
    input,
  );
}

/** The form's fields with the notes as their textarea lines. */
export type DocumentForm = Omit<DocumentFields, "notes"> & { id: number; version: number; hidden: boolean; notes: string };

export async function documentForm(db: DB, id: number): Promise<DocumentForm> {
  const row = await db.query.documents.findFirst({ where: eq(documents.id, id) });
  if (!row) throw notFound(GONE);
  return {
    id: row.id,
    version: row.updatedAt,
    hidden: row.hiddenAt !== null,
    categoryId: row.categoryId,
    title: row.title,
    summary: row.summary,
    notes: notesText(parseNotes(row.notes)),
    body: row.body,
  };
}

async function checkCategory(db: DB, id: number): Promise<void> {
  const row = await db.query.documentCategories.findFirst({ columns: { id: true }, where: eq(documentCategories.id, id) });
  if (!row) throw new TRPCError({ code: "BAD_REQUEST", message: "所选分类不存在，请重新选择" });
}

const columnsOf = (input: DocumentFields) => ({
  category_id: input.categoryId,
  title: input.title,
  summary: input.summary,
  notes: JSON.stringify(input.notes),
  body: input.body,
});

export async function createDocument(db: DB, input: DocumentFields, now: number): Promise<{ id: number }> {
  await checkCategory(db, input.categoryId);
  return insertRow(db, DOCUMENTS, columnsOf(input), now);
}

export async function updateDocument(db: DB, input: DocumentFields & { id: number; version: number }, now: number): Promise<{ id: number }> {
  await checkCategory(db, input.categoryId);
  return updateRow(db, DOCUMENTS, input.id, input.version, columnsOf(input), now);
}

export const hideDocument = (db: DB, id: number, now: number) => hideRow(db, DOCUMENTS, id, now);
export const showDocument = (db: DB, id: number) => showRow(db, DOCUMENTS, id);

/** A document goes with its index rows (by trigger) and the browse-history entries that point at it. */
export async function deleteDocument(db: DB, id: number): Promise<{ id: number }> {
  const [deleted] = await rawBatch(db, [
    sql`DELETE FROM documents WHERE id = ${id} RETURNING id`,
    sql`DELETE FROM browse_history WHERE kind = 'document' AND target_id = ${id} AND changes() = 1`,
  ]);
  if (!changed(deleted)) throw notFound(GONE);
  return { id };
}
