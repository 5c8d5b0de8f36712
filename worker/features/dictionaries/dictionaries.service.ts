import { TRPCError } from "@trpc/server";
import { and, asc, eq, type SQL, sql } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import { type DictKind, isExternalLink } from "#core/dictionaries";
import { LAWYER_TYPES, lawyerTypeName, TAG_CHARS } from "#core/lawyers";
import type { DB } from "#db/client";
import { dictItems, lawyerProfiles } from "#db/schema";

// Dictionaries (数据字典): read where the pages already query (no per-isolate copy, so an edit shows on
// the next request everywhere), and edited in the console. Titles and tags are stored on profiles by
// their label, so a rename carries over to the profiles in the same batch, and a value in use can only
// be disabled. Lawyer types are named here but their codes (and who may sell) belong to core/lawyers.ts.

export type DictItem = { id: number; kind: DictKind; value: string | null; label: string; sort: number; enabled: boolean };
export type ConsoleDictItem = DictItem & { inUse: number };

const columns = {
  id: dictItems.id,
  kind: dictItems.kind,
  value: dictItems.value,
  label: dictItems.label,
  sort: dictItems.sort,
  enabled: dictItems.enabled,
};
const order = [asc(dictItems.sort), asc(dictItems.id)] as const;

/** The enabled items of one kind in display order, as a statement a page's batch can carry. */
export function enabledItemsQuery(db: DB, kind: DictKind) {
  return db
    .select(columns)
    .from(dictItems)
    .where(and(eq(dictItems.kind, kind), eq(dictItems.enabled, true)))
    .orderBy(...order);
}

export async function enabledItems(db: DB, kind: DictKind): Promise<DictItem[]> {
  return enabledItemsQuery(db, kind);
}

/** The lawyer types the dictionary names, in its order; a code core does not know is never offered. */
export function typeOptions(rows: DictItem[]): { value: number; label: string }[] {
  return rows.filter((t) => Number(t.value) in LAWYER_TYPES).map((t) => ({ value: Number(t.value), label: t.label }));
}

/** A lawyer type's label for cards: the dictionary's name of the code, else its statutory name in core. */
/**
 * The label of a lawyer type as the dictionary names it (disabled items too: a profile keeps its type),
 * read inside the query that lists the profiles; NULL where the dictionary has no item for the code.
 */
export function typeLabelSql(type: SQLiteColumn): SQL<string | null> {
  return sql<
    string | null
  >`(SELECT ${dictItems.label} FROM ${dictItems} WHERE ${dictItems.kind} = 'lawyer_type' AND ${dictItems.value} = CAST(${type} AS TEXT) ORDER BY ${dictItems.id} DESC LIMIT 1)`;
}

/** A type's label: the dictionary's, or the built-in name of the code. */
export function typeLabel(type: number, named: string | null): string {
  return named ?? lawyerTypeName(type);
}

export type LawyerOptions = { titles: string[]; tags: string[]; types: { value: number; label: string }[] };

/** What the directory filters and the profile editor offer (enabled titles, tags and types), as statements a page's batch can carry. */
export function lawyerOptionsQueries(db: DB) {
  return [enabledItemsQuery(db, "lawyer_professional_title"), enabledItemsQuery(db, "lawyer_individual_tag"), enabledItemsQuery(db, "lawyer_type")] as const;
}

export function toLawyerOptions(titles: DictItem[], tags: DictItem[], types: DictItem[]): LawyerOptions {
  return {
    titles: titles.map((t) => t.label),
    tags: tags.map((t) => t.label),
    types: typeOptions(types),
  };
}

export async function lawyerOptions(db: DB): Promise<LawyerOptions> {
  const [titles, tags, types] = await db.batch(lawyerOptionsQueries(db));
  return toLawyerOptions(titles, tags, types);
}

/**
 * A list filter that applies only when `value` is an enabled item of `kind`: anything else is ignored,
 * as a malformed value is, in the same statement as the list (no extra round trip).
 */
export function whenEnabled(kind: DictKind, value: string, condition: SQL): SQL {
  return sql`(${condition} OR NOT EXISTS (SELECT 1 FROM ${dictItems} WHERE ${dictItems.kind} = ${kind} AND ${dictItems.label} = ${value} AND ${dictItems.enabled} = 1))`;
}

/** How many profiles use an item: a title by its label, a tag inside the JSON list; other kinds none. */
function profilesUsing(kind: "lawyer_professional_title" | "lawyer_individual_tag", label: SQL | string): SQL<number> {
  return kind === "lawyer_professional_title"
    ? sql<number>`(SELECT count(*) FROM ${lawyerProfiles} WHERE ${lawyerProfiles.title} = ${label})`
    : sql<number>`(SELECT count(*) FROM ${lawyerProfiles} WHERE EXISTS (SELECT 1 FROM json_each(${lawyerProfiles.tags}) WHERE json_each.value = ${label}))`;
}

// The outer row named in full: drizzle writes a select's own columns unqualified.
const outerLabel = sql.raw("dict_items.label");
const inUseColumn = sql<number>`CASE ${dictItems.kind}
  WHEN 'lawyer_professional_title' THEN ${profilesUsing("lawyer_professional_title", outerLabel)}
  WHEN 'lawyer_individual_tag' THEN ${profilesUsing("lawyer_individual_tag", outerLabel)}
  ELSE 0 END`;

/** Every item of every kind, disabled ones too, with how many profiles use each: the console's tabs. */
export async function consoleItems(db: DB): Promise<ConsoleDictItem[]> {
  return db
    .select({ ...columns, inUse: inUseColumn })
    .from(dictItems)
    .orderBy(asc(dictItems.kind), ...order);
}

/** Enabled footer links, as a statement the root loader's batch carries. */
export function footerLinksQuery(db: DB) {
  return enabledItemsQuery(db, "footer_link");
}

export type FooterLink = { label: string; href: string; external: boolean };

export function toFooterLinks(rows: DictItem[]): FooterLink[] {
  return rows.flatMap((r) => (r.value ? [{ label: r.label, href: r.value, external: isExternalLink(r.value) }] : []));
}

// Console writes.

const DUPLICATE = "同一字典中已有同名项，请换一个名称";

function isUnique(error: unknown): boolean {
  const text = `${(error as Error)?.message ?? ""} ${(error as { cause?: Error })?.cause?.message ?? ""}`;
  return text.includes("UNIQUE");
}

async function uniqueOr<T>(write: Promise<T>, message = DUPLICATE): Promise<T> {
  try {
    return await write;
  } catch (error) {
    if (isUnique(error)) throw new TRPCError({ code: "CONFLICT", message });
    throw error;
  }
}

/** Tags are chosen and stored as a list, so a tag holds no separator and fits the profile's tag length. */
function checkLabel(kind: DictKind, label: string): void {
  if (kind !== "lawyer_individual_tag") return;
  if (/[\s,，、;；]/.test(label)) throw new TRPCError({ code: "BAD_REQUEST", message: "标签不能包含空格、逗号、顿号或分号" });
  if ([...label].length > TAG_CHARS) throw new TRPCError({ code: "BAD_REQUEST", message: `每个标签不超过 ${TAG_CHARS} 个字` });
}

function notFound(): never {
  throw new TRPCError({ code: "NOT_FOUND", message: "字典项不存在或已删除" });
}

async function itemOf(db: DB, id: number): Promise<DictItem> {
  const [row] = await db.select(columns).from(dictItems).where(eq(dictItems.id, id));
  return row ?? notFound();
}

export type NewDictItem = { kind: DictKind; label: string; value?: string | undefined; sort?: number | undefined };

/** Adds a title, tag or footer link (lawyer types cannot be added: their codes are core's). */
export async function addItem(db: DB, input: NewDictItem, now: number): Promise<DictItem> {
  if (input.kind === "lawyer_type") throw new TRPCError({ code: "BAD_REQUEST", message: "律师类型由执业规则确定，只能修改名称和顺序" });
  checkLabel(input.kind, input.label);
  const value = input.kind === "footer_link" ? (input.value ?? null) : null;
  if (input.kind === "footer_link" && !value) throw new TRPCError({ code: "BAD_REQUEST", message: "请填写链接" });
  // Without a given order a new item goes last.
  const sort = input.sort ?? sql`(SELECT coalesce(max(${dictItems.sort}), 0) + 10 FROM ${dictItems} WHERE ${dictItems.kind} = ${input.kind})`;
  const [row] = await uniqueOr(
    db.insert(dictItems).values({ kind: input.kind, value, label: input.label, sort, enabled: true, createdAt: now, updatedAt: now }).returning(columns),
    input.kind === "footer_link" ? "已有同名或同一链接的页脚链接" : DUPLICATE,
  );
  return row ?? notFound();
}

export type DictItemEdit = { id: number; label: string; sort: number; value?: string | undefined };

/**
 * Renames and reorders an item (a footer link may change its link). A title's or tag's new label is
 * written to the profiles that carry the old one in the same batch, guarded on the rename having
 * happened; a label another item of the kind has fails the batch on the unique index.
 */
export async function updateItem(db: DB, input: DictItemEdit, now: number): Promise<DictItem> {
  const before = await itemOf(db, input.id);
  checkLabel(before.kind, input.label);
  const value = before.kind === "footer_link" ? (input.value ?? before.value) : before.value;
  const rename = db
    .update(dictItems)
    .set({ label: input.label, sort: input.sort, value, updatedAt: now })
    .where(and(eq(dictItems.id, input.id), eq(dictItems.label, before.label)))
    .returning(columns);
  const renamed = sql`EXISTS (SELECT 1 FROM ${dictItems} WHERE ${dictItems.id} = ${input.id} AND ${dictItems.label} = ${input.label})`;
  const carry =
    before.label === input.label
      ? []
      : before.kind === "lawyer_professional_title"
        ? [
            db
              .update(lawyerProfiles)
              .set({ title: input.label })
              .where(and(eq(lawyerProfiles.title, before.label), renamed)),
          ]
        : before.kind === "lawyer_individual_tag"
          ? [
              db
                .update(lawyerProfiles)
                .set({
                  tags: sql`(SELECT json_group_array(CASE WHEN value = ${before.label} THEN ${input.label} ELSE value END) FROM json_each(${lawyerProfiles.tags}))`,
                })
                .where(and(sql`EXISTS (SELECT 1 FROM json_each(${lawyerProfiles.tags}) WHERE value = ${before.label})`, renamed)),
            ]
          : [];
  const [rows] = await uniqueOr(db.batch([rename, ...carry]));
  const [row] = rows as DictItem[];
  if (!row) throw new TRPCError({ code: "CONFLICT", message: "该项刚被他人修改，请刷新后再试" });
  return row;
}

/** Enables or disables an item: a disabled title or tag leaves the filters and the profile editor. */
export async function setEnabled(db: DB, id: number, enabled: boolean, now: number): Promise<DictItem> {
  if ((await itemOf(db, id)).kind === "lawyer_type") throw new TRPCError({ code: "BAD_REQUEST", message: "律师类型不能停用，只能修改名称和顺序" });
  const [row] = await db.update(dictItems).set({ enabled, updatedAt: now }).where(eq(dictItems.id, id)).returning(columns);
  return row ?? notFound();
}

/** Deletes an item no profile uses (one guarded statement); a type, or a value in use, is refused. */
export async function removeItem(db: DB, id: number): Promise<void> {
  const before = await itemOf(db, id);
  if (before.kind === "lawyer_type") throw new TRPCError({ code: "BAD_REQUEST", message: "律师类型不能删除" });
  const unused = before.kind === "footer_link" ? sql`1` : sql`${profilesUsing(before.kind, outerLabel)} = 0`;
  const [gone] = await db
    .delete(dictItems)
    .where(and(eq(dictItems.id, id), sql`${unused}`))
    .returning({ id: dictItems.id });
  if (!gone) throw new TRPCError({ code: "CONFLICT", message: "已有律师使用该项，不能删除，可改为停用" });
}
