import { TRPCError } from "@trpc/server";
import { z } from "zod";
import { createCustomInput } from "#core/custom-input";
import { quietly } from "../../lib/quietly";
import { customLawyerProcedure, publicProcedure, router, serviceProcedure, staffWrite, userProcedure } from "../../trpc/init";
import { chatRecords } from "../chat/chat.service";
import { closeRoom } from "../chat/conversations";
import { reviewCustom } from "../lawyers/reviews.service";
import { refundPortFor } from "../orders/refund-port";
import {
  adminCustomInput,
  answerRefundInput,
  chatInput,
  customIdInput,
  decideRefundInput,
  deliverInput,
  fileIdInput,
  formDataInput,
  myCustomInput,
  reassignInput,
  refundInput,
  reviewInput,
  reviseInput,
  serviceInput,
} from "./custom.schema";
import { markCustomRead, reassignCustom } from "./custom-admin.service";
import { acceptCustom, finishCustom, reviseCustom } from "./custom-lifecycle.service";
import { basisInfo, createCustomOrder, customFormData, customPayFlag } from "./custom-order.service";
import { customUnread, noticeInRoom, onCustomAccepted, pushUnread } from "./custom-realtime";
import { answerCustomRefund, askCustomRefund, cancelSubmitted, decideCustomRefund } from "./custom-refunds.service";
import { rowFor } from "./custom-row";
import { customFileUrl, deliverWithFiles, uploadAttachment } from "./custom-uploads.service";
import { adminCustomPage, customDetail, lawyerService, myCustom } from "./custom-views.service";

export const customRouter = router({
  /** basis_info: the platform's price list and what each kind includes. */
  basisInfo: publicProcedure.query(() => basisInfo()),
  formData: publicProcedure.input(formDataInput).query(({ ctx, input }) => customFormData(ctx.db, input.lawyerId ?? null)),
  create: userProcedure.input(createCustomInput).mutation(({ ctx, input }) => createCustomOrder(ctx.db, ctx.user.id, input, Date.now())),
  uploadAttachment: userProcedure
    .input(z.object({ file: z.instanceof(File, { message: "请选择要上传的文件" }) }))
    .mutation(({ ctx, input }) => uploadAttachment(ctx.db, ctx.env.FILES, ctx.user.id, input.file, Date.now())),
  /** A five-minute signed link to one file (attachment or delivery) for a party or the console. */
  fileUrl: userProcedure.input(fileIdInput).query(({ ctx, input }) => customFileUrl(ctx.db, ctx.env.AUTH_SECRET, ctx.user, input.id, Date.now())),
  payFlag: userProcedure.input(customIdInput).query(({ ctx, input }) => customPayFlag(ctx.db, ctx.user.id, input.id)),
  /** my page (定制与审核). */
  mine: userProcedure.input(myCustomInput).query(({ ctx, input }) => myCustom(ctx.db, ctx.user.id, input, Date.now())),
  detail: userProcedure.input(customIdInput).query(({ ctx, input }) => customDetail(ctx.db, ctx.user, input.id, Date.now())),
  unread: userProcedure.query(({ ctx }) => customUnread(ctx.db, ctx.user.id).then((count) => ({ count }))),
  /** chat records: the order's conversation from the D1 mirror, for either party or an admin. */
  chatRecord: userProcedure.input(chatInput).query(async ({ ctx, input }) => {
    const { row } = await rowFor(ctx.db, ctx.user, input.id, Date.now());
    if (row.chatId === null) throw new TRPCError({ code: "NOT_FOUND", message: "会话不存在" });
    return { chatId: row.chatId, records: await chatRecords(ctx.db, row.chatId, input.afterSeq) };
  }),
  /** sign-in chat message: the party read the conversation. */
  markRead: userProcedure.input(customIdInput).mutation(async ({ ctx, input }) => {
    const r = await markCustomRead(ctx.db, ctx.user, input.id, Date.now());
    await quietly("custom realtime", pushUnread(ctx.env, ctx.db, ctx.user.id));
    return r;
  }),
  cancel: userProcedure.input(customIdInput).mutation(async ({ ctx, input }) => {
    const r = await cancelSubmitted(ctx.db, refundPortFor(ctx.env), ctx.user.id, input.id, Date.now());
    await quietly("custom realtime", closeRoom(ctx.env, r.chatId, "用户已在律师接单前取消订单，款项将原路退回。"));
    return r;
  }),
  revise: userProcedure.input(reviseInput).mutation(async ({ ctx, input }) => {
    const r = await reviseCustom(ctx.db, ctx.user.id, input.id, input.reason, Date.now());
    await quietly("custom realtime", noticeInRoom(ctx.env, ctx.db, r.chatId, `用户申请修改（剩余 ${r.revisionsLeft} 次）：${input.reason}`));
    return r;
  }),
  /** finish/{id}: the user confirms the delivery. */
  finish: userProcedure.input(customIdInput).mutation(async ({ ctx, input }) => {
    const r = await finishCustom(ctx.db, ctx.user, input.id, Date.now());
    await quietly("custom realtime", closeRoom(ctx.env, r.chatId, "用户已确认完成，本订单服务结束。聊天记录和交付文件将一直保留，可随时查看。"));
    return r;
  }),
  refund: userProcedure.input(refundInput).mutation(async ({ ctx, input }) => {
    const r = await askCustomRefund(ctx.db, refundPortFor(ctx.env), ctx.user.id, input.id, input.reason, Date.now());
    await quietly(
      "custom realtime",
      r.immediate
        ? closeRoom(ctx.env, r.chatId, "律师逾期未交付，用户已申请退款，款项将原路退回。")
        : noticeInRoom(ctx.env, ctx.db, r.chatId, `用户申请退款：${input.reason}`),
    );
    return r;
  }),
  review: userProcedure.input(reviewInput).mutation(({ ctx, input }) => reviewCustom(ctx.db, ctx.user.id, input.id, input.rating, input.content, Date.now())),
  /** lawyer service page (定制服务). */
  service: customLawyerProcedure.input(serviceInput).query(({ ctx, input }) => lawyerService(ctx.db, ctx.user.id, input, Date.now())),
  accept: customLawyerProcedure.input(customIdInput).mutation(async ({ ctx, input }) => {
    const accepted = await acceptCustom(ctx.db, ctx.user.id, input.id, Date.now());
    await quietly("custom realtime", onCustomAccepted(ctx.env, ctx.db, accepted));
    return accepted;
  }),
  /** delivery/{id}: the next numbered version (定制: the contract; 审核: the marked-up contract and the opinion). */
  deliver: customLawyerProcedure.input(deliverInput).mutation(async ({ ctx, input }) => {
    const r = await deliverWithFiles(ctx.db, ctx.env.FILES, ctx.user.id, input.id, input, Date.now());
    await quietly(
      "custom realtime",
      noticeInRoom(ctx.env, ctx.db, r.chatId, `律师已交付第 ${r.version} 版，请在订单详情中下载查看，确认无误后点击“确认完成”。`),
    );
    return r;
  }),
  answerRefund: customLawyerProcedure.input(answerRefundInput).mutation(async ({ ctx, input }) => {
    if (!input.agree && input.reason.length < 2) throw new TRPCError({ code: "BAD_REQUEST", message: "不同意退款请说明理由" });
    const r = await answerCustomRefund(ctx.db, refundPortFor(ctx.env), ctx.user.id, input.id, input.agree, input.reason, Date.now());
    await quietly(
      "custom realtime",
      r.agreed
        ? closeRoom(ctx.env, r.chatId, "律师已同意退款，本订单服务结束，款项将原路退回。")
        : noticeInRoom(ctx.env, ctx.db, r.chatId, `律师不同意退款：${input.reason}。平台客服将介入处理。`),
    );
    return r;
  }),
  /** 运营后台 (/console/custom). */
  adminPage: serviceProcedure.input(adminCustomInput).query(({ ctx, input }) => adminCustomPage(ctx.db, input, Date.now())),
  decideRefund: staffWrite("service", "custom_orders")
    .input(decideRefundInput)
    .mutation(async ({ ctx, input }) => {
      const r = await decideCustomRefund(ctx.db, refundPortFor(ctx.env), ctx.user.id, input.id, input.refundFen, input.reason, Date.now());
      await quietly(
        "custom realtime",
        r.refundFen === 0
          ? noticeInRoom(ctx.env, ctx.db, r.chatId, `平台裁定不予退款：${input.reason}。服务继续进行。`)
          : closeRoom(ctx.env, r.chatId, `平台已裁定退款 ${(r.refundFen / 100).toFixed(2)} 元，本订单服务结束。`),
      );
      return r;
    }),
  reassign: staffWrite("service", "custom_orders")
    .input(reassignInput)
    .mutation(async ({ ctx, input }) => {
      const r = await reassignCustom(ctx.db, ctx.user.id, input.id, input.lawyerId, input.reason, Date.now());
      await quietly("custom realtime", noticeInRoom(ctx.env, ctx.db, r.chatId, `平台已将本订单改派给${r.lawyerName}律师继续承办。`));
      return r;
    }),
});
