import { TRPCError } from "@trpc/server";
import { z } from "zod";
import { templateListInput } from "#core/library";
import { publicProcedure, router } from "../../trpc/init";
import { categoryTree, countView, listTemplates, newCount, rank, relatedTemplates, templateDetail } from "./templates.service";

const idInput = z.object({ id: z.coerce.number({ error: "范本编号无效" }).int("范本编号无效").positive("范本编号无效") });

export const templatesRouter = router({
  categories: publicProcedure.query(({ ctx }) => categoryTree(ctx.db)),
  list: publicProcedure.input(templateListInput).query(({ ctx, input }) => listTemplates(ctx.db, input)),
  rank: publicProcedure.query(({ ctx }) => rank(ctx.db)),
  newCount: publicProcedure.query(({ ctx }) => newCount(ctx.db, Date.now())),
  detail: publicProcedure.input(idInput).query(async ({ ctx, input }) => {
    const detail = await templateDetail(ctx.db, input.id, ctx.user?.id ?? null, Date.now());
    if (!detail) throw new TRPCError({ code: "NOT_FOUND", message: "该范本不存在或已下架" });
    ctx.waitUntil(countView(ctx.db, input.id));
    return detail;
  }),
  related: publicProcedure.input(idInput).query(({ ctx, input }) => relatedTemplates(ctx.db, input.id)),
});
