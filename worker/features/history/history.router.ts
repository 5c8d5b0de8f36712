import { TRPCError } from "@trpc/server";
import { z } from "zod";
import { pageInput } from "#core/page";
import { router, userProcedure } from "../../trpc/init";
import { addVisit, HISTORY_KINDS, listVisits, removeVisits } from "./history.service";

export const historyRouter = router({
  list: userProcedure
    .input(pageInput.extend({ kind: z.enum(HISTORY_KINDS, { error: "记录类型无效" }).optional() }))
    .query(({ ctx, input }) => listVisits(ctx.db, ctx.user.id, input)),
  add: userProcedure
    .input(
      z.object({
        kind: z.enum(HISTORY_KINDS, { error: "记录类型无效" }),
        targetId: z.coerce.number({ error: "内容编号无效" }).int("内容编号无效").positive("内容编号无效"),
      }),
    )
    .mutation(async ({ ctx, input }) => {
      if (!(await addVisit(ctx.db, ctx.user.id, input.kind, input.targetId, Date.now())))
        throw new TRPCError({ code: "NOT_FOUND", message: "内容不存在或已下架" });
      return true;
    }),
  remove: userProcedure
    .input(z.object({ ids: z.union([z.literal("all"), z.array(z.number().int().positive()).min(1, "请选择要删除的记录").max(200, "一次最多删除 200 条")]) }))
    .mutation(async ({ ctx, input }) => ({ removed: await removeVisits(ctx.db, ctx.user.id, input.ids) })),
});
