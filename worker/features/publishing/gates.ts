import { TRPCError } from "@trpc/server";
import { and, eq, isNotNull, ne } from "drizzle-orm";
import { hasContactAd, PUBLISHING_LIMITS as L, PUBLISHING_MESSAGES as M } from "#core/publishing";
import type { DB } from "#db/client";
import { templateCategories, templates } from "#db/schema";
import { similarTemplates } from "../templates/similar";

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

/** The approved template this text copies (≥ 90 % of its shingles), with the share; null when none. */
export async function duplicateOf(db: DB, body: string, exceptId: number | null): Promise<{ title: string; share: number } | null> {
  const [best] = await similarTemplates(db, body, exceptId, "text");
  return best && best.share >= L.duplicateShare ? { title: best.title, share: best.share } : null;
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
