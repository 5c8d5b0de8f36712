import { TRPCError } from "@trpc/server";
import { asc, eq, sql } from "drizzle-orm";
import { isExternalLink } from "#core/dictionaries";
import { CASE_SYSTEM_NAV_NAME, DEFAULT_NAV } from "#core/navigation";
import type { DB } from "#db/client";
import { navItems } from "#db/schema";

// The main navigation in the console. While nav_items is empty the site shows the built-in default
// (core/navigation.ts); 自定义 copies that default into rows once, and from then on the rows are the
// navigation until 恢复默认 empties the table again.

export type NavRow = { id: number; name: string; routePath: string; badge: "dot" | "new" | null; external: boolean; sort: number };
export type NavEdit = { name: string; routePath: string; badge: "dot" | "new" | null; sort: number };

const columns = {
  id: navItems.id,
  name: navItems.name,
  routePath: navItems.routePath,
  badge: navItems.badge,
  external: navItems.external,
  sort: navItems.sort,
};

export async function navRows(db: DB): Promise<NavRow[]> {
  return db.select(columns).from(navItems).orderBy(asc(navItems.sort), asc(navItems.id));
}

/** Copies the default navigation (with the configured case-system link) into rows, only while there are none. */
export async function customiseNav(db: DB, caseSystemUrl: string): Promise<number> {
  const defaults = [...DEFAULT_NAV, { name: CASE_SYSTEM_NAV_NAME, routePath: caseSystemUrl, external: true }];
  // One statement: two editors pressing 自定义 at once get one copy, not two.
  const rows = await db.all<{ id: number }>(sql`INSERT INTO ${navItems} (name, route_path, badge, external, sort)
    SELECT column1, column2, column3, column4, column5 FROM (VALUES ${sql.join(
      defaults.map((n, i) => sql`(${n.name}, ${n.routePath}, ${"badge" in n ? (n.badge ?? null) : null}, ${n.external ? 1 : 0}, ${(i + 1) * 10})`),
      sql`, `,
    )}) WHERE NOT EXISTS (SELECT 1 FROM ${navItems}) RETURNING id`);
  return rows.length;
}

export async function addNav(db: DB, input: NavEdit): Promise<NavRow> {
  const [row] = await db
    .insert(navItems)
    .values({ ...input, external: isExternalLink(input.routePath) })
    .returning(columns);
  if (!row) throw new TRPCError({ code: "INTERNAL_SERVER_ERROR" });
  return row;
}

export async function updateNav(db: DB, id: number, input: NavEdit): Promise<NavRow> {
  const [row] = await db
    .update(navItems)
    .set({ ...input, external: isExternalLink(input.routePath) })
    .where(eq(navItems.id, id))
    .returning(columns);
  if (!row) throw new TRPCError({ code: "NOT_FOUND", message: "导航项不存在或已删除" });
  return row;
}

export async function removeNav(db: DB, id: number): Promise<void> {
  const [gone] = await db.delete(navItems).where(eq(navItems.id, id)).returning({ id: navItems.id });
  if (!gone) throw new TRPCError({ code: "NOT_FOUND", message: "导航项不存在或已删除" });
}

/** Back to the built-in navigation: the table emptied. */
export async function resetNav(db: DB): Promise<void> {
  await db.delete(navItems);
}
