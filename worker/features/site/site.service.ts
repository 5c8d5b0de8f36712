import { asc, count, eq } from "drizzle-orm";
import { AD_NAVBAR_MAX } from "#core/ads";
import { CASE_SYSTEM_NAV_NAME, DEFAULT_NAV, type NavItem } from "#core/navigation";
import type { DB } from "#db/client";
import { navItems, regions } from "#db/schema";
import { adClickPath } from "../ads/ad-counter.do";
import { runningAdsQuery } from "../ads/ads.service";
import { type FooterLink, footerLinksQuery, toFooterLinks } from "../dictionaries/dictionaries.service";

function navQuery(db: DB) {
  return db.select().from(navItems).orderBy(asc(navItems.sort), asc(navItems.id));
}

/** Main navigation: operator rows from D1 replace the built-in default when there are any; running navbar ads (推广) last. */
function toNav(rows: Awaited<ReturnType<typeof navQuery>>, ads: { id: number; title: string }[], env: Pick<Env, "CASE_SYSTEM_URL">): NavItem[] {
  const promoted: NavItem[] = ads.map((a) => ({ name: a.title, routePath: adClickPath(a.id), external: false, badge: "ad" }));
  if (rows.length > 0) {
    return [...rows.map((r) => ({ name: r.name, routePath: r.routePath, external: r.external, ...(r.badge ? { badge: r.badge } : {}) })), ...promoted];
  }
  return [...DEFAULT_NAV, { name: CASE_SYSTEM_NAV_NAME, routePath: env.CASE_SYSTEM_URL, external: true }, ...promoted];
}

/** The main navigation, then the running navbar ads (marked 推广), in one round trip. */
export async function navbar(
  db: DB,
  env: Pick<Env, "CASE_SYSTEM_URL">,
  now = Date.now(),
  shown: (campaignIds: number[]) => void = () => {},
): Promise<NavItem[]> {
  const [rows, ads] = await db.batch([navQuery(db), runningAdsQuery(db, "navbar", now, AD_NAVBAR_MAX)]);
  shown(ads.map((a) => a.id));
  return toNav(rows, ads, env);
}

/** What every page's chrome reads from D1: the navigation (with its ads) and the footer links, in one round trip. */
export async function siteChrome(
  db: DB,
  env: Pick<Env, "CASE_SYSTEM_URL">,
  now = Date.now(),
  shown: (campaignIds: number[]) => void = () => {},
): Promise<{ nav: NavItem[]; footerLinks: FooterLink[] }> {
  const [rows, ads, footer] = await db.batch([navQuery(db), runningAdsQuery(db, "navbar", now, AD_NAVBAR_MAX), footerLinksQuery(db)]);
  shown(ads.map((a) => a.id));
  return { nav: toNav(rows, ads, env), footerLinks: toFooterLinks(footer) };
}

export type ConsoleOverview = { provinces: number; cities: number; districts: number; customNavItems: number };

/** Reference-data figures of the back-office dashboard. */
export async function consoleOverview(db: DB): Promise<ConsoleOverview> {
  const [levels, nav] = await db.batch([
    db.select({ level: regions.level, n: count() }).from(regions).groupBy(regions.level),
    db.select({ n: count() }).from(navItems),
  ]);
  const at = (level: number) => levels.find((r) => r.level === level)?.n ?? 0;
  const cities = await db.select({ n: count() }).from(regions).where(eq(regions.isCity, true));
  return { provinces: at(1), cities: cities[0]?.n ?? 0, districts: at(3), customNavItems: nav[0]?.n ?? 0 };
}
