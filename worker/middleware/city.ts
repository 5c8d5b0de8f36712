import { NATIONWIDE, REGION_CODE } from "#core/regions";
import { readCookie } from "./session";

// The city picker's choice, read by the pages that list by city and by the page cache, which keys on it.

export const CITY_COOKIE = "qh_city";

/** The current city code from its cookie; anything malformed falls back to 全国. */
export function cityCodeOf(request: Request): string {
  const code = readCookie(request.headers.get("cookie"), CITY_COOKIE);
  return code && (code === NATIONWIDE.code || REGION_CODE.test(code)) ? code : NATIONWIDE.code;
}
