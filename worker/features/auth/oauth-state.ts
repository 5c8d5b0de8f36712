import { and, eq, gt, isNull, lt } from "drizzle-orm";
import type { WechatPurpose } from "#core/auth";
import type { DB } from "#db/client";
import { oauthStates } from "#db/schema";
import { randomToken, sameBytes, sha256Bytes, sha256Hex } from "../../lib/crypto";
import { cookieName, isSecureRequest, readOwnCookie } from "../../middleware/session";

// WeChat OAuth `state` (ADR): `WX-LOGIN.<nonce>` / `WX-BIND.<nonce>`. The prefix tells the page WeChat
// returns to what to finish (SPEC §2); the nonce is random, held by the browser that asked for the QR
// in an httpOnly cookie, and stored hashed so the server accepts it once and only for 10 minutes. A
// link carrying someone else's state therefore logs in or binds nothing.
export const OAUTH_STATE_COOKIE = "qh_wx";
export const OAUTH_STATE_TTL_MS = 10 * 60_000;

function cookie(value: string, maxAgeSeconds: number, secure: boolean): string {
  return `${cookieName(OAUTH_STATE_COOKIE, secure)}=${value}; Path=/; Max-Age=${maxAgeSeconds}; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
}

/** A fresh state for one QR frame; expired states of everyone are swept in the same batch. */
export async function issueOauthState(db: DB, purpose: WechatPurpose, headers: Headers, secure: boolean, now: number): Promise<string> {
  const state = `${purpose}.${randomToken(16)}`;
  await db.batch([
    db.delete(oauthStates).where(lt(oauthStates.expiresAt, now)),
    db.insert(oauthStates).values({ stateHash: sha256Hex(state), expiresAt: now + OAUTH_STATE_TTL_MS }),
  ]);
  headers.append("Set-Cookie", cookie(state, OAUTH_STATE_TTL_MS / 1000, secure));
  return state;
}

/** Digests have equal length, so the comparison time reveals nothing about the cookie. */
function sameText(a: string, b: string): boolean {
  return sameBytes(sha256Bytes(a), sha256Bytes(b));
}

/**
 * True once for a state this browser was issued for `purpose`, unexpired and unused. The cookie is
 * cleared whatever the outcome: a state is good for one attempt.
 */
export async function consumeOauthState(db: DB, purpose: WechatPurpose, state: string, req: Request, headers: Headers, now: number): Promise<boolean> {
  const held = readOwnCookie(req, OAUTH_STATE_COOKIE);
  if (held) headers.append("Set-Cookie", cookie("", 0, isSecureRequest(req)));
  if (!held || !state.startsWith(`${purpose}.`) || !sameText(held, state)) return false;
  const used = await db
    .update(oauthStates)
    .set({ usedAt: now })
    .where(and(eq(oauthStates.stateHash, sha256Hex(state)), isNull(oauthStates.usedAt), gt(oauthStates.expiresAt, now)))
    .returning({ stateHash: oauthStates.stateHash });
  return used.length === 1;
}
