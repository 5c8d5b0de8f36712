import { type SQL, sql } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import type { DB } from "#db/client";

/**
 * Part of every refund's guarded update: an order held by a pending, issued or reversing invoice is
 * not refunded. The invoice is reversed (红冲) first, which releases the order (SPEC §1, issue 17).
 */
export function notInvoiced(orderId: SQLiteColumn | SQL): SQL {
  return sql`NOT EXISTS (SELECT 1 FROM invoice_orders WHERE invoice_orders.order_id = ${orderId} AND invoice_orders.held = 1)`;
}

export const INVOICED_REFUSAL = "该订单已申请或开具发票：请先撤销开票申请，或将发票红冲后再退款";

/** Whether an invoice holds the order now: to word a refusal after the guarded update did not move it. */
export async function isInvoiced(db: DB, orderId: number): Promise<boolean> {
  const row = await db.get<{ n: number }>(sql`SELECT count(*) AS n FROM invoice_orders WHERE order_id = ${orderId} AND held = 1`);
  return (row?.n ?? 0) > 0;
}
