import { type SQL, sql } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import { SELLING_LAWYER_TYPES } from "#core/lawyers";

/**
 * True in SQL when the lawyer (an id or an id column) may sell paid services (core sellsPaidServices):
 * order writes and pools carry it in their own statement, so no check-then-write gap lets one through.
 */
export function sellsSql(lawyerId: number | SQLiteColumn): SQL {
  return sql`(SELECT lawyer_type FROM lawyer_profiles WHERE user_id = ${lawyerId}) IN (${sql.raw(SELLING_LAWYER_TYPES.join(", "))})`;
}
