import { and, eq, isNull, type SQL } from "drizzle-orm";
import { templates } from "#db/schema";

// What the site shows of the contract library: approved (status 2) and not unpublished by the console
// (下架). Every public read filters through it (templates.service re-exports it); here, outside the
// templates feature, so that orders may use it without importing an order type's folder.
export const PUBLISHED_TEMPLATE = and(eq(templates.status, 2), isNull(templates.hiddenAt)) as SQL;
/** The same condition over the table's unqualified columns, for statements written as text. */
export const PUBLISHED_TEMPLATE_SQL = "status = 2 AND hidden_at IS NULL";
