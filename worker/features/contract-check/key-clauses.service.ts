import { TRPCError } from "@trpc/server";
import { and, eq, notInArray, or, sql } from "drizzle-orm";
import { bindLaw, parseCitations } from "#core/citations";
import { FALLBACK_KIND } from "#core/contract-check/check";
import type { KeyClauseEdit, KeyClauseFields, KindFields } from "#core/contract-check/edit";
import { RULE_KINDS } from "#core/contract-check/rules";
import { numberToCn } from "#core/regulations";
import type { DB } from "#db/client";
import { clauses, contractKeyClauses, contractKindCategories, contractKinds, regulations, templateCategories } from "#db/schema";
import { PUBLISHED_REGULATION } from "../regulations/regulations.service";
import { CLAUSE_GONE, KIND_GONE, protectedReason } from "./key-clauses-read.service";

// 合同体检's kinds and key clauses in the console (/console/contract-check, content area): every write is
// one guarded statement — an edit names the version (updated_at) its form was read at and is refused
// with 409 when someone saved since; cited articles are bound to the regulation library by id and must
// be articles of an entry in force; the suggested clause must be in the clause library.

const CLAUSE_STALE = "该关键条款已被他人修改，请刷新后重试";
const KIND_STALE = "该合同类型已被他人修改，请刷新后重试";

const bad = (message: string): never => {
  throw new TRPCError({ code: "BAD_REQUEST", message });
};
const conflict = (message: string) => new TRPCError({ code: "CONFLICT", message });
const notFound = (message: string) => new TRPCError({ code: "NOT_FOUND", message });

// ——— Kinds ———

export async function createKind(db: DB, input: KindFields, now: number): Promise<{ id: number }> {
  // The key names the kind in URLs and findings; a new kind's is drawn at random, and never changes.
  const row = await db.get<{ id: number }>(sql`INSERT INTO contract_kinds (key, name, signs, sort, created_at, updated_at)
    SELECT 'k-' || lower(hex(randomblob(4))), ${input.name}, ${JSON.stringify(input.signs)}, ${input.sort}, ${now}, ${now}
    WHERE NOT EXISTS (SELECT 1 FROM contract_kinds WHERE name = ${input.name}) RETURNING id`);
  if (!row) throw conflict(`已有名为“${input.name}”的合同类型`);
  return { id: row.id };
}

export async function updateKind(db: DB, input: KindFields & { id: number; version: number }, now: number): Promise<{ id: number }> {
  const row = await db.get<{ id: number }>(sql`UPDATE contract_kinds SET name = ${input.name}, signs = ${JSON.stringify(input.signs)}, sort = ${input.sort},
    updated_at = max(${now}, updated_at + 1)
    WHERE id = ${input.id} AND updated_at = ${input.version}
      AND NOT EXISTS (SELECT 1 FROM contract_kinds o WHERE o.name = ${input.name} AND o.id != ${input.id}) RETURNING id`);
  if (row) return { id: row.id };
  const [current, named] = await Promise.all([
    db.query.contractKinds.findFirst({ columns: { id: true }, where: eq(contractKinds.id, input.id) }),
    db.query.contractKinds.findFirst({ columns: { id: true }, where: eq(contractKinds.name, input.name) }),
  ]);
  if (!current) throw notFound(KIND_GONE);
  if (named && named.id !== input.id) throw conflict(`已有名为“${input.name}”的合同类型`);
  throw conflict(KIND_STALE);
}

/** A kind goes with its key clauses and category links (cascade); the ones the check relies on stay. */
export async function deleteKind(db: DB, id: number): Promise<{ id: number }> {
  const kept = [FALLBACK_KIND.key, ...Object.keys(RULE_KINDS)];
  const [deleted] = await db
    .delete(contractKinds)
    .where(and(eq(contractKinds.id, id), notInArray(contractKinds.key, kept)))
    .returning({ id: contractKinds.id });
  if (deleted) return deleted;
  const row = await db.query.contractKinds.findFirst({ columns: { key: true, name: true }, where: eq(contractKinds.id, id) });
  if (!row) throw notFound(KIND_GONE);
  throw conflict(`“${row.name}”不能删除：${protectedReason(row.key)}`);
}

/** Templates of the category are checked as the kind; a category belongs to one kind at most (its primary key). */
export async function linkCategory(db: DB, kindId: number, categoryId: number): Promise<{ kindId: number }> {
  const row = await db.get<{ kind_id: number }>(sql`INSERT INTO contract_kind_categories (category_id, kind_id)
    SELECT ${categoryId}, ${kindId} WHERE EXISTS (SELECT 1 FROM contract_kinds WHERE id = ${kindId})
      AND EXISTS (SELECT 1 FROM template_categories WHERE id = ${categoryId})
    ON CONFLICT (category_id) DO NOTHING RETURNING kind_id`);
  if (row) return { kindId };
  const [kind, category, owner] = await Promise.all([
    db.query.contractKinds.findFirst({ columns: { id: true }, where: eq(contractKinds.id, kindId) }),
    db.query.templateCategories.findFirst({ columns: { name: true }, where: eq(templateCategories.id, categoryId) }),
    db
      .select({ id: contractKinds.id, name: contractKinds.name })
      .from(contractKindCategories)
      .innerJoin(contractKinds, eq(contractKinds.id, contractKindCategories.kindId))
      .where(eq(contractKindCategories.categoryId, categoryId)),
  ]);
  if (!kind) throw notFound(KIND_GONE);
  if (!category) bad("所选合同分类不存在，请重新选择");
  if (owner[0]?.id === kindId) return { kindId };
  throw conflict(`合同分类“${category?.name}”已归入“${owner[0]?.name}”，请先在该类型下移除`);
}

export async function unlinkCategory(db: DB, kindId: number, categoryId: number): Promise<{ kindId: number }> {
  await db.delete(contractKindCategories).where(and(eq(contractKindCategories.kindId, kindId), eq(contractKindCategories.categoryId, categoryId)));
  return { kindId };
}

// ——— Key clauses ———

type Bound = { regulationId: number; article: number };

/** 《法律名称》第几条 lines bound to the library entry in force; an unknown law, an entry not in force or an article it lacks is refused. */
async function bindArticles(db: DB, lines: string[]): Promise<Bound[]> {
  const cited = lines.map((l, i) => {
    const found = parseCitations(l.replace(/第\s*(\d{1,4})\s*条/u, (_, n: string) => `第${numberToCn(Number(n))}条`));
    return found.length === 1 && found[0] ? found[0] : bad(`法律依据第 ${i + 1} 行应写作“《法律名称》第几条”，如《民法典》第四百七十条`);
  });
  if (!cited.length) return [];
  const laws = [...new Set(cited.map((c) => c.law))];
  const versions = await db
    .select({ id: regulations.id, title: regulations.title, timeliness: regulations.timeliness, effectiveOn: regulations.effectiveOn, body: regulations.body })
    .from(regulations)
    // instr, not LIKE: D1 refuses LIKE patterns over 50 bytes, and a law's name can be longer.
    .where(and(PUBLISHED_REGULATION, or(...laws.map((law) => sql`instr(${regulations.title}, ${law}) > 0`))));
  const bound = new Map<string, Bound>();
  for (const c of cited) {
    const entry = bindLaw(c.law, versions) ?? bad(`法规库中没有《${c.law}》，请先在“法律法规管理”中添加`);
    if (entry.timeliness !== 1) bad(`《${entry.title}》不是现行有效的版本，不能引用`);
    const label = `第${numberToCn(c.article)}条`;
    if (!entry.body.split("\n").some((line) => line.startsWith(`${label} `))) bad(`《${entry.title}》中没有${label}的条文，请先在“法律法规管理”中补充`);
    bound.set(`${entry.id}#${c.article}`, { regulationId: entry.id, article: c.article });
  }
  return [...bound.values()];
}

async function suggestedClause(db: DB, title: string): Promise<number | null> {
  if (!title) return null;
  const row = await db.query.clauses.findFirst({ columns: { id: true }, where: and(eq(clauses.title, title), sql`${clauses.hiddenAt} IS NULL`) });
  return row?.id ?? bad(`条款库中没有标题为“${title}”的已发布条款`);
}

async function columnsOf(db: DB, input: KeyClauseFields) {
  const [citations, suggestion] = await Promise.all([bindArticles(db, input.citations), suggestedClause(db, input.suggestionTitle)]);
  return {
    name: input.name,
    required: input.required ? 1 : 0,
    patterns: JSON.stringify(input.patterns),
    reason: input.reason,
    citations: JSON.stringify(citations),
    suggestion_clause_id: suggestion,
    suggestion_text: input.suggestionText || null,
    sort: input.sort,
    enabled: input.enabled ? 1 : 0,
  };
}

export async function createKeyClause(db: DB, input: KeyClauseFields, now: number): Promise<{ id: number }> {
  const c = await columnsOf(db, input);
  const row = await db.get<{ id: number }>(sql`INSERT INTO contract_key_clauses
      (kind_id, key, name, required, patterns, reason, citations, suggestion_clause_id, suggestion_text, sort, enabled, created_at, updated_at)
    SELECT ${input.kindId}, 'c-' || lower(hex(randomblob(4))), ${c.name}, ${c.required}, ${c.patterns}, ${c.reason}, ${c.citations},
      ${c.suggestion_clause_id}, ${c.suggestion_text}, ${c.sort}, ${c.enabled}, ${now}, ${now}
    WHERE EXISTS (SELECT 1 FROM contract_kinds WHERE id = ${input.kindId}) RETURNING id`);
  if (!row) throw notFound(KIND_GONE);
  return { id: row.id };
}

export async function updateKeyClause(db: DB, input: KeyClauseEdit, now: number): Promise<{ id: number }> {
  const c = await columnsOf(db, input);
  const row = await db.get<{ id: number }>(sql`UPDATE contract_key_clauses SET name = ${c.name}, required = ${c.required}, patterns = ${c.patterns},
      reason = ${c.reason}, citations = ${c.citations}, suggestion_clause_id = ${c.suggestion_clause_id}, suggestion_text = ${c.suggestion_text},
      sort = ${c.sort}, enabled = ${c.enabled}, updated_at = max(${now}, updated_at + 1)
    WHERE id = ${input.id} AND kind_id = ${input.kindId} AND updated_at = ${input.version} RETURNING id`);
  if (row) return { id: row.id };
  return refuseClause(db, input.id);
}

async function refuseClause(db: DB, id: number): Promise<never> {
  const row = await db.query.contractKeyClauses.findFirst({ columns: { id: true }, where: eq(contractKeyClauses.id, id) });
  throw row ? conflict(CLAUSE_STALE) : notFound(CLAUSE_GONE);
}

/** 停用 / 启用: a disabled clause is no longer checked. A form opened before goes stale (the version moves). */
export async function setKeyClauseEnabled(db: DB, id: number, enabled: boolean, now: number): Promise<{ id: number; enabled: boolean }> {
  const [row] = await db
    .update(contractKeyClauses)
    .set({ enabled, updatedAt: sql`max(${now}, ${contractKeyClauses.updatedAt} + 1)` })
    .where(eq(contractKeyClauses.id, id))
    .returning({ id: contractKeyClauses.id });
  if (!row) throw notFound(CLAUSE_GONE);
  return { id, enabled };
}

export async function deleteKeyClause(db: DB, id: number): Promise<{ id: number }> {
  const [row] = await db.delete(contractKeyClauses).where(eq(contractKeyClauses.id, id)).returning({ id: contractKeyClauses.id });
  if (!row) throw notFound(CLAUSE_GONE);
  return row;
}
