import { cookieName, isSecureRequest, readOwnCookie } from "./session";

// D1 read replication through the Sessions API (issue 16 item 7). A request that only reads (GET, HEAD)
// may be answered by the nearest replica; one that writes (any other method: page actions, tRPC
// mutations, payment notifications) starts on the primary. The session's bookmark goes back in a cookie,
// so the next request of the same browser reads at least what its last write wrote (read your writes),
// wherever it lands. Durable Objects and the scheduled handler use the binding itself (the primary).

export const BOOKMARK_COOKIE = "qh_d1";
/** A bookmark outlives any replica lag by far; after that, any replica is as good. */
const BOOKMARK_MAX_AGE_SECONDS = 600;
/** D1 bookmarks are short tokens of hex groups; anything else in the cookie is ignored. */
const BOOKMARK_PATTERN = /^[0-9a-f-]{8,200}$/i;

export type D1Session = { d1: D1DatabaseSession; setCookie: () => string | null };

export function d1Session(request: Request, db: D1Database): D1Session {
  const write = request.method !== "GET" && request.method !== "HEAD";
  const raw = readOwnCookie(request, BOOKMARK_COOKIE) ?? null;
  const bookmark = raw && BOOKMARK_PATTERN.test(raw) ? raw : null;
  const d1 = db.withSession(write ? "first-primary" : (bookmark ?? "first-unconstrained"));
  return {
    d1,
    // After a write, the bookmark that includes it; a read only moves a bookmark the browser already had.
    setCookie: () => {
      const after = d1.getBookmark();
      if (!after || after === bookmark || !BOOKMARK_PATTERN.test(after) || (!write && bookmark === null)) return null;
      // Named and flagged as the session cookies are: __Host- and Secure over https.
      const secure = isSecureRequest(request);
      return `${cookieName(BOOKMARK_COOKIE, secure)}=${after}; Path=/; Max-Age=${BOOKMARK_MAX_AGE_SECONDS}; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
    },
  };
}
