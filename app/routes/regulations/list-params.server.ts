import { type RegulationFilters, type RegulationListInput, regulationFilters, regulationListInput } from "#worker/features/regulations/regulations.schema";

export const REGULATION_PAGE_SIZE = 15;

/** The filters of /regulations from the URL; a hand-edited page number falls back to the first page rather than failing the page. */
export function regulationQuery(url: URL): { filters: RegulationFilters; input: RegulationListInput } {
  const raw = Object.fromEntries(url.searchParams);
  const filters = regulationFilters.parse(raw);
  const parsed = regulationListInput.safeParse({ ...raw, size: REGULATION_PAGE_SIZE });
  return { filters, input: parsed.success ? parsed.data : { ...filters, current: 1, size: REGULATION_PAGE_SIZE } };
}
