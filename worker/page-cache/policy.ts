import { CITY_COOKIE, cityCodeOf } from "../middleware/city";

// Which requests the edge page cache may answer, and under which key (ADR 0030). Only pages a visitor
// sees without a session: libraries and their details, the lawyer directory and profiles, the
// calculators and the trademark table, as documents or as React Router's `.data` for client navigation.

const PAGES: readonly RegExp[] = [
  /^\/$/,
  /^\/pages\/contractLibrary\/contractLibrary$/,
  /^\/templateDetails\/\d+$/,
  /^\/subPackageDetails\/templateDetails\/templateDetails$/,
  /^\/clause$/,
  /^\/pages\/clause\/clause$/,
  /^\/documentLibrary(\/\d+)?$/,
  /^\/pages\/documentLibrary\/documentLibrary$/,
  /^\/regulations(\/\d+)?$/,
  /^\/caseLibrary(\/\d+)?$/,
  /^\/lawyerArticle$/,
  /^\/articleClassification$/,
  /^\/legalKnowledge$/,
  /^\/seekLawyer$/,
  /^\/pages\/seekLawyer\/seekLawyer$/,
  /^\/areasOfExpertise$/,
  /^\/authorInformation\/\d+$/,
  /^\/litigationCosts$/,
  /^\/brand(\/search|\/\d+(\/\d+)?)?$/,
];

/**
 * Cookies a cached page may be answered to. Any other cookie of ours (a session, the read-your-writes
 * bookmark, a toast, a login in progress) means the page is this browser's own, so it bypasses the
 * cache; a new cookie of ours is private until it is listed here.
 */
const SHARED_COOKIES: ReadonlySet<string> = new Set([CITY_COOKIE]);

function ownCookieNames(header: string | null): string[] {
  if (!header) return [];
  return header
    .split(";")
    .map((part) => part.slice(0, Math.max(0, part.indexOf("="))).trim())
    .map((name) => name.replace(/^__(Host|Secure)-/, ""))
    .filter((name) => name.startsWith("qh_"));
}

/** Whether a GET of this URL is a page the cache keeps (a document, or its `.data` for client navigation). */
export function isCachedPage(url: URL): boolean {
  const path = url.pathname.replace(/\.data$/, "");
  return PAGES.some((page) => page.test(path));
}

/** Whether the request carries nothing of its own (no credentials, none of our private cookies). */
export function isVisitorRequest(request: Request): boolean {
  if (request.headers.has("authorization")) return false;
  return ownCookieNames(request.headers.get("cookie")).every((name) => SHARED_COOKIES.has(name));
}

/**
 * The cache key: the page's path and query (parameters sorted, so the same filters in another order
 * share an entry), the city it lists in, the client build the HTML points at and the content generation.
 */
export function cacheKey(request: Request, build: string, generation: number): Request {
  const url = new URL(request.url);
  const query = new URLSearchParams([...url.searchParams].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  const key = new URL(`/__page-cache/${encodeURIComponent(build)}/${generation}/${cityCodeOf(request)}${url.pathname}`, url.origin);
  key.search = query.toString();
  return new Request(key.toString(), { method: "GET" });
}
