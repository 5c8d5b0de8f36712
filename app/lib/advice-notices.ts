import type { WsMessage } from "./realtime";

// What a user-socket message about advice says, as a one-line notice for any page the user has open
// (SPEC §4: the accept greeting sets the advice lawyer; time-over is not shown).
export function adviceNotice(message: WsMessage): string | null {
  if (message.type !== "LEGAL_ADVICE_LAWYER_ACCEPT_GREETING") return null;
  const content = (message.data as { content?: unknown } | undefined)?.content;
  try {
    const { name } = JSON.parse(typeof content === "string" ? content : "{}") as { name?: string };
    return name ? `${name}律师已接受您的咨询，可在“我的咨询”中查看` : "律师已接受您的咨询";
  } catch {
    return "律师已接受您的咨询";
  }
}
