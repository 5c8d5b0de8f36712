import { drizzle } from "drizzle-orm/d1";
import * as schema from "./schema";

export type DB = ReturnType<typeof createDb>;

/** Built per request from the binding (never a module-level singleton: bindings are per request). */
export function createDb(d1: D1Database) {
  return drizzle(d1, { schema });
}
