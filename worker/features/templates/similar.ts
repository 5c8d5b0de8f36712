import { and, inArray, sql } from "drizzle-orm";
import { previewOf } from "#core/preview";
import { containedShare, shingles } from "#core/publishing";
import type { DB } from "#db/client";
import { templates } from "#db/schema";
import { PUBLISHED_TEMPLATE } from "#worker/lib/library/published";
import { ftsPhrase } from "#worker/lib/library/search";

// The live templates a text shares the most with: phrases of six Han characters find candidates through
// the trigram index (half from the opening — a paid template is indexed by its preview only, core/preview.ts —
// half spread over the rest), and five-character shingles measure how much they share. Used by the
// publishing gate (a copy of a library template) and by the contract comparison (the template a contract
// resembles most).

const PROBES = 8;
const PROBE_LENGTH = 6;
const CANDIDATES = 10;

function phrasesOf(text: string): string[] {
  return (text.match(/\p{Script=Han}{6,}/gu) ?? []).flatMap((run) => {
    const chars = [...run];
    const out: string[] = [];
    for (let i = 0; i + PROBE_LENGTH <= chars.length; i += PROBE_LENGTH) out.push(chars.slice(i, i + PROBE_LENGTH).join(""));
    return out;
  });
}

function spread(phrases: string[], n: number): string[] {
  if (phrases.length <= n) return phrases;
  return Array.from({ length: n }, (_, i) => phrases[Math.floor((i * phrases.length) / n)] as string);
}

function probes(body: string): string[] {
  const head = previewOf(body);
  return [...new Set([...spread(phrasesOf(head), PROBES), ...spread(phrasesOf(body.slice(head.length)), PROBES)])];
}

export type Similar = { id: number; title: string; share: number };

/**
 * Live templates sharing phrases with the text, most similar first. `share` is the part of the text's
 * shingles found in the template (`of: "text"`, a copy test) or of the template's found in the text
 * (`of: "template"`, how much of the template a contract covers).
 */
export async function similarTemplates(db: DB, body: string, exceptId: number | null, of: "text" | "template"): Promise<Similar[]> {
  const phrases = probes(body);
  if (!phrases.length) return [];
  const match = phrases.map(ftsPhrase).join(" OR ");
  const hits = await db.all<{ id: number }>(sql`SELECT rowid AS id FROM templates_fts WHERE templates_fts MATCH ${match} ORDER BY rank LIMIT ${CANDIDATES}`);
  const ids = hits.map((h) => h.id).filter((id) => id !== exceptId);
  if (!ids.length) return [];
  const rows = await db
    .select({ id: templates.id, title: templates.title, body: templates.body })
    .from(templates)
    .where(and(inArray(templates.id, ids), PUBLISHED_TEMPLATE));
  const mine = shingles(body);
  return rows
    .map((row) => {
      const theirs = shingles(row.body);
      return { id: row.id, title: row.title, share: of === "text" ? containedShare(mine, theirs) : containedShare(theirs, mine) };
    })
    .sort((a, b) => b.share - a.share);
}
