import { TRPCError } from "@trpc/server";
import { and, count, desc, eq, or, type SQL, sql } from "drizzle-orm";
import { type CaseFields, partiesText } from "#core/content";
import { type Page, pageOffset, toPage } from "#core/page";
import type { DB } from "#db/client";
import { contains } from "#db/contains";
import { rawBatch } from "#db/raw-batch";
import { caseCauses, cases } from "#db/schema";
import { parseParties } from "../cases/cases.service";
import type { CasePageInput } from "./content.schema";
import { categoryOptions, changed, checkRegion, hideRow, insertRow, type Managed, notFound, showRow, statusCondition, updateRow } from "./content.service";

// 案例库 in the console: list, create, edit, unpublish, republish and delete, each one batch with the
// grams row (the trigram index follows by trigger), edits guarded by the version the editor saw.

const GONE = "该案例不存在或已删除";
const CASES: Managed = { table: "cases", gone: GONE, stale: "该案例已被他人修改，请刷新后重试" };

export const causeOptions = (db: DB) => categoryOptions(db, "case_causes");

export type ConsoleCase = {
  id: number;
  title: string;
  caseNo: string;
  court: string;
  judgedOn: string;
  causeName: string;
  hidden: boolean;
  updatedAt: number;
};

export async function pageCases(db: DB, input: CasePageInput): Promise<Page<ConsoleCase>> {
  const where = and(
    input.keyword ? (or(contains(cases.title, input.keyword), contains(cases.caseNo, input.keyword)) as SQL) : undefined,
    // A top cause covers its children.
    input.causeId
      ? (or(eq(cases.causeId, input.causeId), sql`${cases.causeId} IN (SELECT id FROM case_causes WHERE parent_id = ${input.causeId})`) as SQL)
      : undefined,
    input.court ? contains(cases.court, input.court) : undefined,
    statusCondition(cases.hiddenAt, input.status),
  );
  const [rows, total] = await db.batch([
    db
      .select({
        id: cases.id,
        title: cases.title,
        caseNo: cases.caseNo,
        court: cases.court,
        judgedOn: cases.judgedOn,
        causeName: caseCauses.name,
        hiddenAt: cases.hiddenAt,
        updatedAt: cases.updatedAt,
      })
      .from(cases)
      .innerJoin(caseCauses, eq(caseCauses.id, cases.causeId))
      .where(where)
      .orderBy(desc(cases.updatedAt), desc(cases.id))
      .limit(input.size)
      .offset(pageOffset(input)),
    db.select({ n: count() }).from(cases).where(where),
  ]);
  return toPage(
    rows.map(({ hiddenAt, ...r }) => ({ ...r, hidden: hiddenAt !== null })),
    total[0]?.n ?? 0,
    input,
  );
}

/** The form's fields with the parties as their textarea lines. */
export type CaseForm = Omit<CaseFields, "parties"> & { id: number; version: number; hidden: boolean; parties: string };

export async function caseForm(db: DB, id: number): Promise<CaseForm> {
  const row = await db.query.cases.findFirst({ where: eq(cases.id, id) });
  if (!row) throw notFound(GONE);
  return {
    id: row.id,
    version: row.updatedAt,
    hidden: row.hiddenAt !== null,
    title: row.title,
    caseNo: row.caseNo,
    causeId: row.causeId,
    court: row.court,
    courtLevel: row.courtLevel as CaseFields["courtLevel"],
    regionCode: row.regionCode,
    procedure: row.procedure,
    judgedOn: row.judgedOn,
    parties: partiesText(parseParties(row.parties)),
    holding: row.holding,
    body: row.body,
  };
}

async function checkCause(db: DB, id: number): Promise<void> {
  const row = await db.query.caseCauses.findFirst({ columns: { id: true }, where: eq(caseCauses.id, id) });
  if (!row) throw new TRPCError({ code: "BAD_REQUEST", message: "所选案由不存在，请重新选择" });
}

/** The stored columns of a form by database name; the year is the judgment's, as the seed has it. */
function columnsOf(input: CaseFields) {
  return {
    cause_id: input.causeId,
    title: input.title,
    case_no: input.caseNo,
    court: input.court,
    court_level: input.courtLevel,
    region_code: input.regionCode,
    procedure: input.procedure,
    judged_on: input.judgedOn,
    year: Number(input.judgedOn.slice(0, 4)),
    parties: JSON.stringify(input.parties),
    holding: input.holding,
    body: input.body,
  };
}

export async function createCase(db: DB, input: CaseFields, now: number): Promise<{ id: number }> {
  await Promise.all([checkRegion(db, input.regionCode), checkCause(db, input.causeId)]);
  return insertRow(db, CASES, columnsOf(input), now);
}

export async function updateCase(db: DB, input: CaseFields & { id: number; version: number }, now: number): Promise<{ id: number }> {
  await Promise.all([checkRegion(db, input.regionCode), checkCause(db, input.causeId)]);
  return updateRow(db, CASES, input.id, input.version, columnsOf(input), now);
}

export const hideCase = (db: DB, id: number, now: number) => hideRow(db, CASES, id, now);
export const showCase = (db: DB, id: number) => showRow(db, CASES, id);

/** Nothing references a case by key: it goes with its index rows (by trigger) and the browse-history entries that point at it. */
export async function deleteCase(db: DB, id: number): Promise<{ id: number }> {
  const [deleted] = await rawBatch(db, [
    sql`DELETE FROM cases WHERE id = ${id} RETURNING id`,
    sql`DELETE FROM browse_history WHERE kind = 'case' AND target_id = ${id} AND changes() = 1`,
  ]);
  if (!changed(deleted)) throw notFound(GONE);
  return { id };
}
