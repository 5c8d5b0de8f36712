import { TRPCError } from "@trpc/server";
import { and, eq, sql } from "drizzle-orm";
import { applyConfirmed, type Blank, blanksOf, type ConfirmedBlank, type ConfirmedType, fieldsOf, groupOf } from "#core/fill-in/blanks";
import type { DB } from "#db/client";
import { rawBatch } from "#db/raw-batch";
import { templateBlanks, templates } from "#db/schema";

// 在线填写: which blanks are which, as the importer guessed them (core/fill-in/blanks.ts) and as the
// template's author or the console confirmed them. A confirmation holds against the template's updated_at
// it was made on: once the template changes it is ignored (and the page says so) until confirmed again.

const NOT_FOUND = "该范本不存在或已删除";
export const STALE_NOTE = "范本已在确认后修改，此前的确认已不再使用，请核对后重新确认";
export const CHANGED_SINCE = "范本刚刚被修改，请刷新页面后重新确认";

export type BlankRow = { key: string; group: string; guessedType: ConfirmedType; guessedLabel: string; type: ConfirmedType; label: string; options?: string[] };
export type BlankList = {
  templateId: number;
  title: string;
  /** The version the list was read from: a confirmation names it, and is refused if the template changed since. */
  updatedAt: number;
  confirmedAt: number | null;
  /** Set when confirmations exist for an earlier version of the text: they are not used. */
  staleNote: string | null;
  blanks: BlankRow[];
};

type TemplateRef = { id: number; body: string; updatedAt: number };

/** The confirmations of a template that still hold (made on its current version). */
export async function confirmedBlanks(db: DB, t: Pick<TemplateRef, "id" | "updatedAt">): Promise<ConfirmedBlank[]> {
  const rows = await db
    .select({ key: templateBlanks.blankKey, type: templateBlanks.type, label: templateBlanks.label })
    .from(templateBlanks)
    .where(and(eq(templateBlanks.templateId, t.id), eq(templateBlanks.confirmedAgainst, t.updatedAt)));
  return rows.map((r) => ({ key: r.key, type: r.type as ConfirmedType, label: r.label }));
}

/** A template's blanks for the form: as found in its text, then as confirmed. */
export async function formBlanks(db: DB, t: TemplateRef): Promise<Blank[]> {
  return applyConfirmed(blanksOf(t.body), await confirmedBlanks(db, t));
}

async function templateOf(db: DB, templateId: number, authorId: number | null) {
  const t = await db.query.templates.findFirst({
    columns: { id: true, title: true, body: true, updatedAt: true, authorId: true },
    where: eq(templates.id, templateId),
  });
  // Another author's template reads as absent, as a missing one does.
  if (!t || (authorId !== null && t.authorId !== authorId)) throw new TRPCError({ code: "NOT_FOUND", message: NOT_FOUND });
  return t;
}

/** The guessed list beside what was confirmed (authorId null: the console, any template). */
export async function blankList(db: DB, templateId: number, authorId: number | null): Promise<BlankList> {
  const t = await templateOf(db, templateId, authorId);
  const rows = await db.select().from(templateBlanks).where(eq(templateBlanks.templateId, t.id));
  const fresh = rows.filter((r) => r.confirmedAgainst === t.updatedAt);
  const byKey = new Map(fresh.map((r) => [r.blankKey, r]));
  const blanks = fieldsOf(blanksOf(t.body)).map((f): BlankRow => {
    const c = byKey.get(f.key);
    // fieldsOf never asks a signature line: every type it gives is one a confirmation may keep.
    const guessed = f.type === "sign" ? "text" : f.type;
    const row: BlankRow = {
      key: f.key,
      group: groupOf(f),
      guessedType: guessed,
      guessedLabel: f.label,
      type: (c?.type as ConfirmedType) ?? guessed,
      label: c?.label ?? f.label,
    };
    if (f.options) row.options = f.options;
    return row;
  });
  return {
    templateId: t.id,
    title: t.title,
    updatedAt: t.updatedAt,
    confirmedAt: fresh.length ? Math.max(...fresh.map((r) => r.confirmedAt)) : null,
    staleNote: rows.length > fresh.length ? STALE_NOTE : null,
    blanks,
  };
}

export type ConfirmInput = { templateId: number; updatedAt: number; blanks: { key: string; type: ConfirmedType; label: string }[] };

/**
 * Replaces a template's confirmations with the list given, for the version the user saw. Every statement
 * of the batch is guarded by that version (and, for an author, by authorship), so a template edited
 * meanwhile — or someone else's — is left untouched and the call is refused.
 */
export async function confirmBlankList(db: DB, userId: number, authorId: number | null, input: ConfirmInput, now: number): Promise<BlankList> {
  const t = await templateOf(db, input.templateId, authorId);
  const known = new Map(fieldsOf(blanksOf(t.body)).map((f) => [f.key, f]));
  for (const b of input.blanks) {
    const field = known.get(b.key);
    if (!field) throw new TRPCError({ code: "BAD_REQUEST", message: CHANGED_SINCE });
    if (field.type === "choice" && b.type !== "choice" && b.type !== "skip")
      throw new TRPCError({ code: "BAD_REQUEST", message: `${field.label}：选择项只能保留为选择或标记为不需填写` });
    if (field.type !== "choice" && b.type === "choice") throw new TRPCError({ code: "BAD_REQUEST", message: `${field.label}：该空白处不是选择项` });
  }
  const guard = sql`EXISTS (SELECT 1 FROM templates WHERE id = ${t.id} AND updated_at = ${input.updatedAt}${authorId === null ? sql`` : sql` AND author_id = ${authorId}`})`;
  const [held] = await rawBatch(db, [
    sql`SELECT 1 AS held WHERE ${guard}`,
    sql`DELETE FROM template_blanks WHERE template_id = ${t.id} AND ${guard}`,
    ...input.blanks.map(
      (b) => sql`
        INSERT INTO template_blanks (template_id, blank_key, type, label, confirmed_against, confirmed_by, confirmed_at)
        SELECT ${t.id}, ${b.key}, ${b.type}, ${b.label}, ${input.updatedAt}, ${userId}, ${now} WHERE ${guard}`,
    ),
  ]);
  if (!held?.results.length) throw new TRPCError({ code: "CONFLICT", message: CHANGED_SINCE });
  return blankList(db, t.id, authorId);
}
