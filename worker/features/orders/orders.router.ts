import { TRPCError } from "@trpc/server";
import { eq } from "drizzle-orm";
import { ORDER_STATUS } from "#core/orders";
import { siteOrigin } from "#core/seo";
import { orders } from "#db/schema";
import { sandboxAllowed } from "../../middleware/environment";
import { payMode } from "../../providers/pay";
import { publicProcedure, router, userProcedure } from "../../trpc/init";
import { orderStatus, prepay } from "./checkout";
import { createOrderInput, orderNoInput, orderPageInput, prepayInput, refundInput } from "./orders.schema";
import { cancelOrder, createMemberOrder, createTemplateOrder, orderView, pageOrders, requestRefund } from "./orders.service";

export const ordersRouter = router({
  create: userProcedure
    .input(createOrderInput)
    .mutation(({ ctx, input }) =>
      input.type === "TEMPLATE"
        ? createTemplateOrder(ctx.db, ctx.user.id, input.templateId, Date.now())
        : createMemberOrder(ctx.db, ctx.user.id, input.plan, Date.now()),
    ),
  /** Pay_ua (SPEC §7): only NATIVE (scan a QR code) is offered on the web. */
  prepay: userProcedure.input(prepayInput).mutation(({ ctx, input }) => {
    const ua = ctx.req.headers.get("Pay_ua");
    if (ua && ua.toUpperCase() !== "NATIVE") throw new TRPCError({ code: "BAD_REQUEST", message: "仅支持扫码支付（Pay_ua: NATIVE）" });
    return prepay(ctx.db, ctx.env, siteOrigin(ctx.env), ctx.user.id, input.orderNo, input.channel, Date.now());
  }),
  status: userProcedure
    .input(orderNoInput)
    .query(({ ctx, input }) => orderStatus(ctx.db, ctx.env, siteOrigin(ctx.env), ctx.user.id, input.orderNo, Date.now())),
  detail: userProcedure.input(orderNoInput).query(({ ctx, input }) => orderView(ctx.db, ctx.user.id, input.orderNo)),
  page: userProcedure
    .input(orderPageInput)
    .query(({ ctx, input }) => pageOrders(ctx.db, ctx.user.id, { ...input, types: input.types ?? (input.type ? [input.type] : undefined) })),
  cancel: userProcedure.input(orderNoInput).mutation(({ ctx, input }) => cancelOrder(ctx.db, ctx.user.id, input.orderNo, Date.now())),
  refund: userProcedure.input(refundInput).mutation(({ ctx, input }) => requestRefund(ctx.db, ctx.user.id, input.orderNo, input.reason, Date.now())),
  /** The sandbox cashier page: what a payer would see after scanning. Absent unless the sandbox is on. */
  cashier: publicProcedure.input(orderNoInput).query(async ({ ctx, input }) => {
    // Checked before payMode, which refuses (throws) a sandbox where the environment forbids one.
    if (!sandboxAllowed(ctx.env) || payMode(ctx.env) !== "sandbox") throw new TRPCError({ code: "NOT_FOUND", message: "订单不存在" });
    const row = await ctx.db.query.orders.findFirst({
      columns: { orderNo: true, subject: true, amountFen: true, status: true, expiresAt: true, payChannel: true },
      where: eq(orders.orderNo, input.orderNo),
    });
    if (!row) throw new TRPCError({ code: "NOT_FOUND", message: "订单不存在" });
    return { ...row, payable: row.status === ORDER_STATUS.UNPAID && row.expiresAt > Date.now() };
  }),
});
