import { and, asc, count, desc, eq, isNotNull, isNull, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import type { ClauseCard, ClauseCategoryNode, ClausePick } from "#core/clauses";
import { highlight } from "#core/highlight";
import type { Page } from "#core/page";
import type { DB } from "#db/client";
import { clauseCategories, clauseCopies, clauses } from "#db/schema";
import { type CategoryPath, categoryPath, categoryPathColumns, inCategory, joinCategoryPath, categoryTree as toTree } from "#worker/lib/library/categories";
import { CLAUSE_SEARCH } from "#worker/lib/library/libraries";
import { keywordMatch, titleFirst } from "#worker/lib/library/search";
import { type PageQuery, pageQuery, runPart } from "#worker/lib/select-page";
import type { ClauseListInput } from "./clauses.schema";

const parent = alias(clauseCategories, "parent");

/** What the site shows: every clause the console has not unpublished. */
export const PUBLISHED_CLAUSE = isNull(clauses.hiddenAt);

export async function categoryTree(db: DB): Promise<ClauseCategoryNode[]> {
  const [cats, counts] = await db.batch([
    db.select().from(clauseCategories).orderBy(asc(clauseCategories.sort), asc(clauseCategories.id)),
    db.select({ id: clauses.categoryId, n: count() }).from(clauses).where(PUBLISHED_CLAUSE).groupBy(clauses.categoryId),
  ]);
  return toTree(cats, counts);
}

/** The clause list with its full texts (clauses are short): keyword search (worker/lib/library), title hits first, then the chosen sort. */
export function clausePage(db: DB, input: ClauseListInput): PageQuery<ClauseCard> {
  const where: SQL[] = [PUBLISHED_CLAUSE];
  if (input.category) where.push(inCategory(clauses.categoryId, clauseCategories, input.category));
  const keyword = input.keyword || undefined;
  if (keyword) where.push(keywordMatch(CLAUSE_SEARCH, keyword).all);
  const order = [
    ...(keyword ? [titleFirst(CLAUSE_SEARCH, keyword)] : []),
    input.sort === "copies" ? desc(clauses.copies) : desc(clauses.createdAt),
    desc(clauses.id),
  ];
  const filter = and(...where);
  return pageQuery(
    input,
    db
      .select({
        id: clauses.id,
        title: clauses.title,
        body: clauses.body,
        tips: clauses.tips,
        copies: clauses.copies,
        createdAt: clauses.createdAt,
        categorySlug: sql<string>`${clauseCategories.slug}`.as("category_slug"),
        categoryName: sql<string>`${clauseCategories.name}`.as("category_name"),
        parentName: sql<string>`coalesce(${parent.name}, '')`.as("parent_name"),
      })
      .from(clauses)
      .innerJoin(clauseCategories, eq(clauseCategories.id, clauses.categoryId))
      .leftJoin(parent, eq(parent.id, clauseCategories.parentId))
      .where(filter)
      .orderBy(...order)
      .$dynamic(),
    db.select({ n: count() }).from(clauses).where(filter),
    (r) => ({ ...r, titleSegments: highlight(r.title, keyword), bodySegments: highlight(r.body, keyword) }),
  );
}

export function listClauses(db: DB, input: ClauseListInput): Promise<Page<ClauseCard>> {
  return runPart(db, clausePage(db, input));
}

/** 本周精选: the clauses editors picked most recently. */
export async function weekPicks(db: DB, limit: number): Promise<ClausePick[]> {
  const rows = await db
    .select({
      id: clauses.id,
      title: clauses.title,
      categoryName: clauseCategories.name,
      copies: clauses.copies,
      featuredAt: clauses.featuredAt,
    })
    .from(clauses)
    .innerJoin(clauseCategories, eq(clauseCategories.id, clauses.categoryId))
    .where(and(PUBLISHED_CLAUSE, isNotNull(clauses.featuredAt)))
    .orderBy(desc(clauses.featuredAt), desc(clauses.id))
    .limit(limit);
  return rows.map((r) => ({ ...r, featuredAt: r.featuredAt ?? 0 }));
}

export type ClauseDetail = {
  id: number;
  title: string;
  body: string;
  tips: string;
  copies: number;
  views: number;
  category: CategoryPath;
  featuredAt: number | null;
  createdAt: number;
  updatedAt: number;
};

export async function clauseDetail(db: DB, id: number): Promise<ClauseDetail | null> {
  const [row] = await joinCategoryPath(
    db
      .select({ clause: clauses, ...categoryPathColumns(clauseCategories, parent) })
      .from(clauses)
      .$dynamic(),
    clauses.categoryId,
    clauseCategories,
    parent,
  )
    .where(and(PUBLISHED_CLAUSE, eq(clauses.id, id)))
    .limit(1);
  if (!row) return null;
  const c = row.clause;
  return {
    id: c.id,
    title: c.title,
    body: c.body,
    tips: c.tips,
    copies: c.copies,
    views: c.views,
    category: categoryPath(row),
    featuredAt: c.featuredAt,
    createdAt: c.createdAt,
    updatedAt: c.updatedAt,
  };
}

/**
 * Counts one copy per copier per Asia/Shanghai day (repeated clicks do not inflate 复制次数, which
 * ranks clauses): the record and the guarded increment are one batch, as article reads are. Returns
 * the count after, or null when the clause does not exist.
 */
export async function countCopy(db: DB, id: number, copier: string, day: string): Promise<number | null> {
  const exists = await db.query.clauses.findFirst({ columns: { id: true }, where: and(PUBLISHED_CLAUSE, eq(clauses.id, id)) });
  if (!exists) return null;
  const [, , after] = await db.batch([
    db.insert(clauseCopies).values({ clauseId: id, copier, day }).onConflictDoNothing(),
    db
      .update(clauses)
      .set({ copies: sql`${clauses.copies} + 1` })
      .where(and(eq(clauses.id, id), sql`changes() = 1`)),
    db.select({ copies: clauses.copies }).from(clauses).where(eq(clauses.id, id)),
  ]);
  return after[0]?.copies ?? null;
}

export async function countView(db: DB, id: number): Promise<void> {
  await db
    .update(clauses)
    .set({ views: sql`${clauses.views} + 1` })
    .where(eq(clauses.id, id));
}
