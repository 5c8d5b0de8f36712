import type { DB } from "#db/client";
import { accessTokenOf, readOwnCookie, type Session, verifyToken } from "../../middleware/session";
import { clearSessionCookies, isSecure, REFRESH_COOKIE, setSessionCookies } from "./cookies";
import { clientMeta, isSessionLive, rotateSession } from "./tokens.service";

/**
 * Who is calling: a valid access token (bearer or cookie) wins; otherwise a web client's refresh
 * cookie is rotated silently and new cookies go out with the response. A refresh that fails clears
 * the cookies, and the request counts as an expired session (HTTP 424 on the API).
 */
export async function establishSession(req: Request, env: Env, db: DB, resHeaders: Headers): Promise<Session> {
  const token = accessTokenOf(req);
  const verified = token ? await verifyToken(env.AUTH_SECRET, token, "access") : null;
  // A signed-out device's access token dies with its session, not 15 minutes later.
  const user = verified?.sid && !(await isSessionLive(db, verified.sid, Date.now())) ? null : verified;
  if (user) return { user, tokenPresented: true };
  const refresh = req.headers.has("authorization") ? undefined : readOwnCookie(req, REFRESH_COOKIE);
  if (!refresh) return { user: null, tokenPresented: Boolean(token) };
  const rotated = await rotateSession(db, env.AUTH_SECRET, refresh, clientMeta(req), Date.now());
  if (!rotated) {
    clearSessionCookies(resHeaders, isSecure(req));
    return { user: null, tokenPresented: true };
  }
  setSessionCookies(resHeaders, rotated, isSecure(req));
  return { user: rotated.user, tokenPresented: true };
}
