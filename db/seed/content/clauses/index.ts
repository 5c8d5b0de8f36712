// Seed clauses for the clause library (条款库): about 200 clauses across every subcategory of
// CLAUSE_CATEGORIES, written as contract text with 使用提示 for each.
import { breachClauses } from "./breach.ts";
import { confidentialityClauses } from "./confidentiality.ts";
import { deliveryClauses } from "./delivery.ts";
import { disputeClauses } from "./dispute.ts";
import { employmentClauses } from "./employment.ts";
import { forceMajeureClauses } from "./force-majeure.ts";
import { generalClauses } from "./general.ts";
import { guaranteeClauses } from "./guarantee.ts";
import { integrityClauses } from "./integrity.ts";
import { ipClauses } from "./ip.ts";
import type { ClauseSeed } from "./kit.ts";
import { noticeClauses } from "./notice.ts";
import { paymentClauses } from "./payment.ts";
import { privacyClauses } from "./privacy.ts";
import { repsClauses } from "./reps.ts";
import { terminationClauses } from "./termination.ts";

export { CLAUSE_CATEGORIES } from "./categories.ts";
export type { ClauseSeed };

/** Titles of the clauses editors picked for 本周精选, newest pick first. */
export const FEATURED_CLAUSES: readonly string[] = [
  "逾期付款违约金（以LPR为基础计算）",
  "送达地址确认条款",
  "避免或裁或审",
  "委托处理个人信息",
  "所有权保留",
  "竞业限制经济补偿",
  "收款账户及变更",
  "不可抗力的通知与证明",
];

export function clauseSeeds(): ClauseSeed[] {
  return [
    ...breachClauses,
    ...paymentClauses,
    ...deliveryClauses,
    ...confidentialityClauses,
    ...ipClauses,
    ...disputeClauses,
    ...forceMajeureClauses,
    ...terminationClauses,
    ...noticeClauses,
    ...integrityClauses,
    ...privacyClauses,
    ...guaranteeClauses,
    ...repsClauses,
    ...employmentClauses,
    ...generalClauses,
  ];
}
