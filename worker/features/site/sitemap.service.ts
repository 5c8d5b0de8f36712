import { count, sql } from "drizzle-orm";
import type { DB } from "#db/client";
import { articles, cases, documents, regulations, templates } from "#db/schema";
import { PUBLISHED_TEMPLATE } from "#worker/lib/library/published";
import { PUBLISHED_ARTICLE } from "../articles/articles.service";
import { PUBLISHED_CASE } from "../cases/cases.service";
import { PUBLISHED_DOCUMENT } from "../documents/documents.service";
import { PUBLISHED_REGULATION } from "../regulations/regulations.service";

// sitemap.xml (paged): an index of files of at most SITEMAP_PAGE_SIZE URLs each, per library.
export const SITEMAP_PAGE_SIZE = 5000;

export const STATIC_PATHS = [
  "/",
  "/clause",
  "/documentLibrary",
  "/regulations",
  "/caseLibrary",
  "/lawyerArticle",
  "/legalKnowledge",
  "/litigationCosts",
  "/brand",
  "/seekLawyer",
  "/aboutUs",
  "/settleIn",
];

const SECTIONS = {
  templates: {
    path: (id: number) => `/templateDetails/${id}`,
    count: (db: DB) => db.select({ n: count() }).from(templates).where(PUBLISHED_TEMPLATE),
    page: (db: DB, offset: number) =>
      db
        .select({ id: templates.id, at: templates.updatedAt })
        .from(templates)
        .where(PUBLISHED_TEMPLATE)
        .orderBy(templates.id)
        .limit(SITEMAP_PAGE_SIZE)
        .offset(offset),
  },
  documents: {
    path: (id: number) => `/documentLibrary/${id}`,
    count: (db: DB) => db.select({ n: count() }).from(documents).where(PUBLISHED_DOCUMENT),
    page: (db: DB, offset: number) =>
      db
        .select({ id: documents.id, at: documents.updatedAt })
        .from(documents)
        .where(PUBLISHED_DOCUMENT)
        .orderBy(documents.id)
        .limit(SITEMAP_PAGE_SIZE)
        .offset(offset),
  },
  articles: {
    path: (id: number) => `/articleDetails/${id}`,
    count: (db: DB) => db.select({ n: count() }).from(articles).where(PUBLISHED_ARTICLE),
    page: (db: DB, offset: number) =>
      db
        .select({ id: articles.id, at: articles.updatedAt })
        .from(articles)
        .where(PUBLISHED_ARTICLE)
        .orderBy(articles.id)
        .limit(SITEMAP_PAGE_SIZE)
        .offset(offset),
  },
  regulations: {
    path: (id: number) => `/regulations/${id}`,
    count: (db: DB) => db.select({ n: count() }).from(regulations).where(PUBLISHED_REGULATION),
    page: (db: DB, offset: number) =>
      db
        .select({ id: regulations.id, at: regulations.updatedAt })
        .from(regulations)
        .where(PUBLISHED_REGULATION)
        .orderBy(regulations.id)
        .limit(SITEMAP_PAGE_SIZE)
        .offset(offset),
  },
  cases: {
    path: (id: number) => `/caseLibrary/${id}`,
    count: (db: DB) => db.select({ n: count() }).from(cases).where(PUBLISHED_CASE),
    page: (db: DB, offset: number) =>
      db
        .select({ id: cases.id, at: sql<number>`${cases.createdAt}` })
        .from(cases)
        .where(PUBLISHED_CASE)
        .orderBy(cases.id)
        .limit(SITEMAP_PAGE_SIZE)
        .offset(offset),
  },
} as const;

export type SitemapSection = keyof typeof SECTIONS;
export const isSection = (s: string): s is SitemapSection => s in SECTIONS;

/** The sitemap files: static pages, then every page of every library that has rows. */
export async function sitemapFiles(db: DB): Promise<string[]> {
  const files = ["/sitemap/static.xml"];
  for (const [name, section] of Object.entries(SECTIONS)) {
    const [row] = await section.count(db);
    const pages = Math.ceil((row?.n ?? 0) / SITEMAP_PAGE_SIZE);
    for (let p = 1; p <= pages; p++) files.push(`/sitemap/${name}-${p}.xml`);
  }
  return files;
}

export async function sitemapEntries(db: DB, section: SitemapSection, page: number): Promise<{ path: string; at: number }[]> {
  const s = SECTIONS[section];
  const rows = await s.page(db, (page - 1) * SITEMAP_PAGE_SIZE);
  return rows.map((r) => ({ path: s.path(r.id), at: r.at }));
}
