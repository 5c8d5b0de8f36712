import { and, asc, count, desc, eq, isNull, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import { DOCUMENT_KINDS, type DocumentCard, type DocumentDetail, type DocumentKind, type DocumentKindNode } from "#core/documents";
import { highlight } from "#core/highlight";
import type { Page } from "#core/page";
import type { DB } from "#db/client";
import { documentCategories, documents } from "#db/schema";
import { categoryPath, categoryPathColumns, inCategory, joinCategoryPath, categoryTree as toTree } from "#worker/lib/library/categories";
import { DOCUMENT_SEARCH } from "#worker/lib/library/libraries";
import { keywordMatch, titleFirst } from "#worker/lib/library/search";
import { type PageQuery, pageQuery, runPart } from "#worker/lib/select-page";
import type { DocumentListInput } from "./documents.schema";

const parent = alias(documentCategories, "parent");

/** What the site may show: every public read of documents (lists, detail, search, sitemap, history) filters by it. */
export const PUBLISHED_DOCUMENT = isNull(documents.hiddenAt);

const asKind = (k: number): DocumentKind => (k === 2 ? 2 : 1);

/** The category tree grouped by kind (诉讼文书, 非诉文书), with document counts at every level. */
export async function categoryTree(db: DB): Promise<DocumentKindNode[]> {
  const [cats, counts] = await db.batch([
    db.select().from(documentCategories).orderBy(asc(documentCategories.sort), asc(documentCategories.id)),
    db.select({ id: documents.categoryId, n: count() }).from(documents).where(PUBLISHED_DOCUMENT).groupBy(documents.categoryId),
  ]);
  return ([1, 2] as const).map((kind) => {
    const categories = toTree(cats, counts, (c) => c.kind === kind);
    return { kind, name: DOCUMENT_KINDS[kind], count: categories.reduce((s, c) => s + c.count, 0), categories };
  });
}

/**
 * The document list: kind, category, sort and Chinese keyword search (worker/lib/library), title hits
 * first. The excerpt is the
 * summary, or the passage of the body around the first hit when only the body matches.
 */
export function documentPage(db: DB, input: DocumentListInput): PageQuery<DocumentCard> {
  const where: SQL[] = [PUBLISHED_DOCUMENT];
  if (input.category) where.push(inCategory(documents.categoryId, documentCategories, input.category));
  if (input.kind !== undefined) where.push(eq(documentCategories.kind, input.kind));
  const keyword = input.keyword || undefined;
  if (keyword) where.push(keywordMatch(DOCUMENT_SEARCH, keyword).all);
  const order = [
    ...(keyword ? [titleFirst(DOCUMENT_SEARCH, keyword)] : []),
    input.sort === "views" ? desc(documents.views) : desc(documents.createdAt),
    desc(documents.id),
  ];
  const excerpt = keyword
    ? sql<string>`CASE WHEN instr(${documents.summary}, ${keyword}) > 0 OR instr(${documents.body}, ${keyword}) = 0 THEN ${documents.summary} ELSE substr(${documents.body}, max(instr(${documents.body}, ${keyword}) - 30, 1), 90) END`
    : sql<string>`${documents.summary}`;
  const filter = and(...where);
  return pageQuery(
    input,
    db
      .select({
        id: documents.id,
        title: documents.title,
        excerpt: excerpt.as("excerpt"),
        kind: documentCategories.kind,
        categorySlug: sql<string>`${documentCategories.slug}`.as("category_slug"),
        categoryName: sql<string>`${documentCategories.name}`.as("category_name"),
        views: documents.views,
        updatedAt: documents.updatedAt,
      })
      .from(documents)
      .innerJoin(documentCategories, eq(documentCategories.id, documents.categoryId))
      .where(filter)
      .orderBy(...order)
      .$dynamic(),
    db.select({ n: count() }).from(documents).innerJoin(documentCategories, eq(documentCategories.id, documents.categoryId)).where(filter),
    (r) => ({
      ...r,
      kind: asKind(r.kind),
      titleSegments: highlight(r.title, keyword),
      excerpt: highlight(r.excerpt.replace(/\s+/g, " "), keyword),
    }),
  );
}

export function listDocuments(db: DB, input: DocumentListInput): Promise<Page<DocumentCard>> {
  return runPart(db, documentPage(db, input));
}

export async function documentDetail(db: DB, id: number): Promise<DocumentDetail | null> {
  const [row] = await joinCategoryPath(
    db
      .select({ doc: documents, kind: documentCategories.kind, ...categoryPathColumns(documentCategories, parent) })
      .from(documents)
      .$dynamic(),
    documents.categoryId,
    documentCategories,
    parent,
  )
    .where(and(PUBLISHED_DOCUMENT, eq(documents.id, id)))
    .limit(1);
  if (!row) return null;
  const d = row.doc;
  return {
    id: d.id,
    title: d.title,
    kind: asKind(row.kind),
    category: categoryPath(row),
    summary: d.summary,
    notes: parseNotes(d.notes),
    body: d.body,
    views: d.views,
    downloads: d.downloads,
    createdAt: d.createdAt,
    updatedAt: d.updatedAt,
  };
}

/** notes is a JSON array of strings; a malformed value shows no notes rather than failing the page. */
export function parseNotes(raw: string): string[] {
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : [];
  } catch {
    return [];
  }
}

/** Other documents of the same category, then of its sibling categories, most viewed first. */
export async function relatedDocuments(db: DB, id: number, limit = 6): Promise<{ id: number; title: string }[]> {
  const [row] = await db
    .select({ categoryId: documents.categoryId, parentId: documentCategories.parentId })
    .from(documents)
    .innerJoin(documentCategories, eq(documentCategories.id, documents.categoryId))
    .where(and(PUBLISHED_DOCUMENT, eq(documents.id, id)))
    .limit(1);
  if (!row) return [];
  const scope = row.parentId === null ? eq(documents.categoryId, row.categoryId) : eq(documentCategories.parentId, row.parentId);
  return db
    .select({ id: documents.id, title: documents.title })
    .from(documents)
    .innerJoin(documentCategories, eq(documentCategories.id, documents.categoryId))
    .where(and(PUBLISHED_DOCUMENT, scope, sql`${documents.id} <> ${id}`))
    .orderBy(sql`${documents.categoryId} <> ${row.categoryId}`, desc(documents.views), desc(documents.id))
    .limit(limit);
}

export async function countView(db: DB, id: number): Promise<void> {
  await db
    .update(documents)
    .set({ views: sql`${documents.views} + 1` })
    .where(eq(documents.id, id));
}
