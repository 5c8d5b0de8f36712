import { TRPCError } from "@trpc/server";
import { and, asc, count, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import { AUDIT_STATUS, WITHDRAW_STATUS, type WithdrawStatus } from "#core/earnings";
import { formatYuan } from "#core/money";
import type { Page, PageInput } from "#core/page";
import type { DB } from "#db/client";
import { payoutEvents, users, withdrawals } from "#db/schema";
import { selectPage } from "#worker/lib/select-page";
import { payoutByName } from "../../providers/payout";
import type { PayoutProvider, PayoutProviderName, PayoutResult } from "../../providers/payout/payout";
import { payoutStatements, returnStatements, type Stmt } from "../ledger/ledger.service";
import { openBankCard } from "./bank-card";
import { verificationOf } from "./verification.service";
import { ownWithdrawal, toView, type WithdrawalRow, type WithdrawalView } from "./withdrawals.service";

const bad = (message: string) => new TRPCError({ code: "BAD_REQUEST", message });

// The console's side of withdrawals: the queue and payout log, reject (the money returns), approve
// through a payout provider or as an offline transfer, and the cron that asks providers for answers.
// Every move is a conditional update plus a ledger posting whose guard fails the batch otherwise.

export type QueueItem = WithdrawalView & { userId: number; nickname: string; realName: string; provider: string | null; providerRef: string | null };

export async function withdrawalQueue(db: DB, input: PageInput & { status?: number | undefined }): Promise<Page<QueueItem>> {
  const where = input.status === undefined ? undefined : eq(withdrawals.status, input.status);
  return selectPage(
    db,
    input,
    db
      .select({ w: withdrawals, nickname: users.nickname })
      .from(withdrawals)
      .innerJoin(users, eq(users.id, withdrawals.userId))
      .where(where)
      .orderBy(input.status === WITHDRAW_STATUS.PENDING ? asc(withdrawals.id) : desc(withdrawals.id))
      .$dynamic(),
    db.select({ n: count() }).from(withdrawals).where(where),
    ({ w, nickname }) => ({
      ...toView(w),
      userId: w.userId,
      nickname,
      realName: w.realName,
      provider: w.provider,
      providerRef: w.providerRef,
    }),
  );
}

export async function payoutLog(db: DB, id: number) {
  await ownWithdrawal(db, null, id);
  return db.select().from(payoutEvents).where(eq(payoutEvents.withdrawalId, id)).orderBy(asc(payoutEvents.id));
}

const event = (db: DB, withdrawalId: number, provider: string, name: string, detail: string, now: number) =>
  db.insert(payoutEvents).values({ withdrawalId, provider, event: name, detail, createdAt: now });

const statusIs = (id: number, status: WithdrawStatus, extra?: SQL) =>
  sql`EXISTS (SELECT 1 FROM withdrawals WHERE id = ${id} AND status = ${status}${extra ? sql` AND ${extra}` : sql``})`;

/** Runs a decision's batch; false when another decision won (its guard failed the whole batch). */
async function decide(db: DB, stmts: Stmt[]): Promise<boolean> {
  try {
    await db.batch(stmts as [Stmt, ...Stmt[]]);
    return true;
  } catch {
    return false;
  }
}

const STALE = "该提现申请已被处理，请刷新后再试";

/** Rejected in review: 0 → 2 and the money back to available. */
export async function rejectWithdrawal(db: DB, adminId: number, input: { id: number; reason: string }, now: number): Promise<WithdrawalView> {
  const reason = input.reason.trim();
  if (!reason) throw bad("请填写驳回原因，用户会看到它");
  const w = await ownWithdrawal(db, null, input.id);
  const ok = await decide(db, [
    db
      .update(withdrawals)
      .set({ status: WITHDRAW_STATUS.REJECTED, auditStatus: AUDIT_STATUS.REJECTED, reason: reason.slice(0, 200), reviewerId: adminId, reviewedAt: now })
      .where(and(eq(withdrawals.id, w.id), eq(withdrawals.status, WITHDRAW_STATUS.PENDING))),
    ...returnStatements(db, { no: w.no, userId: w.userId, amountFen: w.amountFen, now, guard: statusIs(w.id, WITHDRAW_STATUS.REJECTED) }),
    event(db, w.id, w.provider ?? "-", "rejected", reason, now),
  ]);
  if (!ok) throw bad(STALE);
  return toView(await ownWithdrawal(db, null, w.id));
}

/** Paid: 1 → 4 and withdrawing → withdrawn, once (a second report of the same payout changes nothing). */
async function finishPayout(db: DB, w: WithdrawalRow, reference: string, eventName: "paid" | "manual", now: number, onlyProvider?: string): Promise<boolean> {
  return decide(db, [
    db
      .update(withdrawals)
      .set({ status: WITHDRAW_STATUS.WITHDRAWN, providerRef: reference, paidAt: now })
      .where(and(eq(withdrawals.id, w.id), eq(withdrawals.status, WITHDRAW_STATUS.PAYING), onlyProvider ? eq(withdrawals.provider, onlyProvider) : undefined)),
    ...payoutStatements(db, { no: w.no, userId: w.userId, amountFen: w.amountFen, now, guard: statusIs(w.id, WITHDRAW_STATUS.WITHDRAWN) }),
    event(db, w.id, w.provider ?? "-", eventName, reference, now),
  ]);
}

/** Failed: 1 → 3, the reason kept for the user, and the money back to available. */
async function failPayout(db: DB, w: WithdrawalRow, reason: string, now: number): Promise<boolean> {
  return decide(db, [
    db
      .update(withdrawals)
      .set({ status: WITHDRAW_STATUS.FAILED, reason })
      .where(and(eq(withdrawals.id, w.id), eq(withdrawals.status, WITHDRAW_STATUS.PAYING))),
    ...returnStatements(db, { no: w.no, userId: w.userId, amountFen: w.amountFen, now, guard: statusIs(w.id, WITHDRAW_STATUS.FAILED) }),
    event(db, w.id, w.provider ?? "-", "failed", reason, now),
  ]);
}

async function apply(db: DB, w: WithdrawalRow, result: PayoutResult, now: number): Promise<void> {
  if (result.state === "paid") await finishPayout(db, w, result.reference, "paid", now);
  else if (result.state === "failed") await failPayout(db, w, result.reason, now);
  else if (result.reference !== null || result.dueAt !== undefined) {
    await db
      .update(withdrawals)
      .set({ providerRef: result.reference ?? w.providerRef, payoutDueAt: result.dueAt ?? w.payoutDueAt })
      .where(and(eq(withdrawals.id, w.id), eq(withdrawals.status, WITHDRAW_STATUS.PAYING)));
  }
}

export type PayoutDeps = { secret: string; provider: (name: PayoutProviderName) => PayoutProvider };
export const payoutDeps = (env: Env): PayoutDeps => ({ secret: env.AUTH_SECRET, provider: (name) => payoutByName(env, name) });

/**
 * Approved: 0 → 1 by a conditional update (one approval wins), then the transfer of the net amount
 * through the chosen provider. "manual" sends nothing and waits for the console's transfer reference.
 */
export async function approveWithdrawal(
  db: DB,
  deps: PayoutDeps,
  adminId: number,
  input: { id: number; provider: PayoutProviderName },
  now: number,
): Promise<WithdrawalView> {
  const [claimed] = await db
    .update(withdrawals)
    .set({ status: WITHDRAW_STATUS.PAYING, auditStatus: AUDIT_STATUS.APPROVED, provider: input.provider, reviewerId: adminId, reviewedAt: now })
    .where(and(eq(withdrawals.id, input.id), eq(withdrawals.status, WITHDRAW_STATUS.PENDING)))
    .returning();
  if (!claimed) {
    await ownWithdrawal(db, null, input.id);
    throw bad(STALE);
  }
  const provider = deps.provider(input.provider);
  const v = await verificationOf(db, claimed.userId);
  let result: PayoutResult;
  if (!v) {
    result = { state: "failed", reason: "收款银行卡信息缺失，请重新完成实名认证后再提现" };
  } else {
    await event(db, claimed.id, provider.name, "submitted", `打款 ${formatYuan(claimed.netFen)} 至 ${claimed.bankName} ${claimed.bankCardMasked}`, now);
    result = await provider.transfer(
      {
        no: claimed.no,
        amountFen: claimed.netFen,
        cardNo: openBankCard(deps.secret, v.bankCardSealed),
        holder: v.realName,
        bankName: v.bankName,
        bankBranch: v.bankBranch,
      },
      now,
    );
  }
  await apply(db, claimed, result, now);
  return toView(await ownWithdrawal(db, null, claimed.id));
}

/** The console records an offline bank transfer of a withdrawal approved for manual payout. */
export async function recordManualTransfer(db: DB, input: { id: number; reference: string }, now: number): Promise<WithdrawalView> {
  const reference = input.reference.trim();
  if (!reference) throw bad("请填写银行转账流水号");
  const w = await ownWithdrawal(db, null, input.id);
  if (w.status !== WITHDRAW_STATUS.PAYING || w.provider !== "manual") throw bad("只有已通过审核、选择线下转账的提现才能登记转账");
  if (!(await finishPayout(db, w, reference.slice(0, 64), "manual", now, "manual"))) throw bad(STALE);
  return toView(await ownWithdrawal(db, null, w.id));
}

/** Cron: asks the providers about transfers in flight (the sandbox's simulated delay ends here). */
export async function payoutTick(db: DB, deps: PayoutDeps, now: number): Promise<number> {
  const inFlight = await db
    .select()
    .from(withdrawals)
    .where(and(eq(withdrawals.status, WITHDRAW_STATUS.PAYING), inArray(withdrawals.provider, ["sandbox", "alipay"])))
    .orderBy(asc(withdrawals.id))
    .limit(50);
  let done = 0;
  for (const w of inFlight) {
    const result = await deps.provider(w.provider as PayoutProviderName).query(w.no, w.payoutDueAt, now);
    await apply(db, w, result, now);
    if (result.state !== "processing") done++;
  }
  return done;
}
