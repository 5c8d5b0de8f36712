import { and, asc, eq, inArray } from "drizzle-orm";
import { type CityGroup, type CityOption, HOT_CITY_CODES, NATIONWIDE, type RegionNode } from "#core/regions";
import type { DB } from "#db/client";
import { regions } from "#db/schema";

type Row = typeof regions.$inferSelect;

export async function listCities(db: DB): Promise<{ hot: CityOption[]; groups: CityGroup[] }> {
  const rows = await db
    .select({ code: regions.code, name: regions.name, initial: regions.initial })
    .from(regions)
    .where(eq(regions.isCity, true))
    .orderBy(asc(regions.pinyin));
  const byCode = new Map(rows.map((r) => [r.code, r]));
  const hot: CityOption[] = [{ ...NATIONWIDE }];
  for (const code of HOT_CITY_CODES) {
    const city = byCode.get(code);
    if (city) hot.push({ code: city.code, name: city.name });
  }
  const groups = new Map<string, CityOption[]>();
  for (const r of rows) {
    const list = groups.get(r.initial) ?? [];
    list.push({ code: r.code, name: r.name });
    groups.set(r.initial, list);
  }
  return {
    hot,
    groups: [...groups.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([letter, cities]) => ({ letter, cities })),
  };
}

/** Name of a city-picker entry; "0" is 全国, unknown codes give null. */
export async function cityName(db: DB, code: string): Promise<string | null> {
  if (code === NATIONWIDE.code) return NATIONWIDE.name;
  const row = await db.query.regions.findFirst({ columns: { name: true }, where: and(eq(regions.code, code), eq(regions.isCity, true)) });
  return row?.name ?? null;
}

export async function listProvinces(db: DB): Promise<RegionNode[]> {
  const rows = await db.select().from(regions).where(eq(regions.level, 1)).orderBy(asc(regions.code));
  return rows.map((r) => ({ value: r.code, label: r.name }));
}

/**
 * Cities and districts of one province for the cascader. Municipalities repeat as their own city, and a
 * city without districts repeats as its own district, so every path has three levels (SPEC §3).
 */
export async function provinceTree(db: DB, province: string): Promise<RegionNode[] | null> {
  const top = await db.query.regions.findFirst({ where: and(eq(regions.code, province), eq(regions.level, 1)) });
  if (!top) return null;
  const children = await db.select().from(regions).where(eq(regions.parentCode, province)).orderBy(asc(regions.code));
  const leaf = (r: Row): RegionNode => ({ value: r.code, label: r.name });
  if (children.every((c) => c.level === 3)) {
    return [{ value: top.code, label: top.name, children: children.length ? children.map(leaf) : [leaf(top)] }];
  }
  const cityCodes = children.map((c) => c.code);
  const districts = cityCodes.length ? await db.select().from(regions).where(inArray(regions.parentCode, cityCodes)).orderBy(asc(regions.code)) : [];
  return children.map((city) => {
    const own = districts.filter((d) => d.parentCode === city.code);
    return { value: city.code, label: city.name, children: own.length ? own.map(leaf) : [leaf(city)] };
  });
}
