import { and, asc, eq, gt } from "drizzle-orm";
import type { DB } from "#db/client";
import { chatMessages } from "#db/schema";

// chat_record: a conversation's history from the D1 mirror, readable after the room has closed.
export const RECORD_PAGE = 200;

export type ChatRecord = { seq: number; senderId: number | null; senderRole: string; kind: string; body: string; createdAt: number };

export async function chatRecords(db: DB, chatId: number, afterSeq = 0, limit = RECORD_PAGE): Promise<ChatRecord[]> {
  return db
    .select({
      seq: chatMessages.seq,
      senderId: chatMessages.senderId,
      senderRole: chatMessages.senderRole,
      kind: chatMessages.kind,
      body: chatMessages.body,
      createdAt: chatMessages.createdAt,
    })
    .from(chatMessages)
    .where(and(eq(chatMessages.chatId, chatId), gt(chatMessages.seq, afterSeq)))
    .orderBy(asc(chatMessages.seq))
    .limit(limit);
}

/** The stored file behind an image or file message, or null. */
export async function chatFileOf(db: DB, chatId: number, seq: number): Promise<{ key: string; name: string; mime: string } | null> {
  const row = await db.query.chatMessages.findFirst({ where: and(eq(chatMessages.chatId, chatId), eq(chatMessages.seq, seq)) });
  if (!row || (row.kind !== "image" && row.kind !== "file")) return null;
  try {
    const body = JSON.parse(row.body) as { key?: string; name?: string; mime?: string };
    return body.key ? { key: body.key, name: body.name ?? "附件", mime: body.mime ?? "application/octet-stream" } : null;
  } catch {
    return null;
  }
}
