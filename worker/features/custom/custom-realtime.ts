import { and, eq, isNotNull, sql } from "drizzle-orm";
import { CUSTOM_CLOSED_TEXT, CUSTOM_STATUS, CUSTOM_WS, customLawyerGreeting, customRobotGreeting } from "#core/custom";
import { ORDER_STATUS } from "#core/orders";
import type { DB } from "#db/client";
import { createDb } from "#db/client";
import { chats, customOrders, orders } from "#db/schema";
import { chatRoom } from "../../realtime/chat-room.do";
import type { ConversationKind, Room } from "../../realtime/conversation-kinds";
import type { RoomMeta } from "../../realtime/room-types";
import { userHub } from "../../realtime/user-hub.do";
import { syncChat } from "../chat/conversations";
import { roomColumns } from "../orders/service-order";

// What customisation tells the realtime side (SPEC §4): the order's conversation in a shared ChatRoom
// (ADR 0015), CONTRACT_CUSTOMIZATION_CHAT when a conversation changes and
// CONTRACT_CUSTOMIZATION_HAS_UNREAD_CHAT with the unread count for the header badge.

async function roomRow(db: DB, chatId: number): Promise<Room | null> {
  const [row] = await db
    .select({ ...roomColumns, customId: chats.customId, status: customOrders.status, kind: customOrders.kind })
    .from(chats)
    .innerJoin(customOrders, eq(customOrders.id, chats.customId))
    .innerJoin(orders, eq(orders.id, customOrders.orderId))
    .where(eq(chats.id, chatId));
  if (!row || row.customId === null) return null;
  const over =
    row.status === CUSTOM_STATUS.COMPLETED ||
    row.status === CUSTOM_STATUS.CANCELLED ||
    row.orderStatus === ORDER_STATUS.REFUNDED ||
    row.orderStatus === ORDER_STATUS.COMPLETED;
  return {
    meta: {
      chatId: row.chatId,
      subject: "custom",
      subjectId: row.customId,
      userId: row.userId,
      lawyerId: row.lawyerId,
      closed: row.closed || over,
      endsAt: null,
      closedText: CUSTOM_CLOSED_TEXT,
    },
    greeting: customRobotGreeting(row.kind),
  };
}

/** A party's unread messages over all of their custom conversations: the header badge. */
export async function customUnread(db: DB, userId: number): Promise<number> {
  const [asUser] = await db
    .select({ n: sql<number>`coalesce(sum(${chats.userUnread}), 0)` })
    .from(chats)
    .where(and(eq(chats.userId, userId), isNotNull(chats.customId)));
  const [asLawyer] = await db
    .select({ n: sql<number>`coalesce(sum(${chats.lawyerUnread}), 0)` })
    .from(chats)
    .where(and(eq(chats.lawyerId, userId), isNotNull(chats.customId)));
  return (asUser?.n ?? 0) + (asLawyer?.n ?? 0);
}

/** Pushes a party's unread count to every open page of theirs. */
export async function pushUnread(env: Env, db: DB, userId: number): Promise<void> {
  await userHub(env, userId).notify({ type: CUSTOM_WS.HAS_UNREAD_CHAT, data: { count: await customUnread(db, userId) } });
}

/** Tells both parties' open pages that an order's conversation or state changed. */
export async function pushChatInfo(env: Env, db: DB, meta: Pick<RoomMeta, "chatId" | "subjectId" | "userId" | "lawyerId">, preview: string) {
  const data = { chatId: meta.chatId, customId: meta.subjectId, preview };
  for (const party of [meta.userId, meta.lawyerId]) {
    if (party === null) continue;
    await userHub(env, party).notify({ type: CUSTOM_WS.CHAT, data });
    await pushUnread(env, db, party);
  }
}

/** Custom order conversations, registered by worker/features/order-types.ts. */
export const customConversation: ConversationKind = {
  room: (db, chat) => roomRow(db, chat.id),
  async onMessage(env, meta, preview) {
    await pushChatInfo(env, createDb(env.DB), meta, preview);
  },
  async onRead(env, _meta, userId) {
    await pushUnread(env, createDb(env.DB), userId);
  },
};

/** After a custom order is paid: its room opens with the robot's greeting and the user's pages learn of it. */
export async function onCustomPaid(env: Env, db: DB, orderId: number): Promise<void> {
  const [row] = await db
    .select({ chatId: chats.id, customId: customOrders.id, userId: customOrders.userId, requestedLawyerId: customOrders.requestedLawyerId })
    .from(customOrders)
    .innerJoin(chats, eq(chats.customId, customOrders.id))
    .where(eq(customOrders.orderId, orderId));
  if (!row) return;
  await syncChat(env, db, row.chatId);
  await pushChatInfo(env, db, { chatId: row.chatId, subjectId: row.customId, userId: row.userId, lawyerId: row.requestedLawyerId }, "需求已提交");
}

/** After a lawyer accepts: the lawyer joins the room with a greeting. */
export async function onCustomAccepted(env: Env, db: DB, accepted: { customId: number; chatId: number | null; userId: number; lawyerName: string }) {
  if (accepted.chatId === null) return;
  const room = await syncChat(env, db, accepted.chatId);
  if (!room) return;
  const kind =
    (await db.query.customOrders.findFirst({ columns: { kind: true }, where: eq(customOrders.id, accepted.customId) }))?.kind ?? "CONTRACT_CUSTOMIZATION";
  await chatRoom(env, accepted.chatId).assign(room.meta, customLawyerGreeting(kind, accepted.lawyerName));
}

/** A step of the order worth a line in the conversation (a delivery, a revision request, a refund). */
export async function noticeInRoom(env: Env, db: DB, chatId: number | null, text: string): Promise<void> {
  if (chatId === null) return;
  const room = await syncChat(env, db, chatId);
  if (room) await chatRoom(env, chatId).notice(text);
}

/** The scheduled handler refunded an order nobody accepted: the user's pages learn it at once. */
export async function notifyCustomRefunded(env: Env, db: DB, r: { customId: number; userId: number; chatId: number | null }): Promise<void> {
  await userHub(env, r.userId).notify({
    type: CUSTOM_WS.CHAT,
    data: { chatId: r.chatId, customId: r.customId, preview: "无律师接单，已全额退款", refunded: true },
  });
  await pushUnread(env, db, r.userId);
}
