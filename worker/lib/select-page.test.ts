import { env } from "cloudflare:workers";
import { asc, count, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createDb } from "#db/client";
import { regions } from "#db/schema";
import { seedRegions } from "../../tests/setup/regions-fixture";
import { selectPage } from "./select-page";

describe("selectPage", () => {
  beforeAll(seedRegions);

  it("selectPage: a page holds the rows of its place in the order, the total counts every row the filter keeps, each record shaped by map", async () => {
    const db = createDb(env.DB);
    const provinces = eq(regions.level, 1);
    const all = await db.select({ code: regions.code }).from(regions).where(provinces).orderBy(asc(regions.code));
    const page = await selectPage(
      db,
      { current: 2, size: 5 },
      db.select({ code: regions.code, name: regions.name }).from(regions).where(provinces).orderBy(asc(regions.code)).$dynamic(),
      db.select({ n: count() }).from(regions).where(provinces),
      (r) => r.code,
    );
    expect(all.length).toBeGreaterThan(10);
    expect(page).toEqual({ records: all.slice(5, 10).map((r) => r.code), total: all.length, size: 5, current: 2, pages: Math.ceil(all.length / 5) });
  });
});
