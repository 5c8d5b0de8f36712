import { sql } from "drizzle-orm";
import { parseDateTime } from "#core/dates";
import type { DB } from "#db/client";

// The console's monthly finance export: per earner, what the ledger credited (earnings, refund
// reversals, activity rewards) and paid out (withdrawn, split into tax withheld, fee and the net
// transfer) in one Asia/Shanghai month. Every figure is read from ledger postings or the paid
// withdrawals, so the rows add up to the ledger.

export type FinanceRow = {
  userId: number;
  nickname: string;
  earnedFen: number;
  reversedFen: number;
  rewardFen: number;
  withdrawnFen: number;
  taxFen: number;
  feeFen: number;
  netFen: number;
};

/** [start, end) of an Asia/Shanghai month 'YYYY-MM'. */
export function monthRange(month: string): [number, number] {
  const [y = 0, m = 0] = month.split("-").map(Number);
  const next = m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, "0")}`;
  return [parseDateTime(`${month}-01 00:00:00`) ?? 0, parseDateTime(`${next}-01 00:00:00`) ?? 0];
}

export async function financeMonth(db: DB, month: string): Promise<{ month: string; rows: FinanceRow[]; total: Omit<FinanceRow, "userId" | "nickname"> }> {
  const [from, to] = monthRange(month);
  const rows = await db.all<FinanceRow>(sql`
    WITH credited AS (
      SELECT user_id,
        sum(CASE kind WHEN 'earning' THEN amount_fen ELSE 0 END) AS earned,
        sum(CASE kind WHEN 'reversal' THEN amount_fen ELSE 0 END) AS reversed,
        sum(CASE kind WHEN 'reward' THEN amount_fen ELSE 0 END) AS reward,
        sum(CASE kind WHEN 'payout' THEN amount_fen ELSE 0 END) AS withdrawn
      FROM ledger_postings
      WHERE kind IN ('earning', 'reversal', 'reward', 'payout') AND created_at >= ${from} AND created_at < ${to} AND user_id IS NOT NULL
      GROUP BY user_id),
    paid AS (
      SELECT user_id, sum(tax_fen) AS tax, sum(fee_fen) AS fee, sum(net_fen) AS net
      FROM withdrawals WHERE status = 4 AND paid_at >= ${from} AND paid_at < ${to}
      GROUP BY user_id)
    SELECT c.user_id AS userId, u.nickname AS nickname, c.earned AS earnedFen, c.reversed AS reversedFen, c.reward AS rewardFen,
      c.withdrawn AS withdrawnFen, coalesce(p.tax, 0) AS taxFen, coalesce(p.fee, 0) AS feeFen, coalesce(p.net, 0) AS netFen
    FROM credited c JOIN users u ON u.id = c.user_id LEFT JOIN paid p ON p.user_id = c.user_id
    ORDER BY c.user_id`);
  const sum = (key: keyof Omit<FinanceRow, "userId" | "nickname">) => rows.reduce((s, r) => s + r[key], 0);
  return {
    month,
    rows,
    total: {
      earnedFen: sum("earnedFen"),
      reversedFen: sum("reversedFen"),
      rewardFen: sum("rewardFen"),
      withdrawnFen: sum("withdrawnFen"),
      taxFen: sum("taxFen"),
      feeFen: sum("feeFen"),
      netFen: sum("netFen"),
    },
  };
}
