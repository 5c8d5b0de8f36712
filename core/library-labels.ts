// Labels of the contract library, free of zod so pages can import them without the schema.
export const TEMPLATE_SOURCES = { 0: "平台自营", 1: "用户提供", 2: "政府示范文本" } as const;
export const PRICE_FILTERS = { free: "免费", paid: "付费", vip: "会员免费" } as const;
export const SORTS = { latest: "最新", downloads: "下载最多", views: "浏览最多" } as const;

/** A piece of text and whether it is a search hit (highlighted without HTML). */
export type Segment = { text: string; hit: boolean };

/** Longest keyword any library search accepts (D1 caps LIKE patterns at 50 bytes; FTS has no such cap). */
export const KEYWORD_MAX = 50;
