import { and, desc, eq, like, lte, type SQL, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { DAY_MS, ORDER_STATUS, SETTLEMENT_DAYS } from "#core/orders";
import type { DB } from "#db/client";
import { ledgerEntries, ledgerPostings } from "#db/schema";

// The append-only double-entry ledger (DESIGN §5). Each posting's entries sum to zero; a correction is
// a reversing posting. Statements are returned unexecuted so callers put them in their own batch.
export const CLEARING = "platform:clearing";
export function pendingAccount(userId: number): string;
/** The same account of a user the batch finds (a subquery). */
export function pendingAccount(userId: SQL): SQL;
export function pendingAccount(userId: number | SQL): string | SQL;
export function pendingAccount(userId: number | SQL): string | SQL {
  return typeof userId === "number" ? `user:${userId}:pending` : sql`'user:' || ${userId} || ':pending'`;
}
export const availableAccount = (userId: number) => `user:${userId}:available`;
/** Held by a withdrawal request until it is paid out or returned. */
export const withdrawingAccount = (userId: number) => `user:${userId}:withdrawing`;
/** Paid out to the user's bank card (tax withheld included): the wallet's 已提现. */
export const withdrawnAccount = (userId: number) => `user:${userId}:withdrawn`;

export type Stmt = BatchItem<"sqlite">;

function posting(
  db: DB,
  p: {
    kind: string;
    ref: string;
    userId: number | SQL | null;
    orderId: number | null;
    amountFen: number;
    availableAt: number | null;
    now: number;
    guard?: SQL;
    when?: SQL;
  },
  entries: [string | SQL, number][],
): Stmt[] {
  // A guarded posting's ref is NULL when its precondition fails inside the batch, which fails the whole
  // batch (ref is NOT NULL). Entries find their posting by its unique ref: ids are not known inside a batch.
  const ref = p.guard ? sql`(SELECT ${p.ref} WHERE ${p.guard})` : p.ref;
  if (p.when) {
    // A conditional posting (`when` false inside the batch) is no posting at all, entries included, and no failure.
    // The selects list every column in the table's order, id first (drizzle's INSERT … SELECT).
    return [
      db
        .insert(ledgerPostings)
        .select(sql`SELECT NULL, ${p.kind}, ${ref}, ${p.userId}, ${p.orderId}, ${p.amountFen}, ${p.availableAt}, ${p.now} WHERE ${p.when}`),
      ...entries.map(([account, amountFen]) =>
        db
          .insert(ledgerEntries)
          .select(sql`SELECT NULL, ${ledgerPostings.id}, ${account}, ${amountFen} FROM ${ledgerPostings} WHERE ${ledgerPostings.ref} = ${p.ref} AND ${p.when}`),
      ),
    ];
  }
  return [
    db
      .insert(ledgerPostings)
      .values({ kind: p.kind, ref, userId: p.userId, orderId: p.orderId, amountFen: p.amountFen, availableAt: p.availableAt, createdAt: p.now }),
    ...entries.map(([account, amountFen]) =>
      db.insert(ledgerEntries).values({ postingId: sql`(SELECT id FROM ledger_postings WHERE ref = ${p.ref})`, account, amountFen }),
    ),
  ];
}

/**
 * An earner's share of an order (a template's author, an advice lawyer), pending until the settlement
 * delay has passed. The earner may be a subquery the batch answers (NULL: nobody earns, nothing is
 * posted), so deciding who earns costs no read before the batch.
 */
export function earningStatements(db: DB, earner: number | SQL, orderId: number, share: number, now: number): Stmt[] {
  if (share <= 0) return [];
  const when = typeof earner === "number" ? undefined : sql`${earner} IS NOT NULL`;
  return posting(
    db,
    { kind: "earning", ref: `earning:order:${orderId}`, userId: earner, orderId, amountFen: share, availableAt: now + SETTLEMENT_DAYS * DAY_MS, now, when },
    [
      [CLEARING, -share],
      [pendingAccount(earner), share],
    ],
  );
}

/**
 * Reverses an order's earning from wherever it sits when the batch runs (pending, or available once
 * settled): the account is decided inside the batch, so a settlement committed since this was built
 * is reversed from available.
 */
export async function reverseEarningStatements(db: DB, orderId: number, now: number): Promise<Stmt[]> {
  const earning = await db.query.ledgerPostings.findFirst({ where: eq(ledgerPostings.ref, `earning:order:${orderId}`) });
  if (!earning || earning.userId === null) return [];
  const from = sql`CASE WHEN EXISTS (SELECT 1 FROM ledger_postings WHERE ref = ${`settle:${earning.id}`}) THEN ${availableAccount(earning.userId)} ELSE ${pendingAccount(earning.userId)} END`;
  return posting(
    db,
    { kind: "reversal", ref: `reverse:${earning.id}`, userId: earning.userId, orderId, amountFen: -earning.amountFen, availableAt: null, now },
    [
      [from, -earning.amountFen],
      [CLEARING, earning.amountFen],
    ],
  );
}

/**
 * Earnings whose order is being refunded, or was refunded in full, never settle. After a partial
 * refund the earning on the part kept is posted by the refund itself and settles as usual.
 */
const refundBlocks = (orderId: SQL | number | null) =>
  sql`EXISTS (SELECT 1 FROM orders o WHERE o.id = ${orderId} AND (o.status = ${ORDER_STATUS.REFUNDING}
    OR (o.status = ${ORDER_STATUS.REFUNDED} AND (o.refund_fen IS NULL OR o.refund_fen >= o.amount_fen))))`;

/**
 * Cron: earnings past their delay, not reversed and not yet settled, move from pending to available.
 * Each settlement is guarded inside its batch on no reversal and no refund of the order, so a refund
 * racing the cron never leaves its share available.
 */
export async function settleEarnings(db: DB, now: number): Promise<number> {
  const due = await db
    .select({ id: ledgerPostings.id, userId: ledgerPostings.userId, orderId: ledgerPostings.orderId, amountFen: ledgerPostings.amountFen })
    .from(ledgerPostings)
    .where(
      and(
        eq(ledgerPostings.kind, "earning"),
        lte(ledgerPostings.availableAt, now),
        sql`NOT EXISTS (SELECT 1 FROM ledger_postings s WHERE s.ref IN ('settle:' || ${ledgerPostings.id}, 'reverse:' || ${ledgerPostings.id}))`,
        sql`NOT ${refundBlocks(sql`${ledgerPostings.orderId}`)}`,
      ),
    )
    .limit(200);
  let settled = 0;
  for (const e of due) {
    if (e.userId === null) continue;
    const guard = sql`NOT EXISTS (SELECT 1 FROM ledger_postings WHERE ref = ${`reverse:${e.id}`}) AND NOT ${refundBlocks(e.orderId)}`;
    const stmts = posting(
      db,
      { kind: "settlement", ref: `settle:${e.id}`, userId: e.userId, orderId: null, amountFen: e.amountFen, availableAt: null, now, guard },
      [
        [pendingAccount(e.userId), -e.amountFen],
        [availableAccount(e.userId), e.amountFen],
      ],
    );
    try {
      await db.batch(stmts as [Stmt, ...Stmt[]]);
      settled++;
    } catch {
      // Another run settled it first (unique ref), or it was reversed or its order refunded since.
    }
  }
  return settled;
}

/** The balance of an account as the batch sees it when it runs (for guards). */
export const balanceSql = (account: string) => sql`(SELECT coalesce(sum(amount_fen), 0) FROM ledger_entries WHERE account = ${account})`;

/**
 * A withdrawal request moves its amount from available to withdrawing. The posting exists only if
 * the available balance covers it when the batch runs and `guard` holds, else the whole batch fails:
 * parallel requests can never take the balance below zero.
 */
export function withdrawalStatements(db: DB, w: { no: string; userId: number; amountFen: number; now: number; guard: SQL }): Stmt[] {
  const guard = sql`${balanceSql(availableAccount(w.userId))} >= ${w.amountFen} AND ${w.guard}`;
  return posting(
    db,
    { kind: "withdrawal", ref: `withdraw:${w.no}`, userId: w.userId, orderId: null, amountFen: w.amountFen, availableAt: null, now: w.now, guard },
    [
      [availableAccount(w.userId), -w.amountFen],
      [withdrawingAccount(w.userId), w.amountFen],
    ],
  );
}

/** A paid withdrawal: withdrawing → withdrawn. Never after its return (and each happens once: unique refs). */
export function payoutStatements(db: DB, w: { no: string; userId: number; amountFen: number; now: number; guard: SQL }): Stmt[] {
  const guard = sql`NOT EXISTS (SELECT 1 FROM ledger_postings WHERE ref = ${`return:${w.no}`}) AND ${w.guard}`;
  return posting(db, { kind: "payout", ref: `payout:${w.no}`, userId: w.userId, orderId: null, amountFen: w.amountFen, availableAt: null, now: w.now, guard }, [
    [withdrawingAccount(w.userId), -w.amountFen],
    [withdrawnAccount(w.userId), w.amountFen],
  ]);
}

/** A rejected or failed withdrawal: withdrawing → available. Never after its payout. */
export function returnStatements(db: DB, w: { no: string; userId: number; amountFen: number; now: number; guard: SQL }): Stmt[] {
  const guard = sql`NOT EXISTS (SELECT 1 FROM ledger_postings WHERE ref = ${`payout:${w.no}`}) AND ${w.guard}`;
  return posting(db, { kind: "return", ref: `return:${w.no}`, userId: w.userId, orderId: null, amountFen: w.amountFen, availableAt: null, now: w.now, guard }, [
    [withdrawingAccount(w.userId), -w.amountFen],
    [availableAccount(w.userId), w.amountFen],
  ]);
}

/** An activity reward the console grants: available at once. */
export function rewardStatements(db: DB, r: { ref: string; userId: number; amountFen: number; now: number }): Stmt[] {
  return posting(db, { kind: "reward", ref: `reward:${r.ref}`, userId: r.userId, orderId: null, amountFen: r.amountFen, availableAt: null, now: r.now }, [
    [CLEARING, -r.amountFen],
    [availableAccount(r.userId), r.amountFen],
  ]);
}

export type Balances = { pendingFen: number; availableFen: number; withdrawingFen: number; withdrawnFen: number };

export async function balances(db: DB, userId: number): Promise<Balances> {
  const rows = await db
    .select({ account: ledgerEntries.account, total: sql<number>`sum(${ledgerEntries.amountFen})` })
    .from(ledgerEntries)
    .where(like(ledgerEntries.account, `user:${userId}:%`))
    .groupBy(ledgerEntries.account);
  const of = (a: string) => rows.find((r) => r.account === a)?.total ?? 0;
  return {
    pendingFen: of(pendingAccount(userId)),
    availableFen: of(availableAccount(userId)),
    withdrawingFen: of(withdrawingAccount(userId)),
    withdrawnFen: of(withdrawnAccount(userId)),
  };
}

export async function postingsOf(db: DB, userId: number, limit = 50) {
  return db.select().from(ledgerPostings).where(eq(ledgerPostings.userId, userId)).orderBy(desc(ledgerPostings.id)).limit(limit);
}
