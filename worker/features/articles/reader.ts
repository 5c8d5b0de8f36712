import { VISITOR_COOKIE, VISITOR_ID } from "#core/articles";
import { randomBytesOf, sha256Hex, toBase64Url } from "../../lib/crypto";
import { readCookie } from "../../middleware/session";

const TEN_YEARS = 60 * 60 * 24 * 3650;

const randomId = (): string => toBase64Url(randomBytesOf(18));

/**
 * The visitor key of a reader without an account: the hash of the qh_vid cookie (the raw id never
 * reaches the database). A request without a valid cookie gets a new long-lived one in resHeaders,
 * so the reload of the same page the same day finds the same key.
 */
export async function visitorHash(req: Request, resHeaders: Headers): Promise<string> {
  let id = readCookie(req.headers.get("cookie"), VISITOR_COOKIE);
  if (!id || !VISITOR_ID.test(id)) {
    id = randomId();
    const secure = new URL(req.url).protocol === "https:";
    resHeaders.append("Set-Cookie", `${VISITOR_COOKIE}=${id}; Path=/; Max-Age=${TEN_YEARS}; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`);
  }
  return sha256Hex(id).slice(0, 32);
}
