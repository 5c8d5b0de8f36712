// The clause library (条款库): sorts, URL filters and list types shared by the page and the worker.
// Free of zod and of runtime imports, so the public page bundle stays small; the procedure's zod
// schema (worker/features/clauses/clauses.schema.ts) applies the same limits on the server.
import type { Segment } from "./library-labels";

export const CLAUSE_KEYWORD_MAX = 50;
export const CLAUSE_PAGE_SIZE = 10;
/** How many of the newest editor's picks 本周精选 shows. */
export const CLAUSE_PICKS = 6;

export const CLAUSE_SORTS = { latest: "最新", copies: "复制最多" } as const;
export type ClauseSort = keyof typeof CLAUSE_SORTS;

export const CATEGORY_SLUG = /^[a-z0-9-]{1,40}$/;

export type ClauseFilters = { keyword: string; category: string | undefined; sort: ClauseSort; current: number };

/** The list filters of /clause from its URL; anything malformed falls back to the default. */
export function clauseSearchParams(params: URLSearchParams): ClauseFilters {
  const category = params.get("category") ?? "";
  const sort = params.get("sort");
  return {
    keyword: (params.get("keyword") ?? "").trim().slice(0, CLAUSE_KEYWORD_MAX),
    category: CATEGORY_SLUG.test(category) ? category : undefined,
    sort: sort === "copies" ? "copies" : "latest",
    current: pageParam(params.get("current")),
  };
}

/** ?current= as a page number from 1 to 10 000, else 1. */
export function pageParam(raw: string | null): number {
  const n = Number(raw ?? "1");
  return Number.isInteger(n) && n >= 1 && n <= 10_000 ? n : 1;
}

export type ClauseCategoryNode = { slug: string; name: string; count: number; children: { slug: string; name: string; count: number }[] };

export type ClauseCard = {
  id: number;
  title: string;
  titleSegments: Segment[];
  /** The full text (what the copy button copies) and the same text split around search hits. */
  body: string;
  bodySegments: Segment[];
  tips: string;
  copies: number;
  categorySlug: string;
  categoryName: string;
  parentName: string;
  createdAt: number;
};

export type ClausePick = { id: number; title: string; categoryName: string; copies: number; featuredAt: number };
