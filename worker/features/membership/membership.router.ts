import { z } from "zod";
import { MEMBER_PLANS } from "#core/orders";
import { userHub } from "../../realtime/user-hub.do";
import { financeProcedure, publicProcedure, router, userProcedure } from "../../trpc/init";
import { batchInput } from "../orders/orders.schema";
import { batchCodes, createBatch, grantHistory, listBatches, memberStatus, redeemCode } from "./membership.service";

export const membershipRouter = router({
  plans: publicProcedure.query(() => MEMBER_PLANS),
  status: userProcedure.query(async ({ ctx }) => ({
    member: await memberStatus(ctx.db, ctx.user.id, Date.now()),
    history: await grantHistory(ctx.db, ctx.user.id),
  })),
  redeem: userProcedure
    .input(z.object({ code: z.string({ error: "请输入激活码" }).trim().min(1, "请输入激活码").max(40, "激活码格式不正确") }))
    .mutation(async ({ ctx, input }) => {
      const result = await redeemCode(ctx.db, ctx.user.id, input.code, Date.now());
      ctx.waitUntil(userHub(ctx.env, ctx.user.id).notify({ type: "REFRESH_USER_CACHE" }));
      return result;
    }),
  createBatch: financeProcedure.input(batchInput).mutation(({ ctx, input }) => createBatch(ctx.db, ctx.user.id, input, Date.now())),
  batches: financeProcedure.query(({ ctx }) => listBatches(ctx.db)),
  batchCodes: financeProcedure
    .input(z.object({ batchId: z.coerce.number().int().positive("批次无效") }))
    .query(({ ctx, input }) => batchCodes(ctx.db, input.batchId)),
});
