import { sql } from "drizzle-orm";
import { check, index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { users } from "./accounts";
import { orders } from "./orders";

/** 常用发票抬头 (common_invoice): a user's saved titles; a company title's USCC is checked on save. */
export const invoiceTitles = sqliteTable(
  "invoice_titles",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: ["PERSONAL", "COMPANY"] }).notNull(),
    name: text("name").notNull(),
    taxNo: text("tax_no"),
    address: text("address"),
    phone: text("phone"),
    bankName: text("bank_name"),
    bankAccount: text("bank_account"),
    isDefault: integer("is_default", { mode: "boolean" }).notNull().default(false),
    createdAt: integer("created_at").notNull(),
    updatedAt: integer("updated_at").notNull(),
  },
  (t) => [index("invoice_titles_user_idx").on(t.userId, t.updatedAt)],
);

/**
 * 开票记录 (invoice_record): one request and, once issued, the invoice. The title is copied in, so a
 * later edit of the saved title never changes an invoice. Status per core/invoices.ts, moved only by
 * guarded updates; replaces_id links a re-invoice to the invoice it reverses.
 */
export const invoices = sqliteTable(
  "invoices",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    /** Our request number (开票申请编号), also how the lines of the request find it in one batch. */
    no: text("no").notNull().unique(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    type: text("type", { enum: ["NORMAL", "SPECIAL"] }).notNull(),
    titleKind: text("title_kind", { enum: ["PERSONAL", "COMPANY"] }).notNull(),
    titleName: text("title_name").notNull(),
    taxNo: text("tax_no"),
    address: text("address"),
    phone: text("phone"),
    bankName: text("bank_name"),
    bankAccount: text("bank_account"),
    email: text("email").notNull(),
    remark: text("remark").notNull().default(""),
    amountFen: integer("amount_fen").notNull(),
    taxFen: integer("tax_fen").notNull(),
    status: integer("status").notNull().default(0),
    reason: text("reason"),
    replacesId: integer("replaces_id"),
    provider: text("provider"),
    /** The 20-digit 数电发票号码 and its PDF in R2, set when issued. */
    invoiceNo: text("invoice_no").unique(),
    pdfKey: text("pdf_key"),
    /** The red-letter invoice (红字发票) that reversed this one. */
    redInvoiceNo: text("red_invoice_no").unique(),
    redPdfKey: text("red_pdf_key"),
    reviewerId: integer("reviewer_id").references(() => users.id),
    createdAt: integer("created_at").notNull(),
    issuedAt: integer("issued_at"),
    reversedAt: integer("reversed_at"),
    updatedAt: integer("updated_at").notNull(),
  },
  (t) => [
    index("invoices_user_idx").on(t.userId, t.createdAt),
    index("invoices_status_idx").on(t.status, t.createdAt),
    check("invoices_status_check", sql`${t.status} IN (0, 1, 2, 3, 4, 5)`),
    check("invoices_amount_check", sql`${t.amountFen} > 0 AND ${t.taxFen} >= 0 AND ${t.taxFen} < ${t.amountFen}`),
  ],
);

/**
 * The orders an invoice covers. `held` is 1 while the invoice is pending, issued or being reversed;
 * the partial unique index lets an order be held by one invoice at a time, so the database itself
 * refuses a second invoice for it however the requests race.
 */
export const invoiceOrders = sqliteTable(
  "invoice_orders",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    invoiceId: integer("invoice_id")
      .notNull()
      .references(() => invoices.id),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id),
    amountFen: integer("amount_fen").notNull(),
    held: integer("held").notNull().default(1),
  },
  (t) => [index("invoice_orders_invoice_idx").on(t.invoiceId), uniqueIndex("invoice_orders_held_idx").on(t.orderId).where(sql`${t.held} = 1`)],
);
