import { TRPCError } from "@trpc/server";
import { asc, eq, inArray, sql } from "drizzle-orm";
import { FALLBACK_KIND } from "#core/contract-check/check";
import type { KeyClauseFields } from "#core/contract-check/edit";
import { RULE_KINDS } from "#core/contract-check/rules";
import { numberToCn } from "#core/regulations";
import type { DB } from "#db/client";
import { clauses, contractKeyClauses, contractKindCategories, contractKinds, regulations, templateCategories } from "#db/schema";
import type { CategoryOption } from "#worker/lib/library/categories";

// What the console's pages of 合同体检规则 read: every kind with its key clauses and category links, a
// clause as its edit form shows it. Also the subquery of the regulations key clauses cite, for the
// check, the citation review and the regulation editor's delete guard.

export const KIND_GONE = "该合同类型不存在或已删除";
export const CLAUSE_GONE = "该关键条款不存在或已删除";
const notFound = (message: string) => new TRPCError({ code: "NOT_FOUND", message });

/** Kinds the check cannot do without: the fallback and those numeric rules run for. */
export function protectedReason(key: string): string | null {
  if (key === FALLBACK_KIND.key) return "未识别出其他类型的合同按此类型检查";
  const rule = RULE_KINDS[key];
  return rule ? `“${rule}”规则按此类型运行` : null;
}

export type ConsoleKeyClause = {
  id: number;
  name: string;
  required: boolean;
  enabled: boolean;
  sort: number;
  patterns: string[];
  citations: string[];
  suggestion: string | null;
};
export type ConsoleKind = {
  id: number;
  key: string;
  name: string;
  signs: string[];
  sort: number;
  version: number;
  /** Why it may not be deleted, or null. */
  kept: string | null;
  categories: { id: number; name: string }[];
  clauses: ConsoleKeyClause[];
};

/** The ids of the regulations key clauses cite (of the enabled ones only, for the check), as a subquery. */
export const citedByKeyClauses = (enabledOnly = false) =>
  sql`SELECT json_extract(j.value, '$.regulationId') FROM contract_key_clauses c, json_each(c.citations) j${enabledOnly ? sql` WHERE c.enabled = 1` : sql``}`;

const citationLine = (title: string, article: number) => `《${title}》第${numberToCn(article)}条`;

/** Every kind with its key clauses (disabled ones too) and linked categories, and the category tree to link more. */
export async function consoleKinds(db: DB): Promise<{ kinds: ConsoleKind[]; categories: CategoryOption[] }> {
  const [kinds, keyClauses, links, regs, picks, tree] = await db.batch([
    db.select().from(contractKinds).orderBy(asc(contractKinds.sort), asc(contractKinds.id)),
    db.select().from(contractKeyClauses).orderBy(asc(contractKeyClauses.sort), asc(contractKeyClauses.id)),
    db
      .select({ kindId: contractKindCategories.kindId, id: templateCategories.id, name: templateCategories.name })
      .from(contractKindCategories)
      .innerJoin(templateCategories, eq(templateCategories.id, contractKindCategories.categoryId))
      .orderBy(asc(templateCategories.sort), asc(templateCategories.id)),
    db.select({ id: regulations.id, title: regulations.title }).from(regulations).where(sql`${regulations.id} IN (${citedByKeyClauses()})`),
    db.select({ id: clauses.id, title: clauses.title }).from(clauses).where(sql`${clauses.id} IN (SELECT suggestion_clause_id FROM contract_key_clauses)`),
    db
      .select({ id: templateCategories.id, name: templateCategories.name, parentId: templateCategories.parentId })
      .from(templateCategories)
      .orderBy(asc(templateCategories.sort), asc(templateCategories.id)),
  ]);
  const law = new Map(regs.map((r) => [r.id, r.title]));
  const clauseTitle = new Map(picks.map((c) => [c.id, c.title]));
  return {
    kinds: kinds.map((k) => ({
      id: k.id,
      key: k.key,
      name: k.name,
      signs: k.signs,
      sort: k.sort,
      version: k.updatedAt,
      kept: protectedReason(k.key),
      categories: links.filter((l) => l.kindId === k.id).map(({ id, name }) => ({ id, name })),
      clauses: keyClauses
        .filter((c) => c.kindId === k.id)
        .map((c) => ({
          id: c.id,
          name: c.name,
          required: c.required,
          enabled: c.enabled,
          sort: c.sort,
          patterns: c.patterns,
          citations: c.citations.map((x) => citationLine(law.get(x.regulationId) ?? "已删除的法规", x.article)),
          suggestion: c.suggestionClauseId !== null ? `参考条款：${clauseTitle.get(c.suggestionClauseId) ?? ""}` : c.suggestionText ? "建议条文" : null,
        })),
    })),
    categories: tree
      .filter((t) => t.parentId === null)
      .map((top) => ({ id: top.id, name: top.name, children: tree.filter((t) => t.parentId === top.id).map(({ id, name }) => ({ id, name })) })),
  };
}

export type KeyClauseForm = Omit<KeyClauseFields, "citations" | "patterns"> & {
  id: number;
  version: number;
  kindName: string;
  patterns: string;
  citations: string;
};

/** A clause as its edit form shows it: patterns and citations one a line, the suggested clause by title. */
export async function keyClauseForm(db: DB, id: number): Promise<KeyClauseForm> {
  const row = await db.query.contractKeyClauses.findFirst({ where: eq(contractKeyClauses.id, id) });
  if (!row) throw notFound(CLAUSE_GONE);
  const ids = row.citations.map((c) => c.regulationId);
  const [kind, regs, pick] = await Promise.all([
    db.query.contractKinds.findFirst({ columns: { name: true }, where: eq(contractKinds.id, row.kindId) }),
    ids.length ? db.select({ id: regulations.id, title: regulations.title }).from(regulations).where(inArray(regulations.id, ids)) : [],
    row.suggestionClauseId === null ? null : db.query.clauses.findFirst({ columns: { title: true }, where: eq(clauses.id, row.suggestionClauseId) }),
  ]);
  const law = new Map(regs.map((r) => [r.id, r.title]));
  return {
    id: row.id,
    version: row.updatedAt,
    kindId: row.kindId,
    kindName: kind?.name ?? "",
    name: row.name,
    required: row.required,
    patterns: row.patterns.join("\n"),
    reason: row.reason,
    citations: row.citations.map((c) => citationLine(law.get(c.regulationId) ?? "已删除的法规", c.article)).join("\n"),
    suggestionTitle: pick?.title ?? "",
    suggestionText: row.suggestionText ?? "",
    sort: row.sort,
    enabled: row.enabled,
  };
}

/** The kind a new clause is added to, for the form's heading. */
export async function kindName(db: DB, id: number): Promise<{ id: number; key: string; name: string }> {
  const row = await db.query.contractKinds.findFirst({ columns: { id: true, key: true, name: true }, where: eq(contractKinds.id, id) });
  if (!row) throw notFound(KIND_GONE);
  return row;
}
