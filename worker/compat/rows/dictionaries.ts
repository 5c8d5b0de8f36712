import type { CompatRoute } from "../fields";

// REST rows (SPEC §7) of the dictionaries the mini-program reads: /admin/lawyer/kvs (the lawyer
// dictionaries as value/label pairs) and the items of lawyer_professional_title and
// lawyer_individual_tag. Before the lawyer rows: /admin/lawyer/:id would otherwise take kvs.
export const dictionariesRows: CompatRoute[] = [
  { method: "GET", path: "/admin/lawyer/kvs", input: "none", call: (c) => c.dictionaries.kvs() },
  ...(["lawyer_professional_title", "lawyer_individual_tag"] as const).map(
    (kind): CompatRoute => ({ method: "GET", path: `/admin/dict/type/${kind}`, input: "none", call: (c) => c.dictionaries.items({ kind }) }),
  ),
];
