import { createTableRelationsHelpers, type ExtractTablesWithRelations, extractTablesRelationalConfig, type RelationalSchemaConfig } from "drizzle-orm";
import { DrizzleD1Database, SQLiteD1Session } from "drizzle-orm/d1";
import { SQLiteAsyncDialect } from "drizzle-orm/sqlite-core";
import * as schema from "./schema";

type Schema = typeof schema;
export type DB = DrizzleD1Database<Schema> & { $client: D1Database };

// drizzle(d1, { schema }) walks the whole schema to build its relational config on every call (~0.4 ms,
// a quarter of a light request's work). The config depends on the schema alone: it is built once per
// isolate, and a request only wraps its binding, as drizzle() itself does.
const tables = extractTablesRelationalConfig<ExtractTablesWithRelations<Schema>>(schema, createTableRelationsHelpers);
const relational: RelationalSchemaConfig<ExtractTablesWithRelations<Schema>> = {
  fullSchema: schema,
  schema: tables.tables,
  tableNamesMap: tables.tableNamesMap,
};
const dialect = new SQLiteAsyncDialect();

/**
 * Built per request from the binding (never a module-level singleton: bindings are per request), or
 * from a D1 session of the request (read replication). Drizzle uses only prepare and batch, which a
 * session has as the binding does.
 */
export function createDb(d1: D1Database | D1DatabaseSession): DB {
  const client = d1 as D1Database;
  const db = new DrizzleD1Database<Schema>("async", dialect, new SQLiteD1Session(client, dialect, relational, {}), relational) as DB;
  db.$client = client;
  return db;
}
