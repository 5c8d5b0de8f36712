import { runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { createDb } from "#db/client";
import { users } from "#db/schema";
import { JSON_HEADERS, request } from "../../tests/setup/helpers";
import { clientMeta, issueSession } from "../features/auth/tokens.service";
import { type ChatRoom, chatRoom, RATE_LIMITED, type RoomMeta, SOCKET_RATE } from "./chat-room.do";
import { userHub } from "./user-hub.do";

const db = createDb(env.DB);
let phoneSeq = 0;

async function signedIn() {
  const [user] = await db
    .insert(users)
    .values({ phone: `1390000${String(7300 + ++phoneSeq)}`, nickname: "套接字", createdAt: 1, updatedAt: 1 })
    .returning();
  if (!user) throw new Error("no user");
  const session = await issueSession(db, env.AUTH_SECRET, user.id, clientMeta(new Request("http://localhost/")), Date.now());
  const auth = { authorization: `Bearer ${session.accessToken}` };
  const ticket = async () => {
    const res = await request("/api/trpc/realtime.ticket", { method: "POST", headers: { ...JSON_HEADERS, ...auth }, body: "{}" });
    expect(res.status).toBe(200);
    return ((await res.json()) as { result: { data: { ticket: string } } }).result.data.ticket;
  };
  const logout = () => request("/api/trpc/auth.logout", { method: "POST", headers: { ...JSON_HEADERS, ...auth }, body: "{}" });
  return { userId: user.id, sid: session.familyId, accessToken: session.accessToken, ticket, logout };
}

function connectHub(ticket: string): Promise<Response> {
  return request(`/websocket/ws/HTK_PC/${ticket}`, { headers: { upgrade: "websocket" } });
}

function accepted(res: Response): WebSocket {
  const ws = res.webSocket;
  if (!ws) throw new Error(`no websocket (${res.status})`);
  ws.accept();
  return ws;
}

function closed(ws: WebSocket): Promise<number> {
  return new Promise((resolve) => ws.addEventListener("close", (e) => resolve(e.code), { once: true }));
}

function frames(ws: WebSocket): string[] {
  const seen: string[] = [];
  ws.addEventListener("message", (e) => seen.push(String(e.data)));
  return seen;
}

/** A room whose meta is set directly (no D1 order behind it), joined as the worker's chat route would. */
async function roomSocket(chatId: number, userId: number, sid: string): Promise<WebSocket> {
  const stub = chatRoom(env, chatId);
  const meta: RoomMeta = {
    chatId,
    subject: "advice",
    subjectId: chatId,
    userId,
    lawyerId: null,
    closed: false,
    endsAt: null,
    closedText: "本次咨询已结束，无法继续发送消息",
  };
  await runInDurableObject(stub, async (_room: ChatRoom, state) => {
    state.storage.sql.exec("INSERT INTO meta (k, v) VALUES ('room', ?) ON CONFLICT(k) DO UPDATE SET v = excluded.v", JSON.stringify(meta));
  });
  await userHub(env, userId).joinedRoom(sid, chatId);
  const res = await stub.fetch("http://room/", { headers: { upgrade: "websocket", "x-qihe-user": String(userId), "x-qihe-sid": sid } });
  return accepted(res);
}

const until = async (check: () => boolean) => {
  for (let i = 0; i < 100 && !check(); i++) await new Promise((r) => setTimeout(r, 10));
};

describe("websocket tickets", () => {
  it("websocket: a ticket opens one socket only, even when used concurrently", async () => {
    const me = await signedIn();
    const ticket = await me.ticket();
    const first = await connectHub(ticket);
    expect(first.status).toBe(101);
    expect((await connectHub(ticket)).status).toBe(424);

    const shared = await me.ticket();
    const racing = await Promise.all(Array.from({ length: 8 }, () => connectHub(shared)));
    expect(racing.filter((r) => r.status === 101)).toHaveLength(1);
    expect(racing.filter((r) => r.status === 424)).toHaveLength(7);
    for (const res of [first, ...racing].filter((r) => r.webSocket)) accepted(res).close();
  });

  it("websocket: a signed-out session's ticket is refused", async () => {
    const me = await signedIn();
    const ticket = await me.ticket();
    expect((await me.logout()).status).toBe(200);
    const res = await connectHub(ticket);
    expect(res.status).toBe(424);
    expect(res.webSocket).toBeNull();
  });

  it("websocket: logout closes the session's hub and chat sockets, and leaves the other sessions' open", async () => {
    const me = await signedIn();
    const hub = accepted(await connectHub(await me.ticket()));
    const room = await roomSocket(900_001, me.userId, me.sid);
    const otherSession = await roomSocket(900_001, me.userId, "another-session");
    const [hubClosed, roomClosed] = [closed(hub), closed(room)];
    let otherClosed = false;
    otherSession.addEventListener("close", () => {
      otherClosed = true;
    });

    expect((await me.logout()).status).toBe(200);
    expect(await hubClosed).toBe(1000);
    expect(await roomClosed).toBe(1000);
    expect(otherClosed).toBe(false);
    expect(await chatRoom(env, 900_001).connections()).toBe(1);
    otherSession.close();
  });

  it("websocket: 退出其他设备 closes the other sessions' hub and chat sockets and keeps this one's", async () => {
    const me = await signedIn();
    const other = await issueSession(db, env.AUTH_SECRET, me.userId, clientMeta(new Request("http://localhost/")), Date.now());
    const mine = accepted(await connectHub(await me.ticket()));
    const theirs = await roomSocket(900_003, me.userId, other.familyId);
    const theirsClosed = closed(theirs);
    let mineClosed = false;
    mine.addEventListener("close", () => {
      mineClosed = true;
    });

    const res = await request("/api/trpc/auth.signOutOthers", {
      method: "POST",
      headers: { ...JSON_HEADERS, authorization: `Bearer ${me.accessToken}` },
      body: "{}",
    });
    expect(res.status).toBe(200);
    expect(await theirsClosed).toBe(1000);
    expect(mineClosed).toBe(false);
    mine.close();
  });
});

describe("chat socket rate limit", () => {
  it("websocket: a chat socket sending too fast gets an error frame per extra message and stays usable", async () => {
    const room = await roomSocket(900_002, 424_242, "rate-session");
    const seen = frames(room);
    await until(() => seen.some((f) => f.includes('"history"')));
    // The room has no D1 row behind it: each accepted send fails to store and answers its own error;
    // the extra ones are refused before any work.
    const extra = 3;
    for (let i = 0; i < SOCKET_RATE.sends + extra; i++) room.send(JSON.stringify({ type: "send", text: `第${i}条`, clientId: `c${i}` }));
    room.send("ping");
    await until(() => seen.includes("pong"));
    const limited = seen.filter((f) => f.includes(RATE_LIMITED));
    expect(limited).toHaveLength(extra);
    expect(limited.map((f) => (JSON.parse(f) as { clientId?: string }).clientId)).toEqual(["c10", "c11", "c12"]);

    // Floods of other frames are bounded too, and the socket survives them.
    for (let i = 0; i < SOCKET_RATE.frames; i++) room.send("not json");
    room.send("ping");
    await until(() => seen.filter((f) => f === "pong").length === 2);
    expect(seen.filter((f) => f.includes(RATE_LIMITED)).length).toBeGreaterThan(extra);
    expect(await chatRoom(env, 900_002).connections()).toBe(1);
    room.close();
  });
});
