import { TRPCError } from "@trpc/server";
import type { FeeOutcome, FeeResult } from "#core/fees/bands";
import { executionFee } from "#core/fees/execution";
import { litigationFee } from "#core/fees/litigation";
import { preservationFee } from "#core/fees/preservation";
import { publicProcedure, router } from "../../trpc/init";
import { amountInput, litigationInput } from "./fees.schema";

// The calculators of 诉讼费用交纳办法 (core/fees) for API clients; results in fen. The page computes
// with the same core functions in the browser and does not call these.
export const feesRouter = router({
  /** 案件受理费 (Article 13), halved once per Articles 15–16. */
  litigation: publicProcedure.input(litigationInput).query(({ input }) => settle(litigationFee(input))),
  /** 申请保全措施的申请费 (Article 14(二)), at most 5000元. */
  preservation: publicProcedure.input(amountInput).query(({ input }) => settle(preservationFee(input.amount))),
  /** 申请执行的申请费 (Article 14(一)). */
  execution: publicProcedure.input(amountInput).query(({ input }) => settle(executionFee(input.amount))),
});

function settle(outcome: FeeOutcome): FeeResult {
  if (!outcome.ok) throw new TRPCError({ code: "BAD_REQUEST", message: outcome.error });
  return outcome.result;
}
