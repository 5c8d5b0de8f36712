import type { AppLoadContext } from "react-router";
import { actionFail, actionOk, actionRefused } from "~/lib/action-result";
import { api } from "~/lib/api.server";
import { formOf } from "~/lib/form.server";

// The user's actions on one custom order in 定制与审核 (/custom). The intent names the order
// (cancel:12) so the answer shows next to the order it concerns.
export async function userCustomAction(request: Request, context: AppLoadContext) {
  const form = await formOf(request);
  const raw = String(form.get("intent") ?? "");
  const [verb = "", idText = ""] = raw.split(":");
  const id = Number(idText);
  const caller = api(context).custom;
  const reason = String(form.get("reason") ?? "");
  try {
    if (!Number.isSafeInteger(id) || id <= 0) return actionRefused(raw, "订单编号无效");
    switch (verb) {
      case "cancel":
        await caller.cancel({ id });
        return actionOk(raw, "订单已取消，款项将原路退回");
      case "revise": {
        const r = await caller.revise({ id, reason });
        return actionOk(raw, `修改意见已提交，律师将据此修改（剩余 ${r.revisionsLeft} 次）`);
      }
      case "finish":
        await caller.finish({ id });
        return actionOk(raw, "已确认完成，感谢您的信任");
      case "refund": {
        const r = await caller.refund({ id, reason });
        return actionOk(raw, r.immediate ? "律师逾期未交付，已为您办理退款，款项将原路退回" : "退款申请已提交，等待律师处理");
      }
      case "review":
        await caller.review({ id, rating: Number(form.get("rating") ?? 0), content: String(form.get("content") ?? "") });
        return actionOk(raw, "感谢您的评价");
      default:
        return actionRefused(raw, "未知操作");
    }
  } catch (error) {
    return actionFail(raw, error);
  }
}
