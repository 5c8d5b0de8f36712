import { z } from "zod";
import { PROCEDURES } from "#core/cases";
import { libraryListInput } from "#core/library";

// Case-library filters: one schema for the URL of /caseLibrary and the list procedure (and REST page).
// Unknown or malformed filter values are dropped rather than rejected, so a shared link never breaks.
const procedureKeys = Object.keys(PROCEDURES) as [keyof typeof PROCEDURES, ...(keyof typeof PROCEDURES)[]];
/** REST clients may send the stored Chinese label (一审); the URL uses the key (first). */
const byLabel = new Map(Object.entries(PROCEDURES).map(([key, label]) => [label as string, key]));

/** `category`: a cause slug. */
export const caseListInput = libraryListInput().extend({
  /** Court level 1 基层, 2 中级, 3 高级, 4 最高. */
  court: z.coerce
    .number()
    .pipe(z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]))
    .optional()
    .catch(undefined),
  /** A province by its GB/T 2260 code (e.g. 330000). */
  area: z
    .string()
    .regex(/^[1-9]\d0000$/)
    .optional()
    .catch(undefined),
  /** The year of judgment. */
  year: z.coerce.number().int().min(1990).max(2100).optional().catch(undefined),
  procedure: z
    .preprocess((v) => (typeof v === "string" ? (byLabel.get(v) ?? v) : v), z.enum(procedureKeys))
    .optional()
    .catch(undefined),
  sort: z.enum(["latest", "views"]).default("latest").catch("latest"),
});
export type CaseListInput = z.infer<typeof caseListInput>;

export const caseIdInput = z.object({ id: z.coerce.number({ error: "案例编号无效" }).int("案例编号无效").positive("案例编号无效") });

export const latestInput = z.object({ size: z.coerce.number().int().min(1).max(20).default(8) }).default({ size: 8 });
