import { TRPCError } from "@trpc/server";
import { type SQL, sql } from "drizzle-orm";
import type { CategoryCreate, CategoryReorder, CategoryUpdate } from "#core/content-categories";
import type { DB } from "#db/client";
import { changed, rawBatch } from "#db/raw-batch";
import { conflict, notFound } from "../content/content.service";
import type { Tree } from "./category-trees";

// 分类管理: the console edits each category tree (two levels, or flat for 文集分类) with one guarded
// statement per change. A slug is set once (given or generated) and never edited: it stands in public
// list URLs (?category=), so old links keep working. Public pages read the trees live from D1; the
// page cache's generation is bumped by triggers on these tables (drizzle/0038).

const GONE = "该分类不存在或已删除";
const STALE = "该分类已被他人修改，请刷新后重试";
const ORDER_STALE = "分类顺序已被他人修改，请刷新后重试";
const NAME_TAKEN = "同一级下已有同名分类，请换一个名称";
const BAD_PARENT = "上级分类不存在或不是一级分类";
const CYCLE = "不能把分类移到它自己或它的下级分类之下";
const TOO_DEEP = "该分类下还有子分类，不能再移到其他分类之下（分类最多两级）";

export type ConsoleCategory = {
  id: number;
  name: string;
  slug: string;
  parentId: number | null;
  sort: number;
  kind: number | null;
  /** The row as loaded (name, parent, order, kind): the guard of its edit form. */
  version: string;
  children: number;
  uses: number;
};

const T = (tree: Tree) => sql.identifier(tree.table);
/** The parent column, or NULL for the flat tree (it has none). */
const parentOf = (tree: Tree, alias: string) => (tree.twoLevel ? sql`${sql.identifier(alias)}.parent_id` : sql`NULL`);
const kindOf = (tree: Tree, alias: string) => (tree.hasKind ? sql`${sql.identifier(alias)}.kind` : sql`NULL`);
const versionOf = (tree: Tree, alias: string) =>
  sql`json_array(${sql.identifier(alias)}.name, ${parentOf(tree, alias)}, ${sql.identifier(alias)}.sort, ${kindOf(tree, alias)})`;
/** Rows per category of every table that points at the tree: one pass over each, not one per category. */
const usesQuery = (tree: Tree) =>
  sql.join(
    tree.uses.map((u) => sql`SELECT ${sql.identifier(u.column)} AS id, count(*) AS n FROM ${sql.identifier(u.table)} GROUP BY ${sql.identifier(u.column)}`),
    sql` UNION ALL `,
  );
const siblingsOf = (tree: Tree, alias: string, parentId: number | null | SQL) =>
  tree.twoLevel ? sql`${sql.identifier(alias)}.parent_id IS ${parentId}` : sql`1`;

/** The tree in display order: each top category (by sort, then id) followed by its children. */
export async function consoleTree(db: DB, tree: Tree): Promise<ConsoleCategory[]> {
  const [listed, counted] = await rawBatch(db, [
    sql`SELECT c.id, c.name, c.slug, ${parentOf(tree, "c")} AS parentId, c.sort, ${kindOf(tree, "c")} AS kind, ${versionOf(tree, "c")} AS version
      FROM ${T(tree)} AS c ORDER BY c.sort, c.id`,
    usesQuery(tree),
  ]);
  const rows = (listed?.results ?? []) as Omit<ConsoleCategory, "children" | "uses">[];
  const uses = new Map<number, number>();
  for (const r of (counted?.results ?? []) as { id: number; n: number }[]) uses.set(r.id, (uses.get(r.id) ?? 0) + r.n);
  const all = rows.map((r) => ({ ...r, children: rows.filter((c) => c.parentId === r.id).length, uses: uses.get(r.id) ?? 0 }));
  return all.filter((r) => r.parentId === null).flatMap((top) => [top, ...all.filter((r) => r.parentId === top.id)]);
}

/** A parent a row may go under: a top category of the same tree, other than the row itself. */
const parentOk = (tree: Tree, parentId: number | null, self: number | null) =>
  parentId === null ? sql`1` : sql`EXISTS (SELECT 1 FROM ${T(tree)} AS p WHERE p.id = ${parentId} AND p.parent_id IS NULL AND p.id IS NOT ${self})`;

const nameFree = (tree: Tree, name: string, parentId: number | null, self: number | null) =>
  sql`NOT EXISTS (SELECT 1 FROM ${T(tree)} AS n WHERE ${siblingsOf(tree, "n", parentId)} AND n.name = ${name} AND n.id IS NOT ${self})`;

function flatRefusal(tree: Tree, parentId: number | null): void {
  if (!tree.twoLevel && parentId !== null) throw new TRPCError({ code: "BAD_REQUEST", message: `${tree.label}只有一级，不能选择上级分类` });
}

/** A document category's kind: its parent's, else the one chosen. */
function kindValue(tree: Tree, parentId: number | null, kind: number | undefined, fallback: SQL | null): SQL {
  if (parentId !== null) return sql`(SELECT p.kind FROM ${T(tree)} AS p WHERE p.id = ${parentId})`;
  if (kind !== undefined) return sql`${kind}`;
  if (fallback) return fallback;
  throw new TRPCError({ code: "BAD_REQUEST", message: "请选择文书类别" });
}

function isConstraint(error: unknown, kind: "UNIQUE" | "FOREIGN KEY"): boolean {
  const e = error as { message?: string; cause?: { message?: string } } | null;
  return `${e?.message ?? ""} ${e?.cause?.message ?? ""}`.includes(`${kind} constraint failed`);
}

const slugTaken = (slug: string) => conflict(`标识“${slug}”已被使用，请换一个`);

export async function createCategory(db: DB, tree: Tree, input: CategoryCreate, now: number): Promise<{ id: number }> {
  flatRefusal(tree, input.parentId);
  const slug = input.slug ?? `${tree.key}-${now.toString(36)}-${crypto.randomUUID().slice(0, 6)}`;
  // Without a given order a new category goes last among its siblings.
  const sort = input.sort ?? sql`(SELECT coalesce(max(s.sort), 0) + 1 FROM ${T(tree)} AS s WHERE ${siblingsOf(tree, "s", input.parentId)})`;
  const columns = [sql`slug`, sql`name`, sql`sort`];
  const values: SQL[] = [sql`${slug}`, sql`${input.name}`, sql`${sort}`];
  if (tree.twoLevel) {
    columns.push(sql`parent_id`);
    values.push(sql`${input.parentId}`);
  }
  if (tree.hasKind) {
    columns.push(sql`kind`);
    values.push(kindValue(tree, input.parentId, input.kind, null));
  }
  let rows: { id: number }[];
  try {
    rows = await db.all<{ id: number }>(sql`
      INSERT INTO ${T(tree)} (${sql.join(columns, sql`, `)}) SELECT ${sql.join(values, sql`, `)}
      WHERE ${parentOk(tree, input.parentId, null)} AND ${nameFree(tree, input.name, input.parentId, null)}
        AND NOT EXISTS (SELECT 1 FROM ${T(tree)} AS u WHERE u.slug = ${slug})
      RETURNING id`);
  } catch (error) {
    // Two editors creating the same slug at once: the unique index refuses the second.
    if (isConstraint(error, "UNIQUE")) throw slugTaken(slug);
    throw error;
  }
  const row = rows[0];
  if (row) return { id: row.id };
  if (input.parentId !== null && !(await db.get(sql`SELECT 1 AS ok FROM ${T(tree)} AS p WHERE ${parentOk(tree, input.parentId, null)}`))) {
    throw new TRPCError({ code: "BAD_REQUEST", message: BAD_PARENT });
  }
  if (await db.get(sql`SELECT 1 AS ok FROM ${T(tree)} WHERE slug = ${slug}`)) throw slugTaken(slug);
  throw conflict(NAME_TAKEN);
}

/**
 * Renames, moves and renumbers a category in one statement guarded by the row as the editor loaded
 * it; a document category's children follow its kind in the same batch.
 */
export async function updateCategory(db: DB, tree: Tree, input: CategoryUpdate): Promise<{ id: number }> {
  flatRefusal(tree, input.parentId);
  const sets = [sql`name = ${input.name}`, sql`sort = ${input.sort}`];
  if (tree.twoLevel) sets.push(sql`parent_id = ${input.parentId}`);
  if (tree.hasKind) sets.push(sql`kind = ${kindValue(tree, input.parentId, input.kind, sql`kind`)}`);
  const self = sql.identifier(tree.table);
  // A category with children stays at the top: the trees have two levels.
  const depthOk = input.parentId === null ? sql`1` : sql`NOT EXISTS (SELECT 1 FROM ${T(tree)} AS child WHERE child.parent_id = ${input.id})`;
  const statements = [
    sql`UPDATE ${T(tree)} SET ${sql.join(sets, sql`, `)}
      WHERE id = ${input.id} AND ${versionOf(tree, tree.table)} = ${input.version}
        AND ${parentOk(tree, input.parentId, input.id)} AND ${depthOk} AND ${nameFree(tree, input.name, input.parentId, input.id)}
      RETURNING id`,
  ];
  if (tree.hasKind) {
    statements.push(
      sql`UPDATE ${T(tree)} SET kind = (SELECT p.kind FROM ${T(tree)} AS p WHERE p.id = ${input.id}) WHERE ${self}.parent_id = ${input.id} AND changes() = 1`,
    );
  }
  const [updated] = await rawBatch(db, statements);
  if (changed(updated)) return { id: input.id };
  const row = await db.get<{ version: string; parentId: number | null }>(
    sql`SELECT ${versionOf(tree, "c")} AS version, ${parentOf(tree, "c")} AS parentId FROM ${T(tree)} AS c WHERE c.id = ${input.id}`,
  );
  if (!row) throw notFound(GONE);
  if (row.version !== input.version) throw conflict(STALE);
  if (input.parentId !== null) {
    const target = await db.get<{ parentId: number | null }>(sql`SELECT parent_id AS parentId FROM ${T(tree)} WHERE id = ${input.parentId}`);
    if (input.parentId === input.id || target?.parentId === input.id) throw new TRPCError({ code: "BAD_REQUEST", message: CYCLE });
    if (!target || target.parentId !== null) throw new TRPCError({ code: "BAD_REQUEST", message: BAD_PARENT });
    if (await db.get(sql`SELECT 1 AS ok FROM ${T(tree)} WHERE parent_id = ${input.id}`)) throw new TRPCError({ code: "BAD_REQUEST", message: TOO_DEEP });
  }
  throw conflict(NAME_TAKEN);
}

/**
 * Rewrites the order of a row's siblings (1, 2, 3…) in one statement, only if they are still the
 * siblings the editor saw, in the order seen: of concurrent reorders one lands, the others are refused.
 */
export async function reorderCategories(db: DB, tree: Tree, input: CategoryReorder): Promise<{ id: number }> {
  const order = JSON.stringify(input.order);
  const seen = JSON.stringify(input.seen);
  const parent = tree.twoLevel ? sql`(SELECT m.parent_id FROM ${T(tree)} AS m WHERE m.id = ${input.id})` : null;
  const sibling = (alias: string) => (parent ? siblingsOf(tree, alias, parent) : sql`1`);
  // Uncorrelated, so evaluated once before any row changes: the whole list is rewritten or none of it.
  const guard = sql`EXISTS (SELECT 1 FROM ${T(tree)} AS m WHERE m.id = ${input.id})
    AND (SELECT count(*) FROM ${T(tree)} AS s WHERE ${sibling("s")}) = json_array_length(${seen})
    AND (SELECT count(*) FROM ${T(tree)} AS s WHERE ${sibling("s")} AND s.id IN (SELECT value FROM json_each(${seen}))) = json_array_length(${seen})
    AND NOT EXISTS (
      SELECT 1 FROM json_each(${seen}) AS x JOIN json_each(${seen}) AS y ON y.key = x.key + 1
        JOIN ${T(tree)} AS a ON a.id = x.value JOIN ${T(tree)} AS b ON b.id = y.value
      WHERE (a.sort, a.id) > (b.sort, b.id))`;
  const self = sql.identifier(tree.table);
  const rows = await db.all<{ id: number }>(sql`
    UPDATE ${T(tree)} SET sort = (SELECT j.key + 1 FROM json_each(${order}) AS j WHERE j.value = ${self}.id)
    WHERE ${self}.id IN (SELECT value FROM json_each(${order})) AND ${guard}
    RETURNING id`);
  if (rows.length > 0) return { id: input.id };
  if (!(await db.get(sql`SELECT 1 AS ok FROM ${T(tree)} WHERE id = ${input.id}`))) throw notFound(GONE);
  throw conflict(ORDER_STALE);
}

/** Deletes a category without children that no row uses, in one guarded statement; else says what holds it. */
export async function deleteCategory(db: DB, tree: Tree, id: number): Promise<{ id: number }> {
  const unused = sql.join(
    tree.uses.map((u) => sql`NOT EXISTS (SELECT 1 FROM ${sql.identifier(u.table)} WHERE ${sql.identifier(u.column)} = ${id})`),
    sql` AND `,
  );
  const childless = tree.twoLevel ? sql`NOT EXISTS (SELECT 1 FROM ${T(tree)} AS child WHERE child.parent_id = ${id})` : sql`1`;
  let rows: { id: number }[];
  try {
    rows = await db.all<{ id: number }>(sql`DELETE FROM ${T(tree)} WHERE id = ${id} AND ${childless} AND ${unused} RETURNING id`);
  } catch (error) {
    // A row of a table not listed among the tree's uses: the foreign key holds it.
    if (isConstraint(error, "FOREIGN KEY")) throw conflict("该分类仍被其他内容使用，不能删除");
    throw error;
  }
  if (rows.length > 0) return { id };
  const counts = await db.get<Record<string, number>>(sql`
    SELECT ${tree.twoLevel ? sql`(SELECT count(*) FROM ${T(tree)} AS child WHERE child.parent_id = c.id)` : sql`0`} AS children,
      ${sql.join(
        tree.uses.map(
          (u, i) => sql`(SELECT count(*) FROM ${sql.identifier(u.table)} WHERE ${sql.identifier(u.column)} = c.id) AS ${sql.identifier(`use${i}`)}`,
        ),
        sql`, `,
      )}
    FROM ${T(tree)} AS c WHERE c.id = ${id}`);
  if (!counts) throw notFound(GONE);
  const held = [
    counts.children ? `该分类下还有 ${counts.children} 个子分类` : null,
    ...tree.uses.map((u, i) => (counts[`use${i}`] ? `有 ${counts[`use${i}`]} ${u.noun}使用该分类` : null)),
  ].filter((p): p is string => p !== null);
  throw conflict(`${held.join("；") || "该分类正被使用"}，不能删除`);
}
