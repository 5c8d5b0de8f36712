import { type AppLoadContext, data } from "react-router";
import { parseYuan } from "#core/money";
import { type ActionResult, actionFail, actionOk, actionRefused, userMessage } from "~/lib/action-result";
import { api } from "~/lib/api.server";
import { formOf } from "~/lib/form.server";
import { orNotFound } from "~/lib/not-found.server";
import { redirectWithToast } from "~/lib/toast.server";

// Actions on one custom order: the lawyer's (/lawyer/customService) and the console's (/console/custom).
// The intent names the order (deliver:12) so the answer shows next to the form it concerns.
const ID = /^[1-9]\d{0,9}$/;

const MESSAGES: Record<string, string> = {
  deliver: "已交付，用户将收到通知",
  agree: "已同意退款，款项将原路退回用户",
  refuse: "已提交答复，平台客服将介入处理",
  reassign: "已改派，新律师将在会话中继续服务",
};

/** A file input left empty arrives as a nameless, empty File. */
function fileOf(value: FormDataEntryValue | null): File | null {
  return value instanceof File && (value.size > 0 || value.name !== "") ? value : null;
}

function intentOf(form: FormData): { raw: string; verb: string; id: number | null } {
  const raw = String(form.get("intent") ?? "");
  const [verb = "", idText = ""] = raw.split(":");
  return { raw, verb, id: ID.test(idText) ? Number(idText) : null };
}

/** A lost 接单 race keeps the service's wording (该订单已被其他律师接单或已取消); an order no longer offered says so. */
function acceptFailed(raw: string, error: unknown) {
  const code = (error as { code?: unknown } | null)?.code;
  const message = code === "NOT_FOUND" ? "该订单已不在您的待接单列表中" : userMessage(error);
  return data<ActionResult>({ ok: false, intent: raw, message, errors: {} }, { status: 400 });
}

export async function lawyerCustomAction(request: Request, context: AppLoadContext) {
  const form = await formOf(request);
  const { raw, verb, id } = intentOf(form);
  if (id === null) return actionRefused(raw, "订单编号无效");
  const caller = api(context).custom;
  if (verb === "accept") {
    try {
      await caller.accept({ id });
    } catch (error) {
      return acceptFailed(raw, error);
    }
    // Straight into the order just taken: the requirement and the conversation.
    return redirectWithToast(`/lawyer/customService?id=${id}`, { kind: "success", text: "接单成功，请尽快与当事人沟通需求" });
  }
  try {
    switch (verb) {
      case "deliver": {
        const contract = fileOf(form.get("contract"));
        if (!contract) return actionRefused(raw, "请上传合同文件");
        await caller.deliver({ id, contract, opinion: fileOf(form.get("opinion")), note: String(form.get("note") ?? "") });
        break;
      }
      case "agree":
      case "refuse":
        await caller.answerRefund({ id, agree: verb === "agree", reason: String(form.get("reason") ?? "") });
        break;
      default:
        return actionRefused(raw, "未知操作");
    }
    return actionOk(raw, MESSAGES[verb] ?? "操作成功");
  } catch (error) {
    return actionFail(raw, error);
  }
}

export async function consoleCustomAction(request: Request, context: AppLoadContext) {
  const form = await formOf(request);
  const { raw, verb, id } = intentOf(form);
  if (id === null) return actionRefused(raw, "订单编号无效");
  const caller = api(context).custom;
  const reason = String(form.get("reason") ?? "");
  try {
    switch (verb) {
      case "decide": {
        let refundFen: number;
        try {
          refundFen = parseYuan(String(form.get("refundYuan") ?? ""));
        } catch {
          return actionRefused(raw, "退款金额格式不正确，请填写元，最多两位小数");
        }
        const order = await orNotFound(caller.detail({ id }));
        if (!order) return actionRefused(raw, "定制订单不存在");
        if (refundFen > order.amountFen) return actionRefused(raw, "退款金额不能超过实付金额");
        await caller.decideRefund({ id, refundFen, reason });
        return actionOk(raw, refundFen === 0 ? "已裁定不予退款，服务继续" : "已裁定退款，款项将原路退回用户");
      }
      case "reassign": {
        const typed = String(form.get("lawyerId") ?? "").trim();
        const lawyerId = typed || String(form.get("lawyerPick") ?? "");
        if (!lawyerId) return actionRefused(raw, "请选择或输入要改派的律师");
        await caller.reassign({ id, lawyerId: Number(lawyerId), reason });
        break;
      }
      default:
        return actionRefused(raw, "未知操作");
    }
    return actionOk(raw, MESSAGES[verb] ?? "操作成功");
  } catch (error) {
    return actionFail(raw, error);
  }
}
