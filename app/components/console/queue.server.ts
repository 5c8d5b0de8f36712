import { actionFail, actionOk, actionRefused } from "~/lib/action-result";
import { formOf } from "~/lib/form.server";
import { redirectWithToast } from "~/lib/toast.server";

/** What one decision answers: the outcome line it shows, or a refusal it words itself (bad input). */
export type Decided = string | { refused: string };
export type DecisionHandler = (form: FormData) => Promise<Decided>;

/**
 * The action of a console queue page: the form's `intent` picks its handler; a handler's message is
 * the outcome line (with `back`, a success toast after a redirect there, so a reload cannot decide
 * twice); a refused call or an unknown intent is a message on the page, never a raw error.
 */
export async function queueAction(request: Request, handlers: Record<string, DecisionHandler>, back?: string) {
  const form = await formOf(request);
  const intent = String(form.get("intent") ?? "");
  const handler = Object.hasOwn(handlers, intent) ? handlers[intent] : undefined;
  if (!handler) return actionRefused(intent, "未知的操作");
  try {
    const decided = await handler(form);
    if (typeof decided !== "string") return actionRefused(intent, decided.refused);
    return back ? redirectWithToast(back, { kind: "success", text: decided }) : actionOk(intent, decided);
  } catch (error) {
    return actionFail(intent, error);
  }
}

/** The reason a reject form sends (empty when missing: the procedure's schema words the refusal). */
export const reasonOf = (form: FormData) => String(form.get("reason") ?? "");

/** The two handlers of a plain approve / reject-with-a-reason queue, each answering its outcome line. */
export function approveOrReject(decide: {
  approve: (id: FormDataEntryValue | null) => Promise<unknown>;
  approved: string;
  reject: (id: FormDataEntryValue | null, reason: string) => Promise<unknown>;
  rejected: string;
}): Record<"approve" | "reject", DecisionHandler> {
  return {
    approve: async (form) => {
      await decide.approve(form.get("id"));
      return decide.approved;
    },
    reject: async (form) => {
      await decide.reject(form.get("id"), reasonOf(form));
      return decide.rejected;
    },
  };
}
