import { TRPCError } from "@trpc/server";
import { readDay, readerKey } from "#core/articles";
import { CLAUSE_PICKS } from "#core/clauses";
import { recordEffect } from "../../page-cache/effects";
import { publicProcedure, router } from "../../trpc/init";
import { visitorHash } from "../articles/reader";
import { clauseIdInput, clauseListInput } from "./clauses.schema";
import { categoryTree, clauseDetail, countCopy, countView, listClauses, weekPicks } from "./clauses.service";

const NOT_FOUND = "该条款不存在或已删除";

export const clausesRouter = router({
  categories: publicProcedure.query(({ ctx }) => categoryTree(ctx.db)),
  list: publicProcedure.input(clauseListInput).query(({ ctx, input }) => listClauses(ctx.db, input)),
  /** 本周精选 */
  week: publicProcedure.query(({ ctx }) => weekPicks(ctx.db, CLAUSE_PICKS)),
  detail: publicProcedure.input(clauseIdInput).query(async ({ ctx, input }) => {
    const detail = await clauseDetail(ctx.db, input.id);
    if (!detail) throw new TRPCError({ code: "NOT_FOUND", message: NOT_FOUND });
    ctx.waitUntil(countView(ctx.db, input.id));
    recordEffect(ctx.resHeaders, { kind: "view", library: "clauses", id: input.id });
    return detail;
  }),
  /** One call per click of 复制; answers the new count so the button can show it. Visitors may copy. */
  copy: publicProcedure.input(clauseIdInput).mutation(async ({ ctx, input }) => {
    const copier = readerKey(ctx.user?.id ?? null, ctx.user ? null : await visitorHash(ctx.req, ctx.resHeaders));
    const copies = copier ? await countCopy(ctx.db, input.id, copier, readDay(Date.now())) : null;
    if (copies === null) throw new TRPCError({ code: "NOT_FOUND", message: NOT_FOUND });
    return { id: input.id, copies };
  }),
});
