import { bindLaw, parseCitations } from "../../core/citations.ts";
import type { SqlValue } from "./sql.ts";

type Row = Record<string, SqlValue>;

/** template_citations for the seeded templates: each cited article bound to the seeded entry in force (core/citations). */
export function citationRows(templates: Row[], regulations: Row[]): Row[] {
  const versions = regulations.map((r) => ({
    id: Number(r.id),
    title: String(r.title),
    timeliness: Number(r.timeliness),
    effectiveOn: String(r.effective_on),
  }));
  return templates.flatMap((t) =>
    parseCitations(String(t.body)).flatMap((c) => {
      const entry = bindLaw(c.law, versions);
      return entry ? [{ template_id: Number(t.id), regulation_id: entry.id, article: c.article }] : [];
    }),
  );
}
