import { contentProcedure, router, staffWrite } from "../../trpc/init";
import { refundPortFor } from "../orders/refund-port";
import { pendingAdCounts } from "./ad-counter.do";
import { adIdInput, rejectAdInput } from "./ads.schema";
import { approveAd, liveAds, pendingAds, rejectAd, stopAd } from "./ads-review.service";

// Console (ROLE_ADMIN): review paid campaigns before they show, and stop live ones.
export const adsAdminRouter = router({
  pending: contentProcedure.query(({ ctx }) => pendingAds(ctx.db)),
  /** Live campaigns with their impressions and clicks: what D1 holds plus what the counters have not yet written. */
  live: contentProcedure.query(async ({ ctx }) => {
    const [rows, pending] = await Promise.all([liveAds(ctx.db, Date.now()), pendingAdCounts(ctx.env)]);
    return rows.map((r) => ({ ...r, impressions: r.impressions + (pending.get(r.id)?.impressions ?? 0), clicks: r.clicks + (pending.get(r.id)?.clicks ?? 0) }));
  }),
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
