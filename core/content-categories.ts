import { z } from "zod";
import { id, line } from "./content";
import { DOCUMENT_KINDS } from "./documents";

// 分类管理 (issue 16): the category trees the console edits, and one schema per form for the browser
// and the procedures. Professional fields are edited in 数据字典 (their own tree and REST rows).

export const CATEGORY_TREES = {
  template: { label: "合同分类", twoLevel: true, hasKind: false },
  document: { label: "文书分类", twoLevel: true, hasKind: true },
  clause: { label: "条款分类", twoLevel: true, hasKind: false },
  cause: { label: "案由", twoLevel: true, hasKind: false },
  article: { label: "文集分类", twoLevel: false, hasKind: false },
} as const;
export type CategoryTreeKey = keyof typeof CATEGORY_TREES;
export const CATEGORY_TREE_KEYS = Object.keys(CATEGORY_TREES) as CategoryTreeKey[];

export const CATEGORY_NAME_MAX = 30;
export const CATEGORY_SLUG_MAX = 40;
export const CATEGORY_SORT_MAX = 9999;
/** Sibling lists longer than this are not reordered by drag (no tree of the site comes near it). */
export const CATEGORY_SIBLINGS_MAX = 500;

/** Lowercase latin letters and digits in hyphen-separated words: it stands in public URLs (?category=). */
export const CATEGORY_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const categoryId = id("分类编号无效");
/** A select's empty choice is the top level. */
const parentId = z.preprocess((v) => (v === "" || v === undefined ? null : v), id("上级分类无效").nullable());
const sort = z.coerce
  .number({ error: `排序应为 0–${CATEGORY_SORT_MAX} 的整数` })
  .int(`排序应为 0–${CATEGORY_SORT_MAX} 的整数`)
  .min(0, `排序应为 0–${CATEGORY_SORT_MAX} 的整数`)
  .max(CATEGORY_SORT_MAX, `排序应为 0–${CATEGORY_SORT_MAX} 的整数`);
const kinds = Object.keys(DOCUMENT_KINDS).map(Number) as [number, ...number[]];
/** 诉讼 or 非诉: only document categories have it, and a child takes its parent's. */
const kind = z.preprocess(
  (v) => (v === "" || v === undefined ? undefined : v),
  z.coerce
    .number()
    .pipe(z.literal(kinds, { error: "请选择文书类别" }))
    .optional(),
);

export const categoryCreateInput = z.object({
  name: line("分类名称", CATEGORY_NAME_MAX),
  parentId,
  /** Empty: one is generated. Never changed afterwards, so links to the list keep working. */
  slug: z.preprocess(
    (v) => (typeof v === "string" && v.trim() === "" ? undefined : v),
    z
      .string()
      .trim()
      .max(CATEGORY_SLUG_MAX, `标识不能超过 ${CATEGORY_SLUG_MAX} 个字符`)
      .regex(CATEGORY_SLUG, "标识只能由小写英文字母、数字和连字符组成，且不能以连字符开头或结尾")
      .optional(),
  ),
  /** Empty: last among its siblings. */
  sort: z.preprocess((v) => (v === "" ? undefined : v), sort.optional()),
  kind,
});
export type CategoryCreate = z.infer<typeof categoryCreateInput>;

export const categoryUpdateInput = z.object({
  id: categoryId,
  name: line("分类名称", CATEGORY_NAME_MAX),
  parentId,
  sort,
  kind,
  /** The row as the editor loaded it (name, parent, order, kind): a save over someone else's change is refused. */
  version: z.string({ error: "请刷新后重试" }).min(1, "请刷新后重试").max(500, "请刷新后重试"),
});
export type CategoryUpdate = z.infer<typeof categoryUpdateInput>;

const idList = z
  .array(categoryId, { error: "排序数据无效" })
  .min(1, "排序数据无效")
  .max(CATEGORY_SIBLINGS_MAX, "排序数据无效")
  .refine((ids) => new Set(ids).size === ids.length, "排序数据无效");

/** Ids from a form field ("3,1,2") or an array. */
const ids = z.preprocess((v) => (typeof v === "string" ? v.split(",").filter(Boolean) : v), idList);

export const categoryReorderInput = z
  .object({
    /** The row the editor moved (the audit log shows it before and after). */
    id: categoryId,
    /** The siblings in their new order. */
    order: ids,
    /** The siblings in the order the editor saw them: a reorder over someone else's is refused. */
    seen: ids,
  })
  .refine((v) => v.order.includes(v.id) && v.order.length === v.seen.length && v.order.every((x) => v.seen.includes(x)), "排序数据无效");
export type CategoryReorder = z.infer<typeof categoryReorderInput>;

export const categoryIdInput = z.object({ id: categoryId });
