import { type LawyerListInput, lawyerListInput } from "#worker/features/lawyers/lawyers.schema";

export const LAWYER_PAGE_SIZE = 10;

/** The directory filters from the URL, in the current city; a malformed page number falls back to page 1. */
export function lawyerFilters(url: URL, city: string): LawyerListInput {
  const raw = { ...Object.fromEntries(url.searchParams), city, size: LAWYER_PAGE_SIZE };
  const parsed = lawyerListInput.safeParse(raw);
  return parsed.success ? parsed.data : lawyerListInput.parse({ ...raw, current: 1 });
}
