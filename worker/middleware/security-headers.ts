import type { MiddlewareHandler } from "hono";

/** Headers every response carries; pages, API and files alike. */
export const securityHeaders: MiddlewareHandler = async (c, next) => {
  await next();
  // A websocket upgrade answered by a Durable Object has immutable headers and no page to protect.
  if (c.res.status === 101) return;
  const h = c.res.headers;
  h.set("x-content-type-options", "nosniff");
  h.set("referrer-policy", "strict-origin-when-cross-origin");
  h.set("x-frame-options", "SAMEORIGIN");
  h.set("permissions-policy", "camera=(), microphone=(), geolocation=()");
  if (new URL(c.req.url).protocol === "https:") h.set("strict-transport-security", "max-age=31536000");
};
