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

/** Multi-row INSERTs, chunked so no single statement grows too large for D1. */
export function insertRows(table: string, rows: Record<string, SqlValue>[], chunk = 200): string[] {
  const first = rows[0];
  if (!first) return [];
  const columns = Object.keys(first);
  const statements: string[] = [];
  for (let i = 0; i < rows.length; i += chunk) {
    const values = rows
      .slice(i, i + chunk)
      .map((r) => `(${columns.map((c) => literal(r[c] ?? null)).join(",")})`)
      .join(",\n");
    statements.push(`INSERT INTO ${table} (${columns.join(",")}) VALUES\n${values};`);
  }
  return statements;
}
