import { type SQL, sql } from "drizzle-orm";
import { INVOICE_ITEM_NAME, invoiceableStatuses, splitTax, VAT_RATE_PERCENT } from "#core/invoices";
import { ORDER_STATUS, ORDER_TYPES, type OrderType } from "#core/orders";
import type { InvoiceDraft, InvoiceLine } from "../../providers/invoice/invoice";

// Which orders can be invoiced and for how much, as SQL over `orders` (aliased o), shared by the list
// of invoiceable orders and the guarded insert of a request.

const FEN = `(o.amount_fen - CASE WHEN o.status = ${ORDER_STATUS.REFUNDED} THEN coalesce(o.refund_fen, o.amount_fen) ELSE 0 END)`;
const DONE = ORDER_TYPES.map((t) => `(o.type = '${t}' AND o.status IN (${invoiceableStatuses(t).join(", ")}))`).join(" OR ");

/** Paid less refunded: a partly refunded order is invoiced for what the user kept. */
export const INVOICEABLE_FEN: SQL = sql.raw(FEN);

/** The order's service is done (core invoiceableStatuses), something is left after refunds and no invoice holds it. */
export const INVOICEABLE: SQL = sql.raw(`((${DONE}) AND ${FEN} > 0 AND NOT EXISTS (SELECT 1 FROM invoice_orders io WHERE io.order_id = o.id AND io.held = 1))`);

export type LineSource = { type: string; amountFen: number };

/** One printed line per order type (a 数电发票 groups equal items), each split into amount and tax. */
export function draftLines(orders: LineSource[]): InvoiceLine[] {
  const byType = new Map<string, number>();
  for (const o of orders) byType.set(o.type, (byType.get(o.type) ?? 0) + o.amountFen);
  return [...byType].map(([type, amountFen]) => ({ name: INVOICE_ITEM_NAME[type as OrderType] ?? "*现代服务*服务费", amountFen, ...splitTax(amountFen) }));
}

type InvoiceRow = {
  id: number;
  type: "NORMAL" | "SPECIAL";
  titleKind: "PERSONAL" | "COMPANY";
  titleName: string;
  taxNo: string | null;
  address: string | null;
  phone: string | null;
  bankName: string | null;
  bankAccount: string | null;
  amountFen: number;
  remark: string;
};

/**
 * What the provider prints. The tax of the invoice is the sum of its lines' taxes, as a 数电发票 adds
 * them up, so figures and words agree to the fen.
 */
export function draftOf(row: InvoiceRow, orders: LineSource[]): InvoiceDraft {
  const lines = draftLines(orders);
  return {
    id: row.id,
    type: row.type,
    buyer: {
      kind: row.titleKind,
      name: row.titleName,
      taxNo: row.taxNo,
      address: row.address,
      phone: row.phone,
      bankName: row.bankName,
      bankAccount: row.bankAccount,
    },
    lines,
    amountFen: row.amountFen,
    taxFen: lines.reduce((t, l) => t + l.taxFen, 0),
    ratePercent: VAT_RATE_PERCENT,
    remark: row.remark,
  };
}
