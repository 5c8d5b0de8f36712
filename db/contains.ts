import { type SQL, type SQLWrapper, sql } from "drizzle-orm";

/** D1 refuses LIKE/GLOB patterns longer than 50 bytes (about 16 Chinese characters) with an error. */
export const LIKE_PATTERN_MAX_BYTES = 50;

/** `%text%` with LIKE's wildcards escaped (use with ESCAPE '\'). */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * Rows whose column contains the text. LIKE while its pattern fits D1's cap; a longer text uses
 * instr, which has no cap, on lower() of both sides: SQLite folds ASCII only, as LIKE does.
 */
export function contains(column: SQLWrapper, text: string): SQL {
  const pattern = likePattern(text);
  return new TextEncoder().encode(pattern).length <= LIKE_PATTERN_MAX_BYTES
    ? sql`${column} LIKE ${pattern} ESCAPE '\\'`
    : sql`instr(lower(${column}), lower(${text})) > 0`;
}
