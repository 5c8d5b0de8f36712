import { TRPCError } from "@trpc/server";
import { and, count, desc, eq, type SQL, sql } from "drizzle-orm";
import type { z } from "zod";
import {
  INVOICE_STATUS,
  INVOICE_STATUS_TEXT,
  INVOICE_TYPE_TEXT,
  type InvoiceStatus,
  type InvoiceType,
  type invoiceRequestInput,
  type reinvoiceInput,
  splitTax,
  TITLE_KIND_TEXT,
  titleRefusal,
} from "#core/invoices";
import { newOrderNo, ORDER_TYPE_TEXT, type OrderType } from "#core/orders";
import { type Page, type PageInput, pageOffset, toPage } from "#core/page";
import type { DB } from "#db/client";
import { invoiceOrders, invoices } from "#db/schema";
import { signedFileUrl } from "../../files/files.service";
import { INVOICEABLE, INVOICEABLE_FEN } from "./invoice-orders";
import { ownTitle } from "./invoice-titles.service";

// 我的开票 (invoice_record): the orders a user can invoice, their requests and invoices, withdrawing a
// request, asking for a reversal and re-invoicing. Every state change is one guarded batch; the
// partial unique index on invoice_orders(order_id) WHERE held = 1 is the last word on "never twice".

type InvoiceRow = typeof invoices.$inferSelect;
export const PDF_TTL_SECONDS = 300;
const NOT_FOUND = "发票记录不存在";
const TAKEN = "所选订单已申请过发票，请勿重复提交";
const CHANGED = "部分订单已不能开票（可能已开票、退款中或已退款），请刷新后重新选择";

export type InvoiceableOrder = { id: number; orderNo: string; type: OrderType; typeText: string; subject: string; amountFen: number; paidAt: number | null };

export async function invoiceableOrders(db: DB, userId: number, input: PageInput): Promise<Page<InvoiceableOrder>> {
  const where = sql`o.user_id = ${userId} AND ${INVOICEABLE}`;
  const [rows, total] = await Promise.all([
    db.all<{ id: number; order_no: string; type: OrderType; subject: string; fen: number; paid_at: number | null }>(sql`
      SELECT o.id, o.order_no, o.type, o.subject, ${INVOICEABLE_FEN} AS fen, o.paid_at FROM orders o
      WHERE ${where} ORDER BY o.paid_at DESC, o.id DESC LIMIT ${input.size} OFFSET ${pageOffset(input)}`),
    db.all<{ n: number }>(sql`SELECT count(*) AS n FROM orders o WHERE ${where}`),
  ]);
  const records = rows.map((r) => ({
    id: r.id,
    orderNo: r.order_no,
    type: r.type,
    typeText: ORDER_TYPE_TEXT[r.type],
    subject: r.subject,
    amountFen: r.fen,
    paidAt: r.paid_at,
  }));
  return toPage(records, total[0]?.n ?? 0, input);
}

export type InvoiceView = ReturnType<typeof toView>;

function toView(r: InvoiceRow, orderCount: number) {
  const status = r.status as InvoiceStatus;
  return {
    id: r.id,
    no: r.no,
    type: r.type,
    typeText: INVOICE_TYPE_TEXT[r.type],
    titleKind: r.titleKind,
    titleKindText: TITLE_KIND_TEXT[r.titleKind],
    titleName: r.titleName,
    taxNo: r.taxNo,
    email: r.email,
    amountFen: r.amountFen,
    taxFen: r.taxFen,
    status,
    statusText: INVOICE_STATUS_TEXT[status],
    reason: r.reason,
    invoiceNo: r.invoiceNo,
    redInvoiceNo: r.redInvoiceNo,
    replacesId: r.replacesId,
    orderCount,
    createdAt: r.createdAt,
    issuedAt: r.issuedAt,
    reversedAt: r.reversedAt,
    canCancel: status === INVOICE_STATUS.PENDING,
    canReinvoice: status === INVOICE_STATUS.ISSUED,
    canRequestReversal: status === INVOICE_STATUS.ISSUED,
    hasPdf: r.pdfKey !== null,
    hasRedPdf: r.redPdfKey !== null,
  };
}

export async function pageInvoices(db: DB, userId: number, input: PageInput & { status?: number | undefined }): Promise<Page<InvoiceView>> {
  const where = and(eq(invoices.userId, userId), input.status === undefined ? undefined : eq(invoices.status, input.status));
  const [rows, total] = await db.batch([
    db
      .select({ row: invoices, orders: sql<number>`(SELECT count(*) FROM invoice_orders io WHERE io.invoice_id = ${invoices.id})` })
      .from(invoices)
      .where(where)
      .orderBy(desc(invoices.createdAt), desc(invoices.id))
      .limit(input.size)
      .offset(pageOffset(input)),
    db.select({ n: count() }).from(invoices).where(where),
  ]);
  return toPage(
    rows.map((r) => toView(r.row, r.orders)),
    total[0]?.n ?? 0,
    input,
  );
}

export type InvoiceLineView = { orderId: number; orderNo: string; type: OrderType; typeText: string; subject: string; amountFen: number };

/** The orders of an invoice, as printed: order number, service and the invoiced amount. */
export async function linesOf(db: DB, invoiceId: number): Promise<InvoiceLineView[]> {
  return (await linesByInvoice(db, [invoiceId])).get(invoiceId) ?? [];
}

/** The lines of several invoices in one query (a page of the console queue), by invoice id. */
export async function linesByInvoice(db: DB, invoiceIds: readonly number[]): Promise<Map<number, InvoiceLineView[]>> {
  const byInvoice = new Map<number, InvoiceLineView[]>();
  if (invoiceIds.length === 0) return byInvoice;
  const rows = await db.all<{ invoice_id: number; order_id: number; order_no: string; type: OrderType; subject: string; amount_fen: number }>(sql`
    SELECT io.invoice_id, io.order_id, o.order_no, o.type, o.subject, io.amount_fen FROM invoice_orders io JOIN orders o ON o.id = io.order_id
    WHERE io.invoice_id IN ${invoiceIds} ORDER BY io.id`);
  for (const r of rows) {
    const line = { orderId: r.order_id, orderNo: r.order_no, type: r.type, typeText: ORDER_TYPE_TEXT[r.type], subject: r.subject, amountFen: r.amount_fen };
    byInvoice.set(r.invoice_id, [...(byInvoice.get(r.invoice_id) ?? []), line]);
  }
  return byInvoice;
}

export async function ownInvoice(db: DB, userId: number, id: number): Promise<InvoiceRow> {
  const row = await db.query.invoices.findFirst({ where: and(eq(invoices.id, id), eq(invoices.userId, userId)) });
  if (!row) throw new TRPCError({ code: "NOT_FOUND", message: NOT_FOUND });
  return row;
}

export async function invoiceDetail(db: DB, userId: number, id: number) {
  const row = await ownInvoice(db, userId, id);
  const lines = await linesOf(db, id);
  const replacedBy = await db.query.invoices.findFirst({
    columns: { id: true, no: true, status: true },
    where: eq(invoices.replacesId, id),
    orderBy: desc(invoices.id),
  });
  return {
    ...toView(row, lines.length),
    address: row.address,
    phone: row.phone,
    bankName: row.bankName,
    bankAccount: row.bankAccount,
    remark: row.remark,
    lines,
    replacedBy: replacedBy ? { ...replacedBy, statusText: INVOICE_STATUS_TEXT[replacedBy.status as InvoiceStatus] } : null,
  };
}

function titleColumns(title: Awaited<ReturnType<typeof ownTitle>>, type: InvoiceType) {
  const refusal = titleRefusal(type, title);
  if (refusal) throw new TRPCError({ code: "BAD_REQUEST", message: refusal });
  return {
    titleKind: title.kind,
    titleName: title.name,
    taxNo: title.taxNo,
    address: title.address,
    phone: title.phone,
    bankName: title.bankName,
    bankAccount: title.bankAccount,
  };
}

const newInvoiceNo = (now: number) => `FP${newOrderNo(now).slice(2)}`;

function isConstraint(error: unknown, kind: "UNIQUE" | "NOT NULL" | "CHECK"): boolean {
  return String((error as Error)?.message ?? error).includes(`${kind} constraint failed`);
}

/**
 * A request for some of the user's invoiceable orders. One batch: the invoice, then one line per
 * order whose order_id is a subquery that is NULL unless the order is still the user's, still
 * invoiceable and still of the amount read (NOT NULL aborts the batch), and the held index refuses an
 * order another request holds. So a refund, a second request or a double click racing this one
 * leaves nothing half-written.
 */
export async function requestInvoice(db: DB, userId: number, input: z.output<typeof invoiceRequestInput>, now: number): Promise<InvoiceView> {
  const title = await ownTitle(db, userId, input.titleId);
  const columns = titleColumns(title, input.type);
  const found = await db.all<{ id: number; fen: number }>(sql`
    SELECT o.id, ${INVOICEABLE_FEN} AS fen FROM orders o
    WHERE o.user_id = ${userId} AND o.id IN ${input.orderIds} AND ${INVOICEABLE}`);
  if (found.length !== input.orderIds.length) throw new TRPCError({ code: "CONFLICT", message: CHANGED });
  const amountFen = found.reduce((t, o) => t + o.fen, 0);
  const no = newInvoiceNo(now);
  try {
    await db.batch([
      db.insert(invoices).values({
        no,
        userId,
        type: input.type,
        ...columns,
        email: input.email,
        remark: input.remark,
        amountFen,
        taxFen: splitTax(amountFen).taxFen,
        status: INVOICE_STATUS.PENDING,
        createdAt: now,
        updatedAt: now,
      }),
      db.insert(invoiceOrders).values(found.map((o) => lineStillInvoiceable(no, userId, o))),
    ]);
  } catch (error) {
    if (isConstraint(error, "UNIQUE")) throw new TRPCError({ code: "CONFLICT", message: TAKEN });
    if (isConstraint(error, "NOT NULL")) throw new TRPCError({ code: "CONFLICT", message: CHANGED });
    throw error;
  }
  const row = await db.query.invoices.findFirst({ where: eq(invoices.no, no) });
  if (!row) throw new TRPCError({ code: "INTERNAL_SERVER_ERROR" });
  return toView(row, found.length);
}

function lineStillInvoiceable(no: string, userId: number, o: { id: number; fen: number }) {
  return {
    invoiceId: sql`(SELECT id FROM invoices WHERE no = ${no})`,
    orderId: sql`(SELECT o.id FROM orders o WHERE o.id = ${o.id} AND o.user_id = ${userId} AND ${INVOICEABLE} AND ${INVOICEABLE_FEN} = ${o.fen})`,
    amountFen: o.fen,
    held: 1,
  };
}

/** Statements that run only if `id` has just moved to `status` in this batch (updated_at = now). */
const justMoved = (id: number, status: InvoiceStatus, now: number): SQL =>
  sql`EXISTS (SELECT 1 FROM invoices WHERE id = ${id} AND status = ${status} AND updated_at = ${now})`;

/**
 * The statements that end a pending request (withdrawn by the user or rejected by the console): its
 * orders are released and, for a re-invoice, the invoice it was to replace is issued again and holds
 * its orders as before. `moved` must have been the first statement of the batch.
 */
export function releaseStatements(db: DB, row: Pick<InvoiceRow, "id" | "replacesId">, status: InvoiceStatus, now: number) {
  const released = db
    .update(invoiceOrders)
    .set({ held: 0 })
    .where(and(eq(invoiceOrders.invoiceId, row.id), justMoved(row.id, status, now)));
  if (row.replacesId === null) return [released] as const;
  const original = row.replacesId;
  return [
    released,
    db
      .update(invoices)
      .set({ status: INVOICE_STATUS.ISSUED, updatedAt: now })
      .where(and(eq(invoices.id, original), eq(invoices.status, INVOICE_STATUS.REVERSING), justMoved(row.id, status, now))),
    db
      .update(invoiceOrders)
      .set({ held: 1 })
      .where(and(eq(invoiceOrders.invoiceId, original), justMoved(original, INVOICE_STATUS.ISSUED, now))),
  ] as const;
}

export async function cancelRequest(db: DB, userId: number, id: number, now: number): Promise<InvoiceView> {
  const row = await ownInvoice(db, userId, id);
  const [moved] = await db.batch([
    db
      .update(invoices)
      .set({ status: INVOICE_STATUS.CANCELLED, reason: "用户撤销申请", updatedAt: now })
      .where(and(eq(invoices.id, id), eq(invoices.userId, userId), eq(invoices.status, INVOICE_STATUS.PENDING)))
      .returning({ id: invoices.id }),
    ...releaseStatements(db, row, INVOICE_STATUS.CANCELLED, now),
  ]);
  if (!moved[0]) throw new TRPCError({ code: "CONFLICT", message: "只有待开票的申请可以撤销" });
  return toView(await ownInvoice(db, userId, id), (await linesOf(db, id)).length);
}

/** 申请红冲: the console reverses the issued invoice; its orders stay held until then. */
export async function requestReversal(db: DB, userId: number, id: number, reason: string, now: number): Promise<InvoiceView> {
  const [moved] = await db
    .update(invoices)
    .set({ status: INVOICE_STATUS.REVERSING, reason, updatedAt: now })
    .where(and(eq(invoices.id, id), eq(invoices.userId, userId), eq(invoices.status, INVOICE_STATUS.ISSUED)))
    .returning({ id: invoices.id });
  if (!moved) {
    await ownInvoice(db, userId, id);
    throw new TRPCError({ code: "CONFLICT", message: "只有已开票的发票可以申请红冲" });
  }
  return toView(await ownInvoice(db, userId, id), (await linesOf(db, id)).length);
}

/**
 * 换开 (againInvoice): the issued invoice waits for its reversal (REVERSING) and a new request with the
 * corrected title takes over its orders, in one batch. The console issues the new one, which reverses
 * the old; rejecting or withdrawing the new one gives the old one back.
 */
export async function reinvoice(db: DB, userId: number, input: z.output<typeof reinvoiceInput>, now: number): Promise<InvoiceView> {
  const original = await ownInvoice(db, userId, input.id);
  if (original.status !== INVOICE_STATUS.ISSUED) throw new TRPCError({ code: "CONFLICT", message: "只有已开票的发票可以换开" });
  const columns = titleColumns(await ownTitle(db, userId, input.titleId), input.type);
  const lines = await linesOf(db, original.id);
  const no = newInvoiceNo(now);
  try {
    await db.batch([
      db
        .update(invoices)
        .set({ status: INVOICE_STATUS.REVERSING, reason: `换开：${input.reason}`, updatedAt: now })
        .where(and(eq(invoices.id, original.id), eq(invoices.userId, userId), eq(invoices.status, INVOICE_STATUS.ISSUED))),
      db.insert(invoices).values({
        no,
        // NULL (and the batch aborted) unless the original moved to REVERSING in this very batch.
        userId: sql`(SELECT user_id FROM invoices WHERE id = ${original.id} AND user_id = ${userId} AND status = ${INVOICE_STATUS.REVERSING} AND updated_at = ${now})`,
        type: input.type,
        ...columns,
        email: input.email,
        remark: original.remark,
        amountFen: original.amountFen,
        taxFen: original.taxFen,
        status: INVOICE_STATUS.PENDING,
        replacesId: original.id,
        createdAt: now,
        updatedAt: now,
      }),
      db.update(invoiceOrders).set({ held: 0 }).where(eq(invoiceOrders.invoiceId, original.id)),
      db
        .insert(invoiceOrders)
        .values(lines.map((l) => ({ invoiceId: sql`(SELECT id FROM invoices WHERE no = ${no})`, orderId: l.orderId, amountFen: l.amountFen, held: 1 }))),
    ]);
  } catch (error) {
    if (isConstraint(error, "NOT NULL")) throw new TRPCError({ code: "CONFLICT", message: "该发票状态已变化，请刷新后重试" });
    throw error;
  }
  const row = await db.query.invoices.findFirst({ where: eq(invoices.no, no) });
  if (!row) throw new TRPCError({ code: "INTERNAL_SERVER_ERROR" });
  return toView(row, (await linesOf(db, row.id)).length);
}

/** A short-lived signed link to the invoice PDF (blue) or to the red-letter invoice that reversed it. */
export async function pdfLink(db: DB, env: Env, userId: number, id: number, which: "invoice" | "red", now: number) {
  const row = await ownInvoice(db, userId, id);
  const key = which === "red" ? row.redPdfKey : row.pdfKey;
  if (!key) throw new TRPCError({ code: "NOT_FOUND", message: which === "red" ? "该发票尚未红冲" : "发票尚未开具" });
  const number = which === "red" ? row.redInvoiceNo : row.invoiceNo;
  return { url: await signedFileUrl(env.AUTH_SECRET, key, PDF_TTL_SECONDS, now), fileName: `${which === "red" ? "红字发票" : "发票"}${number}.pdf` };
}
