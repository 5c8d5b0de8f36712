import { trpc } from "./trpc";

// The signed-in user's websocket (SPEC §4, §7): a 60-second ticket opens /websocket/ws/HTK_PC/{ticket};
// up to 5 reconnects with backoff; every message is re-dispatched as a window event so any screen
// can listen ("qihe:ws"), and REFRESH_USER_CACHE is handled by the root.
export const WS_EVENT = "qihe:ws";
/** Dispatched each time the socket (re)opens: pushes sent while it was closed are lost, so counts re-read. */
export const WS_OPEN_EVENT = "qihe:ws-open";
export const MAX_RETRIES = 5;
const HEARTBEAT_MS = 30_000;

export type WsMessage = { type: string; data?: unknown };

export function connectUserSocket(onMessage: (message: WsMessage) => void): () => void {
  let socket: WebSocket | null = null;
  let retries = 0;
  let stopped = false;
  let heartbeat: number | undefined;
  let retryTimer: number | undefined;

  const open = async () => {
    let ticket: { ticket: string; path: string };
    try {
      ticket = await trpc.realtime.ticket.mutate(undefined, { context: { silent: true } });
    } catch {
      return retry();
    }
    if (stopped) return;
    const scheme = window.location.protocol === "https:" ? "wss:" : "ws:";
    socket = new WebSocket(`${scheme}//${window.location.host}${ticket.path}${ticket.ticket}`);
    socket.onopen = () => {
      retries = 0;
      heartbeat = window.setInterval(() => socket?.send("ping"), HEARTBEAT_MS);
      window.dispatchEvent(new Event(WS_OPEN_EVENT));
    };
    socket.onmessage = (event) => {
      if (event.data === "pong") return;
      try {
        const message = JSON.parse(String(event.data)) as WsMessage;
        onMessage(message);
        window.dispatchEvent(new CustomEvent(WS_EVENT, { detail: message }));
      } catch {
        // Not ours: ignore.
      }
    };
    socket.onclose = (event) => {
      window.clearInterval(heartbeat);
      // 1000 is a deliberate close (logout, page leaving); anything else may be a network blip.
      if (!stopped && event.code !== 1000) retry();
    };
  };

  const retry = () => {
    if (stopped || retries >= MAX_RETRIES) return;
    retries++;
    retryTimer = window.setTimeout(() => void open(), 1000 * 2 ** (retries - 1));
  };

  void open();
  return () => {
    stopped = true;
    window.clearTimeout(retryTimer);
    window.clearInterval(heartbeat);
    socket?.close(1000, "leave");
  };
}
