import { siteOrigin } from "#core/seo";
import { api } from "~/lib/api.server";
import type { Route } from "./+types/sitemap-index";

export async function loader({ context }: Route.LoaderArgs) {
  const origin = siteOrigin(context.cloudflare.env);
  const files = await api(context).site.sitemapFiles();
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${files
    .map((f) => `  <sitemap><loc>${origin}${f}</loc></sitemap>`)
    .join("\n")}\n</sitemapindex>\n`;
  return new Response(body, { headers: { "content-type": "application/xml; charset=utf-8", "cache-control": "public, max-age=3600" } });
}
