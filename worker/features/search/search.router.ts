import { z } from "zod";
import { KEYWORD_MAX } from "#core/library";
import { publicProcedure, router } from "../../trpc/init";
import { searchAll } from "./search.service";

export const searchRouter = router({
  all: publicProcedure
    .input(z.object({ keyword: z.string({ error: "请输入关键词" }).trim().min(1, "请输入关键词").max(KEYWORD_MAX, `关键词不能超过 ${KEYWORD_MAX} 个字`) }))
    .query(({ ctx, input }) => searchAll(ctx.db, input.keyword)),
});
