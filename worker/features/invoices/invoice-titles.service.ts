import { TRPCError } from "@trpc/server";
import { and, count, desc, eq, sql } from "drizzle-orm";
import { type InvoiceTitleInput, MAX_TITLES } from "#core/invoices";
import { type Page, type PageInput, pageOffset, toPage } from "#core/page";
import type { DB } from "#db/client";
import { invoiceTitles } from "#db/schema";

// 常用发票抬头 (common_invoice, /myInvoice/commonList): a user's saved titles. Every query is scoped to
// the owner; another user's id reads as absent.

export type InvoiceTitle = typeof invoiceTitles.$inferSelect;

const NOT_FOUND = "发票抬头不存在";

/** What is stored: empty optional fields become NULL; a personal title carries no company details. */
function columnsOf(input: InvoiceTitleInput) {
  const orNull = (v: string) => (v === "" ? null : v);
  return {
    kind: input.kind,
    name: input.name,
    taxNo: input.kind === "COMPANY" ? orNull(input.taxNo) : null,
    address: input.kind === "COMPANY" ? orNull(input.address) : null,
    phone: input.kind === "COMPANY" ? orNull(input.phone) : null,
    bankName: input.kind === "COMPANY" ? orNull(input.bankName) : null,
    bankAccount: input.kind === "COMPANY" ? orNull(input.bankAccount) : null,
    isDefault: input.isDefault,
  };
}

export async function pageTitles(db: DB, userId: number, input: PageInput): Promise<Page<InvoiceTitle>> {
  const mine = eq(invoiceTitles.userId, userId);
  const [rows, total] = await db.batch([
    db
      .select()
      .from(invoiceTitles)
      .where(mine)
      .orderBy(desc(invoiceTitles.isDefault), desc(invoiceTitles.updatedAt), desc(invoiceTitles.id))
      .limit(input.size)
      .offset(pageOffset(input)),
    db.select({ n: count() }).from(invoiceTitles).where(mine),
  ]);
  return toPage(rows, total[0]?.n ?? 0, input);
}

export async function ownTitle(db: DB, userId: number, id: number): Promise<InvoiceTitle> {
  const row = await db.query.invoiceTitles.findFirst({ where: and(eq(invoiceTitles.id, id), eq(invoiceTitles.userId, userId)) });
  if (!row) throw new TRPCError({ code: "NOT_FOUND", message: NOT_FOUND });
  return row;
}

/**
 * A new title, within MAX_TITLES: user_id is a subquery that is NULL once the user has that many, so
 * the insert fails (NOT NULL) and takes the batch with it; parallel saves cannot pass the limit
 * together. A default title clears the previous default in the same batch.
 */
export async function createTitle(db: DB, userId: number, input: InvoiceTitleInput, now: number): Promise<InvoiceTitle> {
  const c = columnsOf(input);
  try {
    const [, inserted] = await db.batch([
      db
        .update(invoiceTitles)
        .set({ isDefault: false })
        .where(and(eq(invoiceTitles.userId, userId), sql`${c.isDefault ? 1 : 0} = 1`)),
      db
        .insert(invoiceTitles)
        .values({
          ...c,
          userId: sql`(SELECT ${userId} WHERE (SELECT count(*) FROM invoice_titles WHERE user_id = ${userId}) < ${MAX_TITLES})`,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: invoiceTitles.id }),
    ]);
    const id = inserted[0]?.id;
    if (!id) throw new TRPCError({ code: "INTERNAL_SERVER_ERROR" });
    return ownTitle(db, userId, id);
  } catch (error) {
    if (String((error as Error)?.message ?? error).includes("NOT NULL constraint failed")) {
      throw new TRPCError({ code: "BAD_REQUEST", message: `最多保存 ${MAX_TITLES} 个发票抬头，请删除不用的抬头后再添加` });
    }
    throw error;
  }
}

export async function updateTitle(db: DB, userId: number, id: number, input: InvoiceTitleInput, now: number): Promise<InvoiceTitle> {
  const c = columnsOf(input);
  const own = and(eq(invoiceTitles.id, id), eq(invoiceTitles.userId, userId));
  const [, updated] = await db.batch([
    db
      .update(invoiceTitles)
      .set({ isDefault: false })
      .where(
        and(
          eq(invoiceTitles.userId, userId),
          sql`${c.isDefault ? 1 : 0} = 1`,
          sql`EXISTS (SELECT 1 FROM invoice_titles WHERE id = ${id} AND user_id = ${userId})`,
        ),
      ),
    db
      .update(invoiceTitles)
      .set({ ...c, updatedAt: now })
      .where(own)
      .returning({ id: invoiceTitles.id }),
  ]);
  if (!updated[0]) throw new TRPCError({ code: "NOT_FOUND", message: NOT_FOUND });
  return ownTitle(db, userId, id);
}

/** Invoices keep a copy of their title, so deleting a saved one never changes an invoice. */
export async function deleteTitle(db: DB, userId: number, id: number): Promise<void> {
  const gone = await db
    .delete(invoiceTitles)
    .where(and(eq(invoiceTitles.id, id), eq(invoiceTitles.userId, userId)))
    .returning({ id: invoiceTitles.id });
  if (!gone[0]) throw new TRPCError({ code: "NOT_FOUND", message: NOT_FOUND });
}
