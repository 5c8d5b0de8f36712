import { ACCESS_COOKIE, cookieName, isSecureRequest } from "../../middleware/session";
import { REFRESH_TTL_MS } from "./tokens.service";

// The web UI's tokens live in httpOnly cookies (ADR 0003). The access cookie outlives its JWT so an
// expired token is still presented and the edge can refresh it silently. On https they are named
// `__Host-qh_at` / `__Host-qh_rt` (cookieName in middleware/session).
export const REFRESH_COOKIE = "qh_rt";
const MAX_AGE = Math.floor(REFRESH_TTL_MS / 1000);

function cookie(name: string, value: string, maxAge: number, secure: boolean): string {
  return `${cookieName(name, secure)}=${value}; Path=/; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
}

export const isSecure = isSecureRequest;

export function setSessionCookies(headers: Headers, tokens: { accessToken: string; refreshToken: string }, secure: boolean): void {
  headers.append("Set-Cookie", cookie(ACCESS_COOKIE, tokens.accessToken, MAX_AGE, secure));
  headers.append("Set-Cookie", cookie(REFRESH_COOKIE, tokens.refreshToken, MAX_AGE, secure));
}

export function clearSessionCookies(headers: Headers, secure: boolean): void {
  headers.append("Set-Cookie", cookie(ACCESS_COOKIE, "", 0, secure));
  headers.append("Set-Cookie", cookie(REFRESH_COOKIE, "", 0, secure));
}
