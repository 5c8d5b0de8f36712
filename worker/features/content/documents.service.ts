import { eq } from "drizzle-orm";
import { type DocumentFields, notesText } from "#core/content-documents";
import { DOCUMENT_KINDS } from "#core/documents";
import type { Page } from "#core/page";
import type { DB } from "#db/client";
import { documents } from "#db/schema";
import { parseNotes } from "../documents/documents.service";
import type { DocumentPageInput } from "./content.schema";
import { categoryOf, categoryOptions, deleteRow, editForm, type FormHead, formWrites, type Listed, listedWhere, managed, pageListed } from "./content.service";

// 文书库 in the console: list, create, edit, unpublish, republish and delete, as clauses. Nothing else
// refers to a document, so a delete is never refused for a reference.

const DOCUMENTS = managed("documents", "文书");

const CATEGORY = categoryOf(documents.categoryId, "document_categories");

/** The two kinds' trees in one select: a top category says its kind (诉讼文书 · 起诉与答辩). */
export const documentCategoryOptions = (db: DB) =>
  categoryOptions<{ id: number; name: string; parent_id: number | null; kind: number }>(
    db,
    "document_categories",
    (top) => `${DOCUMENT_KINDS[top.kind === 2 ? 2 : 1]} · ${top.name}`,
  );

export type ConsoleDocument = Listed & { categoryName: string; views: number };

export async function pageDocuments(db: DB, input: DocumentPageInput): Promise<Page<ConsoleDocument>> {
  const where = listedWhere(documents, input, [CATEGORY.condition(input.categoryId)]);
  return pageListed(db, input, documents, where, { categoryName: CATEGORY.name, views: documents.views });
}

/** The form's fields with the notes as their textarea lines. */
export type DocumentForm = Omit<DocumentFields, "notes"> & FormHead & { notes: string };

export async function documentForm(db: DB, id: number): Promise<DocumentForm> {
  const row = await db.query.documents.findFirst({ where: eq(documents.id, id) });
  return editForm(DOCUMENTS, row, (r) => ({
    categoryId: r.categoryId,
    title: r.title,
    summary: r.summary,
    notes: notesText(parseNotes(r.notes)),
    body: r.body,
  }));
}

const columnsOf = (input: DocumentFields) => ({
  category_id: input.categoryId,
  title: input.title,
  summary: input.summary,
  notes: JSON.stringify(input.notes),
  body: input.body,
});

/** A document goes with its index rows (by trigger) and the browse-history entries that point at it. */
export const documentWrites = {
  ...formWrites(DOCUMENTS, columnsOf, (db, input: DocumentFields) => CATEGORY.check(db, input.categoryId)),
  delete: (db: DB, id: number) => deleteRow(db, DOCUMENTS, "document", id),
};
