// Canonical URLs (issue #4 SEO): the mini-program paths of SPEC §2 render the same screens as the web
// paths, so they point search engines at one address; list filters stay out of the canonical URL.
const ALIASES: Record<string, string> = {
  "/pages/contractLibrary/contractLibrary": "/",
  "/pages/clause/clause": "/clause",
  "/pages/documentLibrary/documentLibrary": "/documentLibrary",
  "/pages/lawyerArticle/lawyerArticle": "/lawyerArticle",
  "/pages/seekLawyer/seekLawyer": "/seekLawyer",
};

const ID_ALIASES: Record<string, string> = {
  "/subPackageDetails/templateDetails/templateDetails": "/templateDetails/",
  "/subPackageDetails/articleDetails/articleDetails": "/articleDetails/",
  "/subPackageDetails/authorInformation/authorInformation": "/authorInformation/",
};

export function canonicalPath(pathname: string, search: string): string {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  const alias = ALIASES[path];
  if (alias) return alias;
  const idBase = ID_ALIASES[path];
  if (idBase) {
    const id = new URLSearchParams(search).get("id");
    return id && /^\d+$/.test(id) ? `${idBase}${id}` : path;
  }
  return path;
}

const LOCAL_ORIGIN = "http://localhost:8787";

/**
 * The configured public origin (SITE_ORIGIN) that every absolute URL is built on: canonical, og:url,
 * sitemap, robots, payment callbacks, e-mail links. Never the request's, which a client controls
 * (`//evil.example/` reaches some servers as a request for host evil.example).
 */
export function siteOrigin(env: { SITE_ORIGIN?: string }): string {
  try {
    return new URL(env.SITE_ORIGIN ?? "").origin;
  } catch {
    return LOCAL_ORIGIN;
  }
}

/** Paths crawlers should not index: personal pages, the console, payment and development routes, APIs. */
export const DISALLOWED_PATHS = [
  "/personalCenter",
  "/systemSecurity",
  "/my",
  "/console",
  "/pay/",
  "/__dev/",
  "/api/",
  "/admin/",
  "/lawyer/",
  "/adviceService",
  "/ad/click/",
];
