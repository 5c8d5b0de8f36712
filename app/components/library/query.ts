// Library lists keep every filter in the URL, so a filter is a plain link that works before
// hydration and a filtered list can be shared.

export type QueryChanges = Record<string, string | number | undefined>;

/**
 * The same list with some query parameters changed: an empty or undefined value removes its
 * parameter, and the page number (`current`) is always dropped so a new filter starts on page 1.
 */
export function filterHref(pathname: string, search: string | URLSearchParams, changes: QueryChanges): string {
  const next = new URLSearchParams(search);
  next.delete("current");
  for (const [k, v] of Object.entries(changes)) {
    if (v === undefined || v === "") next.delete(k);
    else next.set(k, String(v));
  }
  const q = next.toString();
  return q ? `${pathname}?${q}` : pathname;
}

/** The filters a keyword search carries along, as hidden fields: empty and undefined ones are left out. */
export function keptFields(keep: QueryChanges): [string, string][] {
  return Object.entries(keep).flatMap(([k, v]) => (v === undefined || v === "" ? [] : [[k, String(v)] as [string, string]]));
}

/** A sort value for the URL: the default sort is the absence of the parameter. */
export function sortParam(value: string, defaultSort: string): string | undefined {
  return value === defaultSort ? undefined : value;
}
