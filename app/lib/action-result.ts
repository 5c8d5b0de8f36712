import { data } from "react-router";

// Page actions answer {ok, intent, message, errors}: errors per field, or one message for the form.
export type ActionResult = { ok: boolean; intent: string; message: string | null; errors: Record<string, string> };

export function actionOk(intent: string, message: string) {
  return data<ActionResult>({ ok: true, intent, message, errors: {} });
}

/** A procedure error becomes a form message; zod errors name their field. */
export function actionFail(intent: string, error: unknown) {
  const cause = (error as { cause?: { issues?: { path: PropertyKey[]; message: string }[] } })?.cause;
  const errors: Record<string, string> = {};
  for (const issue of cause?.issues ?? []) errors[String(issue.path[0] ?? "form")] ??= issue.message;
  const message = Object.keys(errors).length ? null : error instanceof Error ? error.message : "操作失败，请稍后再试";
  return data<ActionResult>({ ok: false, intent, message, errors }, { status: 400 });
}
