import type { MiddlewareHandler } from "hono";

// Bodies refused unread (a 403 before the handler, a 424, 405 or 415) are drained before answering.
// Under the local server (miniflare, which vite preview and wrangler dev both use) a body left unread
// stayed on the connection between Node and workerd, and the next request sent over it failed
// ("fetch failed", a 500 for an unrelated request). Draining is bounded: past the cap it cancels.
const DRAIN_MAX_BYTES = 8 * 1024 * 1024;

export const drainUnreadBody: MiddlewareHandler = async (c, next) => {
  await next();
  const body = c.req.raw.body;
  if (!body || c.req.raw.bodyUsed) return;
  const reader = body.getReader();
  try {
    for (let read = 0; read <= DRAIN_MAX_BYTES; ) {
      const chunk = await reader.read();
      if (chunk.done) return;
      read += chunk.value.byteLength;
    }
    await reader.cancel();
  } catch {
    // The client went away mid-body: nothing left to protect.
  }
};
