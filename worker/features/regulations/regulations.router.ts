import { TRPCError } from "@trpc/server";
import { recordEffect } from "../../page-cache/effects";
import { publicProcedure, router } from "../../trpc/init";
import { recordVisit } from "../history/history.service";
import { latestInput, regulationFilters, regulationIdInput, regulationListInput } from "./regulations.schema";
import { countView, facetCounts, latestRegulations, levelCounts, listRegulations, newCount, regulationDetail, relatedRegulations } from "./regulations.service";

// Laws and regulations are public: every call is open to visitors (SPEC §7 content libraries).
export const regulationsRouter = router({
  categories: publicProcedure.query(({ ctx }) => levelCounts(ctx.db)),
  list: publicProcedure.input(regulationListInput).query(({ ctx, input }) => listRegulations(ctx.db, input)),
  counts: publicProcedure.input(regulationFilters).query(({ ctx, input }) => facetCounts(ctx.db, input)),
  latest: publicProcedure.input(latestInput).query(({ ctx, input }) => latestRegulations(ctx.db, input.size)),
  newCount: publicProcedure.query(({ ctx }) => newCount(ctx.db, Date.now())),
  detail: publicProcedure.input(regulationIdInput).query(async ({ ctx, input }) => {
    const detail = await regulationDetail(ctx.db, input.id);
    if (!detail) throw new TRPCError({ code: "NOT_FOUND", message: "该法规不存在" });
    ctx.waitUntil(countView(ctx.db, input.id));
    recordEffect(ctx.resHeaders, { kind: "view", library: "regulations", id: input.id });
    if (ctx.user) ctx.waitUntil(recordVisit(ctx.db, ctx.user.id, "regulation", detail.id, detail.title, Date.now()));
    return detail;
  }),
  related: publicProcedure.input(regulationIdInput).query(({ ctx, input }) => relatedRegulations(ctx.db, input.id)),
});
