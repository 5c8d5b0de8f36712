import { TRPCError } from "@trpc/server";
import { and, asc, count, desc, eq, or, sql } from "drizzle-orm";
import { LAWYER_CASE_LIMITS, type LawyerCaseFields } from "#core/lawyer-cases";
import { maskPhone } from "#core/phone";
import type { DB } from "#db/client";
import { contains } from "#db/contains";
import { lawyerCases, lawyerProfiles, users } from "#db/schema";
import { conflict, notFound } from "./content.service";

// 律师代表案例 in the console: pick a certified lawyer (one with a profile), then list, create, edit,
// delete and reorder their cases, read at once by the profile (/authorInformation/{id}) and the name card.
// Every write is one guarded statement: the per-lawyer limit inside the INSERT, the version on edits,
// and a reorder that renumbers the whole list only if nobody changed it since it was read.

const GONE = "该案例不存在或已删除";
const NO_LAWYER = "该律师不存在或尚未认证";
const STALE = "该律师的案例已被他人修改，请刷新后重试";

export type LawyerOption = { id: number; name: string; firm: string; phone: string; cases: number };

/** Certified lawyers by name or phone (newest first when no keyword), at most 20. */
export async function findLawyers(db: DB, keyword: string | undefined): Promise<LawyerOption[]> {
  const rows = await db
    .select({ id: lawyerProfiles.userId, name: lawyerProfiles.name, firm: lawyerProfiles.firm, phone: users.phone, cases: count(lawyerCases.id) })
    .from(lawyerProfiles)
    .innerJoin(users, eq(users.id, lawyerProfiles.userId))
    .leftJoin(lawyerCases, eq(lawyerCases.lawyerId, lawyerProfiles.userId))
    .where(keyword ? or(contains(lawyerProfiles.name, keyword), contains(users.phone, keyword)) : undefined)
    .groupBy(lawyerProfiles.userId)
    .orderBy(desc(lawyerProfiles.createdAt), desc(lawyerProfiles.userId))
    .limit(20);
  return rows.map((r) => ({ ...r, phone: r.phone ? maskPhone(r.phone) : "" }));
}

export type ConsoleLawyerCase = { id: number; title: string; summary: string; year: number; sort: number; version: number };
export type LawyerCaseList = { lawyer: { id: number; name: string; firm: string }; cases: ConsoleLawyerCase[] };

/** The order the profile shows. */
const shownOrder = [asc(lawyerCases.sort), desc(lawyerCases.year), asc(lawyerCases.id)];

export async function lawyerCaseList(db: DB, lawyerId: number): Promise<LawyerCaseList> {
  const [lawyer, cases] = await db.batch([
    db
      .select({ id: lawyerProfiles.userId, name: lawyerProfiles.name, firm: lawyerProfiles.firm })
      .from(lawyerProfiles)
      .where(eq(lawyerProfiles.userId, lawyerId)),
    db
      .select({
        id: lawyerCases.id,
        title: lawyerCases.title,
        summary: lawyerCases.summary,
        year: lawyerCases.year,
        sort: lawyerCases.sort,
        version: lawyerCases.updatedAt,
      })
      .from(lawyerCases)
      .where(eq(lawyerCases.lawyerId, lawyerId))
      .orderBy(...shownOrder),
  ]);
  if (!lawyer[0]) throw notFound(NO_LAWYER);
  return { lawyer: lawyer[0], cases };
}

export type LawyerCaseForm = LawyerCaseFields & { id: number; lawyerId: number; version: number };

export async function lawyerCaseForm(db: DB, id: number): Promise<LawyerCaseForm> {
  const row = await db.query.lawyerCases.findFirst({ where: eq(lawyerCases.id, id) });
  if (!row) throw notFound(GONE);
  return { id: row.id, lawyerId: row.lawyerId, version: row.updatedAt, title: row.title, summary: row.summary, year: row.year, sort: row.sort };
}

/** Adds a case (last, unless a 排序号 is given) while the lawyer has fewer than the limit, in one statement. */
export async function createLawyerCase(db: DB, input: LawyerCaseFields & { lawyerId: number }, now: number): Promise<{ id: number }> {
  const { lawyerId } = input;
  const [row] = await db.all<{ id: number }>(sql`INSERT INTO lawyer_cases (lawyer_id, title, summary, year, sort, updated_at)
    SELECT ${lawyerId}, ${input.title}, ${input.summary}, ${input.year},
      coalesce(${input.sort}, (SELECT coalesce(max(sort) + 1, 0) FROM lawyer_cases WHERE lawyer_id = ${lawyerId})), ${now}
    WHERE EXISTS (SELECT 1 FROM lawyer_profiles WHERE user_id = ${lawyerId})
      AND (SELECT count(*) FROM lawyer_cases WHERE lawyer_id = ${lawyerId}) < ${LAWYER_CASE_LIMITS.perLawyer}
    RETURNING id`);
  if (row) return row;
  const lawyer = await db.query.lawyerProfiles.findFirst({ columns: { userId: true }, where: eq(lawyerProfiles.userId, lawyerId) });
  if (!lawyer) throw new TRPCError({ code: "BAD_REQUEST", message: NO_LAWYER });
  throw conflict(`每位律师最多 ${LAWYER_CASE_LIMITS.perLawyer} 个代表案例，请先删除不再展示的案例`);
}

/** Saves an edit made from version `version`; an empty 排序号 keeps the case where it is. */
export async function updateLawyerCase(db: DB, input: LawyerCaseFields & { id: number; version: number }, now: number): Promise<{ id: number }> {
  const [row] = await db
    .update(lawyerCases)
    .set({
      title: input.title,
      summary: input.summary,
      year: input.year,
      sort: input.sort ?? sql`${lawyerCases.sort}`,
      updatedAt: sql`max(${now}, ${lawyerCases.updatedAt} + 1)`,
    })
    .where(and(eq(lawyerCases.id, input.id), eq(lawyerCases.updatedAt, input.version)))
    .returning({ id: lawyerCases.id });
  if (row) return row;
  const exists = await db.query.lawyerCases.findFirst({ columns: { id: true }, where: eq(lawyerCases.id, input.id) });
  throw exists ? conflict("该案例已被他人修改，请刷新后重试") : notFound(GONE);
}

export async function deleteLawyerCase(db: DB, id: number): Promise<{ id: number }> {
  const [row] = await db.delete(lawyerCases).where(eq(lawyerCases.id, id)).returning({ id: lawyerCases.id });
  if (!row) throw notFound(GONE);
  return row;
}

/**
 * 上移 / 下移: the lawyer's cases are renumbered 0…n-1 in the new order by one UPDATE that applies only
 * if every case still has the id and 排序号 it was read with (a case added, removed or moved since: 409).
 */
export async function moveLawyerCase(db: DB, id: number, direction: "up" | "down", now: number): Promise<{ id: number }> {
  const target = await db.query.lawyerCases.findFirst({ columns: { lawyerId: true }, where: eq(lawyerCases.id, id) });
  if (!target) throw notFound(GONE);
  const lawyerId = target.lawyerId;
  const rows = await db
    .select({ id: lawyerCases.id, sort: lawyerCases.sort })
    .from(lawyerCases)
    .where(eq(lawyerCases.lawyerId, lawyerId))
    .orderBy(...shownOrder);
  const at = rows.findIndex((r) => r.id === id);
  const to = direction === "up" ? at - 1 : at + 1;
  const order = rows.map((r) => r.id);
  if (at < 0 || to < 0 || to >= order.length) return { id };
  [order[at], order[to]] = [order[to] as number, order[at] as number];
  const snapshot = [...rows]
    .sort((a, b) => a.id - b.id)
    .map((r) => `${r.id}:${r.sort}`)
    .join(",");
  const sorts = sql.join(
    order.map((caseId, i) => sql`WHEN ${caseId} THEN ${i}`),
    sql` `,
  );
  const moved = await db.all<{ id: number }>(sql`UPDATE lawyer_cases SET sort = CASE id ${sorts} END, updated_at = max(${now}, updated_at + 1)
    WHERE lawyer_id = ${lawyerId}
      AND (SELECT group_concat(v) FROM (SELECT id || ':' || sort AS v FROM lawyer_cases WHERE lawyer_id = ${lawyerId} ORDER BY id)) = ${snapshot}
    RETURNING id`);
  if (moved.length === 0) throw conflict(STALE);
  return { id };
}
