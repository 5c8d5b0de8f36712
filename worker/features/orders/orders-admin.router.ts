import { TRPCError } from "@trpc/server";
import { and, count, desc, eq, inArray, or, type SQL } from "drizzle-orm";
import { z } from "zod";
import { ORDER_NO_PATTERN, ORDER_STATUS } from "#core/orders";
import { siteOrigin } from "#core/seo";
import { contains } from "#db/contains";
import { orders, users } from "#db/schema";
import { selectPage } from "#worker/lib/select-page";
import { router, serviceProcedure, staffWrite } from "../../trpc/init";
import { INVOICED_REFUSAL, isInvoiced, notInvoiced } from "../invoices/invoice-holds";
import { notifyUrl, providerResolver } from "./checkout";
import { adminOrderSearch, orderNoInput } from "./orders.schema";
import { moveOrder } from "./orders.service";
import { approveRefund, recentEvents, rejectRefund } from "./payments.service";

// Console (ROLE_ADMIN): order search, the refund queue and the payment log.
export const ordersAdminRouter = router({
  search: serviceProcedure.input(adminOrderSearch).query(async ({ ctx, input }) => {
    const where: SQL[] = [];
    if (input.status !== undefined) where.push(eq(orders.status, input.status));
    if (input.type) where.push(eq(orders.type, input.type));
    if (input.keyword && ORDER_NO_PATTERN.test(input.keyword)) where.push(eq(orders.orderNo, input.keyword));
    else if (input.keyword) {
      where.push(or(contains(orders.orderNo, input.keyword), contains(orders.subject, input.keyword), contains(users.phone, input.keyword)) as SQL);
    }
    const cond = where.length ? and(...where) : undefined;
    return selectPage(
      ctx.db,
      input,
      ctx.db
        .select({
          orderNo: orders.orderNo,
          type: orders.type,
          subject: orders.subject,
          amountFen: orders.amountFen,
          status: orders.status,
          provider: orders.provider,
          payChannel: orders.payChannel,
          refundReason: orders.refundReason,
          note: orders.note,
          createdAt: orders.createdAt,
          paidAt: orders.paidAt,
          userId: orders.userId,
          userPhone: users.phone,
        })
        .from(orders)
        .innerJoin(users, eq(users.id, orders.userId))
        .where(cond)
        .orderBy(desc(orders.id))
        .$dynamic(),
      ctx.db.select({ n: count() }).from(orders).innerJoin(users, eq(users.id, orders.userId)).where(cond),
    );
  }),
  refundQueue: serviceProcedure.query(({ ctx }) =>
    ctx.db
      .select({
        orderNo: orders.orderNo,
        subject: orders.subject,
        amountFen: orders.amountFen,
        status: orders.status,
        refundReason: orders.refundReason,
        note: orders.note,
        refundRequestedAt: orders.refundRequestedAt,
        paidAt: orders.paidAt,
      })
      .from(orders)
      .where(inArray(orders.status, [ORDER_STATUS.REFUNDING, ORDER_STATUS.ABNORMAL]))
      .orderBy(orders.updatedAt)
      .limit(100),
  ),
  approveRefund: staffWrite("service", "orders", { column: "order_no", inputKey: "orderNo" })
    .input(orderNoInput)
    .mutation(({ ctx, input }) => {
      const origin = siteOrigin(ctx.env);
      return approveRefund(ctx.db, providerResolver(ctx.env, origin), input.orderNo, (name) => notifyUrl(origin, name), Date.now());
    }),
  rejectRefund: staffWrite("service", "orders", { column: "order_no", inputKey: "orderNo" })
    .input(orderNoInput.extend({ reason: z.string().trim().min(2, "请填写拒绝理由（至少 2 个字）").max(200, "拒绝理由最多 200 字") }))
    .mutation(async ({ ctx, input }) => {
      await rejectRefund(ctx.db, input.orderNo, input.reason, Date.now());
      return true;
    }),
  /** Customer service refunds a paid order the user cannot refund by themselves (a running ad), with a reason. */
  refundPaid: staffWrite("service", "orders", { column: "order_no", inputKey: "orderNo" })
    .input(orderNoInput.extend({ reason: z.string().trim().min(2, "请填写退款原因（至少 2 个字）").max(200, "退款原因最多 200 字") }))
    .mutation(async ({ ctx, input }) => {
      const now = Date.now();
      const order = await ctx.db.query.orders.findFirst({ where: eq(orders.orderNo, input.orderNo) });
      if (!order) throw new TRPCError({ code: "NOT_FOUND", message: "订单不存在" });
      const moved = await moveOrder(
        ctx.db,
        order.id,
        ORDER_STATUS.PAID,
        ORDER_STATUS.REFUNDING,
        { refundNo: `R${order.orderNo.slice(2)}`, refundReason: input.reason, refundRequestedAt: now },
        now,
        notInvoiced(orders.id),
      );
      if (!moved) {
        const held = order.status === ORDER_STATUS.PAID && (await isInvoiced(ctx.db, order.id));
        throw new TRPCError({ code: "BAD_REQUEST", message: held ? INVOICED_REFUSAL : "只有已支付且未完成的订单可以退款" });
      }
      const origin = siteOrigin(ctx.env);
      return approveRefund(ctx.db, providerResolver(ctx.env, origin), input.orderNo, (name) => notifyUrl(origin, name), now);
    }),
  events: serviceProcedure.query(({ ctx }) => recentEvents(ctx.db)),
});
