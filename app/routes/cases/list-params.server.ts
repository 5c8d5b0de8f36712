import { type CaseListInput, caseListInput } from "#worker/features/cases/cases.schema";

export const CASE_PAGE_SIZE = 15;

/** The list filters of /caseLibrary from its URL; a malformed page number falls back to the first page. */
export function caseFilters(url: URL): CaseListInput {
  const raw = { ...Object.fromEntries(url.searchParams), size: CASE_PAGE_SIZE };
  const parsed = caseListInput.safeParse(raw);
  return parsed.success ? parsed.data : caseListInput.parse({ ...raw, current: 1 });
}

/** The search keyword carried from the list to a case, for highlighting; at most 50 characters. */
export function carriedKeyword(url: URL): string | undefined {
  const keyword = url.searchParams.get("keyword")?.trim().slice(0, 50);
  return keyword || undefined;
}
