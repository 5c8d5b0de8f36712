import { and, eq, type SQL, sql } from "drizzle-orm";
import { ORDER_STATUS } from "#core/orders";
import { siteOrigin } from "#core/seo";
import type { DB } from "#db/client";
import { orders } from "#db/schema";
import type { PayProvider } from "../../providers/pay/pay";
import { notInvoiced } from "../invoices/invoice-holds";
import { notifyUrl, providerResolver } from "./checkout";
import { approveRefund } from "./payments.service";

/** What the services' refund paths need from the payment side: origin-bound providers and notify URLs. */
export type RefundPort = { providerFor: (name: string) => PayProvider; notifyUrl: (name: string) => string };

export function refundPortFor(env: Env): RefundPort {
  const origin = siteOrigin(env);
  return { providerFor: providerResolver(env, origin), notifyUrl: (name) => notifyUrl(origin, name) };
}

/**
 * A refund nobody has to decide (nothing was served: cancelled before acceptance, nobody accepted,
 * the lawyer is late): the paid order moves to refunding in one update guarded by the service's
 * `condition`, the service records it (`record`, a statement run only when the move happened), then
 * the provider is asked. An order held by an invoice is never refunded here (notInvoiced). Returns the
 * order number, or null when the guard failed.
 */
export async function refundAtOnce(
  db: DB,
  port: RefundPort,
  orderId: number,
  condition: SQL,
  reason: string,
  now: number,
  record: PromiseLike<unknown>,
): Promise<string | null> {
  const [moved] = await db
    .update(orders)
    .set({ status: ORDER_STATUS.REFUNDING, refundReason: reason, refundRequestedAt: now, refundNo: sql`'R' || substr(${orders.orderNo}, 3)`, updatedAt: now })
    .where(and(eq(orders.id, orderId), eq(orders.status, ORDER_STATUS.PAID), condition, notInvoiced(orders.id)))
    .returning({ orderNo: orders.orderNo });
  if (!moved) return null;
  await record;
  await approveRefund(db, port.providerFor, moved.orderNo, port.notifyUrl, now);
  return moved.orderNo;
}
