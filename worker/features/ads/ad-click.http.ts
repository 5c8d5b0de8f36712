import type { Hono } from "hono";
import { isbot } from "isbot";
import { AD_STATUS } from "#core/ads";
import { idOf } from "#core/page";
import type { AppEnv } from "../../hono-env";
import { countAds } from "./ad-counter.do";
import { adLink } from "./ads.service";

/**
 * /ad/click/{id}: a promoted link goes through here, so the click is counted (in the AdCounter, not in
 * D1) before the visitor lands on the ad's page. Only paths inside the site are followed.
 */
export function mountAdClicks(app: Hono<AppEnv>): void {
  app.get("/ad/click/:id", async (c) => {
    const id = idOf(c.req.param("id"));
    const ad = id === null ? null : await adLink(c.get("trpc").db, id);
    if (!ad || id === null) return c.text("广告不存在或已下线", 404);
    if (ad.status === AD_STATUS.RUNNING && !isbot(c.req.header("user-agent") ?? "")) c.get("trpc").waitUntil(countAds(c.env, [id], "click"));
    const target = ad.link.startsWith("/") && !ad.link.startsWith("//") && !ad.link.startsWith("/\\") ? ad.link : "/";
    c.header("Cache-Control", "no-store");
    return c.redirect(target, 302);
  });
}
