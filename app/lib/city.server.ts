import { CITY_COOKIE } from "#worker/middleware/city";

export { cityCodeOf } from "#worker/middleware/city";

const ONE_YEAR = 60 * 60 * 24 * 365;

export function cityCookie(code: string, secure: boolean): string {
  return `${CITY_COOKIE}=${code}; Path=/; Max-Age=${ONE_YEAR}; SameSite=Lax${secure ? "; Secure" : ""}`;
}
