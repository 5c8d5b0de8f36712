import type { AppLoadContext } from "react-router";
import { api } from "~/lib/api.server";
import { formText, type OrderIntent, orderIntentAction } from "~/lib/order-intent.server";
import { redirectWithToast } from "~/lib/toast.server";

// Actions on one advice order, shared by /myAdvice (the user) and /adviceService (the lawyer).
export function adviceAction(request: Request, context: AppLoadContext) {
  const caller = api(context).advice;
  const decideRefund = async ({ id, form, intent }: OrderIntent) => {
    const agree = intent.startsWith("agree:");
    await caller.decideRefund({ id, agree, reason: formText(form, "reason") });
    return agree ? "已同意退款，款项将原路退回" : "已拒绝退款申请";
  };
  return orderIntentAction(request, "咨询编号无效", {
    cancel: async ({ id }) => {
      await caller.cancel({ id });
      return "已取消咨询，款项将原路退回";
    },
    refund: async ({ id, form }) => {
      await caller.refund({ id, reason: formText(form, "reason") });
      return "退款申请已提交，等待律师处理";
    },
    finish: async ({ id }) => {
      await caller.finish({ id });
      return "本次咨询已完成";
    },
    review: async ({ id, form }) => {
      await caller.review({ id, rating: Number(form.get("rating") ?? 0), content: formText(form, "content") });
      return "感谢您的评价";
    },
    accept: async ({ id }) => {
      await caller.accept({ id });
      // Straight into the order just taken: the number to call or the conversation.
      return redirectWithToast(`/adviceService?id=${id}`, { kind: "success", text: "接单成功，请尽快回复当事人" });
    },
    agree: decideRefund,
    refuse: decideRefund,
  });
}
