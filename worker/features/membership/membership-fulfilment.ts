import type { Fulfilment } from "../orders/fulfilment-registry";
import { grantStatements } from "./membership.service";

// MEMBER orders: the plan's days (the order's targetId) are granted once per order. A refund by the
// console takes nothing back, as before: VIP takes effect at once and users cannot refund it (refundEligibility).
export const memberFulfilment: Fulfilment = {
  fulfil: (db, order, now) => (order.targetId === null ? [] : grantStatements(db, order.userId, order.targetId, `order:${order.id}`, now)),
};
