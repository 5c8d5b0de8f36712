import { jwtVerify, SignJWT } from "jose";
import { AUDIENCE, ISSUER } from "../../middleware/session";

// A WeChat identity that scanned but has no account yet travels to the "bind a phone" step as a
// short-lived signed ticket (type wxbind), so nothing is stored before the phone is proven.
export const BIND_TICKET_TTL_SECONDS = 600;
export type WechatSubject = { subject: string; nickname: string | null };

const key = (secret: string) => new TextEncoder().encode(secret);

export function signBindTicket(secret: string, who: WechatSubject): Promise<string> {
  return new SignJWT({ typ: "wxbind", nickname: who.nickname })
    .setProtectedHeader({ alg: "HS256" })
    .setSubject(who.subject)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${BIND_TICKET_TTL_SECONDS}s`)
    .sign(key(secret));
}

export async function verifyBindTicket(secret: string, ticket: string): Promise<WechatSubject | null> {
  try {
    const { payload } = await jwtVerify(ticket, key(secret), { algorithms: ["HS256"], issuer: ISSUER, audience: AUDIENCE });
    if (payload.typ !== "wxbind" || !payload.sub) return null;
    return { subject: payload.sub, nickname: typeof payload.nickname === "string" ? payload.nickname : null };
  } catch {
    return null;
  }
}
