import { TRPCError } from "@trpc/server";
import { recordEffect } from "../../page-cache/effects";
import { publicProcedure, router } from "../../trpc/init";
import { recordVisit } from "../history/history.service";
import { caseIdInput, caseListInput, latestInput } from "./cases.schema";
import { caseDetail, causeTree, countView, facets, latestCases, listCases, newCount, relatedCases } from "./cases.service";

// The case library (案例库): everything is public; a signed-in reader's visits go to browse history.
export const casesRouter = router({
  causes: publicProcedure.query(({ ctx }) => causeTree(ctx.db)),
  list: publicProcedure.input(caseListInput).query(({ ctx, input }) => listCases(ctx.db, input)),
  facets: publicProcedure.query(({ ctx }) => facets(ctx.db)),
  latest: publicProcedure.input(latestInput).query(({ ctx, input }) => latestCases(ctx.db, input.size)),
  newCount: publicProcedure.query(({ ctx }) => newCount(ctx.db, Date.now())),
  detail: publicProcedure.input(caseIdInput).query(async ({ ctx, input }) => {
    const detail = await caseDetail(ctx.db, input.id);
    if (!detail) throw new TRPCError({ code: "NOT_FOUND", message: "该案例不存在" });
    ctx.waitUntil(countView(ctx.db, input.id));
    recordEffect(ctx.resHeaders, { kind: "view", library: "cases", id: input.id });
    if (ctx.user) ctx.waitUntil(recordVisit(ctx.db, ctx.user.id, "case", detail.id, detail.title, Date.now()));
    return detail;
  }),
  related: publicProcedure.input(caseIdInput).query(({ ctx, input }) => relatedCases(ctx.db, input.id)),
});
