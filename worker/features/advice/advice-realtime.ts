import { eq, sql } from "drizzle-orm";
import { ADVICE_STATUS, lawyerGreeting, robotGreeting, TIME_OVER_NOTICE, WS } from "#core/advice";
import { ORDER_STATUS } from "#core/orders";
import { createDb, type DB } from "#db/client";
import { adviceOrders, chats, orders, professionalFields } from "#db/schema";
import { chatRoom } from "../../realtime/chat-room.do";
import type { ConversationKind, Room } from "../../realtime/conversation-kinds";
import { userHub } from "../../realtime/user-hub.do";
import { syncRoom } from "../chat/conversations";
import { roomColumns } from "../orders/service-order";
import { completeAdvice } from "./advice-lifecycle.service";

// What advice tells the realtime side: the ChatRoom of an online order and the parties' UserHubs
// (SPEC §4 message types). D1 stays the authority; these calls bring the rooms in step with it.

async function roomRow(db: DB, chatId: number): Promise<Room | null> {
  const [row] = await db
    .select({
      ...roomColumns,
      adviceId: chats.adviceId,
      endsAt: adviceOrders.endsAt,
      status: adviceOrders.status,
      kind: adviceOrders.kind,
      field: professionalFields.name,
    })
    .from(chats)
    .innerJoin(adviceOrders, eq(adviceOrders.id, chats.adviceId))
    .innerJoin(orders, eq(orders.id, adviceOrders.orderId))
    .innerJoin(professionalFields, eq(professionalFields.id, adviceOrders.fieldId))
    .where(eq(chats.id, chatId));
  if (!row) return null;
  const over = row.status === ADVICE_STATUS.COMPLETED || row.status === ADVICE_STATUS.CANCELLED || row.orderStatus === ORDER_STATUS.REFUNDED;
  return {
    meta: {
      chatId: row.chatId,
      subject: "advice",
      subjectId: row.adviceId ?? 0,
      userId: row.userId,
      lawyerId: row.lawyerId,
      closed: row.closed || over,
      endsAt: row.endsAt,
      closedText: "本次咨询已结束，无法继续发送消息",
    },
    greeting: robotGreeting(row.kind, row.field),
  };
}

/** Online advice conversations, registered by worker/features/order-types.ts. */
export const adviceConversation: ConversationKind = {
  room: (db, chat) => roomRow(db, chat.id),
  // The paid time is over: the order completes (the lawyer earns), the room closes, the user is told.
  async expired(env, meta) {
    await completeAdvice(createDb(env.DB), meta.subjectId, { role: "system", id: null }, Date.now());
    await userHub(env, meta.userId).notify({ type: WS.TIME_OVER, data: { chatId: meta.chatId, adviceId: meta.subjectId } });
    return { notice: TIME_OVER_NOTICE };
  },
};

/** After an ADVICE order is paid: the online room opens with the robot's greeting and the user is told. */
export async function onAdvicePaid(env: Env, db: DB, orderNo: string): Promise<void> {
  const [row] = await db
    .select({ chatId: sql<number>`${chats.id}`.as("chat_id"), userId: adviceOrders.userId, adviceId: adviceOrders.id })
    .from(orders)
    .innerJoin(adviceOrders, eq(adviceOrders.orderId, orders.id))
    .innerJoin(chats, eq(chats.adviceId, adviceOrders.id))
    .where(eq(orders.orderNo, orderNo));
  if (!row) return;
  const room = await roomRow(db, row.chatId);
  if (!room) return;
  await syncRoom(env, room);
  await userHub(env, row.userId).notify({
    type: WS.FIRST_IN_GREETING,
    data: { chatId: row.chatId, content: JSON.stringify({ adviceId: row.adviceId, name: "契合小助手", robot: true, greeting: room.greeting }) },
  });
}

/** After a lawyer accepts: the lawyer joins the room with a greeting and the user's pages learn who it is. */
export async function onAdviceAccepted(
  env: Env,
  db: DB,
  accepted: { adviceId: number; chatId: number | null; userId: number; lawyerName: string; endsAt: number },
  lawyerId: number,
): Promise<void> {
  const greeting = lawyerGreeting(accepted.lawyerName);
  if (accepted.chatId !== null) {
    const room = await roomRow(db, accepted.chatId);
    if (room) {
      await syncRoom(env, room);
      await chatRoom(env, accepted.chatId).assign(room.meta, greeting);
    }
  }
  await userHub(env, accepted.userId).notify({
    type: WS.LAWYER_ACCEPT_GREETING,
    data: {
      chatId: accepted.chatId,
      content: JSON.stringify({ adviceId: accepted.adviceId, lawyerId, name: accepted.lawyerName, greeting, endsAt: accepted.endsAt }),
    },
  });
}

/** Tells a user that a waiting order was refunded because nobody accepted it. */
export async function notifyRefunded(env: Env, userId: number, adviceId: number, chatId: number | null): Promise<void> {
  await userHub(env, userId).notify({ type: WS.TIME_OVER, data: { adviceId, chatId, refunded: true } });
}
