import { sql } from "drizzle-orm";
import { check, index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { users } from "./accounts";
import { templates } from "./templates";

/**
 * One order table for every paid thing (SPEC §9 order types). Status moves only along the transition
 * table in core/orders.ts, by conditional updates. target_id points into the table of the type
 * (templates.id for TEMPLATE, the plan's days for MEMBER live in target_ref).
 */
export const orders = sqliteTable(
  "orders",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    orderNo: text("order_no").notNull().unique(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    type: text("type", { enum: ["TEMPLATE", "CONTRACT_CUSTOMIZATION", "CONTRACT_REVIEW", "MEMBER", "ADVICE", "ADS"] }).notNull(),
    subject: text("subject").notNull(),
    targetId: integer("target_id"),
    targetRef: text("target_ref"),
    /** The list price before any member discount. */
    originalFen: integer("original_fen").notNull(),
    amountFen: integer("amount_fen").notNull(),
    status: integer("status").notNull().default(0),
    payChannel: text("pay_channel", { enum: ["WECHAT", "ALIPAY"] }),
    provider: text("provider"),
    transactionId: text("transaction_id"),
    paidAt: integer("paid_at"),
    closedAt: integer("closed_at"),
    expiresAt: integer("expires_at").notNull(),
    refundNo: text("refund_no").unique(),
    refundReason: text("refund_reason"),
    /**
     * The part of the payment to give back when it is not all of it (a dispute decided by the console);
     * kept within 1..amount_fen by the guarded update that sets it (a CHECK would mean rebuilding orders).
     */
    refundFen: integer("refund_fen"),
    refundRequestedAt: integer("refund_requested_at"),
    refundedAt: integer("refunded_at"),
    /** Why the order is abnormal (21) or a refund was refused, for the console. */
    note: text("note"),
    createdAt: integer("created_at").notNull(),
    updatedAt: integer("updated_at").notNull(),
  },
  (t) => [
    index("orders_user_idx").on(t.userId, t.createdAt),
    index("orders_status_idx").on(t.status, t.expiresAt),
    index("orders_target_idx").on(t.type, t.targetId, t.userId),
    check("orders_status_check", sql`${t.status} IN (0, 1, 2, 11, 12, 21, 30)`),
    check("orders_amount_check", sql`${t.amountFen} >= 0 AND ${t.originalFen} >= ${t.amountFen}`),
  ],
);

/**
 * A payment that fulfilled its order: (provider, transaction_id) is the idempotency key of the
 * notification, and order_id is filled by a subquery that is NULL unless the order has just become
 * paid by this transaction, so a duplicate or a stale notice fails the whole fulfilment batch.
 */
export const payments = sqliteTable(
  "payments",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    provider: text("provider").notNull(),
    transactionId: text("transaction_id").notNull(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id),
    amountFen: integer("amount_fen").notNull(),
    paidAt: integer("paid_at").notNull(),
    createdAt: integer("created_at").notNull(),
  },
  (t) => [uniqueIndex("payments_provider_txn_idx").on(t.provider, t.transactionId), uniqueIndex("payments_order_idx").on(t.orderId)],
);

/** A completed refund; order_id is a guard subquery like payments.order_id, so it happens once. */
export const refunds = sqliteTable("refunds", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  orderId: integer("order_id")
    .notNull()
    .unique()
    .references(() => orders.id),
  refundId: text("refund_id").notNull(),
  amountFen: integer("amount_fen").notNull(),
  createdAt: integer("created_at").notNull(),
});

/** Every notification received, whatever became of it: the console's payment log. */
export const paymentEvents = sqliteTable(
  "payment_events",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    provider: text("provider").notNull(),
    kind: text("kind").notNull(),
    orderNo: text("order_no"),
    transactionId: text("transaction_id"),
    amountFen: integer("amount_fen"),
    /** fulfilled, duplicate, abnormal, rejected, refunded, ignored */
    outcome: text("outcome").notNull(),
    detail: text("detail").notNull().default(""),
    createdAt: integer("created_at").notNull(),
  },
  (t) => [index("payment_events_created_idx").on(t.createdAt), index("payment_events_order_idx").on(t.orderNo)],
);

/** Who holds which template (a purchase, a download). */
const userTemplate = () => ({
  id: integer("id").primaryKey({ autoIncrement: true }),
  userId: integer("user_id")
    .notNull()
    .references(() => users.id),
  templateId: integer("template_id")
    .notNull()
    .references(() => templates.id),
});

/** A bought template. revoked_at is set by a refund; a later purchase adds a new row. */
export const templatePurchases = sqliteTable(
  "template_purchases",
  {
    ...userTemplate(),
    orderId: integer("order_id")
      .notNull()
      .unique()
      .references(() => orders.id),
    createdAt: integer("created_at").notNull(),
    revokedAt: integer("revoked_at"),
  },
  (t) => [uniqueIndex("template_purchases_active_idx").on(t.userId, t.templateId).where(sql`${t.revokedAt} IS NULL`)],
);

export const templateDownloads = sqliteTable(
  "template_downloads",
  {
    ...userTemplate(),
    createdAt: integer("created_at").notNull(),
  },
  (t) => [index("template_downloads_user_idx").on(t.userId, t.templateId, t.createdAt)],
);

/** Membership history: each grant (a paid MEMBER order or an activation code) once, by ref. */
export const memberGrants = sqliteTable(
  "member_grants",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    /** 'order:<id>' or 'code:<code>'; NOT NULL + UNIQUE make it the guard of the grant's batch. */
    ref: text("ref").notNull().unique(),
    days: integer("days").notNull(),
    createdAt: integer("created_at").notNull(),
  },
  (t) => [index("member_grants_user_idx").on(t.userId, t.createdAt)],
);

export const activationBatches = sqliteTable("activation_batches", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  name: text("name").notNull(),
  days: integer("days").notNull(),
  count: integer("count").notNull(),
  expiresAt: integer("expires_at").notNull(),
  createdBy: integer("created_by")
    .notNull()
    .references(() => users.id),
  createdAt: integer("created_at").notNull(),
});

export const activationCodes = sqliteTable(
  "activation_codes",
  {
    code: text("code").primaryKey(),
    batchId: integer("batch_id")
      .notNull()
      .references(() => activationBatches.id),
    days: integer("days").notNull(),
    expiresAt: integer("expires_at").notNull(),
    redeemedBy: integer("redeemed_by").references(() => users.id),
    redeemedAt: integer("redeemed_at"),
  },
  (t) => [index("activation_codes_batch_idx").on(t.batchId)],
);

/** Points (积分): append-only; the balance is the sum. ref makes each earning happen once per user. */
export const pointsRecords = sqliteTable(
  "points_records",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    delta: integer("delta").notNull(),
    reason: text("reason").notNull(),
    ref: text("ref").notNull(),
    createdAt: integer("created_at").notNull(),
  },
  (t) => [uniqueIndex("points_records_ref_idx").on(t.userId, t.ref), index("points_records_user_idx").on(t.userId, t.createdAt)],
);

/**
 * Double-entry ledger (DESIGN §5): a posting groups entries that sum to zero. Accounts are
 * 'user:<id>:pending', 'user:<id>:available', 'platform:clearing'. Append-only; corrections reverse.
 */
export const ledgerPostings = sqliteTable(
  "ledger_postings",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    /** earning, settlement, reversal */
    kind: text("kind").notNull(),
    /** Unique business key ('earning:order:<id>', 'settle:<posting>', 'reverse:<posting>'): each happens once. */
    ref: text("ref").notNull().unique(),
    userId: integer("user_id").references(() => users.id),
    orderId: integer("order_id").references(() => orders.id),
    amountFen: integer("amount_fen").notNull(),
    /** For earnings: when the pending amount becomes available. */
    availableAt: integer("available_at"),
    createdAt: integer("created_at").notNull(),
  },
  (t) => [index("ledger_postings_user_idx").on(t.userId, t.createdAt), index("ledger_postings_settle_idx").on(t.kind, t.availableAt)],
);

export const ledgerEntries = sqliteTable(
  "ledger_entries",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    postingId: integer("posting_id")
      .notNull()
      .references(() => ledgerPostings.id),
    account: text("account").notNull(),
    amountFen: integer("amount_fen").notNull(),
  },
  (t) => [index("ledger_entries_account_idx").on(t.account), index("ledger_entries_posting_idx").on(t.postingId)],
);

/** The e-mail sandbox: what would have been sent (read at /__dev/email in development). */
export const emailOutbox = sqliteTable("email_outbox", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  toAddress: text("to_address").notNull(),
  subject: text("subject").notNull(),
  bodyText: text("body_text").notNull(),
  createdAt: integer("created_at").notNull(),
});
