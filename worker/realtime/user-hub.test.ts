import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { accessToken, bearer, JSON_HEADERS, request, USER } from "../../tests/setup/helpers";
import { signToken } from "../middleware/session";
import { userHub } from "./user-hub.do";

async function connect(path: string): Promise<{ status: number; ws: WebSocket | null }> {
  const res = await request(path, { headers: { upgrade: "websocket" } });
  const ws = res.webSocket;
  if (ws) ws.accept();
  return { status: res.status, ws };
}

function nextMessage(ws: WebSocket): Promise<string> {
  return new Promise((resolve) => ws.addEventListener("message", (e) => resolve(String(e.data)), { once: true }));
}

describe("user hub websocket", () => {
  it("connects with a fresh ticket and receives messages pushed to the user", async () => {
    const res = await request("/api/trpc/realtime.ticket", { method: "POST", headers: { ...JSON_HEADERS, ...(await bearer(USER)) } });
    const { result } = (await res.json()) as { result: { data: { ticket: string; path: string } } };
    const { status, ws } = await connect(`${result.data.path}${result.data.ticket}`);
    expect(status).toBe(101);
    if (!ws) throw new Error("no websocket");

    const pong = nextMessage(ws);
    ws.send("ping");
    expect(await pong).toBe("pong");

    const message = nextMessage(ws);
    const sent = await userHub(env, USER.id).notify({ type: "REFRESH_USER_CACHE" });
    expect(sent).toBe(1);
    expect(JSON.parse(await message)).toEqual({ type: "REFRESH_USER_CACHE" });
    ws.close();
  });

  it("fans a message out to every open page of the user", async () => {
    const sockets: WebSocket[] = [];
    for (let i = 0; i < 3; i++) {
      const { ws } = await connect(`/websocket/ws/HTK_PC/${await signToken(env.AUTH_SECRET, USER, "ws", 60, crypto.randomUUID())}`);
      if (!ws) throw new Error("no websocket");
      sockets.push(ws);
    }
    const received = sockets.map(nextMessage);
    const data = { chatId: 7, content: JSON.stringify({ name: "王建国" }) };
    expect(await userHub(env, USER.id).notify({ type: "LEGAL_ADVICE_LAWYER_ACCEPT_GREETING", data })).toBe(3);
    for (const text of await Promise.all(received)) expect(JSON.parse(text)).toEqual({ type: "LEGAL_ADVICE_LAWYER_ACCEPT_GREETING", data });
    for (const ws of sockets) ws.close();
  });

  it("refuses expired tickets and access tokens used as tickets", async () => {
    const expired = await signToken(env.AUTH_SECRET, USER, "ws", -5);
    const access = await accessToken(USER);
    for (const ticket of [expired, access, "nonsense"]) {
      const { status, ws } = await connect(`/websocket/ws/HTK_PC/${ticket}`);
      expect(status).toBe(424);
      expect(ws).toBeNull();
    }
  });

  it("does not deliver one user's messages to another", async () => {
    const other = { id: 4242, roles: [] };
    expect(await userHub(env, other.id).notify({ type: "REFRESH_USER_CACHE" })).toBe(0);
  });
});
