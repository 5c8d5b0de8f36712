import { sql } from "drizzle-orm";
import { check, index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { users } from "./accounts";
import { ledgerPostings, orders } from "./orders";
import { applicationReview, applicationReviewRules, decidedBy } from "./review";

/**
 * 实名认证 for withdrawals (SPEC §3 status '0'–'3'): one row per user, resubmitted in place. The ID
 * number is kept masked and as an HMAC (as certifications do); the bank card is kept encrypted (the
 * payout needs it) and masked for every view.
 */
export const realNameVerifications = sqliteTable(
  "real_name_verifications",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id")
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: "cascade" }),
    realName: text("real_name").notNull(),
    idNumberMasked: text("id_number_masked").notNull(),
    idNumberHash: text("id_number_hash").notNull(),
    /** AES-GCM (key derived from AUTH_SECRET): nonce and ciphertext, base64. */
    bankCardSealed: text("bank_card_sealed").notNull(),
    bankCardMasked: text("bank_card_masked").notNull(),
    bankName: text("bank_name").notNull(),
    bankBranch: text("bank_branch").notNull(),
    /** Whether the name and ID number came from the user's approved lawyer certification. */
    fromCertification: integer("from_certification", { mode: "boolean" }).notNull().default(false),
    ...applicationReview(),
  },
  (t) => applicationReviewRules("real_name_verifications", t),
);

/**
 * A withdrawal request (SPEC §4: request 0 pending review … 4 withdrawn; audit 0/1/2). The money it
 * holds lives in the ledger (user:<id>:withdrawing); this row carries the workflow and the tax.
 */
export const withdrawals = sqliteTable(
  "withdrawals",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    /** Business number, also the ledger refs' key (withdraw:<no>, payout:<no>, return:<no>) and the payout's out_biz_no. */
    no: text("no").notNull().unique(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    channel: text("channel").notNull().default("BANK_CARD"),
    amountFen: integer("amount_fen").notNull(),
    royaltyFen: integer("royalty_fen").notNull(),
    serviceFen: integer("service_fen").notNull(),
    taxFen: integer("tax_fen").notNull(),
    feeFen: integer("fee_fen").notNull(),
    netFen: integer("net_fen").notNull(),
    /** The month (Asia/Shanghai, 'YYYY-MM') whose earlier withdrawals count as one payment for the tax. */
    taxMonth: text("tax_month").notNull(),
    realName: text("real_name").notNull(),
    bankCardMasked: text("bank_card_masked").notNull(),
    bankName: text("bank_name").notNull(),
    /** 0 pending review, 1 paying out, 2 rejected, 3 payout failed, 4 withdrawn. */
    status: integer("status").notNull().default(0),
    /** 0 pending, 1 approved, 2 rejected. */
    auditStatus: integer("audit_status").notNull().default(0),
    reason: text("reason"),
    provider: text("provider"),
    providerRef: text("provider_ref"),
    /** Sandbox payouts complete on the first cron tick after this moment (a simulated bank delay). */
    payoutDueAt: integer("payout_due_at"),
    ...decidedBy(),
    createdAt: integer("created_at").notNull(),
    paidAt: integer("paid_at"),
  },
  (t) => [
    index("withdrawals_user_idx").on(t.userId, t.createdAt),
    index("withdrawals_status_idx").on(t.status, t.createdAt),
    check("withdrawals_status_check", sql`${t.status} IN (0, 1, 2, 3, 4)`),
    check("withdrawals_audit_check", sql`${t.auditStatus} IN (0, 1, 2)`),
    check("withdrawals_amount_check", sql`${t.amountFen} > 0 AND ${t.netFen} >= 0`),
  ],
);

/** Which earnings (by their posting) a withdrawal covered, first settled first withdrawn: related_order. */
export const withdrawalItems = sqliteTable(
  "withdrawal_items",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    withdrawalId: integer("withdrawal_id")
      .notNull()
      .references(() => withdrawals.id),
    postingId: integer("posting_id")
      .notNull()
      .references(() => ledgerPostings.id),
    orderId: integer("order_id").references(() => orders.id),
    /** royalty (特许权使用费) or service (劳务报酬). */
    incomeType: text("income_type").notNull(),
    amountFen: integer("amount_fen").notNull(),
  },
  (t) => [index("withdrawal_items_withdrawal_idx").on(t.withdrawalId), index("withdrawal_items_posting_idx").on(t.postingId)],
);

/** The payout log the console reads: every submission, answer, manual transfer and failure. */
export const payoutEvents = sqliteTable(
  "payout_events",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    withdrawalId: integer("withdrawal_id")
      .notNull()
      .references(() => withdrawals.id),
    provider: text("provider").notNull(),
    /** submitted, paid, failed, rejected, manual */
    event: text("event").notNull(),
    detail: text("detail").notNull().default(""),
    createdAt: integer("created_at").notNull(),
  },
  (t) => [index("payout_events_withdrawal_idx").on(t.withdrawalId)],
);

/** Activity rewards the console grants (活动收益); the money is the ledger posting reward:<ref>. */
export const activityRewards = sqliteTable(
  "activity_rewards",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    ref: text("ref").notNull().unique(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    amountFen: integer("amount_fen").notNull(),
    reason: text("reason").notNull(),
    grantedBy: integer("granted_by")
      .notNull()
      .references(() => users.id),
    createdAt: integer("created_at").notNull(),
  },
  (t) => [index("activity_rewards_user_idx").on(t.userId, t.createdAt), check("activity_rewards_amount_check", sql`${t.amountFen} > 0`)],
);
