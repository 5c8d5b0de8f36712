import { adminProcedure, router } from "../../trpc/init";
import { refundPortFor } from "../orders/refund-port";
import { adIdInput, rejectAdInput } from "./ads.schema";
import { approveAd, liveAds, pendingAds, rejectAd, stopAd } from "./ads-review.service";

// Console (ROLE_ADMIN): review paid campaigns before they show, and stop live ones.
export const adsAdminRouter = router({
  pending: adminProcedure.query(({ ctx }) => pendingAds(ctx.db)),
  live: adminProcedure.query(({ ctx }) => liveAds(ctx.db, Date.now())),
  approve: adminProcedure.input(adIdInput).mutation(({ ctx, input }) => approveAd(ctx.db, input.id, ctx.user.id, Date.now())),
  reject: adminProcedure
    .input(rejectAdInput)
    .mutation(({ ctx, input }) => rejectAd(ctx.db, refundPortFor(ctx.env), input.id, ctx.user.id, input.reason, Date.now())),
  stop: adminProcedure.input(adIdInput).mutation(({ ctx, input }) => stopAd(ctx.db, input.id, ctx.user.id, Date.now())),
});
