import { NATIONWIDE, REGION_CODE } from "#core/regions";
import { readCookie } from "#worker/middleware/session";

export const CITY_COOKIE = "qh_city";
const ONE_YEAR = 60 * 60 * 24 * 365;

/** The current city code from its cookie; anything malformed falls back to 全国. */
export function cityCodeOf(request: Request): string {
  const code = readCookie(request.headers.get("cookie"), CITY_COOKIE);
  return code && (code === NATIONWIDE.code || REGION_CODE.test(code)) ? code : NATIONWIDE.code;
}

export function cityCookie(code: string, secure: boolean): string {
  return `${CITY_COOKIE}=${code}; Path=/; Max-Age=${ONE_YEAR}; SameSite=Lax${secure ? "; Secure" : ""}`;
}
