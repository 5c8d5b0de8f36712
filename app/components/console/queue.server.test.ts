import { TRPCError } from "@trpc/server";
import { describe, expect, it } from "vitest";
import { takeToast } from "~/lib/toast.server";
import { approveOrReject, queueAction, reasonOf } from "./queue.server";

const post = (fields: Record<string, string>) => new Request("https://qihe.test/console/queue", { method: "POST", body: new URLSearchParams(fields) });

describe("console queue action", () => {
  it("console queue action: the intent picks its handler, whose message is the outcome line", async () => {
    const seen: string[] = [];
    const result = await queueAction(post({ intent: "reject", id: "7", reason: "照片不清晰" }), {
      approve: async () => "已通过",
      reject: async (form) => {
        seen.push(`${form.get("id")}:${reasonOf(form)}`);
        return "已驳回";
      },
    });
    expect(seen).toEqual(["7:照片不清晰"]);
    expect(result).not.toBeInstanceOf(Response);
    expect(result).toMatchObject({ data: { ok: true, intent: "reject", message: "已驳回", errors: {} } });
  });

  it("console queue action: with a page to return to, a decision redirects there with a success toast", async () => {
    const result = await queueAction(post({ intent: "approve", id: "1" }), { approve: async () => "已通过，广告已开始投放" }, "/console/ads");
    if (!(result instanceof Response)) throw new Error("expected a redirect");
    expect(result.status).toBe(302);
    expect(result.headers.get("Location")).toBe("/console/ads");
    const cookie = (result.headers.get("Set-Cookie") ?? "").split(";")[0] ?? "";
    const { toast } = await takeToast(new Request("https://qihe.test/console/ads", { headers: { Cookie: cookie } }));
    expect(toast).toMatchObject({ kind: "success", text: "已通过，广告已开始投放" });
  });

  it("console queue action: an unknown or inherited intent is refused and runs nothing", async () => {
    let ran = 0;
    const handlers = { approve: async () => `${++ran}` };
    for (const intent of ["", "delete", "constructor", "__proto__", "toString"]) {
      const result = await queueAction(post({ intent, id: "1" }), handlers, "/console/ads");
      expect(result, intent).toMatchObject({ data: { ok: false, intent, message: "未知的操作" }, init: { status: 400 } });
    }
    expect(ran).toBe(0);
  });

  it("console queue action: a refusal the handler words and a service's refusal show on the page; an internal error never does", async () => {
    const refused = await queueAction(post({ intent: "reward" }), { reward: async () => ({ refused: "请填写奖励金额" }) }, "/console/withdrawals");
    expect(refused).toMatchObject({ data: { ok: false, message: "请填写奖励金额" }, init: { status: 400 } });
    const service = await queueAction(post({ intent: "approve" }), {
      approve: async () => {
        throw new TRPCError({ code: "CONFLICT", message: "该申请已被处理" });
      },
    });
    expect(service).toMatchObject({ data: { ok: false, intent: "approve", message: "该申请已被处理" }, init: { status: 400 } });
    const internal = await queueAction(post({ intent: "approve" }), {
      approve: async () => {
        throw new Error("D1_ERROR: no such column");
      },
    });
    expect(internal).toMatchObject({ data: { ok: false, message: "操作失败，请稍后再试" } });
  });

  it("console queue action: approve sends the item's id, reject its id and the reason the submitter reads", async () => {
    const calls: unknown[] = [];
    const handlers = approveOrReject({
      approve: async (id) => calls.push(["approve", id]),
      approved: "已通过",
      reject: async (id, reason) => calls.push(["reject", id, reason]),
      rejected: "已驳回",
    });
    const approved = await queueAction(post({ intent: "approve", id: "3" }), handlers);
    const rejected = await queueAction(post({ intent: "reject", id: "4", reason: "执业证照片不清晰" }), handlers);
    expect(calls).toEqual([
      ["approve", "3"],
      ["reject", "4", "执业证照片不清晰"],
    ]);
    expect([approved, rejected]).toMatchObject([{ data: { ok: true, message: "已通过" } }, { data: { ok: true, message: "已驳回" } }]);
  });
});
