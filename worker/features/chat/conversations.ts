import { eq } from "drizzle-orm";
import { canWork } from "#core/roles";
import type { DB } from "#db/client";
import { chats } from "#db/schema";
import type { SessionUser } from "../../middleware/session";
import { chatRoom } from "../../realtime/chat-room.do";
import { conversationKind, type Room, subjectOf } from "../../realtime/conversation-kinds";
import type { MemberRole } from "../../realtime/room-types";

// Access to a conversation and keeping its room in step with D1, for every service (ADR 0015).

export async function roomOf(db: DB, chatId: number): Promise<Room | null> {
  const chat = await db.query.chats.findFirst({ where: eq(chats.id, chatId) });
  return chat ? conversationKind(subjectOf(chat).subject).room(db, chat) : null;
}

/** Who the user is in this conversation, or null for a stranger (who learns nothing, not even that it exists). */
export async function chatAccess(db: DB, user: SessionUser, chatId: number): Promise<{ role: MemberRole; room: Room } | null> {
  const room = await roomOf(db, chatId);
  if (!room) return null;
  const role: MemberRole | null =
    room.meta.userId === user.id ? "user" : room.meta.lawyerId === user.id ? "lawyer" : canWork(user.roles, "service") ? "admin" : null;
  return role ? { role, room } : null;
}

/** Opens (or re-syncs) a room from D1 before anyone joins it. */
export async function syncRoom(env: Env, room: Room): Promise<void> {
  await chatRoom(env, room.meta.chatId).sync(room.meta, room.greeting);
}

/** Brings a conversation's room in step with D1 (after a payment, an acceptance). */
export async function syncChat(env: Env, db: DB, chatId: number): Promise<Room | null> {
  const room = await roomOf(db, chatId);
  if (room) await syncRoom(env, room);
  return room;
}

/** The service ended (completed, cancelled, refunded): the room closes with a notice; history stays. */
export async function closeRoom(env: Env, chatId: number | null, notice: string): Promise<void> {
  if (chatId === null) return;
  await chatRoom(env, chatId).close(notice);
}
