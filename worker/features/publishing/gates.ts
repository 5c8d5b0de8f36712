import { TRPCError } from "@trpc/server";
import { and, eq, inArray, isNotNull, ne, sql } from "drizzle-orm";
import { previewOf } from "#core/preview";
import { containedShare, hasContactAd, PUBLISHING_LIMITS as L, PUBLISHING_MESSAGES as M, shingles } from "#core/publishing";
import type { DB } from "#db/client";
import { templateCategories, templates } from "#db/schema";
import { ftsPhrase } from "#worker/lib/library/search";

// Quality gates a submission passes before a reviewer sees it (and again when approved): length, a
// leaf category, a title no live template uses, no advertising outside the platform, not a copy of a
// library template. Each refusal is one clear message.

export type GateInput = {
  templateId: number | null;
  title: string;
  categoryId: number | null;
  summary: string;
  useNotes: string[];
  riskNotes: string[];
  suitHints: string[];
  body: string;
};

export function refuse(message: string): never {
  throw new TRPCError({ code: "BAD_REQUEST", message });
}

/**
 * Phrases of six Han characters that find the templates sharing them through the trigram index: half
 * from the opening (a paid template is indexed by its preview only, core/preview.ts), half spread over
 * the rest.
 */
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

/** The approved template this text copies (≥ 90 % of its shingles), with the share; null when none. */
export async function duplicateOf(db: DB, body: string, exceptId: number | null): Promise<{ title: string; share: number } | null> {
  const phrases = probes(body);
  if (!phrases.length) return null;
  const match = phrases.map(ftsPhrase).join(" OR ");
  const hits = await db.all<{ id: number }>(sql`SELECT rowid AS id FROM templates_fts WHERE templates_fts MATCH ${match} ORDER BY rank LIMIT ${CANDIDATES}`);
  const ids = hits.map((h) => h.id).filter((id) => id !== exceptId);
  if (!ids.length) return null;
  const rows = await db
    .select({ title: templates.title, body: templates.body })
    .from(templates)
    .where(and(inArray(templates.id, ids), eq(templates.status, 2)));
  const mine = shingles(body);
  let best: { title: string; share: number } | null = null;
  for (const row of rows) {
    const share = containedShare(mine, shingles(row.body));
    if (share >= L.duplicateShare && (!best || share > best.share)) best = { title: row.title, share };
  }
  return best;
}

export async function checkGates(db: DB, s: GateInput): Promise<void> {
  const title = [...s.title].length;
  if (title < L.titleMin || title > L.titleMax) refuse(M.titleLength);
  if (!s.summary) refuse(M.summary);
  const length = [...s.body.replace(/\s/g, "")].length;
  if (length < L.bodyMin) refuse(M.bodyShort);
  if (s.body.length > L.bodyMax) refuse(M.bodyLong);
  if ([s.title, s.summary, s.body, ...s.useNotes, ...s.riskNotes, ...s.suitHints].some(hasContactAd)) refuse(M.contact);
  if (s.categoryId === null) refuse(M.category);
  const [leaf, taken] = await db.batch([
    db
      .select({ id: templateCategories.id })
      .from(templateCategories)
      .where(and(eq(templateCategories.id, s.categoryId), isNotNull(templateCategories.parentId))),
    db
      .select({ id: templates.id })
      .from(templates)
      .where(and(eq(templates.title, s.title), eq(templates.status, 2), ne(templates.id, s.templateId ?? 0)))
      .limit(1),
  ]);
  if (!leaf.length) refuse(M.category);
  if (taken.length) refuse(M.titleTaken);
  const copy = await duplicateOf(db, s.body, s.templateId);
  if (copy) refuse(M.duplicate(copy.title, Math.floor(copy.share * 100)));
}
