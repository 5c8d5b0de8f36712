import { actionFail, actionOk, actionRefused } from "./action-result";
import { formOf } from "./form.server";

const ID = /^[1-9]\d{0,9}$/;

/** What a verb's handler gets: the order the intent names, the form, and the intent to answer with. */
export type OrderIntent = { id: number; form: FormData; intent: string };

type Answer = string | Response | ReturnType<typeof actionOk>;

/** A handler answers with its success message, or with a whole answer of its own (a redirect, a refusal). */
export type OrderIntentHandlers = Record<string, (call: OrderIntent) => Promise<Answer>>;

/** A text field of the form, "" when absent. */
export const formText = (form: FormData, name: string): string => String(form.get(name) ?? "");

/**
 * The action of a page listing service orders, whose buttons send `intent=<verb>:<order id>` so the
 * answer shows next to the order it concerns. A malformed id or an unknown verb is refused; a
 * procedure's error becomes the form's message.
 */
export async function orderIntentAction(request: Request, invalidId: string, handlers: OrderIntentHandlers) {
  const form = await formOf(request);
  const intent = formText(form, "intent");
  const [verb = "", idText = ""] = intent.split(":");
  if (!ID.test(idText)) return actionRefused(intent, invalidId);
  const handler = Object.hasOwn(handlers, verb) ? handlers[verb] : undefined;
  if (!handler) return actionRefused(intent, "未知操作");
  try {
    const answer = await handler({ id: Number(idText), form, intent });
    return typeof answer === "string" ? actionOk(intent, answer) : answer;
  } catch (error) {
    return actionFail(intent, error);
  }
}
