// The document library (文书库): kinds, URL filters and list types shared by the page and the worker.
// Free of zod and of runtime imports, so the public page bundle stays small; the procedure's zod
// schema (worker/features/documents/documents.schema.ts) applies the same limits on the server.
import type { Segment } from "./library-labels";

export const DOCUMENT_KEYWORD_MAX = 50;
export const DOCUMENT_PAGE_SIZE = 12;

/** document_categories.kind */
export const DOCUMENT_KINDS = { 1: "诉讼文书", 2: "非诉文书" } as const;
export type DocumentKind = keyof typeof DOCUMENT_KINDS;

export const DOCUMENT_SORTS = { latest: "最新", views: "浏览最多" } as const;
export type DocumentSort = keyof typeof DOCUMENT_SORTS;

const CATEGORY_SLUG = /^[a-z0-9-]{1,40}$/;

export type DocumentFilters = { keyword: string; kind: DocumentKind | undefined; category: string | undefined; sort: DocumentSort; current: number };

/** The list filters of /documentLibrary from its URL; anything malformed falls back to the default. */
export function documentSearchParams(params: URLSearchParams): DocumentFilters {
  const kind = params.get("kind");
  const category = params.get("category") ?? "";
  const current = Number(params.get("current") ?? "1");
  return {
    keyword: (params.get("keyword") ?? "").trim().slice(0, DOCUMENT_KEYWORD_MAX),
    kind: kind === "1" ? 1 : kind === "2" ? 2 : undefined,
    category: CATEGORY_SLUG.test(category) ? category : undefined,
    sort: params.get("sort") === "views" ? "views" : "latest",
    current: Number.isInteger(current) && current >= 1 && current <= 10_000 ? current : 1,
  };
}

export type DocumentCategoryNode = { slug: string; name: string; count: number; children: { slug: string; name: string; count: number }[] };
/** The category tree grouped by kind: 诉讼文书 and 非诉文书, each with its two-level categories. */
export type DocumentKindNode = { kind: DocumentKind; name: string; count: number; categories: DocumentCategoryNode[] };

export type DocumentCard = {
  id: number;
  title: string;
  titleSegments: Segment[];
  excerpt: Segment[];
  kind: DocumentKind;
  categorySlug: string;
  categoryName: string;
  views: number;
  updatedAt: number;
};

export type DocumentDetail = {
  id: number;
  title: string;
  kind: DocumentKind;
  category: { slug: string; name: string; parent: { slug: string; name: string } | null };
  summary: string;
  /** 填写说明 */
  notes: string[];
  body: string;
  views: number;
  downloads: number;
  createdAt: number;
  updatedAt: number;
};
