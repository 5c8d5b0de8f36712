import { TRPCError } from "@trpc/server";
import { and, asc, count, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import { INVOICE_STATUS, INVOICE_STATUS_TEXT, INVOICE_TYPE_TEXT, type InvoiceStatus } from "#core/invoices";
import { formatYuan } from "#core/money";
import { type PageInput, pageOffset, toPage } from "#core/page";
import type { DB } from "#db/client";
import { invoiceOrders, invoices, users } from "#db/schema";
import { signedFileUrl } from "../../files/files.service";
import type { EmailProvider } from "../../providers/email/email";
import type { InvoiceProvider, IssuedDocument } from "../../providers/invoice/invoice";
import { draftOf } from "./invoice-orders";
import { linesByInvoice, linesOf, releaseStatements } from "./invoices.service";

// 发票管理 (console): the queue of requests, issuing through the invoicing provider, rejecting with a
// reason, and reversing (红冲) an issued invoice. The provider is called before the guarded batch that
// records its answer; documents are keyed by invoice number, so a lost race only rewrites the same file.

type InvoiceRow = typeof invoices.$inferSelect;
const HANDLED = "该申请已被处理，请刷新后查看";
/** How long the e-mailed link to the PDF works. */
export const EMAIL_LINK_TTL_SECONDS = 7 * 86_400;

export async function invoiceQueue(db: DB, input: PageInput & { status?: number | undefined }) {
  const where = input.status === undefined ? undefined : eq(invoices.status, input.status);
  // Waiting requests oldest first (first come, first served); other views newest first.
  const order = input.status === INVOICE_STATUS.PENDING || input.status === INVOICE_STATUS.REVERSING ? asc(invoices.createdAt) : desc(invoices.createdAt);
  const [rows, total, waiting] = await db.batch([
    db
      .select({
        row: invoices,
        phone: users.phone,
        nickname: users.nickname,
        replacementPending: sql<number>`EXISTS (SELECT 1 FROM invoices r WHERE r.replaces_id = ${invoices.id} AND r.status = ${INVOICE_STATUS.PENDING})`,
      })
      .from(invoices)
      .innerJoin(users, eq(users.id, invoices.userId))
      .where(where)
      .orderBy(order, desc(invoices.id))
      .limit(input.size)
      .offset(pageOffset(input)),
    db.select({ n: count() }).from(invoices).where(where),
    db
      .select({ status: invoices.status, n: count() })
      .from(invoices)
      .where(inArray(invoices.status, [INVOICE_STATUS.PENDING, INVOICE_STATUS.REVERSING]))
      .groupBy(invoices.status),
  ]);
  const lines = await linesByInvoice(
    db,
    rows.map((r) => r.row.id),
  );
  const records = rows.map((r) => ({
    ...r.row,
    typeText: INVOICE_TYPE_TEXT[r.row.type],
    statusText: INVOICE_STATUS_TEXT[r.row.status as InvoiceStatus],
    userPhone: r.phone,
    userNickname: r.nickname,
    replacementPending: Boolean(r.replacementPending),
    lines: lines.get(r.row.id) ?? [],
  }));
  const waitingOf = (s: number) => waiting.find((w) => w.status === s)?.n ?? 0;
  return { ...toPage(records, total[0]?.n ?? 0, input), pending: waitingOf(INVOICE_STATUS.PENDING), reversing: waitingOf(INVOICE_STATUS.REVERSING) };
}

async function invoiceById(db: DB, id: number): Promise<InvoiceRow> {
  const row = await db.query.invoices.findFirst({ where: eq(invoices.id, id) });
  if (!row) throw new TRPCError({ code: "NOT_FOUND", message: "发票记录不存在" });
  return row;
}

async function store(bucket: R2Bucket, doc: IssuedDocument, kind: "blue" | "red"): Promise<string> {
  const key = `invoices/${doc.invoiceNo}.pdf`;
  await bucket.put(key, doc.pdf, {
    httpMetadata: {
      contentType: "application/pdf",
      contentDisposition: `attachment; filename*=UTF-8''${encodeURIComponent(`${kind === "red" ? "红字发票" : "发票"}${doc.invoiceNo}.pdf`)}`,
    },
  });
  return key;
}

async function documentFor(db: DB, row: InvoiceRow) {
  const lines = await linesOf(db, row.id);
  return draftOf(row, lines);
}

export type IssueDeps = { db: DB; bucket: R2Bucket; provider: InvoiceProvider; email: EmailProvider; secret: string; origin: string };

async function tell(deps: IssueDeps, to: string, subject: string, body: string, key: string, now: number) {
  const link = `${deps.origin}${await signedFileUrl(deps.secret, key, EMAIL_LINK_TTL_SECONDS, now)}`;
  try {
    await deps.email.send({ to, subject, text: `${body}\n\n下载链接（7 天内有效，也可随时在“我的开票”中下载）：\n${link}\n\n契合 合同范本与法律服务平台` });
  } catch (error) {
    // The invoice is issued and downloadable in 我的开票 whatever the mail does.
    console.error("invoice e-mail failed", error);
  }
}

/**
 * 开具: the pending request becomes an invoice. For a re-invoice the replaced invoice is reversed
 * first (its red-letter invoice is drawn and recorded in the same batch), so the user never holds two
 * valid invoices for one order.
 */
export async function issueInvoice(deps: IssueDeps, reviewerId: number, id: number, now: number) {
  const { db } = deps;
  const row = await invoiceById(db, id);
  if (row.status !== INVOICE_STATUS.PENDING) throw new TRPCError({ code: "CONFLICT", message: HANDLED });
  const original = row.replacesId === null ? null : await invoiceById(db, row.replacesId);
  const draft = await documentFor(db, row);
  let red: { doc: IssuedDocument; key: string } | null = null;
  if (original) {
    if (original.status !== INVOICE_STATUS.REVERSING || !original.invoiceNo || original.issuedAt === null)
      throw new TRPCError({ code: "CONFLICT", message: HANDLED });
    const doc = await deps.provider.reverse(
      await documentFor(db, original),
      { invoiceNo: original.invoiceNo, issuedAt: original.issuedAt },
      original.reason ?? "换开",
      now,
    );
    red = { doc, key: await store(deps.bucket, doc, "red") };
  }
  const blue = await deps.provider.issue(draft, now);
  const key = await store(deps.bucket, blue, "blue");
  const statements: [ReturnType<typeof issuedUpdate>, ...ReturnType<typeof reversedUpdate>[]] = [
    issuedUpdate(db, row.id, reviewerId, deps.provider.name, blue.invoiceNo, key, now),
  ];
  if (original && red)
    statements.push(
      reversedUpdate(
        db,
        original.id,
        reviewerId,
        red.doc.invoiceNo,
        red.key,
        now,
        sql`EXISTS (SELECT 1 FROM invoices WHERE id = ${row.id} AND status = ${INVOICE_STATUS.ISSUED} AND issued_at = ${now})`,
      ),
    );
  const [issued] = await db.batch(statements);
  if (!issued[0]) throw new TRPCError({ code: "CONFLICT", message: HANDLED });
  await tell(
    deps,
    row.email,
    `【契合】您的发票已开具（${blue.invoiceNo}）`,
    `您好：\n\n您申请的${INVOICE_TYPE_TEXT[row.type]}已开具。\n发票抬头：${row.titleName}\n发票号码：${blue.invoiceNo}\n价税合计：${formatYuan(row.amountFen)}${original ? `\n原发票 ${original.invoiceNo} 已同时红冲作废。` : ""}`,
    key,
    now,
  );
  return { invoiceNo: blue.invoiceNo, redInvoiceNo: red?.doc.invoiceNo ?? null };
}

function issuedUpdate(db: DB, id: number, reviewerId: number, provider: string, invoiceNo: string, pdfKey: string, now: number) {
  return db
    .update(invoices)
    .set({ status: INVOICE_STATUS.ISSUED, provider, invoiceNo, pdfKey, reviewerId, issuedAt: now, updatedAt: now })
    .where(and(eq(invoices.id, id), eq(invoices.status, INVOICE_STATUS.PENDING)))
    .returning({ id: invoices.id });
}

function reversedUpdate(db: DB, id: number, reviewerId: number, redInvoiceNo: string, redPdfKey: string, now: number, guard: SQL) {
  return db
    .update(invoices)
    .set({ status: INVOICE_STATUS.REVERSED, redInvoiceNo, redPdfKey, reviewerId, reversedAt: now, updatedAt: now })
    .where(and(eq(invoices.id, id), inArray(invoices.status, [INVOICE_STATUS.ISSUED, INVOICE_STATUS.REVERSING]), guard))
    .returning({ id: invoices.id });
}

export async function rejectInvoice(db: DB, reviewerId: number, id: number, reason: string, now: number) {
  const row = await invoiceById(db, id);
  const [moved] = await db.batch([
    db
      .update(invoices)
      .set({ status: INVOICE_STATUS.REJECTED, reason, reviewerId, updatedAt: now })
      .where(and(eq(invoices.id, id), eq(invoices.status, INVOICE_STATUS.PENDING)))
      .returning({ id: invoices.id }),
    ...releaseStatements(db, row, INVOICE_STATUS.REJECTED, now),
  ]);
  if (!moved[0]) throw new TRPCError({ code: "CONFLICT", message: HANDLED });
}

/**
 * 红冲 on its own: an issued invoice (or one whose user asked for it) is reversed in full and releases
 * its orders, which may then be refunded or invoiced again. Not while a re-invoice waits for it: issuing
 * or rejecting that request decides.
 */
export async function reverseInvoice(deps: IssueDeps, reviewerId: number, id: number, reason: string, now: number) {
  const { db } = deps;
  const row = await invoiceById(db, id);
  const waiting = await db.query.invoices.findFirst({
    columns: { id: true },
    where: and(eq(invoices.replacesId, id), eq(invoices.status, INVOICE_STATUS.PENDING)),
  });
  if (waiting) throw new TRPCError({ code: "CONFLICT", message: "该发票正在换开，请处理对应的换开申请" });
  if ((row.status !== INVOICE_STATUS.ISSUED && row.status !== INVOICE_STATUS.REVERSING) || !row.invoiceNo || row.issuedAt === null) {
    throw new TRPCError({ code: "CONFLICT", message: "只有已开票的发票可以红冲" });
  }
  const doc = await deps.provider.reverse(await documentFor(db, row), { invoiceNo: row.invoiceNo, issuedAt: row.issuedAt }, reason, now);
  const key = await store(deps.bucket, doc, "red");
  const noReplacement = sql`NOT EXISTS (SELECT 1 FROM invoices r WHERE r.replaces_id = ${id} AND r.status = ${INVOICE_STATUS.PENDING})`;
  const [reversed] = await db.batch([
    reversedUpdate(db, id, reviewerId, doc.invoiceNo, key, now, noReplacement),
    db
      .update(invoiceOrders)
      .set({ held: 0 })
      .where(
        and(
          eq(invoiceOrders.invoiceId, id),
          sql`EXISTS (SELECT 1 FROM invoices WHERE id = ${id} AND status = ${INVOICE_STATUS.REVERSED} AND reversed_at = ${now})`,
        ),
      ),
  ]);
  if (!reversed[0]) throw new TRPCError({ code: "CONFLICT", message: HANDLED });
  await tell(
    deps,
    row.email,
    `【契合】您的发票已红冲（${row.invoiceNo}）`,
    `您好：\n\n发票 ${row.invoiceNo}（${row.titleName}，${formatYuan(row.amountFen)}）已开具红字发票 ${doc.invoiceNo} 全额冲销。\n原因：${reason}`,
    key,
    now,
  );
  return { redInvoiceNo: doc.invoiceNo };
}
