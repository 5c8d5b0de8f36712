import { type ArticleListInput, articleListInput, type KnowledgeListInput, knowledgeListInput } from "#worker/features/articles/articles.schema";

export const ARTICLE_PAGE_SIZE = 15;

/** The filters of /lawyerArticle and /articleSearch from the URL; a malformed page number falls back to page 1. */
export function articleFilters(url: URL): ArticleListInput {
  const raw = { ...Object.fromEntries(url.searchParams), size: ARTICLE_PAGE_SIZE };
  const parsed = articleListInput.safeParse(raw);
  return parsed.success ? parsed.data : articleListInput.parse({ ...raw, current: 1 });
}

export function knowledgeFilters(url: URL): KnowledgeListInput {
  const raw = { ...Object.fromEntries(url.searchParams), size: ARTICLE_PAGE_SIZE };
  const parsed = knowledgeListInput.safeParse(raw);
  return parsed.success ? parsed.data : knowledgeListInput.parse({ ...raw, current: 1 });
}

/** The search keyword carried from a list to an article, for highlighting; at most 50 characters. */
export function carriedKeyword(url: URL): string | undefined {
  const keyword = url.searchParams.get("keyword")?.trim().slice(0, 50);
  return keyword || undefined;
}
