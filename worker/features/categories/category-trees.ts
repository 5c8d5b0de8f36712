import { CATEGORY_TREES, type CategoryTreeKey } from "#core/content-categories";

// Where each category tree lives and which rows point at it: the refusal of a delete names them, and
// the delete is guarded on none existing.

export type CategoryUse = { table: string; column: string; noun: string };
export type CategoryTable = "template_categories" | "document_categories" | "clause_categories" | "case_causes" | "article_classifications";
export type Tree = (typeof CATEGORY_TREES)[CategoryTreeKey] & { key: CategoryTreeKey; table: CategoryTable; uses: readonly CategoryUse[] };

const tree = (key: CategoryTreeKey, table: CategoryTable, uses: CategoryUse[]): Tree => ({ ...CATEGORY_TREES[key], key, table, uses });

export const TREES: Record<CategoryTreeKey, Tree> = {
  template: tree("template", "template_categories", [
    { table: "templates", column: "category_id", noun: "份合同模板" },
    { table: "template_submissions", column: "category_id", noun: "份用户上传的模板" },
    { table: "custom_orders", column: "category_id", noun: "个定制订单" },
  ]),
  document: tree("document", "document_categories", [{ table: "documents", column: "category_id", noun: "份文书" }]),
  clause: tree("clause", "clause_categories", [{ table: "clauses", column: "category_id", noun: "条条款" }]),
  cause: tree("cause", "case_causes", [{ table: "cases", column: "cause_id", noun: "个案例" }]),
  article: tree("article", "article_classifications", [{ table: "articles", column: "classification_id", noun: "篇文章" }]),
};
