import { DurableObject } from "cloudflare:workers";
import { eq, sql } from "drizzle-orm";
import { CHAT_TEXT_MAX } from "#core/advice";
import { createDb } from "#db/client";
import { chatMessages, chats } from "#db/schema";
import { conversationKind } from "./conversation-kinds";
import type { ChatKind, ChatMessage, ChatRole, MemberRole, RoomEvent, RoomMeta } from "./room-types";
import { sendToAll } from "./sockets";

// One room per conversation (DESIGN §4, ADR 0015), whatever service it is about: the messages live in
// the object's SQLite; each is mirrored to D1 (chat_messages, chats) for listings, unread counts and
// chat_record. Sockets hibernate; who holds a socket is kept in its attachment. Only the two parties
// join; admins read.
export type { ChatKind, ChatMessage, ChatRole, MemberRole, RoomEvent, RoomMeta } from "./room-types";

/** `sid`: the session the socket was opened by (logout closes it); the rest counts its messages. */
type Attachment = { userId: number; role: MemberRole; sid: string | null; windowStart: number; frames: number; sends: number };
const ENDED = "本次服务已结束，无法继续发送消息";

const HISTORY_ON_JOIN = 200;
/**
 * Per socket and window: at most `sends` messages, and `frames` frames of any kind (read receipts
 * follow incoming messages, so they get more room). Beyond that a frame gets an error frame, no work.
 */
export const SOCKET_RATE = { sends: 10, frames: 40, windowMs: 10_000 } as const;
export const RATE_LIMITED = "发送过于频繁，请稍后再试";
const PREVIEW_CHARS = 60;

export class ChatError extends Error {}

export function previewOf(kind: ChatKind, body: string): string {
  if (kind === "image") return "[图片]";
  if (kind === "file") {
    try {
      return `[文件] ${(JSON.parse(body) as { name?: string }).name ?? ""}`.trim();
    } catch {
      return "[文件]";
    }
  }
  return body.slice(0, PREVIEW_CHARS);
}

type Frame = { type?: unknown; text?: unknown; clientId?: unknown };

/** A client frame as an object, or null for anything else (invalid JSON, `null`, a number). */
function parseFrame(raw: string | ArrayBuffer): Frame | null {
  try {
    const value: unknown = JSON.parse(typeof raw === "string" ? raw : new TextDecoder().decode(raw));
    return value !== null && typeof value === "object" && !Array.isArray(value) ? (value as Frame) : null;
  } catch {
    return null;
  }
}

export class ChatRoom extends DurableObject<Env> {
  private readonly sql: SqlStorage;

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    this.sql = ctx.storage.sql;
    this.sql.exec(`CREATE TABLE IF NOT EXISTS messages (
      seq INTEGER PRIMARY KEY AUTOINCREMENT, sender_id INTEGER, sender_role TEXT NOT NULL,
      kind TEXT NOT NULL, body TEXT NOT NULL, created_at INTEGER NOT NULL)`);
    this.sql.exec("CREATE TABLE IF NOT EXISTS meta (k TEXT PRIMARY KEY, v TEXT NOT NULL)");
  }

  private meta(): RoomMeta | null {
    const row = this.sql.exec<{ v: string }>("SELECT v FROM meta WHERE k = 'room'").toArray()[0];
    if (!row) return null;
    // Rooms opened before conversations were shared stored an adviceId; sync() rewrites them on the next join.
    const stored = JSON.parse(row.v) as RoomMeta & { adviceId?: number };
    return stored.subject ? stored : { ...stored, subject: "advice", subjectId: stored.adviceId ?? 0, closedText: ENDED };
  }

  private saveMeta(meta: RoomMeta): void {
    this.sql.exec("INSERT INTO meta (k, v) VALUES ('room', ?) ON CONFLICT(k) DO UPDATE SET v = excluded.v", JSON.stringify(meta));
  }

  /**
   * Brings the room in step with D1 (the authority on parties and state) and writes the robot's
   * greeting into an empty room. Idempotent: called before every join.
   */
  async sync(meta: RoomMeta, greeting: string): Promise<void> {
    const before = this.meta();
    this.saveMeta(meta);
    if (meta.endsAt !== null && !meta.closed && meta.endsAt !== before?.endsAt) await this.ctx.storage.setAlarm(meta.endsAt);
    const empty = this.sql.exec<{ n: number }>("SELECT count(*) AS n FROM messages").one().n === 0;
    if (empty) await this.append(null, "robot", "notice", greeting, { system: true });
  }

  /** The lawyer accepted: the lawyer joins, the paid time starts and the lawyer's greeting is posted. */
  async assign(meta: RoomMeta, greeting: string): Promise<ChatMessage> {
    this.saveMeta(meta);
    if (meta.endsAt !== null) await this.ctx.storage.setAlarm(meta.endsAt);
    return this.append(meta.lawyerId, "lawyer", "text", greeting, { system: true });
  }

  /** A message sent outside the socket (an uploaded image or file). */
  async post(senderId: number, kind: ChatKind, body: string): Promise<ChatMessage> {
    const meta = this.meta();
    if (!meta) throw new ChatError("会话不存在");
    const role = senderId === meta.userId ? "user" : senderId === meta.lawyerId ? "lawyer" : null;
    if (!role) throw new ChatError("您不是该会话的参与者");
    if (meta.closed) throw new ChatError(meta.closedText || ENDED);
    return this.append(senderId, role, kind, body);
  }

  /** A system line in an open conversation (a delivery, a revision request), for both parties. */
  async notice(text: string): Promise<ChatMessage> {
    return this.append(null, "system", "notice", text, { system: true });
  }

  /** Closes the room with a notice to everyone in it; the history stays readable. */
  async close(reason: string): Promise<void> {
    const meta = this.meta();
    if (!meta || meta.closed) return;
    this.saveMeta({ ...meta, closed: true });
    await this.ctx.storage.deleteAlarm();
    await this.append(null, "system", "notice", reason, { system: true });
    await createDb(this.env.DB).update(chats).set({ closed: true }).where(eq(chats.id, meta.chatId));
    this.broadcast({ type: "closed", reason });
  }

  async history(limit = HISTORY_ON_JOIN): Promise<ChatMessage[]> {
    return this.sql
      .exec<{ seq: number; sender_id: number | null; sender_role: ChatRole; kind: ChatKind; body: string; created_at: number }>(
        "SELECT * FROM (SELECT * FROM messages ORDER BY seq DESC LIMIT ?) ORDER BY seq",
        limit,
      )
      .toArray()
      .map((r) => ({ seq: r.seq, senderId: r.sender_id, senderRole: r.sender_role, kind: r.kind, body: r.body, createdAt: r.created_at }));
  }

  /** Logout: the session's sockets in this room close. */
  async endSession(userId: number, sid: string, reason: string): Promise<void> {
    for (const ws of this.ctx.getWebSockets()) {
      const a = ws.deserializeAttachment() as Attachment;
      if (a.userId === userId && a.sid === sid) ws.close(1000, reason);
    }
  }

  /** How many sockets are in the room (bench, tests). */
  async connections(): Promise<number> {
    return this.ctx.getWebSockets().length;
  }

  override async fetch(request: Request): Promise<Response> {
    if (request.headers.get("upgrade")?.toLowerCase() !== "websocket") return new Response("需要 WebSocket 连接", { status: 426 });
    const meta = this.meta();
    const userId = Number(request.headers.get("x-qihe-user"));
    const claimed = request.headers.get("x-qihe-role");
    // The worker has checked access against D1; the room checks again against its own parties.
    const role: MemberRole | null =
      claimed === "admin" ? "admin" : meta && userId === meta.userId ? "user" : meta && userId === meta.lawyerId ? "lawyer" : null;
    if (!meta || !role) return new Response("无权进入该会话", { status: 403 });
    const pair = new WebSocketPair();
    const [client, server] = [pair[0], pair[1]];
    this.ctx.acceptWebSocket(server, [`${role}:${userId}`]);
    server.serializeAttachment({
      userId,
      role,
      sid: request.headers.get("x-qihe-sid") || null,
      windowStart: Date.now(),
      frames: 0,
      sends: 0,
    } satisfies Attachment);
    server.send(JSON.stringify({ type: "history", messages: await this.history(), closed: meta.closed, endsAt: meta.endsAt, role } satisfies RoomEvent));
    return new Response(null, { status: 101, webSocket: client });
  }

  override async webSocketMessage(ws: WebSocket, raw: string | ArrayBuffer): Promise<void> {
    if (raw === "ping") return ws.send("pong");
    const me = ws.deserializeAttachment() as Attachment;
    const msg = parseFrame(raw);
    const clientId = typeof msg?.clientId === "string" ? msg.clientId.slice(0, 64) : undefined;
    // Every frame counts, malformed ones too: a flood gets one short error frame each, never work.
    if (!this.withinRate(ws, me, msg?.type === "send")) return this.reply(ws, { type: "error", message: RATE_LIMITED, clientId });
    if (!msg) return this.reply(ws, { type: "error", message: "消息格式错误" });
    if (msg.type === "read") return this.markRead(me);
    if (msg.type !== "send") return this.reply(ws, { type: "error", message: "未知的消息类型", clientId });
    if (me.role === "admin") return this.reply(ws, { type: "error", message: "管理员只能查看会话记录", clientId });
    const text = typeof msg.text === "string" ? msg.text.trim() : "";
    if (!text) return this.reply(ws, { type: "error", message: "请输入消息内容", clientId });
    if (text.length > CHAT_TEXT_MAX) return this.reply(ws, { type: "error", message: `单条消息不能超过 ${CHAT_TEXT_MAX} 字`, clientId });
    const meta = this.meta();
    if (!meta || meta.closed) return this.reply(ws, { type: "error", message: meta?.closedText || ENDED, clientId });
    try {
      await this.append(me.userId, me.role, "text", text, { clientId });
    } catch (e) {
      this.reply(ws, { type: "error", message: e instanceof ChatError ? e.message : "发送失败，请重试", clientId });
    }
  }

  override async webSocketClose(ws: WebSocket, code: number): Promise<void> {
    ws.close(code === 1005 ? 1000 : code, "closed");
  }

  /** The paid time is over: the service completes as its kind says (the lawyer earns), the room closes. */
  override async alarm(): Promise<void> {
    const meta = this.meta();
    if (!meta || meta.closed) return;
    if (meta.endsAt === null) return;
    if (meta.endsAt > Date.now()) return void (await this.ctx.storage.setAlarm(meta.endsAt));
    const ended = await conversationKind(meta.subject).expired?.(this.env, meta);
    if (ended) await this.close(ended.notice);
  }

  /** Counts a frame against the socket's window (kept in its attachment, so hibernation keeps it). */
  private withinRate(ws: WebSocket, me: Attachment, isSend: boolean): boolean {
    const now = Date.now();
    // Written as "not within the window" so a socket accepted before the limit existed (no counters, NaN) starts one.
    const base = !(now - me.windowStart < SOCKET_RATE.windowMs) ? { windowStart: now, frames: 0, sends: 0 } : me;
    const next = { ...me, windowStart: base.windowStart, frames: base.frames + 1, sends: base.sends + (isSend ? 1 : 0) };
    ws.serializeAttachment(next);
    return next.frames <= SOCKET_RATE.frames && next.sends <= SOCKET_RATE.sends;
  }

  private reply(ws: WebSocket, event: RoomEvent): void {
    ws.send(JSON.stringify(event));
  }

  private broadcast(event: RoomEvent): number {
    return sendToAll(this.ctx.getWebSockets(), JSON.stringify(event));
  }

  private async markRead(me: Attachment): Promise<void> {
    const meta = this.meta();
    if (!meta || me.role === "admin") return;
    const db = createDb(this.env.DB);
    await db
      .update(chats)
      .set(me.role === "user" ? { userUnread: 0 } : { lawyerUnread: 0 })
      .where(eq(chats.id, meta.chatId));
    try {
      await conversationKind(meta.subject).onRead?.(this.env, meta, me.userId);
    } catch (e) {
      console.error("chat room push", e);
    }
  }

  /**
   * Stores a message here, mirrors it to D1 and sends it to every socket. The seq is taken before any
   * await, so messages racing in while D1 answers keep their order. A party's message is refused when
   * D1 says the conversation is closed (a refund), whatever this room last heard.
   */
  private async append(senderId: number | null, role: ChatRole, kind: ChatKind, body: string, opts: { system?: boolean; clientId?: string } = {}) {
    const meta = this.meta();
    if (!meta) throw new ChatError("会话不存在");
    const createdAt = Date.now();
    const seq = this.sql
      .exec<{ seq: number }>(
        "INSERT INTO messages (sender_id, sender_role, kind, body, created_at) VALUES (?, ?, ?, ?, ?) RETURNING seq",
        senderId,
        role,
        kind,
        body,
        createdAt,
      )
      .one().seq;
    const message: ChatMessage = { seq, senderId, senderRole: role, kind, body, createdAt };
    const db = createDb(this.env.DB);
    const chatId = opts.system ? meta.chatId : sql`(SELECT id FROM chats WHERE id = ${meta.chatId} AND closed = 0)`;
    try {
      await db.batch([
        db.insert(chatMessages).values({ chatId, seq, senderId, senderRole: role, kind, body, createdAt }),
        db
          .update(chats)
          .set({
            lastMessageAt: createdAt,
            lastPreview: previewOf(kind, body),
            // Counted for the other party whether or not a socket of theirs is in the room: a page that
            // shows the message answers with a read frame (markRead), a socket still closing does not.
            ...(role !== "user" ? { userUnread: sql`${chats.userUnread} + 1` } : {}),
            ...(role !== "lawyer" && role !== "robot" ? { lawyerUnread: sql`${chats.lawyerUnread} + 1` } : {}),
          })
          .where(eq(chats.id, meta.chatId)),
      ]);
    } catch (e) {
      this.sql.exec("DELETE FROM messages WHERE seq = ?", seq);
      if (!opts.system) {
        const row = await db.query.chats.findFirst({ columns: { closed: true }, where: eq(chats.id, meta.chatId) });
        if (row?.closed) {
          this.saveMeta({ ...meta, closed: true });
          throw new ChatError(meta.closedText || ENDED);
        }
      }
      throw e;
    }
    this.broadcast({ type: "message", message, ...(opts.clientId ? { clientId: opts.clientId } : {}) });
    try {
      await conversationKind(meta.subject).onMessage?.(this.env, meta, previewOf(kind, body));
    } catch (e) {
      // Badges catch up on the next message or page load; the message itself is stored and sent.
      console.error("chat room push", e);
    }
    return message;
  }
}

export function chatRoom(env: Env, chatId: number): DurableObjectStub<ChatRoom> {
  return env.CHAT_ROOM.get(env.CHAT_ROOM.idFromName(`chat:${chatId}`));
}
