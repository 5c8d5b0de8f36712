import { DurableObject } from "cloudflare:workers";
import { sendToAll } from "./sockets";

// One hub per user: every open page of that user holds a hibernatable websocket here, and services
// push messages (SPEC §4 websocket types) to all of them. Per-socket data lives in the attachment so
// it survives hibernation.
export type HubMessage = { type: string; data?: unknown };
type Attachment = { userId: number; connectedAt: number };

export class UserHub extends DurableObject<Env> {
  override async fetch(request: Request): Promise<Response> {
    if (request.headers.get("upgrade")?.toLowerCase() !== "websocket") return new Response("需要 WebSocket 连接", { status: 426 });
    const userId = Number(request.headers.get("x-qihe-user"));
    if (!Number.isSafeInteger(userId) || userId <= 0) return new Response("未认证", { status: 401 });
    const pair = new WebSocketPair();
    const [client, server] = [pair[0], pair[1]];
    this.ctx.acceptWebSocket(server);
    server.serializeAttachment({ userId, connectedAt: Date.now() } satisfies Attachment);
    return new Response(null, { status: 101, webSocket: client });
  }

  /** Sends a message to every open page of the user; returns how many sockets received it. */
  async notify(message: HubMessage): Promise<number> {
    return sendToAll(this.ctx.getWebSockets(), JSON.stringify(message));
  }

  /** Closes every socket of the user (logout). */
  async disconnectAll(reason = "logout"): Promise<void> {
    for (const ws of this.ctx.getWebSockets()) ws.close(1000, reason);
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
