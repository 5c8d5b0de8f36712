import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../hono-env";
import { randomBytesOf, toBase64 } from "../lib/crypto";

/**
 * The Content-Security-Policy of a response. Scripts run only from this origin or inline with this
 * request's nonce (React Router's hydration scripts carry it; an injected script does not). Styles
 * allow inline attributes (React style props, the small developer pages). Images are ours, or data:
 * (the captcha's base64 pictures); frames are ours (sandbox scan page) or WeChat's QR login; sockets
 * go to this host only.
 */
export function contentSecurityPolicy(nonce: string, url: URL): string {
  const socket = `${url.protocol === "https:" ? "wss:" : "ws:"}//${url.host}`;
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src 'self' ${socket}`,
    "frame-src 'self' https://open.weixin.qq.com",
    "frame-ancestors 'self'",
    "form-action 'self'",
    "base-uri 'self'",
    "object-src 'none'",
  ].join("; ");
}

const newNonce = (): string => toBase64(randomBytesOf(16));

/** Headers every response carries; pages, API and files alike. The nonce goes to SSR through the load context. */
export const securityHeaders: MiddlewareHandler<AppEnv> = async (c, next) => {
  const nonce = newNonce();
  c.set("cspNonce", nonce);
  await next();
  // A websocket upgrade answered by a Durable Object has immutable headers and no page to protect.
  if (c.res.status === 101) return;
  const url = new URL(c.req.url);
  const h = c.res.headers;
  h.set("content-security-policy", contentSecurityPolicy(nonce, url));
  h.set("x-content-type-options", "nosniff");
  h.set("referrer-policy", "strict-origin-when-cross-origin");
  h.set("x-frame-options", "SAMEORIGIN");
  h.set("permissions-policy", "camera=(), microphone=(), geolocation=()");
  // HSTS only over https: on http it is ignored, and localhost development must stay reachable.
  if (url.protocol === "https:") h.set("strict-transport-security", "max-age=31536000; includeSubDomains");
};
