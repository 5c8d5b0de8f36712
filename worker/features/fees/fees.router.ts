import { TRPCError } from "@trpc/server";
import { z } from "zod";
import type { FeeOutcome, FeeResult } from "#core/fees/bands";
import { executionFee } from "#core/fees/execution";
import { litigationFee } from "#core/fees/litigation";
import { parseYuan } from "#core/fees/money-input";
import { preservationFee } from "#core/fees/preservation";
import { rmbInWords } from "#core/money-words";
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
  /** 中文大写金额 of an amount in yuan (up to two decimals), as contracts write it beside the figures. */
  amountInWords: publicProcedure.input(z.object({ amount: z.string().max(64, "金额填写过长，请检查").optional() })).query(({ input }) => {
    const parsed = parseYuan(input.amount, { label: "金额", required: true, positive: false });
    if (!parsed.ok) throw new TRPCError({ code: "BAD_REQUEST", message: parsed.error });
    const words = rmbInWords(parsed.fen ?? 0);
    return { fen: parsed.fen ?? 0, words, withCurrency: `人民币${words}` };
  }),
});

function settle(outcome: FeeOutcome): FeeResult {
  if (!outcome.ok) throw new TRPCError({ code: "BAD_REQUEST", message: outcome.error });
  return outcome.result;
}
