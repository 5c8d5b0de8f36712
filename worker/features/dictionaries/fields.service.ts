import { TRPCError } from "@trpc/server";
import { and, asc, eq, isNull, ne, type SQL, sql } from "drizzle-orm";
import type { DB } from "#db/client";
import { lawyerFields, professionalFields } from "#db/schema";

// 专业领域 in the console: the two-level tree the directory filters and lawyers' certifications use.
// Names are unique among siblings, checked in the same statement as the write; a field lawyers have
// chosen, or one with sub-fields, is not deleted.

export type ConsoleField = { id: number; name: string; parentId: number | null; sort: number; lawyers: number; children: number };

const SAME_NAME = "同一级下已有同名领域，请换一个名称";

// Correlated counts name the outer row in full: drizzle writes a select's own columns unqualified,
// which inside a subquery would bind to the subquery's table.
const outerId = sql.raw("professional_fields.id");

export async function consoleFields(db: DB): Promise<ConsoleField[]> {
  return db
    .select({
      id: professionalFields.id,
      name: professionalFields.name,
      parentId: professionalFields.parentId,
      sort: professionalFields.sort,
      lawyers: sql<number>`(SELECT count(*) FROM lawyer_fields WHERE lawyer_fields.field_id = ${outerId})`,
      children: sql<number>`(SELECT count(*) FROM professional_fields AS child WHERE child.parent_id = ${outerId})`,
    })
    .from(professionalFields)
    .orderBy(asc(professionalFields.sort), asc(professionalFields.id));
}

/** No sibling (same parent, other id) has this name. */
function nameFree(name: string, parentId: number | null, id: number | null): SQL {
  const siblings = parentId === null ? isNull(professionalFields.parentId) : eq(professionalFields.parentId, parentId);
  return sql`NOT EXISTS (SELECT 1 FROM ${professionalFields} WHERE ${and(siblings, eq(professionalFields.name, name), id === null ? undefined : ne(professionalFields.id, id))})`;
}

export type NewField = { name: string; parentId?: number | undefined; sort?: number | undefined };

/** A top-level field, or a sub-field of a top-level one (the tree has two levels). */
export async function addField(db: DB, input: NewField, now: number): Promise<number> {
  const parentId = input.parentId ?? null;
  const parentOk = parentId === null ? sql`1` : sql`EXISTS (SELECT 1 FROM ${professionalFields} WHERE id = ${parentId} AND parent_id IS NULL)`;
  // Without a given order a new field goes last among its siblings.
  const sort =
    input.sort ??
    sql`(SELECT coalesce(max(sort), -1) + 1 FROM ${professionalFields} WHERE ${parentId === null ? sql`parent_id IS NULL` : sql`parent_id = ${parentId}`})`;
  // Slugs name fields in links; a console field gets a stable one of its own.
  const slug = `field-${now.toString(36)}-${crypto.randomUUID().slice(0, 6)}`;
  const rows = await db.all<{ id: number }>(
    sql`INSERT INTO ${professionalFields} (slug, name, parent_id, sort) SELECT ${slug}, ${input.name}, ${parentId}, ${sort} WHERE ${parentOk} AND ${nameFree(input.name, parentId, null)} RETURNING id`,
  );
  const row = rows[0];
  if (row) return row.id;
  if (
    parentId !== null &&
    !(await db.query.professionalFields.findFirst({ where: and(eq(professionalFields.id, parentId), isNull(professionalFields.parentId)) }))
  ) {
    throw new TRPCError({ code: "BAD_REQUEST", message: "上级领域不存在或不是一级领域" });
  }
  throw new TRPCError({ code: "CONFLICT", message: SAME_NAME });
}

/** Renames and reorders a field, guarded on no sibling having the new name. */
export async function updateField(db: DB, input: { id: number; name: string; sort: number }): Promise<void> {
  const field = await db.query.professionalFields.findFirst({ where: eq(professionalFields.id, input.id) });
  if (!field) throw new TRPCError({ code: "NOT_FOUND", message: "专业领域不存在或已删除" });
  const [saved] = await db
    .update(professionalFields)
    .set({ name: input.name, sort: input.sort })
    .where(and(eq(professionalFields.id, input.id), nameFree(input.name, field.parentId, input.id)))
    .returning({ id: professionalFields.id });
  if (!saved) throw new TRPCError({ code: "CONFLICT", message: SAME_NAME });
}

/** Deletes a field no lawyer has chosen and without sub-fields, in one guarded statement. */
export async function removeField(db: DB, id: number): Promise<void> {
  const [gone] = await db
    .delete(professionalFields)
    .where(
      and(
        eq(professionalFields.id, id),
        sql`NOT EXISTS (SELECT 1 FROM ${lawyerFields} WHERE ${lawyerFields.fieldId} = ${id})`,
        sql`NOT EXISTS (SELECT 1 FROM ${professionalFields} AS sub WHERE sub.parent_id = ${id})`,
      ),
    )
    .returning({ id: professionalFields.id });
  if (gone) return;
  const exists = await db.query.professionalFields.findFirst({ columns: { id: true }, where: eq(professionalFields.id, id) });
  if (!exists) throw new TRPCError({ code: "NOT_FOUND", message: "专业领域不存在或已删除" });
  throw new TRPCError({ code: "CONFLICT", message: "已有律师选择该领域或其下还有细分领域，不能删除" });
}
