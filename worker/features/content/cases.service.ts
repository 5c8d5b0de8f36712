import { eq } from "drizzle-orm";
import { type CaseFields, partiesText } from "#core/content";
import type { Page } from "#core/page";
import type { DB } from "#db/client";
import { contains } from "#db/contains";
import { cases } from "#db/schema";
import { parseParties } from "../cases/cases.service";
import type { CasePageInput } from "./content.schema";
import { categoryOf, checkRegion, deleteRow, editForm, type FormHead, formWrites, type Listed, listedWhere, managed, pageListed } from "./content.service";

// 案例库 in the console: list, create, edit, unpublish, republish and delete, each one batch with the
// grams row (the trigram index follows by trigger), edits guarded by the version the editor saw.

const CASES = managed("cases", "案例");

const CAUSE = categoryOf(cases.causeId, "case_causes", "所选案由不存在，请重新选择");

export const causeOptions = CAUSE.options;

export type ConsoleCase = Listed & { caseNo: string; court: string; judgedOn: string; causeName: string };

export async function pageCases(db: DB, input: CasePageInput): Promise<Page<ConsoleCase>> {
  const where = listedWhere(cases, input, [CAUSE.condition(input.causeId), input.court ? contains(cases.court, input.court) : undefined], cases.caseNo);
  return pageListed(db, input, cases, where, {
    caseNo: cases.caseNo,
    court: cases.court,
    judgedOn: cases.judgedOn,
    causeName: CAUSE.name,
  });
}

/** The form's fields with the parties as their textarea lines. */
export type CaseForm = Omit<CaseFields, "parties"> & FormHead & { parties: string };

export async function caseForm(db: DB, id: number): Promise<CaseForm> {
  const row = await db.query.cases.findFirst({ where: eq(cases.id, id) });
  return editForm(CASES, row, (r) => ({
    title: r.title,
    caseNo: r.caseNo,
    causeId: r.causeId,
    court: r.court,
    courtLevel: r.courtLevel as CaseFields["courtLevel"],
    regionCode: r.regionCode,
    procedure: r.procedure,
    judgedOn: r.judgedOn,
    parties: partiesText(parseParties(r.parties)),
    holding: r.holding,
    body: r.body,
  }));
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

/** Nothing references a case by key: a delete takes its index rows (by trigger) and the browse-history entries that point at it. */
export const caseWrites = {
  ...formWrites(CASES, columnsOf, (db, input: CaseFields) => Promise.all([checkRegion(db, input.regionCode), CAUSE.check(db, input.causeId)])),
  delete: (db: DB, id: number) => deleteRow(db, CASES, "case", id),
};
