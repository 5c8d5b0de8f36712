import type { DB } from "#db/client";
import type { chats } from "#db/schema";
import type { ConversationSubject, RoomMeta } from "./room-types";

// Service conversations (ADR 0015): one ChatRoom per chats row, whatever the service. Each service
// (online advice, contract customisation/review) registers how its room is read from D1 and what
// happens when the room's clock runs out, from worker/features/order-types.ts; the room and the chat
// transport import no service.

export type ChatRow = typeof chats.$inferSelect;
export type Room = { meta: RoomMeta; greeting: string };

export type ConversationKind = {
  /** The room as D1 says it is now: parties, closed or not, when its paid time ends. */
  room(db: DB, chat: ChatRow): Promise<Room | null>;
  /** The room's alarm fired at meta.endsAt: complete the service and tell the user (the room closes itself). */
  expired?(env: Env, meta: RoomMeta): Promise<{ notice: string } | null>;
  /** A message was stored (unread counts already counted in D1): push what the parties' pages show. */
  onMessage?(env: Env, meta: RoomMeta, preview: string): Promise<void>;
  /** A party read the conversation (their unread count is zero in D1): push what their pages show. */
  onRead?(env: Env, meta: RoomMeta, userId: number): Promise<void>;
};

const kinds = new Map<ConversationSubject, ConversationKind>();

export function registerConversation(subject: ConversationSubject, kind: ConversationKind): void {
  if (kinds.has(subject)) throw new Error(`conversation ${subject} registered twice`);
  kinds.set(subject, kind);
}

export function conversationKind(subject: ConversationSubject): ConversationKind {
  const kind = kinds.get(subject);
  // Nothing registered means worker/features/order-types.ts was never imported: fail loudly.
  if (!kind) throw new Error(`no conversation registered for ${subject}: import worker/features/order-types.ts`);
  return kind;
}

export function subjectOf(chat: Pick<ChatRow, "adviceId" | "customId">): { subject: ConversationSubject; subjectId: number } {
  return chat.adviceId !== null ? { subject: "advice", subjectId: chat.adviceId } : { subject: "custom", subjectId: chat.customId ?? 0 };
}
