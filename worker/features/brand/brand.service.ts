import { and, asc, count, desc, eq, ne, or, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import {
  type BrandCounts,
  type BrandLineError,
  type BrandQuery,
  CLASS_SHORT_NAMES,
  classCode,
  classShortName,
  editionFromFileName,
  highlightTerms,
  isGoodsClass,
  parseBrandJsonl,
  parseBrandQuery,
} from "#core/brand";
import type { Segment } from "#core/library-labels";
import { type Page, type PageInput, pageOffset, toPage } from "#core/page";
import type { DB } from "#db/client";
import { contains } from "#db/contains";
import { brandEntries, brandImports } from "#db/schema";
import { brandImportStatements } from "#db/seed/brand";

export type BrandEdition = { edition: string; source: string; classes: number; groups: number; items: number; importedAt: number };
export type NavClass = { classNo: number; code: string; shortName: string; kind: "goods" | "services"; name: string | null; groups: number; items: number };
export type BrandItem = { code: string; name: string; version: string };
export type BrandGroup = { code: string; name: string; version: string; items: BrandItem[] };
export type ClassGoods = Omit<NavClass, "groups" | "items"> & { groups: BrandGroup[]; items: number };

const e = brandEntries;

export async function currentEdition(db: DB): Promise<BrandEdition | null> {
  const [row] = await db.select().from(brandImports).orderBy(desc(brandImports.id)).limit(1);
  return row ? { edition: row.edition, source: row.source, classes: row.classes, groups: row.groups, items: row.items, importedAt: row.importedAt } : null;
}

export async function importHistory(db: DB, limit = 10): Promise<(BrandEdition & { id: number })[]> {
  return db.select().from(brandImports).orderBy(desc(brandImports.id)).limit(limit);
}

const navHead = (classNo: number) => ({
  classNo,
  code: classCode(classNo),
  shortName: classShortName(classNo),
  kind: isGoodsClass(classNo) ? ("goods" as const) : ("services" as const),
});

/** All 45 classes, including any the loaded table lacks (name null, no groups), so navigation is stable. */
export async function navbar(db: DB): Promise<NavClass[]> {
  const [classes, counts] = await db.batch([
    db.select({ classNo: e.classNo, name: e.name }).from(e).where(eq(e.type, "class")),
    db.select({ classNo: e.classNo, type: e.type, n: count() }).from(e).where(ne(e.type, "class")).groupBy(e.classNo, e.type),
  ]);
  const names = new Map(classes.map((c) => [c.classNo, c.name]));
  const n = new Map(counts.map((c) => [`${c.classNo}:${c.type}`, c.n]));
  return CLASS_SHORT_NAMES.map((_, i) => {
    const classNo = i + 1;
    return { ...navHead(classNo), name: names.get(classNo) ?? null, groups: n.get(`${classNo}:group`) ?? 0, items: n.get(`${classNo}:item`) ?? 0 };
  });
}

/** A class with its similar groups and, per group, its items (international codes first, then C items). */
export async function classGoods(db: DB, classNo: number): Promise<ClassGoods> {
  const rows = await db
    .select({ code: e.code, type: e.type, name: e.name, parentCode: e.parentCode, version: e.version })
    .from(e)
    .where(eq(e.classNo, classNo))
    .orderBy(asc(e.code));
  const groups = new Map<string, BrandGroup>();
  for (const r of rows) if (r.type === "group") groups.set(r.code, { code: r.code, name: r.name, version: r.version, items: [] });
  let items = 0;
  for (const r of rows) {
    if (r.type !== "item") continue;
    groups.get(r.parentCode ?? "")?.items.push({ code: r.code, name: r.name, version: r.version });
    items++;
  }
  return { ...navHead(classNo), name: rows.find((r) => r.type === "class")?.name ?? null, groups: [...groups.values()], items };
}

export type BrandHit = {
  code: string;
  type: "group" | "item";
  name: string;
  segments: Segment[];
  codeSegments: Segment[];
  classNo: number;
  groupCode: string;
  groupName: string;
  groupSegments: Segment[];
};
export type BrandSearchInput = PageInput & { keyword: string; classNo?: number };
export type BrandSearchPage = Page<BrandHit> & {
  keyword: string;
  kind: BrandQuery["kind"] | null;
  /** Hits among similar groups and among items, within the class filter if any. */
  groups: number;
  items: number;
  /** Hits per class without the class filter, for narrowing a broad query. */
  classes: { classNo: number; shortName: string; count: number }[];
};

function matching(query: BrandQuery): SQL | undefined {
  switch (query.kind) {
    case "text":
      return and(ne(e.type, "class"), ...query.terms.map((t) => contains(e.name, t)));
    case "class":
      return and(eq(e.type, "group"), eq(e.classNo, query.classNo));
    case "group":
      return or(and(eq(e.type, "group"), eq(e.code, query.code)), and(eq(e.type, "item"), eq(e.parentCode, query.code)));
    case "code":
      // The prefix is C and digits only (parseBrandQuery), so it needs no escaping.
      return and(ne(e.type, "class"), sql`${e.code} LIKE ${`${query.prefix}%`}`);
  }
}

/**
 * Search across item and group names (every word must appear) or a code lookup. Rows come ordered by
 * class and group, the group itself first, so the page can nest them.
 * The table is small (about 12.5k rows): a LIKE scan answers in a few milliseconds, no index needed.
 */
export async function searchBrand(db: DB, input: BrandSearchInput): Promise<BrandSearchPage> {
  const query = parseBrandQuery(input.keyword);
  const empty = { keyword: input.keyword.trim(), kind: query?.kind ?? null, groups: 0, items: 0, classes: [] };
  const where = query ? matching(query) : undefined;
  if (!query || !where) return { ...toPage([], 0, input), ...empty };
  const filtered = input.classNo ? and(where, eq(e.classNo, input.classNo)) : where;
  // D1 batches return rows keyed by column name, so the group's name needs its own alias.
  const g = alias(brandEntries, "g");
  const groupCode = sql<string>`CASE WHEN ${e.type} = 'group' THEN ${e.code} ELSE ${e.parentCode} END`;
  // Word queries put exact and shorter names first within a group; code lookups keep the book's order.
  const relevance = query.kind === "text" ? [...(query.terms.length === 1 ? [sql`${e.name} <> ${query.terms[0]}`] : []), sql`length(${e.name})`] : [];
  const [rows, facets] = await db.batch([
    db
      .select({
        code: e.code,
        type: e.type,
        name: e.name,
        classNo: e.classNo,
        groupCode: groupCode.as("group_code"),
        groupName: sql<string | null>`${g.name}`.as("group_name"),
      })
      .from(e)
      .leftJoin(g, and(eq(e.type, "item"), eq(g.code, e.parentCode)))
      .where(filtered)
      .orderBy(asc(e.classNo), asc(groupCode), sql`${e.type} = 'item'`, ...relevance, asc(e.code))
      .limit(input.size)
      .offset(pageOffset(input)),
    db
      .select({ classNo: e.classNo, n: count(), groups: sql<number>`sum(${e.type} = 'group')` })
      .from(e)
      .where(where)
      .groupBy(e.classNo)
      .orderBy(asc(e.classNo)),
  ]);
  const inScope = facets.filter((f) => !input.classNo || f.classNo === input.classNo);
  const total = inScope.reduce((s, f) => s + f.n, 0);
  const groups = inScope.reduce((s, f) => s + Number(f.groups ?? 0), 0);
  const terms = query.kind === "text" ? query.terms : [];
  const codeTerms = (type: string) => (query.kind === "code" ? [query.prefix] : query.kind === "group" && type === "group" ? [query.code] : []);
  const records = rows.map((r): BrandHit => {
    const groupName = r.type === "group" ? r.name : (r.groupName ?? "");
    return {
      code: r.code,
      type: r.type === "group" ? "group" : "item",
      name: r.name,
      segments: highlightTerms(r.name, terms),
      codeSegments: highlightTerms(r.code, codeTerms(r.type)),
      classNo: r.classNo,
      groupCode: r.groupCode,
      groupName,
      groupSegments: highlightTerms(groupName, terms),
    };
  });
  return {
    ...toPage(records, total, input),
    ...empty,
    groups,
    items: total - groups,
    classes: facets.map((f) => ({ classNo: f.classNo, shortName: classShortName(f.classNo), count: f.n })),
  };
}

export type BrandImportInput = { text: string; source: string; edition?: string; dryRun: boolean };
export type BrandImportResult = {
  ok: boolean;
  imported: boolean;
  edition: string;
  counts: BrandCounts;
  /** The first problems, by line; errorCount has them all. */
  errors: BrandLineError[];
  errorCount: number;
};

const ERRORS_SHOWN = 100;

/**
 * Checks an uploaded JSONL table with the same parser as the seed and the importer and, unless it is a
 * dry run, replaces the table in one D1 batch (a transaction: readers never see it half loaded).
 */
export async function importTable(db: DB, input: BrandImportInput, now: number): Promise<BrandImportResult> {
  const parsed = parseBrandJsonl(input.text);
  const edition = input.edition || editionFromFileName(input.source);
  const result = { edition, counts: parsed.counts, errors: parsed.errors.slice(0, ERRORS_SHOWN), errorCount: parsed.errors.length };
  if (parsed.errors.length) return { ok: false, imported: false, ...result };
  if (input.dryRun) return { ok: true, imported: false, ...result };
  const [first, ...rest] = brandImportStatements(parsed.entries, { edition, source: input.source, counts: parsed.counts, importedAt: now }).map((s) =>
    db.run(sql.raw(s)),
  );
  if (first) await db.batch([first, ...rest]);
  return { ok: true, imported: true, ...result };
}
