import type { MiddlewareHandler } from "hono";

/**
 * tRPC runs every call of a batch (`/api/trpc/a,b,c?batch=1`) as its own procedure: an uncapped batch
 * turns one request into thousands of guesses past any per-request limit. The web UI does not batch;
 * API clients may, up to this many calls.
 */
export const TRPC_MAX_BATCH = 10;
export const TRPC_BATCH_TOO_LARGE = `一次请求最多包含 ${TRPC_MAX_BATCH} 个调用`;

/** Refuses an oversized batch with 400 before the session is read or any procedure runs. */
export const capTrpcBatch: MiddlewareHandler = async (c, next) => {
  const url = new URL(c.req.url);
  if (url.searchParams.get("batch") === "1") {
    // The path names the procedures, comma-separated; an encoded comma counts too.
    const calls = url.pathname.slice("/api/trpc/".length).split(/,|%2C/i).length;
    if (calls > TRPC_MAX_BATCH) {
      return c.json({ error: { message: TRPC_BATCH_TOO_LARGE, code: -32600, data: { code: "BAD_REQUEST", httpStatus: 400 } } }, 400);
    }
  }
  await next();
};
