import { formatDateTime } from "./dates";

// Lawyers' articles (法律文集) and legal knowledge (法律知识): labels and text helpers shared by the
// worker and the pages, free of zod so public page bundles stay small. The list schema lives in
// worker/features/articles/articles.schema.ts.

export const ARTICLE_PUBLISHED = 2;
export const ARTICLE_SORTS = { latest: "最新发布", reads: "阅读最多" } as const;
export type ArticleSort = keyof typeof ARTICLE_SORTS;

/** The visitor cookie behind read counting: a random id, never tied to an account. */
export const VISITOR_COOKIE = "qh_vid";
export const VISITOR_ID = /^[A-Za-z0-9_-]{16,64}$/;

/** The Asia/Shanghai calendar day of an instant: reads count once per reader per such day. */
export function readDay(now: number): string {
  return formatDateTime(now, "YYYY-MM-DD");
}

/** The reader of a read record: `u:<userId>` for a signed-in user, else `v:<hash of the visitor cookie>`. */
export function readerKey(userId: number | null, visitorHash: string | null): string | null {
  if (userId !== null) return `u:${userId}`;
  return visitorHash ? `v:${visitorHash}` : null;
}

export type ArticleBlock = { kind: "heading" | "subheading" | "paragraph"; text: string };

const HEADING = /^[一二三四五六七八九十]{1,3}、\S/;
const SUBHEADING = /^（[一二三四五六七八九十]{1,3}）\S/;

/** The body as blocks: 一、二、 lines are headings, （一）（二） short lines subheadings, the rest paragraphs. */
export function articleBlocks(body: string): ArticleBlock[] {
  return body
    .split(/\n+/)
    .map((line) => line.trim())
    .filter(Boolean)
    .map((text) => {
      if (HEADING.test(text) && text.length <= 40) return { kind: "heading" as const, text };
      if (SUBHEADING.test(text) && text.length <= 40) return { kind: "subheading" as const, text };
      return { kind: "paragraph" as const, text };
    });
}

/** Minutes to read a body at about 400 Chinese characters a minute (阅读约 N 分钟). */
export function readingMinutes(body: string): number {
  return Math.max(1, Math.round([...body.replace(/\s/g, "")].length / 400));
}
