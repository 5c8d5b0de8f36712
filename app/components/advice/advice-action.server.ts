import type { AppLoadContext } from "react-router";
import { actionFail, actionOk, actionRefused } from "~/lib/action-result";
import { api } from "~/lib/api.server";
import { formOf } from "~/lib/form.server";
import { redirectWithToast } from "~/lib/toast.server";

// Actions on one advice order, shared by /myAdvice (the user) and /adviceService (the lawyer). The
// intent names the order (accept:12) so the answer shows next to the order it concerns.
const MESSAGES: Record<string, string> = {
  cancel: "已取消咨询，款项将原路退回",
  refund: "退款申请已提交，等待律师处理",
  finish: "本次咨询已完成",
  review: "感谢您的评价",
  agree: "已同意退款，款项将原路退回",
  refuse: "已拒绝退款申请",
};

export async function adviceAction(request: Request, context: AppLoadContext) {
  const form = await formOf(request);
  const raw = String(form.get("intent") ?? "");
  const [verb = "", idText = ""] = raw.split(":");
  const id = Number(idText);
  const caller = api(context).advice;
  try {
    if (!Number.isSafeInteger(id) || id <= 0) return actionRefused(raw, "咨询编号无效");
    switch (verb) {
      case "cancel":
        await caller.cancel({ id });
        break;
      case "refund":
        await caller.refund({ id, reason: String(form.get("reason") ?? "") });
        break;
      case "finish":
        await caller.finish({ id });
        break;
      case "review":
        await caller.review({ id, rating: Number(form.get("rating") ?? 0), content: String(form.get("content") ?? "") });
        break;
      case "accept":
        await caller.accept({ id });
        // Straight into the order just taken: the number to call or the conversation.
        return redirectWithToast(`/adviceService?id=${id}`, { kind: "success", text: "接单成功，请尽快回复当事人" });
      case "agree":
      case "refuse":
        await caller.decideRefund({ id, agree: verb === "agree", reason: String(form.get("reason") ?? "") });
        break;
      default:
        return actionRefused(raw, "未知操作");
    }
    return actionOk(raw, MESSAGES[verb] ?? "操作成功");
  } catch (error) {
    return actionFail(raw, error);
  }
}
