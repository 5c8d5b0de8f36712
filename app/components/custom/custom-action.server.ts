import type { AppLoadContext } from "react-router";
import { api } from "~/lib/api.server";
import { formText, orderIntentAction } from "~/lib/order-intent.server";

// The user's actions on one custom order in 定制与审核 (/custom).
export function userCustomAction(request: Request, context: AppLoadContext) {
  const caller = api(context).custom;
  return orderIntentAction(request, "订单编号无效", {
    cancel: async ({ id }) => {
      await caller.cancel({ id });
      return "订单已取消，款项将原路退回";
    },
    revise: async ({ id, form }) => {
      const r = await caller.revise({ id, reason: formText(form, "reason") });
      return `修改意见已提交，律师将据此修改（剩余 ${r.revisionsLeft} 次）`;
    },
    finish: async ({ id }) => {
      await caller.finish({ id });
      return "已确认完成，感谢您的信任";
    },
    refund: async ({ id, form }) => {
      const r = await caller.refund({ id, reason: formText(form, "reason") });
      return r.immediate ? "律师逾期未交付，已为您办理退款，款项将原路退回" : "退款申请已提交，等待律师处理";
    },
    review: async ({ id, form }) => {
      await caller.review({ id, rating: Number(form.get("rating") ?? 0), content: formText(form, "content") });
      return "感谢您的评价";
    },
  });
}
