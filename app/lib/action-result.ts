import { data } from "react-router";
import { errorsIn, type FieldErrors, hasErrors } from "./form-schema";

// Page actions answer {ok, intent, message, errors}: errors per field, or one message for the form.
export type ActionResult = { ok: boolean; intent: string; message: string | null; errors: FieldErrors };

export function actionOk(intent: string, message: string) {
  return data<ActionResult>({ ok: true, intent, message, errors: {} });
}

const FALLBACK = "操作失败，请稍后再试";

/**
 * The message of a refusal a service wrote for users (a TRPCError other than an internal one, in
 * Chinese); anything else (a bug, a D1 or provider failure) is logged and shown as FALLBACK.
 */
export function userMessage(error: unknown): string {
  const e = error as { name?: unknown; code?: unknown; message?: unknown } | null;
  if (e?.name === "TRPCError" && e.code !== "INTERNAL_SERVER_ERROR" && typeof e.message === "string" && /[\u4e00-\u9fff]/.test(e.message)) return e.message;
  console.error("page action failed", error);
  return FALLBACK;
}

/** A refusal the action words itself (an intent it does not know), not an error caught from a call. */
export function actionRefused(intent: string, message: string) {
  return data<ActionResult>({ ok: false, intent, message, errors: {} }, { status: 400 });
}

/** A procedure error becomes a form message; zod errors name their field. */
export function actionFail(intent: string, error: unknown) {
  const errors = errorsIn(error);
  const message = hasErrors(errors) ? null : userMessage(error);
  return data<ActionResult>({ ok: false, intent, message, errors }, { status: 400 });
}
