import type { DB } from "#db/client";
import { isSessionLive } from "../features/auth/tokens.service";
import { rolesOf } from "../features/users/users.service";
import { randomToken } from "../lib/crypto";
import { type SessionUser, signToken, verifyTokenClaims } from "../middleware/session";
import { userHub } from "./user-hub.do";

/** Websocket tickets live 60 s: long enough to open the socket, useless if leaked later. */
export const TICKET_TTL_SECONDS = 60;

/**
 * A ticket (a "ws" JWT in the socket path) for the caller's session: its sid binds the socket to the
 * session, its jti makes it single-use, and the roles are read live (an admin reading a chat).
 */
export async function issueTicket(env: Env, db: DB, user: SessionUser): Promise<string> {
  const live = { ...user, roles: await rolesOf(db, user.id) };
  return signToken(env.AUTH_SECRET, live, "ws", TICKET_TTL_SECONDS, randomToken(16));
}

/**
 * The user a ticket opens a socket for, or null: the ticket must be valid, name a session that is
 * still signed in, and not have been used before (its jti is claimed in the user's hub, atomically).
 */
export async function redeemTicket(env: Env, db: DB, ticket: string): Promise<SessionUser | null> {
  const verified = await verifyTokenClaims(env.AUTH_SECRET, ticket, "ws");
  if (!verified?.jti) return null;
  const { user } = verified;
  if (user.sid && !(await isSessionLive(db, user.sid, Date.now()))) return null;
  return (await userHub(env, user.id).claimTicket(verified.jti, verified.expiresAt)) ? user : null;
}
