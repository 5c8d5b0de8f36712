import { and, eq, isNull, sql } from "drizzle-orm";
import { authorShareFen } from "#core/orders";
import { templatePurchases, templates } from "#db/schema";
import { earningStatements } from "../ledger/ledger.service";
import type { Fulfilment } from "./fulfilment-registry";

// TEMPLATE orders: the purchase row grants the download (orders.service reads it), its refund revokes it.
export const templateFulfilment: Fulfilment = {
  fulfil(db, order, now) {
    if (order.targetId === null) return [];
    // Only user-provided templates (source 1) earn their author a share, and not from the author's own
    // purchase: the batch decides it (a paying notice reads nothing more than its order).
    const author = sql`(SELECT ${templates.authorId} FROM ${templates} WHERE ${templates.id} = ${order.targetId} AND ${templates.source} = 1 AND ${templates.authorId} <> ${order.userId})`;
    return [
      db.insert(templatePurchases).values({ userId: order.userId, templateId: order.targetId, orderId: order.id, createdAt: now }),
      ...earningStatements(db, author, order.id, authorShareFen(order.amountFen), now),
    ];
  },
  refundCompleted: (db, order, now) => [
    db
      .update(templatePurchases)
      .set({ revokedAt: now })
      .where(and(eq(templatePurchases.orderId, order.id), isNull(templatePurchases.revokedAt))),
  ],
};
