import { type AppLoadContext, data } from "react-router";
import { parseYuan } from "#core/money";
import { type ActionResult, actionRefused, userMessage } from "~/lib/action-result";
import { api } from "~/lib/api.server";
import { orNotFound } from "~/lib/not-found.server";
import { formText, type OrderIntent, orderIntentAction } from "~/lib/order-intent.server";
import { redirectWithToast } from "~/lib/toast.server";

// Actions on one custom order: the lawyer's (/lawyer/customService) and the console's (/console/custom).

/** A file input left empty arrives as a nameless, empty File. */
function fileOf(value: FormDataEntryValue | null): File | null {
  return value instanceof File && (value.size > 0 || value.name !== "") ? value : null;
}

/** A lost 接单 race keeps the service's wording (该订单已被其他律师接单或已取消); an order no longer offered says so. */
function acceptFailed(raw: string, error: unknown) {
  const code = (error as { code?: unknown } | null)?.code;
  const message = code === "NOT_FOUND" ? "该订单已不在您的待接单列表中" : userMessage(error);
  return data<ActionResult>({ ok: false, intent: raw, message, errors: {} }, { status: 400 });
}

export function lawyerCustomAction(request: Request, context: AppLoadContext) {
  const caller = api(context).custom;
  const answerRefund = async ({ id, form, intent }: OrderIntent) => {
    const agree = intent.startsWith("agree:");
    await caller.answerRefund({ id, agree, reason: formText(form, "reason") });
    return agree ? "已同意退款，款项将原路退回用户" : "已提交答复，平台客服将介入处理";
  };
  return orderIntentAction(request, "订单编号无效", {
    accept: async ({ id, intent }) => {
      try {
        await caller.accept({ id });
      } catch (error) {
        return acceptFailed(intent, error);
      }
      // Straight into the order just taken: the requirement and the conversation.
      return redirectWithToast(`/lawyer/customService?id=${id}`, { kind: "success", text: "接单成功，请尽快与当事人沟通需求" });
    },
    deliver: async ({ id, form, intent }) => {
      const contract = fileOf(form.get("contract"));
      if (!contract) return actionRefused(intent, "请上传合同文件");
      await caller.deliver({ id, contract, opinion: fileOf(form.get("opinion")), note: formText(form, "note") });
      return "已交付，用户将收到通知";
    },
    agree: answerRefund,
    refuse: answerRefund,
  });
}

export function consoleCustomAction(request: Request, context: AppLoadContext) {
  const caller = api(context).custom;
  return orderIntentAction(request, "订单编号无效", {
    decide: async ({ id, form, intent }) => {
      let refundFen: number;
      try {
        refundFen = parseYuan(formText(form, "refundYuan"));
      } catch {
        return actionRefused(intent, "退款金额格式不正确，请填写元，最多两位小数");
      }
      const order = await orNotFound(caller.detail({ id }));
      if (!order) return actionRefused(intent, "定制订单不存在");
      if (refundFen > order.amountFen) return actionRefused(intent, "退款金额不能超过实付金额");
      await caller.decideRefund({ id, refundFen, reason: formText(form, "reason") });
      return refundFen === 0 ? "已裁定不予退款，服务继续" : "已裁定退款，款项将原路退回用户";
    },
    reassign: async ({ id, form, intent }) => {
      const lawyerId = formText(form, "lawyerId").trim() || formText(form, "lawyerPick");
      if (!lawyerId) return actionRefused(intent, "请选择或输入要改派的律师");
      await caller.reassign({ id, lawyerId: Number(lawyerId), reason: formText(form, "reason") });
      return "已改派，新律师将在会话中继续服务";
    },
  });
}
