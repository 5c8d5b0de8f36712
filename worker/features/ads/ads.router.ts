import { z } from "zod";
import { publicProcedure, router, userProcedure } from "../../trpc/init";
import { countShown } from "./ad-counter.do";
import { uploadCreative } from "./ad-creative.service";
import { createAdInput, locationInput } from "./ads.schema";
import { createAdOrder, myAds, RUNNING_ADS_SHOWN, runningAdsQuery, slotsWithSurplus, toRunningAds } from "./ads.service";

// Ad placements: anyone sees what is on sale and what runs; a signed-in user buys and sees their own.
export const adsRouter = router({
  slots: publicProcedure.query(({ ctx }) => slotsWithSurplus(ctx.db, Date.now())),
  running: publicProcedure.input(locationInput).query(async ({ ctx, input }) => {
    const ads = toRunningAds(await runningAdsQuery(ctx.db, input.location, Date.now(), RUNNING_ADS_SHOWN));
    countShown(
      ctx,
      ads.map((a) => a.id),
    );
    return ads;
  }),
  create: userProcedure.input(createAdInput).mutation(({ ctx, input }) => createAdOrder(ctx.db, ctx.user.id, input, Date.now())),
  mine: userProcedure.query(({ ctx }) => myAds(ctx.db, ctx.user.id, Date.now())),
  uploadCreative: userProcedure
    .input(
      z.object({
        campaignId: z.coerce.number({ error: "广告编号无效" }).int("广告编号无效").positive("广告编号无效"),
        file: z.instanceof(File, { message: "请选择广告图片" }),
      }),
    )
    .mutation(async ({ ctx, input }) => ({
      image: await uploadCreative(ctx.db, ctx.env.FILES, ctx.user.id, input.campaignId, new Uint8Array(await input.file.arrayBuffer()), Date.now()),
    })),
});
