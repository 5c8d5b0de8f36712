import { data } from "react-router";
import { siteOrigin } from "#core/seo";
import { api } from "~/lib/api.server";
import { orNotFound } from "~/lib/not-found.server";
import type { Route } from "./+types/sitemap-page";

const escapeXml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;");

export async function loader({ params, context }: Route.LoaderArgs) {
  const m = /^(static|[a-z]+-\d{1,5})\.xml$/.exec(params.file);
  if (!m?.[1]) throw data(null, { status: 404 });
  const [section, page] = m[1] === "static" ? ["static", 1] : [m[1].replace(/-\d+$/, ""), Number(m[1].split("-")[1])];
  // A page number past the input's range (sitemap-0.xml) is refused as BAD_REQUEST: a missing file too.
  const entries = await orNotFound(api(context).site.sitemapPage({ section: String(section), page: Number(page) }), ["BAD_REQUEST"]);
  if (!entries || entries.length === 0) throw data(null, { status: 404 });
  const origin = siteOrigin(context.cloudflare.env);
  const urls = entries.map(
    (e) => `  <url><loc>${escapeXml(origin + e.path)}</loc>${e.at ? `<lastmod>${new Date(e.at).toISOString().slice(0, 10)}</lastmod>` : ""}</url>`,
  );
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
  return new Response(body, { headers: { "content-type": "application/xml; charset=utf-8", "cache-control": "public, max-age=3600" } });
}
