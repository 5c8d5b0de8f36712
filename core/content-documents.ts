import { z } from "zod";
import { CONTENT_LIMITS, id, line, text, unixLines } from "./content";
import { DISPLAY_TEXT_MESSAGE, isDisplaySafe } from "./display-text";

// The console's document form (文书管理, issue 16): one schema for the form in the browser and the
// procedure input. 填写说明 is a textarea of one note per line, stored as the JSON array the seed stores.

export const DOCUMENT_LIMITS = { summaryMax: 300, notesMax: 10, noteMax: 200, bodyMax: 50_000 } as const;
const L = DOCUMENT_LIMITS;

/** Why a list of notes cannot be saved, or null. The public page always has the section: at least one. */
function notesProblem(notes: readonly string[]): string | null {
  if (notes.length === 0) return "请填写至少一条填写说明";
  if (notes.length > L.notesMax) return `填写说明最多 ${L.notesMax} 条`;
  if (notes.some((n) => n.length > L.noteMax)) return `每条填写说明不能超过 ${L.noteMax} 字`;
  if (notes.some((n) => !isDisplaySafe(n))) return `填写说明${DISPLAY_TEXT_MESSAGE}`;
  return null;
}

/** 填写说明: one note per non-empty line of the textarea. */
export const documentNotes = z
  .string({ error: "请填写至少一条填写说明" })
  .overwrite(unixLines)
  .transform((value, ctx) => {
    const notes = value
      .split("\n")
      .map((n) => n.trim())
      .filter(Boolean);
    const problem = notesProblem(notes);
    if (!problem) return notes;
    ctx.addIssue({ code: "custom", message: problem });
    return z.NEVER;
  });

export const documentFields = z.object({
  categoryId: id("请选择分类"),
  title: line("文书标题", CONTENT_LIMITS.titleMax),
  summary: text("摘要", 10, L.summaryMax),
  notes: documentNotes,
  body: text("文书正文", 20, L.bodyMax),
});
export type DocumentFields = z.infer<typeof documentFields>;

export const documentEdit = documentFields.extend({ id: id("文书编号无效"), version: z.coerce.number().int().min(0) });

/** The notes as the form's textarea shows them. */
export const notesText = (notes: readonly string[]) => notes.join("\n");
