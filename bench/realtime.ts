// Realtime figures (issue #7): how long one chat message takes to reach every socket of a ChatRoom
// with 2, 50 and 200 sockets in it, and how many sockets one UserHub holds while a push reaches all of
// them. Rooms are real online-advice orders: created, paid with a signed sandbox notice and accepted
// by the demo lawyer over the REST surface, exactly as the site does it.
import { authSecret, signed, token } from "./notifications.ts";

const USER = "13800000001";
const LAWYER = "13800000002";
const LAWYER_ID = 3;
const TIMEOUT_MS = 20_000;

type Auth = { user: string; lawyer: string };

async function call<T>(base: string, bearer: string, method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { authorization: `Bearer ${bearer}`, "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await res.json()) as { code: number; msg: string; data: T };
  if (json.code !== 0) throw new Error(`${method} ${path}：${json.msg}`);
  return json.data;
}

async function ticket(base: string, bearer: string): Promise<string> {
  const res = await fetch(`${base}/api/trpc/realtime.ticket`, {
    method: "POST",
    headers: { authorization: `Bearer ${bearer}`, "content-type": "application/json" },
    body: "{}",
  });
  const json = (await res.json()) as { result: { data: { ticket: string } } };
  return json.result.data.ticket;
}

/** A paid online-advice order of the demo user, accepted by the demo lawyer; its chat id. */
async function acceptedRoom(base: string, auth: Auth, secret: string, onAccepting?: () => void): Promise<number> {
  const created = await call<{ orderNo: string; adviceId: number; amountFen: number }>(base, auth.user, "POST", "/admin/advice_order", {
    kind: "ONLINE",
    fieldId: 1,
    lawyerId: LAWYER_ID,
    question: "压测用咨询：公司拖欠工资三个月，能否申请劳动仲裁并主张经济补偿？",
  });
  const notice = signed(secret, created);
  const paid = await fetch(`${base}/pay/notify/sandbox`, { method: "POST", headers: notice.headers, body: notice.body });
  if (!paid.ok) throw new Error(`支付通知返回 ${paid.status}`);
  onAccepting?.();
  await call(base, auth.lawyer, "PUT", `/admin/advice_order/accept/${created.adviceId}`);
  const detail = await call<{ chatId: number | null }>(base, auth.user, "GET", `/admin/advice_order/${created.adviceId}`);
  if (!detail.chatId) throw new Error("咨询室未创建");
  return detail.chatId;
}

function open(url: string, ready: (data: string) => boolean): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url);
    const timer = setTimeout(() => reject(new Error(`连接超时：${url.split("/").slice(0, 6).join("/")}`)), TIMEOUT_MS);
    ws.addEventListener("message", (e) => {
      if (ready(String(e.data))) {
        clearTimeout(timer);
        resolve(ws);
      }
    });
    ws.addEventListener("error", () => reject(new Error("websocket 连接失败")));
  });
}

function percentile(list: number[], p: number): number {
  const sorted = [...list].sort((a, b) => a - b);
  return Number((sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0).toFixed(1));
}

function wsBase(base: string): string {
  return base.replace(/^http/, "ws");
}

export type Fanout = { sockets: number; p50: number; p95: number };

/**
 * For each room size: 10 messages sent one at a time by the lawyer (a socket may send 10 frames per
 * 10 s), each timed until the last socket has it.
 */
export async function chatFanout(base: string, sizes = [2, 50, 200], messages = 10): Promise<Fanout[]> {
  const secret = authSecret();
  const auth = { user: await token(base, USER), lawyer: await token(base, LAWYER) };
  const out: Fanout[] = [];
  for (const size of sizes) {
    const chatId = await acceptedRoom(base, auth, secret);
    const history = (d: string) => d.startsWith('{"type":"history"');
    const sender = await open(`${wsBase(base)}/websocket/chat/${chatId}/${await ticket(base, auth.lawyer)}`, history);
    const sockets = [sender];
    // Tickets are single-use: one per socket.
    while (sockets.length < size) sockets.push(await open(`${wsBase(base)}/websocket/chat/${chatId}/${await ticket(base, auth.user)}`, history));
    const times: number[] = [];
    for (let i = 0; i < messages; i++) {
      const clientId = `bench-${size}-${i}`;
      const start = performance.now();
      const arrivals = sockets.map(
        (ws) =>
          new Promise<void>((resolve, reject) => {
            const timer = setTimeout(() => reject(new Error("消息未送达")), TIMEOUT_MS);
            const onMessage = (e: MessageEvent) => {
              if (!String(e.data).includes(clientId)) return;
              clearTimeout(timer);
              ws.removeEventListener("message", onMessage);
              resolve();
            };
            ws.addEventListener("message", onMessage);
          }),
      );
      sender.send(JSON.stringify({ type: "send", text: `压测消息 ${i}`, clientId }));
      await Promise.all(arrivals);
      times.push(performance.now() - start);
    }
    for (const ws of sockets) ws.close(1000);
    out.push({ sockets: size, p50: percentile(times, 0.5), p95: percentile(times, 0.95) });
  }
  return out;
}

export type HubFigures = { held: number; openSeconds: number; pushP50: number; pushP95: number };

/**
 * Opens `target` sockets of the demo user on its UserHub (a single-use ticket each), then times
 * five lawyer acceptances from the request until every socket has the accept greeting.
 */
export async function userHubSockets(base: string, target = 500, rounds = 5): Promise<HubFigures> {
  const secret = authSecret();
  const auth = { user: await token(base, USER), lawyer: await token(base, LAWYER) };
  const started = performance.now();
  const sockets: WebSocket[] = [];
  while (sockets.length < target) {
    const ws = new WebSocket(`${wsBase(base)}/websocket/ws/HTK_PC/${await ticket(base, auth.user)}`);
    const ok = await new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => resolve(false), TIMEOUT_MS);
      ws.addEventListener("open", () => {
        clearTimeout(timer);
        resolve(true);
      });
      ws.addEventListener("error", () => resolve(false));
    });
    if (!ok) break;
    sockets.push(ws);
  }
  const openSeconds = Number(((performance.now() - started) / 1000).toFixed(1));
  const times: number[] = [];
  for (let i = 0; i < rounds; i++) {
    let start = 0;
    const arrivals = sockets.map(
      (ws) =>
        new Promise<void>((resolve, reject) => {
          const timer = setTimeout(() => reject(new Error("推送未送达")), TIMEOUT_MS);
          const onMessage = (e: MessageEvent) => {
            if (!String(e.data).includes("LEGAL_ADVICE_LAWYER_ACCEPT_GREETING")) return;
            clearTimeout(timer);
            ws.removeEventListener("message", onMessage);
            resolve();
          };
          ws.addEventListener("message", onMessage);
        }),
    );
    await acceptedRoom(base, auth, secret, () => {
      start = performance.now();
    });
    await Promise.all(arrivals);
    times.push(performance.now() - start);
  }
  for (const ws of sockets) ws.close(1000);
  return { held: sockets.length, openSeconds, pushP50: percentile(times, 0.5), pushP95: percentile(times, 0.95) };
}
