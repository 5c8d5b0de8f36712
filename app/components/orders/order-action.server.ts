import type { AppLoadContext } from "react-router";
import { actionFail, actionOk } from "~/lib/action-result";
import { api } from "~/lib/api.server";
import { formOf } from "~/lib/form.server";

// The user's order actions, shared by /myOrder and /myOrder/changeOrder. Intents carry the order
// number (cancel:QH…, refund:QH…) so the answer is shown next to the order it concerns.
export async function orderAction(request: Request, context: AppLoadContext) {
  const form = await formOf(request);
  const intent = String(form.get("intent") ?? "");
  const orderNo = String(form.get("orderNo") ?? "");
  const caller = api(context);
  try {
    if (intent === `cancel:${orderNo}`) {
      await caller.orders.cancel({ orderNo });
      return actionOk(intent, "订单已取消");
    }
    if (intent === `refund:${orderNo}`) {
      await caller.orders.refund({ orderNo, reason: String(form.get("reason") ?? "") });
      return actionOk(intent, "退款申请已提交，平台审核通过后款项将原路退回");
    }
    return actionOk("none", "");
  } catch (error) {
    return actionFail(intent, error);
  }
}
