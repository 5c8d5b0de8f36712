import { useSearchParams } from "react-router";
import { filterHref, type QueryChanges } from "~/components/library/query";

export const CASE_LIBRARY = "/caseLibrary";

/** A link to the case list with some filters changed; the page number resets with every change. */
export function useCaseHref() {
  const [params] = useSearchParams();
  return (changes: QueryChanges) => filterHref(CASE_LIBRARY, params, changes);
}
