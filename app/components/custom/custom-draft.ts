import type { AmountRange, CustomKind, Party } from "#core/custom";
import { createCustomInput } from "#core/custom-input";
import { fieldErrors } from "~/lib/form-schema";
import type { Attachment } from "./custom-form-parts";

// The /buyCustom form's state: what the user has filled in, kept in sessionStorage across the login a
// visitor is asked for, and checked with the procedure's own schema.
export const DRAFT_KEY = "qihe:custom-draft";

export type Draft = {
  kind: CustomKind;
  categoryId: number | null;
  fieldId: number | null;
  parties: Party[];
  subject: string;
  amountRange: AmountRange | "";
  keyTerms: string[];
  wantedBy: string;
  details: string;
  attachments: Attachment[];
};

export const EMPTY: Omit<Draft, "kind"> = {
  categoryId: null,
  fieldId: null,
  parties: [
    { role: "甲方", name: "" },
    { role: "乙方", name: "" },
  ],
  subject: "",
  amountRange: "",
  keyTerms: [],
  wantedBy: "",
  details: "",
  attachments: [],
};

export function readDraft(): Draft | null {
  try {
    return JSON.parse(sessionStorage.getItem(DRAFT_KEY) ?? "null") as Draft | null;
  } catch {
    return null;
  }
}

/** The procedure's own schema, so the form shows exactly the server's messages (first one per field). */
export function validate(d: Draft, lawyerId: number | null): Record<string, string> {
  const errors = fieldErrors(createCustomInput, {
    kind: d.kind,
    categoryId: d.categoryId ?? 0,
    fieldId: d.fieldId,
    lawyerId,
    requirement: { parties: d.parties, subject: d.subject, amountRange: d.amountRange, keyTerms: d.keyTerms, wantedBy: d.wantedBy, details: d.details },
    attachmentIds: d.attachments.map((a) => a.id),
  });
  // The requirement's parts are fields of their own on the form.
  const e = Object.fromEntries(Object.entries(errors).map(([key, message]) => [key.replace(/^requirement\./, ""), message]));
  if (d.kind === "CONTRACT_REVIEW" && d.attachments.length === 0) e.attachmentIds ??= "请上传需要审核的合同文件";
  return e;
}
