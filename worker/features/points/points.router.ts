import { pageInput } from "#core/page";
import { router, userProcedure } from "../../trpc/init";
import { checkIn, pointsRecordsPage, pointsSummary } from "./points.service";

export const pointsRouter = router({
  summary: userProcedure.query(({ ctx }) => pointsSummary(ctx.db, ctx.user.id, Date.now())),
  records: userProcedure.input(pageInput).query(({ ctx, input }) => pointsRecordsPage(ctx.db, ctx.user.id, input)),
  checkIn: userProcedure.mutation(({ ctx }) => checkIn(ctx.db, ctx.user.id, Date.now())),
});
