// Where article pages live; /authorInformation is the lawyer directory's author page.
export const ARTICLE_LIST = "/lawyerArticle";
export const ARTICLE_SEARCH = "/articleSearch";
export const LEGAL_KNOWLEDGE = "/legalKnowledge";

export function articlePath(id: number, keyword?: string): string {
  return keyword ? `/articleDetails/${id}?keyword=${encodeURIComponent(keyword)}` : `/articleDetails/${id}`;
}

export function authorPath(id: number): string {
  return `/authorInformation/${id}`;
}
