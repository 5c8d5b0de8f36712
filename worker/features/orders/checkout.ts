import { TRPCError } from "@trpc/server";
import { and, eq } from "drizzle-orm";
import { ORDER_STATUS, type PAY_CHANNELS } from "#core/orders";
import type { DB } from "#db/client";
import { orders, templates } from "#db/schema";
import { PUBLISHED_TEMPLATE } from "#worker/lib/library/published";
import { isProviderName, providerByName, providerForChannel } from "../../providers/pay";
import { PayError, type PayProvider } from "../../providers/pay/pay";
import { afterPaidFollowUps, type Order } from "./fulfilment-registry";
import { ownOrder } from "./orders.service";
import { applyPayment } from "./payments.service";

// Prepay and status: the part of the order flow that talks to the payment provider.
export const notifyUrl = (origin: string, provider: string) => `${origin}/pay/notify/${provider}`;

export type Prepay = { orderNo: string; amountFen: number; expiresAt: number; codeUrl: string; channel: (typeof PAY_CHANNELS)[number]; sandbox: boolean };

export async function prepay(
  db: DB,
  env: Env,
  origin: string,
  userId: number,
  orderNo: string,
  channel: (typeof PAY_CHANNELS)[number],
  now: number,
): Promise<Prepay> {
  const order = await ownOrder(db, userId, orderNo);
  if (order.status !== ORDER_STATUS.UNPAID)
    throw new TRPCError({ code: "BAD_REQUEST", message: order.status === ORDER_STATUS.CLOSED ? "订单已关闭，请重新下单" : "该订单无需支付" });
  if (order.expiresAt <= now) throw new TRPCError({ code: "BAD_REQUEST", message: "订单已超时，请重新下单" });
  // An order placed before the console unpublished its template is not paid for.
  if (
    order.type === "TEMPLATE" &&
    !(await db.query.templates.findFirst({ columns: { id: true }, where: and(eq(templates.id, order.targetId ?? 0), PUBLISHED_TEMPLATE) }))
  )
    throw new TRPCError({ code: "BAD_REQUEST", message: "该范本已下架，无法购买" });
  const provider = providerForChannel(env, channel, origin);
  try {
    const { codeUrl } = await provider.prepay({
      orderNo,
      subject: order.subject,
      amountFen: order.amountFen,
      channel,
      notifyUrl: notifyUrl(origin, provider.name),
      expiresAt: order.expiresAt,
    });
    await db.update(orders).set({ payChannel: channel, provider: provider.name, updatedAt: now }).where(eq(orders.id, order.id));
    return { orderNo, amountFen: order.amountFen, expiresAt: order.expiresAt, codeUrl, channel, sandbox: provider.name === "sandbox" };
  } catch (error) {
    if (error instanceof PayError) throw new TRPCError({ code: "BAD_REQUEST", message: error.message, cause: error });
    throw error;
  }
}

/**
 * The order's status for the payment popup. A live order still unpaid is also asked of its provider,
 * so a lost notification cannot leave a paid order waiting; the answer goes through applyPayment.
 */
export async function orderStatus(db: DB, env: Env, origin: string, userId: number, orderNo: string, now: number): Promise<{ status: number }> {
  const order = await ownOrder(db, userId, orderNo);
  if (order.status === ORDER_STATUS.UNPAID && order.provider && order.provider !== "sandbox" && isProviderName(order.provider)) {
    try {
      const q = await providerByName(env, order.provider, origin).query(orderNo);
      if (q.paid && q.transactionId && q.amountFen !== undefined) {
        const { paid } = await applyPayment(
          db,
          order.provider,
          { kind: "payment", orderNo, transactionId: q.transactionId, amountFen: q.amountFen, paid: true, paidAt: q.paidAt ?? now },
          now,
        );
        if (paid) await afterPaid(env, db, paid);
        return { status: (await ownOrder(db, userId, orderNo)).status };
      }
    } catch (error) {
      if (!(error instanceof PayError)) throw error;
    }
  }
  return { status: order.status };
}

/** Follow-ups of a fulfilled payment outside the database (an online advice room opening). Never fails the payment. */
export async function afterPaid(env: Env, db: DB, order: Order): Promise<void> {
  try {
    await afterPaidFollowUps(env, db, order);
  } catch (e) {
    console.error("after payment", order.orderNo, e);
  }
}

export function providerResolver(env: Env, origin: string): (name: string) => PayProvider {
  return (name) => {
    if (!isProviderName(name)) throw new TRPCError({ code: "BAD_REQUEST", message: `未知的支付渠道：${name}` });
    return providerByName(env, name, origin);
  };
}
