import { type AppLoadContext, data } from "react-router";
import { api } from "~/lib/api.server";
import { orNotFound } from "~/lib/not-found.server";

// ?id= on /myAdvice, /adviceService and /console/advice: one advice order as the given viewer sees it,
// with its conversation where that viewer may read it; anything else is the ordinary 404.
const ID = /^[1-9]\d{0,9}$/;

export async function loadAdviceDetail(context: AppLoadContext, idText: string, viewer: "user" | "lawyer" | "admin", me: number) {
  if (!ID.test(idText)) throw data(null, { status: 404 });
  const caller = api(context).advice;
  const advice = await orNotFound(caller.detail({ id: Number(idText) }));
  if (!advice || (viewer !== "admin" && advice.viewer !== viewer)) throw data(null, { status: 404 });
  // A lawyer to whom a waiting order is only offered reads the question, not the conversation.
  const readable = advice.chatId !== null && (viewer !== "lawyer" || advice.lawyerId === me);
  const records = readable && advice.chatId ? (await caller.chatRecord({ chatId: advice.chatId })).records : null;
  return { view: "detail" as const, advice, records, me };
}

/** The ?tab= of a list page, one of its tabs or the first. */
export function tabOf<K extends string>(tabs: readonly { key: K }[], raw: string | null): K {
  return (tabs.find((t) => t.key === raw) ?? tabs[0])?.key as K;
}

export { pageOf } from "#core/page";
