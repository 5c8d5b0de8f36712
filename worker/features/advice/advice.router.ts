import { TRPCError } from "@trpc/server";
import { createAdviceInput } from "#core/advice-input";
import { quietly } from "../../lib/quietly";
import { adviceLawyerProcedure, publicProcedure, router, serviceProcedure, userProcedure } from "../../trpc/init";
import { chatRecords } from "../chat/chat.service";
import { chatAccess, closeRoom } from "../chat/conversations";
import { reviewAdvice, reviewsOf } from "../lawyers/reviews.service";
import { refundPortFor } from "../orders/refund-port";
import {
  adminAdviceInput,
  adviceIdInput,
  centerInput,
  chatIdInput,
  decideRefundInput,
  formDataInput,
  lawyerReviewsInput,
  myAdviceInput,
  refundReasonInput,
  reviewInput,
} from "./advice.schema";
import { acceptAdvice, finishAdvice } from "./advice-lifecycle.service";
import { adviceFormData, advicePayFlag, createAdviceOrder } from "./advice-order.service";
import { onAdviceAccepted } from "./advice-realtime";
import { askRefund, cancelWaiting, decideRefund } from "./advice-refunds.service";
import { adminAdvicePage, adviceDetail, lawyerCenter, myAdvice } from "./advice-views.service";

export const adviceRouter = router({
  /** The /tellConsult and /onLineAdvice forms: fields, and the chosen lawyer with prices. */
  formData: publicProcedure.input(formDataInput).query(({ ctx, input }) => adviceFormData(ctx.db, input.lawyerId ?? null)),
  create: userProcedure.input(createAdviceInput).mutation(({ ctx, input }) => createAdviceOrder(ctx.db, ctx.user.id, input, Date.now())),
  mine: userProcedure.input(myAdviceInput).query(({ ctx, input }) => myAdvice(ctx.db, ctx.user.id, input)),
  detail: userProcedure.input(adviceIdInput).query(({ ctx, input }) => adviceDetail(ctx.db, ctx.user, input.id, Date.now())),
  /** pay_flag/{id}: whether the advice order has been paid. */
  payFlag: userProcedure.input(adviceIdInput).query(({ ctx, input }) => advicePayFlag(ctx.db, ctx.user.id, input.id)),
  cancel: userProcedure.input(adviceIdInput).mutation(async ({ ctx, input }) => {
    const r = await cancelWaiting(ctx.db, refundPortFor(ctx.env), ctx.user.id, input.id, Date.now());
    await quietly("advice realtime", closeRoom(ctx.env, r.chatId, "用户已取消本次咨询，款项将原路退回。"));
    return r;
  }),
  refund: userProcedure.input(refundReasonInput).mutation(({ ctx, input }) => askRefund(ctx.db, ctx.user.id, input.id, input.reason, Date.now())),
  finish: userProcedure.input(adviceIdInput).mutation(async ({ ctx, input }) => {
    const r = await finishAdvice(ctx.db, ctx.user, input.id, Date.now());
    await quietly("advice realtime", closeRoom(ctx.env, r.chatId, "本次咨询已结束，聊天记录将一直保留，可随时查看。"));
    return r;
  }),
  review: userProcedure.input(reviewInput).mutation(({ ctx, input }) => reviewAdvice(ctx.db, ctx.user.id, input.id, input.rating, input.content, Date.now())),
  reviews: publicProcedure.input(lawyerReviewsInput).query(({ ctx, input }) => reviewsOf(ctx.db, input.lawyerId, input)),
  /** online_chat chat_record/{id}: the whole history, for either party or an admin. */
  chatRecord: userProcedure.input(chatIdInput).query(async ({ ctx, input }) => {
    const access = await chatAccess(ctx.db, ctx.user, input.chatId);
    if (!access) throw new TRPCError({ code: "NOT_FOUND", message: "会话不存在" });
    return { role: access.role, closed: access.room.meta.closed, endsAt: access.room.meta.endsAt, records: await chatRecords(ctx.db, input.chatId) };
  }),
  /** 运营后台: every advice order; an admin opens one with detail and reads its chat (read-only). */
  adminPage: serviceProcedure.input(adminAdviceInput).query(({ ctx, input }) => adminAdvicePage(ctx.db, input)),
  center: adviceLawyerProcedure.input(centerInput).query(({ ctx, input }) => lawyerCenter(ctx.db, ctx.user.id, input, Date.now())),
  accept: adviceLawyerProcedure.input(adviceIdInput).mutation(async ({ ctx, input }) => {
    const accepted = await acceptAdvice(ctx.db, ctx.user.id, input.id, Date.now());
    await quietly("advice realtime", onAdviceAccepted(ctx.env, ctx.db, accepted, ctx.user.id));
    return accepted;
  }),
  decideRefund: adviceLawyerProcedure.input(decideRefundInput).mutation(async ({ ctx, input }) => {
    if (!input.agree && input.reason.length < 2) throw new TRPCError({ code: "BAD_REQUEST", message: "拒绝退款请说明理由" });
    const r = await decideRefund(ctx.db, refundPortFor(ctx.env), ctx.user.id, input.id, input.agree, input.reason, Date.now());
    if (r.agreed) await quietly("advice realtime", closeRoom(ctx.env, r.chatId, "律师已同意退款，本次咨询结束，款项将原路退回。"));
    return r;
  }),
});
