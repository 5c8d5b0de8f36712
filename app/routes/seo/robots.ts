import { DISALLOWED_PATHS, siteOrigin } from "#core/seo";
import type { Route } from "./+types/robots";

export function loader({ context }: Route.LoaderArgs) {
  const origin = siteOrigin(context.cloudflare.env);
  const body = ["User-agent: *", ...DISALLOWED_PATHS.map((p) => `Disallow: ${p}`), "", `Sitemap: ${origin}/sitemap.xml`, ""].join("\n");
  return new Response(body, { headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "public, max-age=3600" } });
}
