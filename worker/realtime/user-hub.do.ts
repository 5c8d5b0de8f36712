import { DurableObject } from "cloudflare:workers";
import { chatRoom } from "./chat-room.do";
import { sendToAll } from "./sockets";

// One hub per user: every open page of that user holds a hibernatable websocket here, and services
// push messages (SPEC §4 websocket types) to all of them. Per-socket data lives in the attachment so
// it survives hibernation. The hub also records the user's used websocket tickets (single use) and
// the chat rooms each session joined, so a logout can close the session's sockets everywhere.
export type HubMessage = { type: string; data?: unknown };
type Attachment = { userId: number; sid: string | null; connectedAt: number };

export class UserHub extends DurableObject<Env> {
  private readonly sql: SqlStorage;

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    this.sql = ctx.storage.sql;
    this.sql.exec("CREATE TABLE IF NOT EXISTS used_tickets (jti TEXT PRIMARY KEY, expires_at INTEGER NOT NULL)");
    this.sql.exec("CREATE TABLE IF NOT EXISTS session_rooms (sid TEXT NOT NULL, chat_id INTEGER NOT NULL, PRIMARY KEY (sid, chat_id))");
  }

  override async fetch(request: Request): Promise<Response> {
    if (request.headers.get("upgrade")?.toLowerCase() !== "websocket") return new Response("需要 WebSocket 连接", { status: 426 });
    const userId = Number(request.headers.get("x-qihe-user"));
    if (!Number.isSafeInteger(userId) || userId <= 0) return new Response("未认证", { status: 401 });
    const pair = new WebSocketPair();
    const [client, server] = [pair[0], pair[1]];
    this.ctx.acceptWebSocket(server);
    server.serializeAttachment({ userId, sid: request.headers.get("x-qihe-sid") || null, connectedAt: Date.now() } satisfies Attachment);
    return new Response(null, { status: 101, webSocket: client });
  }

  /**
   * Records a ticket's first use; false when it was used before. One object per user runs one call at
   * a time, so two sockets racing with the same ticket cannot both win. Expired entries are dropped.
   */
  async claimTicket(jti: string, expiresAt: number): Promise<boolean> {
    this.sql.exec("DELETE FROM used_tickets WHERE expires_at < ?", Date.now());
    return (
      this.sql.exec("INSERT INTO used_tickets (jti, expires_at) VALUES (?, ?) ON CONFLICT (jti) DO NOTHING RETURNING jti", jti, expiresAt).toArray().length ===
      1
    );
  }

  /** A socket of the session joined a chat room: logout must close it there too. */
  async joinedRoom(sid: string, chatId: number): Promise<void> {
    this.sql.exec("INSERT INTO session_rooms (sid, chat_id) VALUES (?, ?) ON CONFLICT DO NOTHING", sid, chatId);
  }

  /** Sends a message to every open page of the user; returns how many sockets received it. */
  async notify(message: HubMessage): Promise<number> {
    return sendToAll(this.ctx.getWebSockets(), JSON.stringify(message));
  }

  /** Logout of one session: its sockets here and in every chat room it joined are closed. */
  async endSession(userId: number, sid: string, reason = "logout"): Promise<void> {
    for (const ws of this.ctx.getWebSockets()) {
      if ((ws.deserializeAttachment() as Attachment).sid === sid) ws.close(1000, reason);
    }
    const rooms = this.sql.exec<{ chat_id: number }>("DELETE FROM session_rooms WHERE sid = ? RETURNING chat_id", sid).toArray();
    await Promise.all(rooms.map((r) => chatRoom(this.env, r.chat_id).endSession(userId, sid, reason)));
  }

  override async webSocketMessage(ws: WebSocket, message: string | ArrayBuffer): Promise<void> {
    // Clients only send heartbeats; everything else flows through the API.
    if (message === "ping") ws.send("pong");
  }

  override async webSocketClose(ws: WebSocket, code: number): Promise<void> {
    ws.close(code === 1005 ? 1000 : code, "closed");
  }
}

export function userHub(env: Env, userId: number): DurableObjectStub<UserHub> {
  return env.USER_HUB.get(env.USER_HUB.idFromName(`user:${userId}`));
}
