import { z } from "zod";
import { keywordInput } from "#core/library";
import { publicProcedure, router } from "../../trpc/init";
import { searchAll } from "./search.service";

export const searchRouter = router({
  all: publicProcedure
    .input(z.object({ keyword: z.string({ error: "请输入关键词" }).pipe(keywordInput()).pipe(z.string().min(1, "请输入关键词")) }))
    .query(({ ctx, input }) => searchAll(ctx.db, input.keyword)),
});
