import { TRPCError } from "@trpc/server";
import { realNameInput, withdrawInput, withdrawPreviewInput } from "#core/earnings";
import { pageInput } from "#core/page";
import { withholdingFromText } from "#core/withholding";
import { smsProvider } from "../../providers/sms";
import { publicProcedure, router, userProcedure } from "../../trpc/init";
import { clientMeta } from "../auth/tokens.service";
import { idInput, sendCodeInput, withdrawPageInput, withholdingQuery, yearInput } from "./earnings.schema";
import { taxStatement } from "./tax-statement.service";
import { myVerification, sendOwnPhoneCode, submitVerification, verificationStatus } from "./verification.service";
import { activityEarnings, earningOrders, wallet } from "./wallet.service";
import { createWithdrawal, myWithdrawals, precondition, previewWithdrawal, relatedOrders, withdrawSetting } from "./withdrawals.service";

// 我的收益 (SPEC §7 Payments and earnings, Authentication): the signed-in user's wallet, earnings,
// real-name verification and withdrawals. Every query is scoped to ctx.user; ids of other users' rows read as absent.

/** A code to the user's own bound phone for a real-name submission or a withdrawal. */
const ownCode = (purpose: "realname" | "withdraw") =>
  userProcedure.input(sendCodeInput).mutation(({ ctx, input }) => {
    const sms = smsProvider(ctx.env, ctx.db);
    const meta = { purpose, captchaVerification: input.captchaVerification, ip: clientMeta(ctx.req).ip };
    return sendOwnPhoneCode(ctx.db, ctx.env, sms, ctx.user.id, meta, Date.now());
  });

export const earningsRouter = router({
  /** The withholding calculator (public, like the fee calculators): 元 text in, fen out. */
  withholding: publicProcedure.input(withholdingQuery).query(({ input }) => {
    const outcome = withholdingFromText(input);
    if (!outcome.ok) throw new TRPCError({ code: "BAD_REQUEST", message: outcome.error });
    return outcome.result;
  }),

  wallet: userProcedure.query(({ ctx }) => wallet(ctx.db, ctx.user.id)),
  orders: userProcedure.input(pageInput).query(({ ctx, input }) => earningOrders(ctx.db, ctx.user.id, input)),
  activity: userProcedure.input(pageInput).query(({ ctx, input }) => activityEarnings(ctx.db, ctx.user.id, input)),

  verification: userProcedure.query(({ ctx }) => myVerification(ctx.db, ctx.user.id)),
  verificationStatus: userProcedure.query(({ ctx }) => verificationStatus(ctx.db, ctx.user.id)),
  sendVerifyCode: ownCode("realname"),
  submitVerification: userProcedure
    .input(realNameInput)
    .mutation(({ ctx, input }) => submitVerification(ctx.db, ctx.env.AUTH_SECRET, ctx.user.id, input, Date.now())),

  withdrawSetting: userProcedure.query(() => withdrawSetting()),
  precondition: userProcedure.query(({ ctx }) => precondition(ctx.db, ctx.user.id, Date.now())),
  preview: userProcedure.input(withdrawPreviewInput).query(({ ctx, input }) => previewWithdrawal(ctx.db, ctx.user.id, input.amount, Date.now())),
  sendWithdrawCode: ownCode("withdraw"),
  withdraw: userProcedure.input(withdrawInput).mutation(({ ctx, input }) => createWithdrawal(ctx.db, ctx.env.AUTH_SECRET, ctx.user.id, input, Date.now())),
  withdrawals: userProcedure.input(withdrawPageInput).query(({ ctx, input }) => myWithdrawals(ctx.db, ctx.user.id, input)),
  relatedOrders: userProcedure.input(idInput).query(({ ctx, input }) => relatedOrders(ctx.db, ctx.user.id, input.id)),
  /** The yearly statement of income paid and tax withheld. */
  taxStatement: userProcedure.input(yearInput).query(({ ctx, input }) => taxStatement(ctx.db, ctx.user.id, input.year)),
});
