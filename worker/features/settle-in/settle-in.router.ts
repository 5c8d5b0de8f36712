import { z } from "zod";
import { pageInput } from "#core/page";
import { settleInSchema } from "#core/settle-in";
import { publicProcedure, router, serviceProcedure, staffWrite } from "../../trpc/init";
import { list, markContacted, submit } from "./settle-in.service";

export const settleInRouter = router({
  submit: publicProcedure
    .input(settleInSchema.extend({ captchaVerification: z.string().max(2000, "请先完成安全验证").optional() }))
    .mutation(({ ctx, input }) => submit(ctx.db, input, Date.now())),
  list: serviceProcedure.input(pageInput.extend({ status: z.enum(["pending", "contacted"]).optional() })).query(({ ctx, input }) => list(ctx.db, input)),
  markContacted: staffWrite("service", "settle_in_applications")
    .input(z.object({ id: z.coerce.number().int().positive("申请编号无效") }))
    .mutation(({ ctx, input }) => markContacted(ctx.db, input.id, Date.now())),
});
