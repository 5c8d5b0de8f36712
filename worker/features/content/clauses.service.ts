import { eq } from "drizzle-orm";
import type { ClauseFields } from "#core/content";
import type { Page } from "#core/page";
import type { DB } from "#db/client";
import { clauses } from "#db/schema";
import type { ClausePageInput } from "./content.schema";
import { categoryOf, deleteRow, editForm, type FormHead, formWrites, type Listed, listedWhere, managed, pageListed } from "./content.service";

// 条款库 in the console: list, create, edit, unpublish, republish and delete, as regulations and cases.

const CLAUSES = managed("clauses", "条款");

const CATEGORY = categoryOf(clauses.categoryId, "clause_categories");

export const clauseCategoryOptions = CATEGORY.options;

export type ConsoleClause = Listed & { categoryName: string; copies: number };

export async function pageClauses(db: DB, input: ClausePageInput): Promise<Page<ConsoleClause>> {
  const where = listedWhere(clauses, input, [CATEGORY.condition(input.categoryId)]);
  return pageListed(db, input, clauses, where, { categoryName: CATEGORY.name, copies: clauses.copies });
}

export type ClauseForm = ClauseFields & FormHead;

export async function clauseForm(db: DB, id: number): Promise<ClauseForm> {
  const row = await db.query.clauses.findFirst({ where: eq(clauses.id, id) });
  return editForm(CLAUSES, row, (r) => ({ categoryId: r.categoryId, title: r.title, body: r.body, tips: r.tips }));
}

const columnsOf = (input: ClauseFields) => ({ category_id: input.categoryId, title: input.title, body: input.body, tips: input.tips });

/** A clause goes with its index rows (by trigger), its copy records (cascade) and the browse-history entries that point at it. */
export const clauseWrites = {
  ...formWrites(CLAUSES, columnsOf, (db, input: ClauseFields) => CATEGORY.check(db, input.categoryId)),
  delete: (db: DB, id: number) => deleteRow(db, CLAUSES, "clause", id),
};
