import { sql } from "drizzle-orm";
import { check, index, integer, type SQLiteColumn, text } from "drizzle-orm/sqlite-core";
import { users } from "./accounts";

// The columns of things a console queue decides (认证、实名、范本、文章、提现), spread into their tables.

/** Who decided, and when (null until someone has). */
export const decidedBy = () => ({
  reviewerId: integer("reviewer_id").references(() => users.id),
  reviewedAt: integer("reviewed_at"),
});

/**
 * An application reviewed as a whole (SPEC status '0' approved, '1' under review, '2' rejected, '3'
 * withdrawn): its status, the reason the applicant reads when rejected, when it was sent, the decision.
 */
export const applicationReview = () => ({
  status: text("status").notNull().default("1"),
  rejectReason: text("reject_reason"),
  submittedAt: integer("submitted_at").notNull(),
  ...decidedBy(),
});

/** The queue index (oldest first per status) and the status check of a table with `applicationReview`. */
export const applicationReviewRules = (table: string, t: { status: SQLiteColumn; submittedAt: SQLiteColumn }) => [
  index(`${table}_status_idx`).on(t.status, t.submittedAt),
  check(`${table}_status_check`, sql`${t.status} IN ('0', '1', '2', '3')`),
];
