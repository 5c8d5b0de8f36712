import type { z } from "zod";

// One way to bind a schema from core/ to a form: the page checks it before submitting, the procedure
// checks it again on input, and both show the same first message under each field. Type-only zod
// import: a page that loads its schema lazily does not pull zod in with this module.

/** Field name → the message shown under it; "form" holds a message for the whole form. */
export type FieldErrors = Record<string, string>;

type Issue = { readonly path: readonly PropertyKey[]; readonly message: string };

/** The key of a message that belongs to no field (an issue with an empty path, or a refusal). */
export const FORM_ERROR = "form";

/**
 * Issues → first message per field. A nested issue is named by its dotted path
 * ("requirement.parties", "attachmentIds.0") and also stands for each enclosing field ("requirement"),
 * so a form that shows one message per top-level field needs nothing more.
 */
export function errorsOf(error: { readonly issues: readonly Issue[] }): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const path = issue.path.map(String);
    if (path.length === 0) errors[FORM_ERROR] ??= issue.message;
    for (let depth = 1; depth <= path.length; depth++) errors[path.slice(0, depth).join(".")] ??= issue.message;
  }
  return errors;
}

export type Checked<T> = { ok: true; data: T; errors: FieldErrors } | { ok: false; data: null; errors: FieldErrors };

/** Parses values with the schema: the output when valid, else the errors by field. */
export function check<S extends z.ZodType>(schema: S, values: unknown): Checked<z.output<S>> {
  const parsed = schema.safeParse(values);
  return parsed.success ? { ok: true, data: parsed.data, errors: {} } : { ok: false, data: null, errors: errorsOf(parsed.error) };
}

/** The errors of values under the schema; empty when they pass. */
export function fieldErrors(schema: z.ZodType, values: unknown): FieldErrors {
  return check(schema, values).errors;
}

/** The errors a thrown error carries (a procedure's zod input error, or a service refusal naming its field). */
export function errorsIn(error: unknown): FieldErrors {
  const cause = (error as { cause?: { issues?: unknown } } | null)?.cause;
  return cause && Array.isArray(cause.issues) ? errorsOf(cause as { issues: Issue[] }) : {};
}

export function hasErrors(errors: FieldErrors): boolean {
  return Object.keys(errors).length > 0;
}
