import { formatDateTime } from "#core/dates";
import type { InvoiceDraft, InvoiceProvider, IssuedDocument } from "./invoice";
import { invoicePdf } from "./sandbox-pdf";

/**
 * 数电发票号码 have 20 digits: the year (2), the tax bureau's region (2), the channel (1), a sequence
 * (15). The sandbox writes region 00, which no bureau has, channel 9 for a blue invoice and 8 for a
 * red one, and our record id as the sequence: the same request always gets the same number.
 */
export function sandboxInvoiceNo(id: number, now: number, red: boolean): string {
  return `${formatDateTime(now, "YYYY-MM-DD").slice(2, 4)}00${red ? 8 : 9}${String(id).padStart(15, "0")}`;
}

export class SandboxInvoice implements InvoiceProvider {
  readonly name = "sandbox";

  constructor(private readonly seller: { name: string; taxNo: string }) {}

  async issue(draft: InvoiceDraft, now: number): Promise<IssuedDocument> {
    const invoiceNo = sandboxInvoiceNo(draft.id, now, false);
    return { invoiceNo, pdf: await invoicePdf({ draft, seller: this.seller, invoiceNo, issuedAt: now }) };
  }

  async reverse(draft: InvoiceDraft, original: { invoiceNo: string; issuedAt: number }, reason: string, now: number): Promise<IssuedDocument> {
    const invoiceNo = sandboxInvoiceNo(draft.id, now, true);
    return { invoiceNo, pdf: await invoicePdf({ draft, seller: this.seller, invoiceNo, issuedAt: now, reverses: { ...original, reason } }) };
  }
}
