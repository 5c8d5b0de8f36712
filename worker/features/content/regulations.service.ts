import { eq, sql } from "drizzle-orm";
import { type RegulationFields, type RegulationItem, regulationBody, regulationItemsOf } from "#core/content";
import { CIVIL_CODE, CONTRACT_INTERPRETATION, LABOUR_ARBITRATION_LAW, LABOUR_CONTRACT_LAW } from "#core/contract-check/laws";
import type { Page } from "#core/page";
import type { Timeliness } from "#core/regulations";
import type { DB } from "#db/client";
import { changed, rawBatch } from "#db/raw-batch";
import { regulations } from "#db/schema";
import { citedByKeyClauses } from "../contract-check/key-clauses-read.service";
import type { RegulationPageInput } from "./content.schema";
import { checkRegion, conflict, editForm, type FormHead, formWrites, type Listed, listedWhere, managed, notFound, pageListed } from "./content.service";

// 法律法规 in the console: list, create, edit, unpublish, republish and delete. Each write is one batch
// with the grams row (the trigram index follows by trigger), guarded by the version the editor saw.

const REGULATIONS = managed("regulations", "法规");

export type ConsoleRegulation = Listed & { level: string; issuer: string; issuedOn: string; timeliness: Timeliness };

export async function pageRegulations(db: DB, input: RegulationPageInput): Promise<Page<ConsoleRegulation>> {
  const where = listedWhere(
    regulations,
    input,
    [input.level ? eq(regulations.level, input.level) : undefined, input.timeliness ? eq(regulations.timeliness, input.timeliness) : undefined],
    regulations.docNo,
  );
  const page = await pageListed(db, input, regulations, where, {
    level: regulations.level,
    issuer: regulations.issuer,
    issuedOn: regulations.issuedOn,
    timeliness: regulations.timeliness,
  });
  return { ...page, records: page.records.map((r) => ({ ...r, timeliness: r.timeliness as Timeliness })) };
}

export type RegulationForm = Omit<RegulationFields, "items"> & FormHead & { items: RegulationItem[] };

/** A text as the edit form shows it: its fields and its body read back into headings and articles. */
export async function regulationForm(db: DB, id: number): Promise<RegulationForm> {
  const row = await db.query.regulations.findFirst({ where: eq(regulations.id, id) });
  return editForm(REGULATIONS, row, (r) => ({
    title: r.title,
    level: r.level,
    issuer: r.issuer,
    docNo: r.docNo,
    regionCode: r.regionCode,
    timeliness: r.timeliness as Timeliness,
    issuedOn: r.issuedOn,
    effectiveOn: r.effectiveOn,
    summary: r.summary,
    items: regulationItemsOf(r.body),
  }));
}

/** The stored columns of a form, by database name (what the grams row is computed from). */
function columnsOf(input: RegulationFields) {
  return {
    title: input.title,
    level: input.level,
    issuer: input.issuer,
    doc_no: input.docNo,
    issued_on: input.issuedOn,
    effective_on: input.effectiveOn,
    timeliness: input.timeliness,
    region_code: input.regionCode,
    summary: input.summary,
    body: regulationBody(input.items),
  };
}

export const regulationWrites = formWrites(REGULATIONS, columnsOf, (db, input: RegulationFields) => checkRegion(db, input.regionCode));

/** Texts the contract check (合同体检) cites by title: its findings link to their articles. Key clauses cite by id (contract_key_clauses). */
const CITED = [CIVIL_CODE, LABOUR_CONTRACT_LAW, LABOUR_ARBITRATION_LAW, CONTRACT_INTERPRETATION];

/**
 * Deletes a text with its index rows (by trigger) and the browse-history entries that point at it,
 * unless something refers to it: another text naming it as its version in force, a template citing
 * its articles, or the contract check citing it. Those are refused with what refers to it.
 */
export async function deleteRegulation(db: DB, id: number): Promise<{ id: number }> {
  const [deleted] = await rawBatch(db, [
    sql`DELETE FROM regulations WHERE id = ${id} AND title NOT IN (${sql.join(
      CITED.map((t) => sql`${t}`),
      sql`, `,
    )}) AND NOT EXISTS (SELECT 1 FROM regulations WHERE current_id = ${id})
      AND NOT EXISTS (SELECT 1 FROM template_citations WHERE regulation_id = ${id})
      AND ${id} NOT IN (${citedByKeyClauses()}) RETURNING id`,
    sql`DELETE FROM browse_history WHERE kind = 'regulation' AND target_id = ${id} AND changes() = 1`,
  ]);
  if (changed(deleted)) return { id };
  const [row, citing, template] = await Promise.all([
    db.query.regulations.findFirst({ columns: { title: true }, where: eq(regulations.id, id) }),
    db.query.regulations.findFirst({ columns: { title: true }, where: eq(regulations.currentId, id) }),
    db.get<{ title: string }>(sql`SELECT t.title FROM template_citations c JOIN templates t ON t.id = c.template_id WHERE c.regulation_id = ${id} LIMIT 1`),
  ]);
  if (!row) throw notFound(REGULATIONS.gone);
  if (citing) throw conflict(`《${citing.title}》以该法规为现行版本，不能删除；请先修改或删除《${citing.title}》`);
  if (template) throw conflict(`合同范本《${template.title}》引用了该法规的条文，不能删除；如需在网站隐藏，请使用“下架”`);
  throw conflict("合同体检的审查规则引用了该法规的条文，不能删除；如需在网站隐藏，请使用“下架”");
}
