/** Sends one text to every socket; a socket that cannot take it is closed. Returns how many took it. */
export function sendToAll(sockets: WebSocket[], text: string): number {
  let sent = 0;
  for (const ws of sockets) {
    try {
      ws.send(text);
      sent++;
    } catch {
      ws.close(1011, "send failed");
    }
  }
  return sent;
}
