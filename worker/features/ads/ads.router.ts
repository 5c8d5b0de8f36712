import { z } from "zod";
import { AD_NAVBAR_MAX } from "#core/ads";
import { publicProcedure, router, userProcedure } from "../../trpc/init";
import { countShown } from "./ad-counter.do";
import { creativeUrl, uploadCreative } from "./ad-creative.service";
import { createAdInput, locationInput } from "./ads.schema";
import { createAdOrder, myAds, runningAdsQuery, slotsWithSurplus } from "./ads.service";

// Ad placements: anyone sees what is on sale and what runs; a signed-in user buys and sees their own.
export const adsRouter = router({
  slots: publicProcedure.query(({ ctx }) => slotsWithSurplus(ctx.db, Date.now())),
  running: publicProcedure.input(locationInput).query(async ({ ctx, input }) => {
    const ads = await runningAdsQuery(ctx.db, input.location, Date.now(), AD_NAVBAR_MAX * 2);
    countShown(
      ctx,
      ads.map((a) => a.id),
    );
    return ads.map(({ imageKey, ...a }) => ({ ...a, image: creativeUrl(imageKey) }));
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
