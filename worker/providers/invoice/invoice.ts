// The invoicing provider interface: how an approved request becomes a 数电发票 and how one is reversed
// (红冲). The sandbox (embedded default) draws a PDF marked 样票; a real 数电发票 service (a tax
// platform's lead-in API or a certified 乐企 provider) implements the same two calls.
import type { InvoiceType, TitleKind } from "#core/invoices";

export type InvoiceLine = { name: string; amountFen: number; netFen: number; taxFen: number };

export interface InvoiceDraft {
  /** Our record id: the provider's idempotency key. */
  id: number;
  type: InvoiceType;
  buyer: {
    kind: TitleKind;
    name: string;
    taxNo: string | null;
    address: string | null;
    phone: string | null;
    bankName: string | null;
    bankAccount: string | null;
  };
  lines: InvoiceLine[];
  amountFen: number;
  taxFen: number;
  ratePercent: number;
  remark: string;
}

/** An issued document: its 20-digit number and the PDF the buyer downloads. */
export type IssuedDocument = { invoiceNo: string; pdf: Uint8Array };

export interface InvoiceProvider {
  readonly name: "sandbox";
  issue(draft: InvoiceDraft, now: number): Promise<IssuedDocument>;
  /** The red-letter invoice (红字发票) reversing an issued one, in full. */
  reverse(draft: InvoiceDraft, original: { invoiceNo: string; issuedAt: number }, reason: string, now: number): Promise<IssuedDocument>;
}

/** A missing or unknown provider configuration; raised when the provider is built, never shown to users. */
export class InvoiceConfigError extends Error {
  override name = "InvoiceConfigError";
}
