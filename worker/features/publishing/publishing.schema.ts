import { z } from "zod";
import { pageInput } from "#core/page";
import { PUBLISHING_LIMITS as L, PUBLISHING_MESSAGES as M } from "#core/publishing";

const id = z.coerce.number({ error: M.notFound }).int(M.notFound).positive(M.notFound);
export const submissionIdInput = z.object({ id });

/** A list of short lines (notes, hints): blank lines dropped, each trimmed. */
const lines = (max: number, label: string) =>
  z
    .array(z.string().trim().max(L.noteMax, `${label}每条不超过 ${L.noteMax} 字`))
    .max(max, `${label}最多 ${max} 条`)
    .transform((items) => items.filter(Boolean));

/** The fields of an upload, as saved (draft) or submitted; the gates in gates.ts judge a submission. */
export const saveSubmissionInput = z.object({
  id,
  title: z.string().trim().min(L.titleMin, M.titleLength).max(L.titleMax, M.titleLength),
  categoryId: z.coerce.number().int().positive(M.category).nullable().catch(null),
  summary: z.string().trim().max(L.summaryMax, `适用场景不超过 ${L.summaryMax} 字`).default(""),
  useNotes: lines(L.notesMax, "使用说明").default([]),
  riskNotes: lines(L.notesMax, "风险提示").default([]),
  suitHints: lines(L.hintsMax, "适用范本提示").default([]),
  priceMode: z.enum(["free", "paid", "member"]).default("free"),
  /** Yuan as typed (e.g. "19.9"); read when priceMode is not free. */
  price: z.string().trim().max(16).default(""),
  submit: z.boolean().default(false),
});
export type SaveSubmissionInput = z.infer<typeof saveSubmissionInput>;

export const suitHintsInput = z.object({ id, suitHints: lines(L.hintsMax, "适用范本提示") });

export const uploadInput = z.object({
  file: z.instanceof(File, { message: M.fileMissing }),
  /** Replace the file of this upload instead of starting a new one. */
  id: z.coerce.number().int().positive().optional().catch(undefined),
});

export const mineInput = pageInput.extend({ status: z.coerce.number().int().min(0).max(3).optional().catch(undefined) });

export const rejectInput = z.object({ id, reason: z.string().trim().min(1, M.reason).max(200, "驳回原因不超过 200 字") });

export const byAuthorInput = pageInput.extend({ id: z.coerce.number().int().positive() });
