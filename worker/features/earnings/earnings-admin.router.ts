import { pageInput } from "#core/page";
import { configuredPayout } from "../../providers/payout";
import { type Context, financeProcedure, router, staffWrite } from "../../trpc/init";
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
import { approveWithdrawal, payoutDeps, payoutLog, recordManualTransfer, rejectWithdrawal, withdrawalQueue } from "./withdrawal-payouts.service";

const deps = (ctx: Context) => payoutDeps(ctx.env);

// Console (ROLE_ADMIN): the real-name queue, the withdrawal queue with its payout log, and activity rewards.
export const earningsAdminRouter = router({
  verificationQueue: financeProcedure.query(({ ctx }) => verificationQueue(ctx.db)),
  reviewVerification: staffWrite("finance", "real_name_verifications")
    .input(reviewInput)
    .mutation(({ ctx, input }) => reviewVerification(ctx.db, ctx.user.id, input, Date.now())),

  withdrawals: financeProcedure.input(withdrawPageInput).query(({ ctx, input }) => withdrawalQueue(ctx.db, input)),
  payoutLog: financeProcedure.input(idInput).query(({ ctx, input }) => payoutLog(ctx.db, input.id)),
  approveWithdrawal: staffWrite("finance", "withdrawals")
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
  rejectWithdrawal: staffWrite("finance", "withdrawals")
    .input(rejectWithdrawInput)
    .mutation(({ ctx, input }) => rejectWithdrawal(ctx.db, ctx.user.id, input, Date.now())),
  recordManualTransfer: staffWrite("finance", "withdrawals")
    .input(manualTransferInput)
    .mutation(({ ctx, input }) => recordManualTransfer(ctx.db, input, Date.now())),

  /** The monthly finance export's figures (the console serves them as CSV). */
  financeMonth: financeProcedure.input(monthInput).query(({ ctx, input }) => financeMonth(ctx.db, input.month)),
  grantReward: financeProcedure.input(rewardInput).mutation(({ ctx, input }) => grantReward(ctx.db, ctx.user.id, input, Date.now())),
  rewards: financeProcedure.input(pageInput.extend({ userId: idInput.shape.id })).query(({ ctx, input }) => activityEarnings(ctx.db, input.userId, input)),
});
