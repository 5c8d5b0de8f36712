import { drizzle } from "drizzle-orm/d1";
import * as schema from "./schema";

export type DB = ReturnType<typeof createDb>;

/**
 * Built per request from the binding (never a module-level singleton: bindings are per request), or
 * from a D1 session of the request (read replication). Drizzle uses only prepare and batch, which a
 * session has as the binding does.
 */
export function createDb(d1: D1Database | D1DatabaseSession) {
  return drizzle(d1 as D1Database, { schema });
}
