import { TRPCError } from "@trpc/server";
import { and, count, desc, eq, sql } from "drizzle-orm";
import { EARNING_WITHDRAW_TEXT, incomeTypeOf } from "#core/earnings";
import { ORDER_TYPE_TEXT, type OrderType } from "#core/orders";
import type { Page, PageInput } from "#core/page";
import type { DB } from "#db/client";
import { activityRewards, ledgerPostings, orders, users } from "#db/schema";
import { selectPage } from "#worker/lib/select-page";
import { randomDigits } from "../../lib/crypto";
import { balances, rewardStatements, type Stmt } from "../ledger/ledger.service";

// 我的收益 as a view of the ledger (DESIGN §5): every figure is a sum of ledger entries or read from
// ledger postings; nothing here stores a balance that could drift from them.

export type Wallet = {
  availableFen: number;
  pendingFen: number;
  withdrawingFen: number;
  withdrawnFen: number;
  /** Everything ever earned and kept: pending + available + withdrawing + withdrawn. */
  lifetimeFen: number;
  /** Pending earnings with the moment each becomes available, soonest first. */
  pending: { orderNo: string | null; subject: string | null; amountFen: number; availableAt: number }[];
};

export async function wallet(db: DB, userId: number): Promise<Wallet> {
  const [b, pending] = await Promise.all([
    balances(db, userId),
    db
      .select({ orderNo: orders.orderNo, subject: orders.subject, amountFen: ledgerPostings.amountFen, availableAt: ledgerPostings.availableAt })
      .from(ledgerPostings)
      .leftJoin(orders, eq(orders.id, ledgerPostings.orderId))
      .where(
        and(
          eq(ledgerPostings.userId, userId),
          eq(ledgerPostings.kind, "earning"),
          sql`NOT EXISTS (SELECT 1 FROM ledger_postings s WHERE s.ref IN ('settle:' || ${ledgerPostings.id}, 'reverse:' || ${ledgerPostings.id}))`,
        ),
      )
      .orderBy(ledgerPostings.availableAt)
      .limit(50),
  ]);
  return {
    ...b,
    lifetimeFen: b.pendingFen + b.availableFen + b.withdrawingFen + b.withdrawnFen,
    pending: pending.map((p) => ({ ...p, availableAt: p.availableAt ?? 0 })),
  };
}

export type EarningOrder = {
  id: number;
  orderNo: string | null;
  orderType: string | null;
  orderTypeText: string;
  subject: string | null;
  /** What the buyer paid. */
  orderAmountFen: number | null;
  /** The earner's share (the posting's amount). */
  amountFen: number;
  /** Share of the order in percent, e.g. 70. */
  sharePercent: number | null;
  incomeType: "royalty" | "service";
  /** pending (结算中), available (已结算), reversed (已退款). */
  state: "pending" | "available" | "reversed";
  stateText: string;
  availableAt: number | null;
  /** SPEC §4: 0 not withdrawn, 1 withdrawing, 2 withdrawn (the most advanced withdrawal covering it). */
  withdrawStatus: 0 | 1 | 2;
  withdrawStatusText: string;
  createdAt: number;
};

const STATE_TEXT = { pending: "待结算", available: "已结算", reversed: "已退款" } as const;

/** user_earning_order: one row per earning, newest first. */
export async function earningOrders(db: DB, userId: number, input: PageInput): Promise<Page<EarningOrder>> {
  const where = and(eq(ledgerPostings.userId, userId), eq(ledgerPostings.kind, "earning"));
  return selectPage(
    db,
    input,
    db
      .select({
        p: ledgerPostings,
        orderNo: orders.orderNo,
        orderType: orders.type,
        subject: orders.subject,
        // Aliased: D1 answers a batch with objects, where the posting's amount_fen would collide.
        orderAmountFen: sql<number | null>`${orders.amountFen}`.as("order_amount_fen"),
        settled: sql<number>`EXISTS (SELECT 1 FROM ledger_postings s WHERE s.ref = 'settle:' || ${ledgerPostings.id})`,
        reversed: sql<number>`EXISTS (SELECT 1 FROM ledger_postings s WHERE s.ref = 'reverse:' || ${ledgerPostings.id})`,
        withdrawn: sql<number>`(SELECT max(CASE w.status WHEN 4 THEN 2 WHEN 0 THEN 1 WHEN 1 THEN 1 ELSE 0 END)
          FROM withdrawal_items i JOIN withdrawals w ON w.id = i.withdrawal_id WHERE i.posting_id = ${ledgerPostings.id})`,
      })
      .from(ledgerPostings)
      .leftJoin(orders, eq(orders.id, ledgerPostings.orderId))
      .where(where)
      .orderBy(desc(ledgerPostings.id))
      .$dynamic(),
    db.select({ n: count() }).from(ledgerPostings).where(where),
    (r): EarningOrder => {
      const state = r.reversed ? "reversed" : r.settled ? "available" : "pending";
      const withdrawStatus = (r.withdrawn ?? 0) as 0 | 1 | 2;
      return {
        id: r.p.id,
        orderNo: r.orderNo,
        orderType: r.orderType,
        orderTypeText: r.orderType ? ORDER_TYPE_TEXT[r.orderType as OrderType] : "",
        subject: r.subject,
        orderAmountFen: r.orderAmountFen,
        amountFen: r.p.amountFen,
        sharePercent: r.orderAmountFen ? Math.round((r.p.amountFen * 100) / r.orderAmountFen) : null,
        incomeType: incomeTypeOf(r.orderType),
        state,
        stateText: STATE_TEXT[state],
        availableAt: r.p.availableAt,
        withdrawStatus,
        withdrawStatusText: EARNING_WITHDRAW_TEXT[withdrawStatus] ?? "",
        createdAt: r.p.createdAt,
      };
    },
  );
}

export type ActivityEarning = { id: number; amountFen: number; reason: string; createdAt: number };

/** user_activity_earning: rewards the console granted, newest first. */
export async function activityEarnings(db: DB, userId: number, input: PageInput): Promise<Page<ActivityEarning>> {
  const where = eq(activityRewards.userId, userId);
  return selectPage(
    db,
    input,
    db
      .select({ id: activityRewards.id, amountFen: activityRewards.amountFen, reason: activityRewards.reason, createdAt: activityRewards.createdAt })
      .from(activityRewards)
      .where(where)
      .orderBy(desc(activityRewards.id))
      .$dynamic(),
    db.select({ n: count() }).from(activityRewards).where(where),
  );
}

/** The console grants a reward: the reward row and its ledger posting in one batch. */
export async function grantReward(
  db: DB,
  adminId: number,
  input: { userId: number; amountFen: number; reason: string },
  now: number,
): Promise<ActivityEarning> {
  const user = await db.query.users.findFirst({ columns: { id: true }, where: eq(users.id, input.userId) });
  if (!user) throw new TRPCError({ code: "NOT_FOUND", message: "用户不存在" });
  const ref = `${now}-${input.userId}-${randomDigits(8)}`;
  const stmts: Stmt[] = [
    db.insert(activityRewards).values({ ref, userId: input.userId, amountFen: input.amountFen, reason: input.reason, grantedBy: adminId, createdAt: now }),
    ...rewardStatements(db, { ref, userId: input.userId, amountFen: input.amountFen, now }),
  ];
  await db.batch(stmts as [Stmt, ...Stmt[]]);
  const row = await db.query.activityRewards.findFirst({ where: eq(activityRewards.ref, ref) });
  if (!row) throw new Error("reward insert lost");
  return { id: row.id, amountFen: row.amountFen, reason: row.reason, createdAt: row.createdAt };
}
