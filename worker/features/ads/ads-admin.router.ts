import { contentProcedure, router, staffWrite } from "../../trpc/init";
import { refundPortFor } from "../orders/refund-port";
import { adIdInput, rejectAdInput } from "./ads.schema";
import { approveAd, liveAds, pendingAds, rejectAd, stopAd } from "./ads-review.service";

// Console (ROLE_ADMIN): review paid campaigns before they show, and stop live ones.
export const adsAdminRouter = router({
  pending: contentProcedure.query(({ ctx }) => pendingAds(ctx.db)),
  live: contentProcedure.query(({ ctx }) => liveAds(ctx.db, Date.now())),
  approve: staffWrite("content", "ad_campaigns")
    .input(adIdInput)
    .mutation(({ ctx, input }) => approveAd(ctx.db, input.id, ctx.user.id, Date.now())),
  reject: staffWrite("content", "ad_campaigns")
    .input(rejectAdInput)
    .mutation(({ ctx, input }) => rejectAd(ctx.db, refundPortFor(ctx.env), input.id, ctx.user.id, input.reason, Date.now())),
  stop: staffWrite("content", "ad_campaigns")
    .input(adIdInput)
    .mutation(({ ctx, input }) => stopAd(ctx.db, input.id, ctx.user.id, Date.now())),
});
