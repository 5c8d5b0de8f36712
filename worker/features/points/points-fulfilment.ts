import { pointsForPayment } from "#core/orders";
import type { Fulfilment } from "../orders/fulfilment-registry";
import { pointsStatement } from "./points.service";

// Every paid order earns points by its amount, whatever its type; a refund takes them back.
export const pointsFulfilment: Fulfilment = {
  fulfil(db, order, now) {
    const points = pointsForPayment(order.amountFen);
    return points > 0 ? [pointsStatement(db, order.userId, points, `支付订单 ${order.orderNo}`, `order:${order.id}`, now)] : [];
  },
  refundCompleted(db, order, now) {
    const points = pointsForPayment(order.amountFen);
    return points > 0 ? [pointsStatement(db, order.userId, -points, `订单 ${order.orderNo} 退款`, `refund:${order.id}`, now)] : [];
  },
};
