import { and, asc, eq, gte, lte, sql } from "drizzle-orm";
import { WITHDRAW_STATUS } from "#core/earnings";
import type { DB } from "#db/client";
import { withdrawals } from "#db/schema";

// The user's yearly statement of income paid and tax withheld (个人所得税扣缴明细), month by month
// (Asia/Shanghai), from the withdrawals paid out: what the platform declares for them.

export type StatementMonth = { month: string; royaltyFen: number; serviceFen: number; taxFen: number; feeFen: number; netFen: number; count: number };
export type TaxStatement = { year: number; months: StatementMonth[]; total: Omit<StatementMonth, "month"> };

export async function taxStatement(db: DB, userId: number, year: number): Promise<TaxStatement> {
  const months = await db
    .select({
      month: withdrawals.taxMonth,
      royaltyFen: sql<number>`sum(${withdrawals.royaltyFen})`,
      serviceFen: sql<number>`sum(${withdrawals.serviceFen})`,
      taxFen: sql<number>`sum(${withdrawals.taxFen})`,
      feeFen: sql<number>`sum(${withdrawals.feeFen})`,
      netFen: sql<number>`sum(${withdrawals.netFen})`,
      count: sql<number>`count(*)`,
    })
    .from(withdrawals)
    .where(
      and(
        eq(withdrawals.userId, userId),
        eq(withdrawals.status, WITHDRAW_STATUS.WITHDRAWN),
        gte(withdrawals.taxMonth, `${year}-01`),
        lte(withdrawals.taxMonth, `${year}-12`),
      ),
    )
    .groupBy(withdrawals.taxMonth)
    .orderBy(asc(withdrawals.taxMonth));
  const sum = (key: keyof Omit<StatementMonth, "month">) => months.reduce((s, m) => s + m[key], 0);
  return {
    year,
    months,
    total: {
      royaltyFen: sum("royaltyFen"),
      serviceFen: sum("serviceFen"),
      taxFen: sum("taxFen"),
      feeFen: sum("feeFen"),
      netFen: sum("netFen"),
      count: sum("count"),
    },
  };
}
