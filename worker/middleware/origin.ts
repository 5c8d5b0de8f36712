import type { MiddlewareHandler } from "hono";

const SAFE = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Mutations from a browser must come from our own origin (cookies are SameSite=Lax, this closes the
 * rest). Requests without an Origin header are API clients that authenticate with a bearer token.
 */
export const sameOriginMutations: MiddlewareHandler = async (c, next) => {
  const origin = c.req.header("origin");
  if (!SAFE.has(c.req.method) && origin && origin !== new URL(c.req.url).origin) {
    return c.json({ code: -1, msg: "非法的请求来源", data: null }, 403);
  }
  await next();
};
