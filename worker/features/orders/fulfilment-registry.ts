import type { OrderType } from "#core/orders";
import type { DB } from "#db/client";
import type { orders } from "#db/schema";
import type { Stmt } from "../ledger/ledger.service";

// What each order type does when its money moves (ADR 0012). Types register here from one composition
// module (worker/features/order-types.ts), so the orders domain imports none of them.

export type Order = typeof orders.$inferSelect;

export type Fulfilment = {
  /** Paid: what the order grants, as statements that join the batch marking it paid. */
  fulfil(db: DB, order: Order, now: number): Stmt[] | Promise<Stmt[]>;
  /** Refunded: what is taken back, as statements that join the batch completing the refund. */
  refundCompleted?(db: DB, order: Order, now: number): Stmt[] | Promise<Stmt[]>;
  /** Unpaid orders were closed (cancelled, expired, abnormal): what they held is released. */
  closed?(db: DB, now: number): Stmt[];
  /** After a fulfilled payment, outside the database (a chat room opening). */
  afterPaid?(env: Env, db: DB, order: Order): Promise<void>;
};

const byType = new Map<OrderType, Fulfilment>();
const forEveryType: Fulfilment[] = [];

/** One order type's fulfilment; a type registers once. */
export function registerFulfilment(type: OrderType, fulfilment: Fulfilment): void {
  if (byType.has(type)) throw new Error(`order type ${type} registered twice`);
  byType.set(type, fulfilment);
}

/** A fulfilment every paid order gets whatever its type (points), after the type's own statements. */
export function registerFulfilmentForEveryType(fulfilment: Fulfilment): void {
  forEveryType.push(fulfilment);
}

function ensureComposed(): void {
  // An empty registry means the composition module was never imported: paying would grant nothing.
  if (byType.size === 0) throw new Error("no order type registered: import worker/features/order-types.ts");
}

/** The fulfilments of one order type, its own first. */
export function fulfilmentsOf(type: OrderType): Fulfilment[] {
  ensureComposed();
  const own = byType.get(type);
  return own ? [own, ...forEveryType] : forEveryType;
}

export async function fulfilStatements(db: DB, order: Order, now: number): Promise<Stmt[]> {
  const stmts: Stmt[] = [];
  for (const f of fulfilmentsOf(order.type)) stmts.push(...(await f.fulfil(db, order, now)));
  return stmts;
}

export async function refundCompletedStatements(db: DB, order: Order, now: number): Promise<Stmt[]> {
  const stmts: Stmt[] = [];
  for (const f of fulfilmentsOf(order.type)) if (f.refundCompleted) stmts.push(...(await f.refundCompleted(db, order, now)));
  return stmts;
}

/** Releases for closed orders: of one type (a user cancelling), or of every type (the cron). */
export function closedStatements(db: DB, now: number, type?: OrderType): Stmt[] {
  ensureComposed();
  const all = type ? fulfilmentsOf(type) : [...byType.values(), ...forEveryType];
  return all.flatMap((f) => f.closed?.(db, now) ?? []);
}

export async function afterPaidFollowUps(env: Env, db: DB, order: Order): Promise<void> {
  for (const f of fulfilmentsOf(order.type)) await f.afterPaid?.(env, db, order);
}
