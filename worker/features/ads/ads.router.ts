import { AD_NAVBAR_MAX } from "#core/ads";
import { publicProcedure, router, userProcedure } from "../../trpc/init";
import { countShown } from "./ad-counter.do";
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
    return ads;
  }),
  create: userProcedure.input(createAdInput).mutation(({ ctx, input }) => createAdOrder(ctx.db, ctx.user.id, input, Date.now())),
  mine: userProcedure.query(({ ctx }) => myAds(ctx.db, ctx.user.id, Date.now())),
});
