import { and, eq, isNull } from "drizzle-orm";
import { authorShareFen } from "#core/orders";
import { templatePurchases, templates } from "#db/schema";
import { earningStatements, type Stmt } from "../ledger/ledger.service";
import type { Fulfilment } from "./fulfilment-registry";

// TEMPLATE orders: the purchase row grants the download (orders.service reads it), its refund revokes it.
export const templateFulfilment: Fulfilment = {
  async fulfil(db, order, now) {
    if (order.targetId === null) return [];
    const stmts: Stmt[] = [db.insert(templatePurchases).values({ userId: order.userId, templateId: order.targetId, orderId: order.id, createdAt: now })];
    const t = await db.query.templates.findFirst({ columns: { authorId: true, source: true }, where: eq(templates.id, order.targetId) });
    // Only user-provided templates (source 1) earn their author a share.
    if (t?.source === 1 && t.authorId !== null && t.authorId !== order.userId) {
      return [...stmts, ...earningStatements(db, t.authorId, order.id, authorShareFen(order.amountFen), now)];
    }
    return stmts;
  },
  refundCompleted: (db, order, now) => [
    db
      .update(templatePurchases)
      .set({ revokedAt: now })
      .where(and(eq(templatePurchases.orderId, order.id), isNull(templatePurchases.revokedAt))),
  ],
};
