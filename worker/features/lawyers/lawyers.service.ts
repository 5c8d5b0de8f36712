import { and, asc, count, desc, eq, or, type SQL, sql } from "drizzle-orm";
import { yearOf } from "#core/dates";
import { type LawyerService, maskLicenseNo, offeredServices, practiceYears, sellsPaidServices } from "#core/lawyers";
import { type Page, type PageInput, pageOffset, toPage } from "#core/page";
import { shortCityName } from "#core/regions";
import type { DB } from "#db/client";
import { contains } from "#db/contains";
import { articles, lawyerCases, lawyerFields, lawyerLikes, lawyerProfiles, lawyerVisits, professionalFields, regions, users } from "#db/schema";
import { mapPart, type PageQuery, pageQuery, runPart } from "#worker/lib/select-page";
import { PUBLISHED_ARTICLE } from "../articles/articles.service";
import { enabledItemsQuery, typeLabel, typeLabelSql, typeOptions, whenEnabled } from "../dictionaries/dictionaries.service";
import type { LawyerListInput } from "./lawyers.schema";

// The lawyer directory (找律师): the professional field tree, filtered lists, profiles, likes and visits.
// A few hundred published profiles: name/firm search is a plain LIKE; field counts are joined in memory,
// while a card's fields and type label are subqueries of the card query (one round trip a list).

export type FieldNode = { id: number; slug: string; name: string; count: number; children: { id: number; slug: string; name: string; count: number }[] };

/** The tree's statements (fields, and the published lawyers of each), for fieldTree and a page's batch. */
export function fieldTreeQueries(db: DB) {
  return [
    fieldsQuery(db),
    db
      .select({ userId: lawyerFields.userId, fieldId: lawyerFields.fieldId })
      .from(lawyerFields)
      .innerJoin(lawyerProfiles, eq(lawyerProfiles.userId, lawyerFields.userId))
      .where(eq(lawyerProfiles.published, true)),
  ] as const;
}

/** Every professional field, both levels, in the tree's order. */
export function fieldsQuery(db: DB) {
  return db.select().from(professionalFields).orderBy(asc(professionalFields.sort), asc(professionalFields.id));
}

type FieldRow = { id: number; slug: string; name: string; parentId: number | null };

/** Two-level tree with the number of published lawyers in each field (a lawyer counts once per top field). */
export function toFieldTree(rows: FieldRow[], links: { userId: number; fieldId: number }[]): FieldNode[] {
  const lawyersOf = new Map<number, Set<number>>();
  for (const l of links) {
    const set = lawyersOf.get(l.fieldId) ?? new Set<number>();
    set.add(l.userId);
    lawyersOf.set(l.fieldId, set);
  }
  return rows
    .filter((f) => f.parentId === null)
    .map((top) => {
      const children = rows.filter((f) => f.parentId === top.id);
      const all = new Set([...(lawyersOf.get(top.id) ?? []), ...children.flatMap((c) => [...(lawyersOf.get(c.id) ?? [])])]);
      return {
        id: top.id,
        slug: top.slug,
        name: top.name,
        count: all.size,
        children: children.map((c) => ({ id: c.id, slug: c.slug, name: c.name, count: lawyersOf.get(c.id)?.size ?? 0 })),
      };
    });
}

export async function fieldTree(db: DB): Promise<FieldNode[]> {
  const [rows, links] = await db.batch(fieldTreeQueries(db));
  return toFieldTree(rows, links);
}

export type LawyerCard = {
  id: number;
  name: string;
  title: string;
  firm: string;
  cityCode: string;
  cityName: string;
  lawyerType: number;
  lawyerTypeName: string;
  tags: string[];
  fields: string[];
  years: number;
  likes: number;
  resident: boolean;
  photo: string | null;
  services: LawyerService[];
};

const cardColumns = {
  id: lawyerProfiles.userId,
  name: lawyerProfiles.name,
  title: lawyerProfiles.title,
  firm: lawyerProfiles.firm,
  cityCode: lawyerProfiles.cityCode,
  // Aliased: lawyer_profiles.name and regions.name would collide in a batch result.
  cityName: sql<string | null>`${regions.name}`.as("city_name"),
  lawyerType: lawyerProfiles.lawyerType,
  tags: lawyerProfiles.tags,
  practiceSince: lawyerProfiles.practiceSince,
  likes: lawyerProfiles.likes,
  resident: lawyerProfiles.resident,
  photoKey: lawyerProfiles.photoKey,
  phonePriceFen: lawyerProfiles.phonePriceFen,
  onlinePriceFen: lawyerProfiles.onlinePriceFen,
  customPriceFen: lawyerProfiles.customPriceFen,
  reviewPriceFen: lawyerProfiles.reviewPriceFen,
  // Read in the same query, so a page of cards is one round trip: the type's dictionary label and the
  // profile's fields in the tree's order, as a JSON array.
  typeLabel: typeLabelSql(lawyerProfiles.lawyerType).as("type_label"),
  fieldNames:
    sql<string>`(SELECT json_group_array(name) FROM (SELECT ${professionalFields.name} AS name FROM ${lawyerFields} JOIN ${professionalFields} ON ${professionalFields.id} = ${lawyerFields.fieldId} WHERE ${lawyerFields.userId} = ${lawyerProfiles.userId} ORDER BY ${professionalFields.sort}, ${professionalFields.id}))`.as(
      "field_names",
    ),
};
type CardRow = {
  id: number;
  name: string;
  title: string;
  firm: string;
  cityCode: string;
  cityName: string | null;
  lawyerType: number;
  tags: string;
  practiceSince: number;
  likes: number;
  resident: boolean;
  photoKey: string | null;
  phonePriceFen: number | null;
  onlinePriceFen: number | null;
  customPriceFen: number | null;
  reviewPriceFen: number | null;
  typeLabel: string | null;
  fieldNames: string;
};

/** A JSON array of strings (tags, field names); anything else is none. */
function stringList(json: string): string[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((t): t is string => typeof t === "string") : [];
  } catch {
    return [];
  }
}

/** Profile photos are public objects served by the files route; none means the initials avatar. */
function photoUrl(key: string | null): string | null {
  return key ? `/files/${key}` : null;
}

function toCards(rows: CardRow[], now: number): LawyerCard[] {
  const year = yearOf(now);
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    title: r.title,
    firm: r.firm,
    cityCode: r.cityCode,
    cityName: r.cityName ? shortCityName(r.cityName) : "",
    lawyerType: r.lawyerType,
    lawyerTypeName: typeLabel(r.lawyerType, r.typeLabel),
    tags: stringList(r.tags),
    fields: stringList(r.fieldNames),
    years: practiceYears(r.practiceSince, year),
    likes: r.likes,
    resident: r.resident,
    photo: photoUrl(r.photoKey),
    // 公司律师 and 公职律师 sell nothing, whatever an old row still holds.
    services: sellsPaidServices(r.lawyerType)
      ? offeredServices({ phone: r.phonePriceFen, online: r.onlinePriceFen, custom: r.customPriceFen, review: r.reviewPriceFen })
      : [],
  }));
}

/** The directory list as a batch part: city, field, type, title and tag filters, name/firm search, three orders. */
export function listQuery(db: DB, input: LawyerListInput, now: number): PageQuery<LawyerCard> {
  const where: SQL[] = [eq(lawyerProfiles.published, true), ...placeFilters(input)];
  if (input.type !== undefined) where.push(eq(lawyerProfiles.lawyerType, input.type));
  if (input.title) where.push(whenEnabled("lawyer_professional_title", input.title, eq(lawyerProfiles.title, input.title)));
  if (input.tag) {
    const tagged = sql`EXISTS (SELECT 1 FROM json_each(${lawyerProfiles.tags}) WHERE json_each.value = ${input.tag})`;
    where.push(whenEnabled("lawyer_individual_tag", input.tag, tagged));
  }
  const keyword = input.keyword || undefined;
  if (keyword) {
    where.push(or(contains(lawyerProfiles.name, keyword), contains(lawyerProfiles.firm, keyword)) as SQL);
  }
  const order =
    input.sort === "likes"
      ? [desc(lawyerProfiles.likes), desc(lawyerProfiles.activity)]
      : input.sort === "years"
        ? [asc(lawyerProfiles.practiceSince), desc(lawyerProfiles.activity)]
        : [desc(lawyerProfiles.activity), desc(lawyerProfiles.lastActiveAt)];
  return cardPageQuery(db, where, order, input, now);
}

export function listLawyers(db: DB, input: LawyerListInput, now: number): Promise<Page<LawyerCard>> {
  return runPart(db, listQuery(db, input, now));
}

/**
 * The city and field filters of the directory and of provide_lawyer. A field matches itself and its
 * children, looked up inside the list's own statement; an unknown field matches nobody.
 */
export function placeFilters(input: { city?: string | undefined; fieldId?: number | undefined }): SQL[] {
  const where: SQL[] = [];
  if (input.city && input.city !== "0") where.push(eq(lawyerProfiles.cityCode, input.city));
  if (input.fieldId !== undefined) {
    const fields = sql`SELECT ${professionalFields.id} FROM ${professionalFields} WHERE ${professionalFields.id} = ${input.fieldId} OR ${professionalFields.parentId} = ${input.fieldId}`;
    where.push(sql`${lawyerProfiles.userId} IN (SELECT ${lawyerFields.userId} FROM ${lawyerFields} WHERE ${lawyerFields.fieldId} IN (${fields}))`);
  }
  return where;
}

/** One page of cards of the profiles matching every condition, in the given order (ties by id), as a batch part. */
export function cardPageQuery(db: DB, where: SQL[], order: SQL[], input: PageInput, now: number): PageQuery<LawyerCard> {
  const condition = and(...where);
  const rows = db
    .select(cardColumns)
    .from(lawyerProfiles)
    .leftJoin(regions, eq(regions.code, lawyerProfiles.cityCode))
    .where(condition)
    .orderBy(...order, asc(lawyerProfiles.userId))
    .$dynamic();
  const page = pageQuery(input, rows, db.select({ n: count() }).from(lawyerProfiles).where(condition));
  return mapPart(page, (p) => ({ ...p, records: toCards(p.records, now) }));
}

export function cardPage(db: DB, where: SQL[], order: SQL[], input: PageInput, now: number): Promise<Page<LawyerCard>> {
  return runPart(db, cardPageQuery(db, where, order, input, now));
}

// 最新入驻 (the newest published profiles) and 驻站律师 (resident lawyers, the most active first).
const SIDE_LISTS = {
  recent: { where: eq(lawyerProfiles.published, true), order: [desc(lawyerProfiles.createdAt), desc(lawyerProfiles.userId)] },
  resident: {
    where: and(eq(lawyerProfiles.published, true), eq(lawyerProfiles.resident, true)),
    order: [desc(lawyerProfiles.activity), asc(lawyerProfiles.userId)],
  },
};

type SideList = keyof typeof SIDE_LISTS;

/** A side list's first `size` profiles as cards, for the REST lists. */
function sideListQuery(db: DB, list: SideList, size: number) {
  const { where, order } = SIDE_LISTS[list];
  return db
    .select(cardColumns)
    .from(lawyerProfiles)
    .leftJoin(regions, eq(regions.code, lawyerProfiles.cityCode))
    .where(where)
    .orderBy(...order)
    .limit(size);
}

export async function recentLawyers(db: DB, size: number, now: number): Promise<LawyerCard[]> {
  return toCards(await sideListQuery(db, "recent", size), now);
}

export async function residentLawyers(db: DB, size: number, now: number): Promise<LawyerCard[]> {
  return toCards(await sideListQuery(db, "resident", size), now);
}

/** A lawyer as a side list shows them: a link with the photo, name, city and firm. */
export type LawyerBrief = Pick<LawyerCard, "id" | "name" | "photo" | "cityName" | "firm">;

/** A side list's first `size` profiles as briefs, for the directory page: no field or type subqueries. */
export function sideBriefQuery(db: DB, list: SideList, size: number) {
  const { where, order } = SIDE_LISTS[list];
  return db
    .select({
      id: lawyerProfiles.userId,
      name: lawyerProfiles.name,
      firm: lawyerProfiles.firm,
      cityName: cardColumns.cityName,
      photoKey: lawyerProfiles.photoKey,
    })
    .from(lawyerProfiles)
    .leftJoin(regions, eq(regions.code, lawyerProfiles.cityCode))
    .where(where)
    .orderBy(...order)
    .limit(size);
}

export function toBriefs(rows: { id: number; name: string; firm: string; cityName: string | null; photoKey: string | null }[]): LawyerBrief[] {
  return rows.map((r) => ({ id: r.id, name: r.name, photo: photoUrl(r.photoKey), cityName: r.cityName ? shortCityName(r.cityName) : "", firm: r.firm }));
}

export type LawyerTypeOption = { value: number; label: string; count?: number };

/** types/0: the dictionary; types/1: the types that have published lawyers, with how many. */
export async function lawyerTypes(db: DB, inUse: boolean): Promise<LawyerTypeOption[]> {
  const [named, counts] = await db.batch([
    enabledItemsQuery(db, "lawyer_type"),
    db
      .select({ type: lawyerProfiles.lawyerType, n: count() })
      .from(lawyerProfiles)
      .where(eq(lawyerProfiles.published, true))
      .groupBy(lawyerProfiles.lawyerType),
  ]);
  const all = typeOptions(named);
  if (!inUse) return all;
  const n = new Map(counts.map((c) => [c.type, c.n]));
  return all.flatMap((t) => (n.get(t.value) ? [{ ...t, count: n.get(t.value) ?? 0 }] : []));
}

export type LawyerProfile = LawyerCard & {
  licenseNo: string;
  practiceSince: number;
  intro: string;
  visits: number;
  responseMinutes: number | null;
  liked: boolean;
  fieldTree: { id: number; name: string }[];
  cases: { id: number; title: string; summary: string; year: number }[];
  articles: { id: number; title: string; summary: string; reads: number; publishedAt: number | null }[];
};

/** A published profile with its cases and newest articles; `liked` is the viewer's own like. */
export async function lawyerProfile(db: DB, id: number, viewerId: number | null, now: number): Promise<LawyerProfile | null> {
  const [rows, cases, posts, fields, like] = await db.batch([
    db
      .select({
        ...cardColumns,
        licenseNo: lawyerProfiles.licenseNo,
        intro: lawyerProfiles.intro,
        visits: lawyerProfiles.visits,
        responseMinutes: lawyerProfiles.responseMinutes,
      })
      .from(lawyerProfiles)
      .leftJoin(regions, eq(regions.code, lawyerProfiles.cityCode))
      .where(and(eq(lawyerProfiles.userId, id), eq(lawyerProfiles.published, true))),
    db
      .select({ id: lawyerCases.id, title: lawyerCases.title, summary: lawyerCases.summary, year: lawyerCases.year })
      .from(lawyerCases)
      .where(eq(lawyerCases.lawyerId, id))
      .orderBy(asc(lawyerCases.sort), desc(lawyerCases.year), asc(lawyerCases.id)),
    db
      .select({ id: articles.id, title: articles.title, summary: articles.summary, reads: articles.reads, publishedAt: articles.publishedAt })
      .from(articles)
      .where(and(eq(articles.authorId, id), PUBLISHED_ARTICLE))
      .orderBy(desc(articles.publishedAt), desc(articles.id))
      .limit(5),
    db
      .select({ id: professionalFields.id, name: professionalFields.name })
      .from(lawyerFields)
      .innerJoin(professionalFields, eq(professionalFields.id, lawyerFields.fieldId))
      .where(eq(lawyerFields.userId, id))
      .orderBy(asc(professionalFields.sort), asc(professionalFields.id)),
    db
      .select({ n: count() })
      .from(lawyerLikes)
      .where(and(eq(lawyerLikes.lawyerId, id), eq(lawyerLikes.userId, viewerId ?? 0))),
  ]);
  const row = rows[0];
  if (!row) return null;
  const [card] = toCards([row], now);
  if (!card) return null;
  return {
    ...card,
    licenseNo: maskLicenseNo(row.licenseNo),
    practiceSince: row.practiceSince,
    intro: row.intro,
    visits: row.visits,
    responseMinutes: row.responseMinutes,
    liked: viewerId !== null && (like[0]?.n ?? 0) > 0,
    fieldTree: fields,
    cases,
    articles: posts,
  };
}

/**
 * Likes the lawyer, or takes the like back. The like row and the count change in one batch; the
 * count moves only when the row really changed (changes() of the statement before), so a double
 * click or two tabs can never count twice or push the count below zero.
 */
export async function toggleLike(db: DB, userId: number, lawyerId: number, now: number): Promise<{ liked: boolean; likes: number } | null> {
  const [profile, mine] = await db.batch([
    db
      .select({ id: lawyerProfiles.userId })
      .from(lawyerProfiles)
      .where(and(eq(lawyerProfiles.userId, lawyerId), eq(lawyerProfiles.published, true))),
    db
      .select({ n: count() })
      .from(lawyerLikes)
      .where(and(eq(lawyerLikes.userId, userId), eq(lawyerLikes.lawyerId, lawyerId))),
  ]);
  if (!profile[0]) return null;
  const liked = (mine[0]?.n ?? 0) === 0;
  const target = eq(lawyerProfiles.userId, lawyerId);
  const change = liked
    ? db.insert(lawyerLikes).values({ userId, lawyerId, createdAt: now }).onConflictDoNothing()
    : db.delete(lawyerLikes).where(and(eq(lawyerLikes.userId, userId), eq(lawyerLikes.lawyerId, lawyerId)));
  const [, , after] = await db.batch([
    change,
    db
      .update(lawyerProfiles)
      .set({ likes: liked ? sql`${lawyerProfiles.likes} + 1` : sql`${lawyerProfiles.likes} - 1` })
      .where(and(target, sql`changes() = 1`, liked ? undefined : sql`${lawyerProfiles.likes} > 0`)),
    db.select({ likes: lawyerProfiles.likes }).from(lawyerProfiles).where(target),
  ]);
  return { liked, likes: after[0]?.likes ?? 0 };
}

/** One profile view: a visit row (visitor NULL for visitors) and the counter, together. */
export async function recordLawyerVisit(db: DB, lawyerId: number, visitorId: number | null, now: number): Promise<void> {
  await db.batch([
    db.insert(lawyerVisits).values({ lawyerId, visitorId, createdAt: now }),
    db
      .update(lawyerProfiles)
      .set({ visits: sql`${lawyerProfiles.visits} + 1` })
      .where(eq(lawyerProfiles.userId, lawyerId)),
  ]);
}

export type VisitRecord = { id: number; visitor: string; visitedAt: number };

/** visits_record: who looked at the signed-in lawyer's profile, newest first; visitors show as 访客. */
export async function visitsOf(db: DB, lawyerId: number, input: PageInput): Promise<Page<VisitRecord>> {
  const [rows, total] = await db.batch([
    db
      .select({ id: lawyerVisits.id, nickname: users.nickname, visitedAt: lawyerVisits.createdAt })
      .from(lawyerVisits)
      .leftJoin(users, eq(users.id, lawyerVisits.visitorId))
      .where(eq(lawyerVisits.lawyerId, lawyerId))
      .orderBy(desc(lawyerVisits.createdAt), desc(lawyerVisits.id))
      .limit(input.size)
      .offset(pageOffset(input)),
    db.select({ n: count() }).from(lawyerVisits).where(eq(lawyerVisits.lawyerId, lawyerId)),
  ]);
  return toPage(
    rows.map((r) => ({ id: r.id, visitor: r.nickname ?? "访客", visitedAt: r.visitedAt })),
    total[0]?.n ?? 0,
    input,
  );
}
