import { env } from "cloudflare:workers";
import { and, eq, gt, sql } from "drizzle-orm";
import { expect } from "vitest";
import { createDb } from "#db/client";
import { templates, userRoles, users } from "#db/schema";
import type { SessionUser } from "#worker/middleware/session";
import { ADMIN, callerFor } from "../../../tests/setup/helpers";
import { seedLibrary } from "../../../tests/setup/library-fixture";
import { notify } from "../../../tests/setup/pay-fixture";

// What the order, settlement and membership tests share: fresh buyers, the seeded templates and a paid purchase.

export const db = createDb(env.DB);
let nextUser = 5000;

/** A fresh user per test: tests share one database and must not see each other's orders. */
export async function newUser(): Promise<SessionUser> {
  const id = nextUser++;
  await db.insert(users).values({ id, phone: `139${String(id).padStart(8, "0")}`, nickname: `买家${id}`, createdAt: 1, updatedAt: 1 });
  return { id, roles: [] };
}

export async function pick(where: ReturnType<typeof and>) {
  const [t] = await db.select().from(templates).where(where).limit(1);
  if (!t) throw new Error("fixture template missing");
  return t;
}

export async function buyTemplate(user: SessionUser, templateId: number) {
  const caller = callerFor(user);
  const order = await caller.orders.create({ type: "TEMPLATE", templateId });
  await caller.orders.prepay({ orderNo: order.orderNo, channel: "WECHAT" });
  const res = await notify(order.orderNo, order.amountFen);
  expect(res.status).toBe(200);
  return order;
}

// Set by seedOrders (the beforeAll of each test file); importers read these live bindings.
export let platformPaid: typeof templates.$inferSelect;
export let userPaid: typeof templates.$inferSelect;
export let memberFree: typeof templates.$inferSelect;

export async function seedOrders(): Promise<void> {
  await seedLibrary();
  await db.insert(users).values({ id: ADMIN.id, phone: "13800009000", nickname: "管理员", createdAt: 1, updatedAt: 1 }).onConflictDoNothing();
  // Roles are read from the database, not only from the token.
  await db.insert(userRoles).values({ userId: ADMIN.id, role: "ROLE_ADMIN" }).onConflictDoNothing();
  platformPaid = await pick(and(eq(templates.source, 0), gt(templates.priceFen, 0), eq(templates.memberFree, false)));
  userPaid = await pick(and(eq(templates.source, 1), gt(templates.priceFen, 0), eq(templates.memberFree, false)));
  memberFree = await pick(and(gt(templates.priceFen, 0), eq(templates.memberFree, true)));
}

export async function earningOf(orderId: number) {
  const rows = await db.all<{ account: string; kind: string; total: number }>(sql`
    SELECT e.account, p.kind, sum(e.amount_fen) AS total FROM ledger_entries e JOIN ledger_postings p ON p.id = e.posting_id
    WHERE e.account LIKE 'user:%' AND (p.ref = ${`earning:order:${orderId}`}
      OR p.ref IN (SELECT 'settle:' || id FROM ledger_postings WHERE ref = ${`earning:order:${orderId}`})
      OR p.ref IN (SELECT 'reverse:' || id FROM ledger_postings WHERE ref = ${`earning:order:${orderId}`}))
    GROUP BY e.account, p.kind`);
  const sum = (suffix: string) => rows.filter((r) => r.account.endsWith(suffix)).reduce((t, r) => t + r.total, 0);
  return { pending: sum(":pending"), available: sum(":available"), settled: rows.some((r) => r.kind === "settlement") };
}
