// Builds literal SQL for `wrangler d1 execute --file`, so seeding uses the same local state path as
// `wrangler d1 migrations apply`. D1 caps bound parameters, literals avoid that cap entirely.
export type SqlValue = string | number | boolean | null;

export function literal(value: SqlValue): string {
  if (value === null) return "NULL";
  if (typeof value === "boolean") return value ? "1" : "0";
  if (typeof value === "number") {
    if (!Number.isFinite(value)) throw new Error(`无效的数值：${value}`);
    return String(value);
  }
  return `'${value.replaceAll("'", "''")}'`;
}

/** Multi-row INSERTs, cut so no statement exceeds D1's statement size limit (100 KB) or `chunk` rows. */
export function insertRows(table: string, rows: Record<string, SqlValue>[], chunk = 200, maxBytes = 60_000): string[] {
  const first = rows[0];
  if (!first) return [];
  const columns = Object.keys(first);
  const head = `INSERT INTO ${table} (${columns.join(",")}) VALUES\n`;
  const statements: string[] = [];
  let values: string[] = [];
  let bytes = 0;
  const flush = () => {
    if (values.length) statements.push(`${head}${values.join(",\n")};`);
    values = [];
    bytes = 0;
  };
  for (const r of rows) {
    const tuple = `(${columns.map((c) => literal(r[c] ?? null)).join(",")})`;
    const size = new TextEncoder().encode(tuple).length;
    if (values.length >= chunk || (values.length > 0 && bytes + size > maxBytes)) flush();
    values.push(tuple);
    bytes += size;
  }
  flush();
  return statements;
}
