import { KIND_CATEGORY_SEEDS, KIND_SEEDS } from "../../core/contract-check/kinds.ts";
import type { SqlValue } from "./sql.ts";

type Row = Record<string, SqlValue>;

/**
 * contract_kinds, contract_key_clauses and contract_kind_categories from core/contract-check/kinds.ts:
 * articles cited by title are bound to the seeded entry of that exact title, suggested clauses to the
 * seeded clause of that title, categories by slug. Ids are fixed so `content:push` adds only what a
 * database lacks.
 */
export function contractCheckRows(source: { regulations: Row[]; clauses: Row[]; categories: Row[] }, now: number): Record<string, Row[]> {
  const regulationId = new Map(source.regulations.map((r) => [String(r.title), Number(r.id)]));
  const clauseId = new Map(source.clauses.map((c) => [String(c.title), Number(c.id)]));
  const categoryId = new Map(source.categories.map((c) => [String(c.slug), Number(c.id)]));
  const found = <T>(map: Map<string, T>, key: string, what: string): T => {
    const value = map.get(key);
    if (value === undefined) throw new Error(`合同体检的初始数据引用了不存在的${what}：${key}`);
    return value;
  };
  let id = 0;
  const kinds = KIND_SEEDS.map((k, i) => ({ id: i + 1, key: k.key, name: k.name, signs: JSON.stringify(k.signs), sort: i, created_at: now, updated_at: now }));
  const keyClauses = KIND_SEEDS.flatMap((k, i) =>
    k.clauses.map((c, j) => ({
      id: ++id,
      kind_id: i + 1,
      key: c.key,
      name: c.name,
      required: c.required,
      patterns: JSON.stringify(c.patterns),
      reason: c.why,
      citations: JSON.stringify(c.citations.map((cited) => ({ regulationId: found(regulationId, cited.law, "法规"), article: cited.article }))),
      suggestion_clause_id: c.suggestion && "clauseTitle" in c.suggestion ? found(clauseId, c.suggestion.clauseTitle, "条款") : null,
      suggestion_text: c.suggestion && "text" in c.suggestion ? c.suggestion.text : null,
      sort: j,
      enabled: true,
      created_at: now,
      updated_at: now,
    })),
  );
  const categories = KIND_SEEDS.flatMap((k, i) =>
    (KIND_CATEGORY_SEEDS[k.key] ?? []).map((slug) => ({ category_id: found(categoryId, slug, "合同分类"), kind_id: i + 1 })),
  );
  return { contract_kinds: kinds, contract_key_clauses: keyClauses, contract_kind_categories: categories };
}
