import { and, count, desc, eq, gte, lt, type SQL, sql } from "drizzle-orm";
import { type Page, type PageInput, pageOffset, toPage } from "#core/page";
import type { DB } from "#db/client";
import { auditLog, users } from "#db/schema";

// 操作日志: the record of console writes (who, when, what, before and after) and its filtered list.

/**
 * The row a console write concerns: a table and the column its input names (id, order_no, …). A
 * creation (`created`) names no row in its input: the row is the one whose id the procedure returns.
 */
export type AuditTarget = { table: string; column: string; inputKey: string; created?: boolean };

/** Columns never copied into the log: sealed card numbers, hashes, secrets. */
const SECRET = /sealed|hash|password|secret|token/i;
const MAX_JSON = 4000;

function json(value: unknown): string {
  const text = JSON.stringify(value ?? null, (key, v) => (SECRET.test(key) ? "[不记录]" : v));
  return text.length > MAX_JSON ? `${text.slice(0, MAX_JSON)}…` : text;
}

export function targetKey(target: AuditTarget, rawInput: unknown): string | number | null {
  const value = (rawInput as Record<string, unknown> | null | undefined)?.[target.inputKey];
  return typeof value === "string" || typeof value === "number" ? value : null;
}

/** The target row as it is now, or null. Table and column come from procedure metadata, never from input. */
export async function readTarget(db: DB, target: AuditTarget, key: string | number): Promise<Record<string, unknown> | null> {
  const row = await db.get<Record<string, unknown>>(sql`SELECT * FROM ${sql.identifier(target.table)} WHERE ${sql.identifier(target.column)} = ${key} LIMIT 1`);
  return row ?? null;
}

export type AuditEntry = {
  actorId: number;
  actorRoles: readonly string[];
  action: string;
  target: string | null;
  input: unknown;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  at: number;
};

/** Only the columns that changed, so the log reads as a diff (a created or deleted row is kept whole). */
function changed(before: Record<string, unknown> | null, after: Record<string, unknown> | null) {
  if (!before || !after) return { before, after };
  const keys = Object.keys({ ...before, ...after }).filter((k) => JSON.stringify(before[k]) !== JSON.stringify(after[k]));
  return { before: Object.fromEntries(keys.map((k) => [k, before[k]])), after: Object.fromEntries(keys.map((k) => [k, after[k]])) };
}

export async function recordAudit(db: DB, e: AuditEntry): Promise<void> {
  const diff = changed(e.before, e.after);
  await db.insert(auditLog).values({
    actorId: e.actorId,
    actorRoles: e.actorRoles.join(","),
    action: e.action,
    target: e.target,
    input: json(e.input),
    before: diff.before ? json(diff.before) : null,
    after: diff.after ? json(diff.after) : null,
    createdAt: e.at,
  });
}

export type AuditFilter = PageInput & { action?: string | undefined; actor?: string | undefined; from?: number | undefined; to?: number | undefined };

export async function pageAudit(db: DB, input: AuditFilter): Promise<Page<AuditView> & { actions: string[] }> {
  const where = and(
    input.action ? eq(auditLog.action, input.action) : undefined,
    input.actor ? sql`(${users.phone} = ${input.actor} OR ${users.nickname} = ${input.actor})` : undefined,
    input.from === undefined ? undefined : gte(auditLog.createdAt, input.from),
    input.to === undefined ? undefined : lt(auditLog.createdAt, input.to),
  ) as SQL | undefined;
  const [rows, total, actions] = await db.batch([
    db
      .select({ log: auditLog, phone: users.phone, nickname: users.nickname })
      .from(auditLog)
      .innerJoin(users, eq(users.id, auditLog.actorId))
      .where(where)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(input.size)
      .offset(pageOffset(input)),
    db.select({ n: count() }).from(auditLog).innerJoin(users, eq(users.id, auditLog.actorId)).where(where),
    db.selectDistinct({ action: auditLog.action }).from(auditLog).orderBy(auditLog.action),
  ]);
  const records = rows.map((r) => ({ ...r.log, actorPhone: r.phone, actorNickname: r.nickname }));
  return { ...toPage(records, total[0]?.n ?? 0, input), actions: actions.map((a) => a.action) };
}

export type AuditView = typeof auditLog.$inferSelect & { actorPhone: string; actorNickname: string };
