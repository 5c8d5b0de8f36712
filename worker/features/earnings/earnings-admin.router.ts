import { pageInput } from "#core/page";
import { configuredPayout } from "../../providers/payout";
import { adminProcedure, type Context, router } from "../../trpc/init";
import {
  approveWithdrawInput,
  idInput,
  manualTransferInput,
  monthInput,
  rejectWithdrawInput,
  reviewInput,
  rewardInput,
  withdrawPageInput,
} from "./earnings.schema";
import { financeMonth } from "./finance.service";
import { reviewVerification, verificationQueue } from "./verification.service";
import { activityEarnings, grantReward } from "./wallet.service";
import { approveWithdrawal, payoutDeps, payoutLog, recordManualTransfer, rejectWithdrawal, withdrawalQueue } from "./withdrawals.service";

const deps = (ctx: Context) => payoutDeps(ctx.env);

// Console (ROLE_ADMIN): the real-name queue, the withdrawal queue with its payout log, and activity rewards.
export const earningsAdminRouter = router({
  verificationQueue: adminProcedure.query(({ ctx }) => verificationQueue(ctx.db)),
  reviewVerification: adminProcedure.input(reviewInput).mutation(({ ctx, input }) => reviewVerification(ctx.db, ctx.user.id, input, Date.now())),

  withdrawals: adminProcedure.input(withdrawPageInput).query(({ ctx, input }) => withdrawalQueue(ctx.db, input)),
  payoutLog: adminProcedure.input(idInput).query(({ ctx, input }) => payoutLog(ctx.db, input.id)),
  approveWithdrawal: adminProcedure
    .input(approveWithdrawInput)
    .mutation(({ ctx, input }) =>
      approveWithdrawal(
        ctx.db,
        deps(ctx),
        ctx.user.id,
        { id: input.id, provider: input.provider === "manual" ? "manual" : configuredPayout(ctx.env) },
        Date.now(),
      ),
    ),
  rejectWithdrawal: adminProcedure.input(rejectWithdrawInput).mutation(({ ctx, input }) => rejectWithdrawal(ctx.db, ctx.user.id, input, Date.now())),
  recordManualTransfer: adminProcedure.input(manualTransferInput).mutation(({ ctx, input }) => recordManualTransfer(ctx.db, input, Date.now())),

  /** The monthly finance export's figures (the console serves them as CSV). */
  financeMonth: adminProcedure.input(monthInput).query(({ ctx, input }) => financeMonth(ctx.db, input.month)),
  grantReward: adminProcedure.input(rewardInput).mutation(({ ctx, input }) => grantReward(ctx.db, ctx.user.id, input, Date.now())),
  rewards: adminProcedure.input(pageInput.extend({ userId: idInput.shape.id })).query(({ ctx, input }) => activityEarnings(ctx.db, input.userId, input)),
});
