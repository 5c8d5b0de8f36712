import { jwtVerify, SignJWT } from "jose";
import { safeDecode } from "#core/text";

// Access tokens are short-lived HS256 JWTs; algorithm, issuer, audience and type are pinned so a
// token minted for another purpose (a websocket ticket, another service) is never accepted here.
export const ISSUER = "qihe";
export const AUDIENCE = "qihe-web";
export const ACCESS_COOKIE = "qh_at";

export type TokenType = "access" | "ws";
/** `sid` is the refresh-token family (device session) an access token belongs to, so logout revokes it at once. */
export type SessionUser = { id: number; roles: string[]; sid?: string };

function key(secret: string): Uint8Array {
  if (!secret || secret.length < 32) throw new Error("AUTH_SECRET 未配置或长度不足 32 个字符");
  return new TextEncoder().encode(secret);
}

/** `jti` names a single-use token (a websocket ticket), so its first use can be recorded. */
export async function signToken(secret: string, user: SessionUser, type: TokenType, ttlSeconds: number, jti?: string): Promise<string> {
  const jwt = new SignJWT({ roles: user.roles, typ: type, ...(user.sid ? { sid: user.sid } : {}) })
    .setProtectedHeader({ alg: "HS256" })
    .setSubject(String(user.id))
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${ttlSeconds}s`);
  return (jti ? jwt.setJti(jti) : jwt).sign(key(secret));
}

export type VerifiedToken = { user: SessionUser; jti?: string; expiresAt: number };

/** The user and claims of a valid token of the given type, or null for anything else. */
export async function verifyTokenClaims(secret: string, token: string, type: TokenType): Promise<VerifiedToken | null> {
  try {
    const { payload } = await jwtVerify(token, key(secret), { algorithms: ["HS256"], issuer: ISSUER, audience: AUDIENCE });
    const id = Number(payload.sub);
    if (payload.typ !== type || !Number.isSafeInteger(id) || id <= 0 || typeof payload.exp !== "number") return null;
    const roles = Array.isArray(payload.roles) ? payload.roles.filter((r): r is string => typeof r === "string") : [];
    const user: SessionUser = typeof payload.sid === "string" ? { id, roles, sid: payload.sid } : { id, roles };
    return { user, expiresAt: payload.exp * 1000, ...(typeof payload.jti === "string" ? { jti: payload.jti } : {}) };
  } catch {
    return null;
  }
}

/** Returns the user of a valid token of the given type, or null for anything else. */
export async function verifyToken(secret: string, token: string, type: TokenType): Promise<SessionUser | null> {
  return (await verifyTokenClaims(secret, token, type))?.user ?? null;
}

/** A cookie's decoded value; a malformed one (`%E0%A4%A`) reads as absent, never as an error. */
export function readCookie(header: string | null, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq > 0 && part.slice(0, eq).trim() === name) return safeDecode(part.slice(eq + 1).trim()) ?? undefined;
  }
  return undefined;
}

export function isSecureRequest(req: Request): boolean {
  return new URL(req.url).protocol === "https:";
}

/**
 * The one place that names our cookies. On https a cookie is `__Host-<name>`: browsers keep such a
 * cookie only when it is Secure, Path=/ and without Domain, so neither a sibling subdomain nor plain
 * http can set or shadow it. On http (localhost development) it keeps its plain name.
 */
export function cookieName(name: string, secure: boolean): string {
  return secure ? `__Host-${name}` : name;
}

/** One of our cookies under the name this request's scheme gives it; the other name is ignored. */
export function readOwnCookie(req: Request, name: string): string | undefined {
  return readCookie(req.headers.get("cookie"), cookieName(name, isSecureRequest(req)));
}

/** The bearer token of an API client, else the web UI's cookie. */
export function accessTokenOf(req: Request): string | undefined {
  const auth = req.headers.get("authorization");
  if (auth?.toLowerCase().startsWith("bearer ")) return auth.slice(7).trim() || undefined;
  return readOwnCookie(req, ACCESS_COOKIE);
}

export type Session = { user: SessionUser | null; tokenPresented: boolean };
