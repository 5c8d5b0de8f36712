import { TRPCError } from "@trpc/server";
import { z } from "zod";
import { publicProcedure, router, staffProcedure } from "../../trpc/init";
import { countShown } from "../ads/ad-counter.do";
import { consoleOverview, navbar, siteChrome } from "./site.service";
import { isSection, STATIC_PATHS, sitemapEntries, sitemapFiles } from "./sitemap.service";

export const siteRouter = router({
  navbar: publicProcedure.query(({ ctx }) => navbar(ctx.db, ctx.env, Date.now(), (ids) => countShown(ctx, ids))),
  /** The root loader's navigation and footer links. */
  chrome: publicProcedure.query(({ ctx }) => siteChrome(ctx.db, ctx.env, Date.now(), (ids) => countShown(ctx, ids))),
  /** Back-office dashboard figures; later issues add their queues here. */
  consoleOverview: staffProcedure.query(({ ctx }) => consoleOverview(ctx.db)),
  sitemapFiles: publicProcedure.query(({ ctx }) => sitemapFiles(ctx.db)),
  sitemapPage: publicProcedure.input(z.object({ section: z.string(), page: z.number().int().min(1).max(10_000) })).query(({ ctx, input }) => {
    if (input.section === "static") return STATIC_PATHS.map((path) => ({ path, at: 0 }));
    if (!isSection(input.section)) throw new TRPCError({ code: "NOT_FOUND", message: "站点地图不存在" });
    return sitemapEntries(ctx.db, input.section, input.page);
  }),
});
