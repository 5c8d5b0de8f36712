import { TRPCError } from "@trpc/server";
import { and, asc, count, desc, eq, gte, inArray, sql } from "drizzle-orm";
import {
  AUDIT_STATUS,
  AUDIT_STATUS_TEXT,
  HOLDING_STATUSES,
  incomeTypeOf,
  REALNAME_STATUS,
  shanghaiDayStart,
  taxMonthOf,
  WITHDRAW_CHANNEL,
  WITHDRAW_SETTINGS,
  WITHDRAW_STATUS,
  WITHDRAW_STATUS_TEXT,
  type WithdrawStatus,
} from "#core/earnings";
import { formatYuan } from "#core/money";
import { newOrderNo, ORDER_TYPE_TEXT, type OrderType } from "#core/orders";
import type { Page, PageInput } from "#core/page";
import { type IncomeType, type Withholding, withholding } from "#core/withholding";
import type { DB } from "#db/client";
import { ledgerPostings, orders, withdrawalItems, withdrawals } from "#db/schema";
import { selectPage } from "#worker/lib/select-page";
import { verifyCode } from "../auth/sms-codes.service";
import { balances, type Stmt, withdrawalStatements } from "../ledger/ledger.service";
import { ownPhone } from "../users/users.service";
import { verificationOf } from "./verification.service";

// Withdrawals to a bank card (SPEC §4, §9 BANK_CARD). A request moves its amount from available to
// withdrawing in one guarded batch; the console approves (payout through a provider) or rejects (the
// money returns); a failed payout returns it too. Every move is a conditional update plus a ledger
// posting whose guard fails the whole batch when the update did not happen.

export type WithdrawalRow = typeof withdrawals.$inferSelect;
const bad = (message: string) => new TRPCError({ code: "BAD_REQUEST", message });
const HOLDING = sql.raw(`(${HOLDING_STATUSES.join(", ")})`);

export function withdrawSetting() {
  return { ...WITHDRAW_SETTINGS, channel: WITHDRAW_CHANNEL };
}

export type Precondition = {
  ok: boolean;
  /** What is missing, in plain words, in the order the user should fix it. */
  missing: string[];
  verificationStatus: string;
  bankCardMasked: string;
  bankName: string;
  availableFen: number;
  minFen: number;
  dailyLimitFen: number;
  todayFen: number;
};

async function todayTotal(db: DB, userId: number, now: number): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${withdrawals.amountFen}), 0)` })
    .from(withdrawals)
    .where(and(eq(withdrawals.userId, userId), gte(withdrawals.createdAt, shanghaiDayStart(now)), inArray(withdrawals.status, [...HOLDING_STATUSES])));
  return row?.total ?? 0;
}

export async function precondition(db: DB, userId: number, now: number): Promise<Precondition> {
  const [v, b, todayFen] = await Promise.all([verificationOf(db, userId), balances(db, userId), todayTotal(db, userId, now)]);
  const missing: string[] = [];
  const status = v?.status ?? REALNAME_STATUS.DRAFT;
  if (status === REALNAME_STATUS.DRAFT) missing.push("请先完成实名认证并绑定本人银行卡");
  else if (status === REALNAME_STATUS.REVIEWING) missing.push("实名认证正在审核中，审核通过后即可提现");
  else if (status === REALNAME_STATUS.REJECTED) missing.push(`实名认证未通过（${v?.rejectReason ?? "信息有误"}），请修改后重新提交`);
  if (v && !v.bankCardMasked) missing.push("请绑定本人银行卡");
  if (b.availableFen < WITHDRAW_SETTINGS.minFen) {
    missing.push(`可提现余额 ${formatYuan(b.availableFen)}，满 ${formatYuan(WITHDRAW_SETTINGS.minFen)} 才能提现`);
  }
  if (todayFen >= WITHDRAW_SETTINGS.dailyLimitFen) missing.push(`今日提现已达单日限额 ${formatYuan(WITHDRAW_SETTINGS.dailyLimitFen)}，请明天再试`);
  return {
    ok: missing.length === 0,
    missing,
    verificationStatus: status,
    bankCardMasked: v?.bankCardMasked ?? "",
    bankName: v?.bankName ?? "",
    availableFen: b.availableFen,
    minFen: WITHDRAW_SETTINGS.minFen,
    dailyLimitFen: WITHDRAW_SETTINGS.dailyLimitFen,
    todayFen,
  };
}

type Allocation = { postingId: number; orderId: number | null; incomeType: IncomeType; amountFen: number };

/**
 * Which available earnings a withdrawal of `amountFen` covers, first earned first withdrawn: settled
 * earnings that were not reversed, and rewards, less what earlier withdrawals still holding money took.
 */
async function allocate(db: DB, userId: number, amountFen: number): Promise<Allocation[]> {
  const sources = await db.all<{ id: number; order_id: number | null; order_type: string | null; left_fen: number }>(sql`
    SELECT p.id, p.order_id, o.type AS order_type,
      p.amount_fen - coalesce((SELECT sum(i.amount_fen) FROM withdrawal_items i JOIN withdrawals w ON w.id = i.withdrawal_id
        WHERE i.posting_id = p.id AND w.status IN ${HOLDING}), 0) AS left_fen
    FROM ledger_postings p LEFT JOIN orders o ON o.id = p.order_id
    WHERE p.user_id = ${userId}
      AND (p.kind = 'reward' OR (p.kind = 'earning'
        AND EXISTS (SELECT 1 FROM ledger_postings s WHERE s.ref = 'settle:' || p.id)
        AND NOT EXISTS (SELECT 1 FROM ledger_postings r WHERE r.ref = 'reverse:' || p.id)))
    ORDER BY p.id`);
  const items: Allocation[] = [];
  let left = amountFen;
  for (const s of sources) {
    if (left <= 0) break;
    const take = Math.min(left, s.left_fen);
    if (take <= 0) continue;
    items.push({ postingId: s.id, orderId: s.order_id, incomeType: incomeTypeOf(s.order_type), amountFen: take });
    left -= take;
  }
  return items;
}

/**
 * What this month's earlier withdrawals (still holding or paid) took of each income type, and the
 * tax they withheld: the month's income of one item is one 次.
 */
async function earlierThisMonth(db: DB, userId: number, month: string): Promise<{ royaltyFen: number; serviceFen: number; taxFen: number }> {
  const [row] = await db
    .select({
      royaltyFen: sql<number>`coalesce(sum(${withdrawals.royaltyFen}), 0)`,
      serviceFen: sql<number>`coalesce(sum(${withdrawals.serviceFen}), 0)`,
      taxFen: sql<number>`coalesce(sum(${withdrawals.taxFen}), 0)`,
    })
    .from(withdrawals)
    .where(and(eq(withdrawals.userId, userId), eq(withdrawals.taxMonth, month), inArray(withdrawals.status, [...HOLDING_STATUSES])));
  return { royaltyFen: row?.royaltyFen ?? 0, serviceFen: row?.serviceFen ?? 0, taxFen: row?.taxFen ?? 0 };
}

export type Breakdown = {
  amountFen: number;
  royalty: Withholding | null;
  service: Withholding | null;
  taxFen: number;
  /**
   * Tax made up (or, below zero, not withheld again) because an earlier withdrawal of the month was
   * returned after this month's later ones had counted it: the month withholds its exact total.
   */
  adjustmentFen: number;
  feeFen: number;
  netFen: number;
  taxMonth: string;
  earlier: { royaltyFen: number; serviceFen: number; taxFen: number };
  items: Allocation[];
};

/** The tax and fee of a withdrawal, shown before the user confirms and stored with the request. */
export async function breakdown(db: DB, userId: number, amountFen: number, now: number): Promise<Breakdown> {
  const taxMonth = taxMonthOf(now);
  const [items, earlier] = await Promise.all([allocate(db, userId, amountFen), earlierThisMonth(db, userId, taxMonth)]);
  const royaltyFen = items.filter((i) => i.incomeType === "royalty").reduce((s, i) => s + i.amountFen, 0);
  // Whatever no earning explains (there should be none) is taxed as service income, the higher rate.
  const serviceFen = amountFen - royaltyFen;
  const royalty = royaltyFen > 0 ? withholding("royalty", royaltyFen, earlier.royaltyFen) : null;
  const service = serviceFen > 0 ? withholding("service", serviceFen, earlier.serviceFen) : null;
  // The month's tax on everything paid or being paid, less what those withdrawals withheld: usually
  // the sum of the two differences, and exact even after a withdrawal of the month was returned.
  const monthDue = withholding("royalty", earlier.royaltyFen + royaltyFen).taxFen + withholding("service", earlier.serviceFen + serviceFen).taxFen;
  const taxFen = Math.max(0, monthDue - earlier.taxFen);
  const adjustmentFen = taxFen - (royalty?.taxFen ?? 0) - (service?.taxFen ?? 0);
  const feeFen = WITHDRAW_SETTINGS.feeFen;
  return { amountFen, royalty, service, taxFen, adjustmentFen, feeFen, netFen: amountFen - taxFen - feeFen, taxMonth, earlier, items };
}

export async function previewWithdrawal(db: DB, userId: number, amountFen: number, now: number): Promise<Breakdown> {
  checkAmount(amountFen);
  return breakdown(db, userId, amountFen, now);
}

function checkAmount(amountFen: number): void {
  if (amountFen < WITHDRAW_SETTINGS.minFen) throw bad(`单次提现金额不能低于 ${formatYuan(WITHDRAW_SETTINGS.minFen)}`);
  if (amountFen > WITHDRAW_SETTINGS.dailyLimitFen) throw bad(`单日提现金额不能超过 ${formatYuan(WITHDRAW_SETTINGS.dailyLimitFen)}`);
}

export type WithdrawalView = {
  id: number;
  no: string;
  channel: string;
  amountFen: number;
  taxFen: number;
  feeFen: number;
  netFen: number;
  royaltyFen: number;
  serviceFen: number;
  bankCardMasked: string;
  bankName: string;
  status: WithdrawStatus;
  statusText: string;
  auditStatus: number;
  auditStatusText: string;
  reason: string | null;
  createdAt: number;
  reviewedAt: number | null;
  paidAt: number | null;
};

export function toView(w: WithdrawalRow): WithdrawalView {
  const status = w.status as WithdrawStatus;
  return {
    id: w.id,
    no: w.no,
    channel: w.channel,
    amountFen: w.amountFen,
    taxFen: w.taxFen,
    feeFen: w.feeFen,
    netFen: w.netFen,
    royaltyFen: w.royaltyFen,
    serviceFen: w.serviceFen,
    bankCardMasked: w.bankCardMasked,
    bankName: w.bankName,
    status,
    statusText: WITHDRAW_STATUS_TEXT[status] ?? "",
    auditStatus: w.auditStatus,
    auditStatusText: AUDIT_STATUS_TEXT[w.auditStatus] ?? "",
    reason: w.reason,
    createdAt: w.createdAt,
    reviewedAt: w.reviewedAt,
    paidAt: w.paidAt,
  };
}

/**
 * The guarded batch of a request: the row, its items, then the ledger posting available → withdrawing
 * whose guard (when the batch runs) demands the balance, an approved verification, room under the daily
 * limit and this month's earlier withdrawals as the tax was computed; else the whole batch fails.
 */
export async function placeWithdrawal(db: DB, userId: number, amountFen: number, now: number): Promise<WithdrawalView> {
  checkAmount(amountFen);
  const v = await verificationOf(db, userId);
  if (!v || v.status !== REALNAME_STATUS.APPROVED) throw bad("请先完成实名认证并等待审核通过");
  const b = await breakdown(db, userId, amountFen, now);
  const no = `TX${newOrderNo(now).slice(2)}`;
  const royaltyFen = b.royalty?.incomeFen ?? 0;
  const serviceFen = b.service?.incomeFen ?? 0;
  const withdrawalId = sql`(SELECT id FROM withdrawals WHERE no = ${no})`;
  const guard = sql`EXISTS (SELECT 1 FROM real_name_verifications WHERE user_id = ${userId} AND status = ${REALNAME_STATUS.APPROVED} AND bank_card_masked = ${v.bankCardMasked})
    AND (SELECT coalesce(sum(amount_fen), 0) FROM withdrawals WHERE user_id = ${userId} AND created_at >= ${shanghaiDayStart(now)} AND status IN ${HOLDING}) <= ${WITHDRAW_SETTINGS.dailyLimitFen}
    AND (SELECT coalesce(sum(royalty_fen), 0) || ':' || coalesce(sum(service_fen), 0) || ':' || coalesce(sum(tax_fen), 0) FROM withdrawals
      WHERE user_id = ${userId} AND tax_month = ${b.taxMonth} AND status IN ${HOLDING} AND no != ${no}) = ${`${b.earlier.royaltyFen}:${b.earlier.serviceFen}:${b.earlier.taxFen}`}`;
  const stmts: Stmt[] = [
    db.insert(withdrawals).values({
      no,
      userId,
      channel: WITHDRAW_CHANNEL,
      amountFen,
      royaltyFen,
      serviceFen,
      taxFen: b.taxFen,
      feeFen: b.feeFen,
      netFen: b.netFen,
      taxMonth: b.taxMonth,
      realName: v.realName,
      bankCardMasked: v.bankCardMasked,
      bankName: v.bankName,
      status: WITHDRAW_STATUS.PENDING,
      auditStatus: AUDIT_STATUS.PENDING,
      createdAt: now,
    }),
    ...b.items.map((i) => db.insert(withdrawalItems).values({ ...i, withdrawalId })),
    ...withdrawalStatements(db, { no, userId, amountFen, now, guard }),
  ];
  try {
    await db.batch(stmts as [Stmt, ...Stmt[]]);
  } catch {
    const [after, today] = await Promise.all([balances(db, userId), todayTotal(db, userId, now)]);
    if (after.availableFen < amountFen) throw bad(`可提现余额不足：当前可提现 ${formatYuan(after.availableFen)}`);
    if (today + amountFen > WITHDRAW_SETTINGS.dailyLimitFen)
      throw bad(`超出单日提现限额 ${formatYuan(WITHDRAW_SETTINGS.dailyLimitFen)}，今日已申请 ${formatYuan(today)}`);
    throw bad("提现申请未完成，请刷新后重试");
  }
  const row = await db.query.withdrawals.findFirst({ where: eq(withdrawals.no, no) });
  if (!row) throw new Error("withdrawal insert lost");
  return toView(row);
}

/** A request from the page: the SMS code to the bound phone first, then the guarded batch. */
export async function createWithdrawal(db: DB, secret: string, userId: number, input: { amount: number; code: string }, now: number): Promise<WithdrawalView> {
  const pre = await precondition(db, userId, now);
  if (!pre.ok) throw bad(pre.missing[0] ?? "暂不能提现");
  checkAmount(input.amount);
  if (input.amount > pre.availableFen) throw bad(`可提现余额不足：当前可提现 ${formatYuan(pre.availableFen)}`);
  const phone = await ownPhone(db, userId);
  if (!phone) throw bad("请先绑定手机号");
  await verifyCode(db, secret, { phone, purpose: "withdraw", code: input.code }, now);
  return placeWithdrawal(db, userId, input.amount, now);
}

export async function myWithdrawals(db: DB, userId: number, input: PageInput & { status?: number | undefined }): Promise<Page<WithdrawalView>> {
  const where = and(eq(withdrawals.userId, userId), input.status === undefined ? undefined : eq(withdrawals.status, input.status));
  return selectPage(
    db,
    input,
    db.select().from(withdrawals).where(where).orderBy(desc(withdrawals.id)).$dynamic(),
    db.select({ n: count() }).from(withdrawals).where(where),
    toView,
  );
}

export async function ownWithdrawal(db: DB, userId: number | null, id: number): Promise<WithdrawalRow> {
  const row = await db.query.withdrawals.findFirst({ where: eq(withdrawals.id, id) });
  // Another user's request reads as absent (IDOR): its existence is not confirmed either.
  if (!row || (userId !== null && row.userId !== userId)) throw new TRPCError({ code: "NOT_FOUND", message: "提现记录不存在" });
  return row;
}

export type RelatedOrder = {
  orderNo: string | null;
  orderType: string | null;
  orderTypeText: string;
  subject: string;
  incomeType: IncomeType;
  amountFen: number;
};

/** related_order/{id}: the earnings a withdrawal covered (an activity reward shows as such). */
export async function relatedOrders(db: DB, userId: number | null, id: number): Promise<RelatedOrder[]> {
  await ownWithdrawal(db, userId, id);
  const rows = await db
    .select({
      orderNo: orders.orderNo,
      orderType: orders.type,
      subject: orders.subject,
      kind: ledgerPostings.kind,
      incomeType: withdrawalItems.incomeType,
      amountFen: withdrawalItems.amountFen,
    })
    .from(withdrawalItems)
    .innerJoin(ledgerPostings, eq(ledgerPostings.id, withdrawalItems.postingId))
    .leftJoin(orders, eq(orders.id, withdrawalItems.orderId))
    .where(eq(withdrawalItems.withdrawalId, id))
    .orderBy(asc(withdrawalItems.id));
  return rows.map((r) => ({
    orderNo: r.orderNo,
    orderType: r.orderType,
    orderTypeText: r.orderType ? ORDER_TYPE_TEXT[r.orderType as OrderType] : "活动收益",
    subject: r.subject ?? (r.kind === "reward" ? "活动奖励" : ""),
    incomeType: r.incomeType as IncomeType,
    amountFen: r.amountFen,
  }));
}
