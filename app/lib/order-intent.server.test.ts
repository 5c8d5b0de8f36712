import { TRPCError } from "@trpc/server";
import { describe, expect, it } from "vitest";
import { orderIntentAction } from "./order-intent.server";

const post = (intent: string) => new Request("https://qihe.test/x", { method: "POST", body: new URLSearchParams({ intent, reason: "太慢" }) });

describe("order intent actions", () => {
  const handlers = {
    finish: async ({ id }: { id: number }) => `已完成 ${id}`,
    refund: async ({ form }: { form: FormData }) => {
      throw new TRPCError({ code: "BAD_REQUEST", message: `不能退款：${form.get("reason")}` });
    },
  };

  it("order intent actions: the verb's handler gets the order id and its message answers next to the intent", async () => {
    const answer = await orderIntentAction(post("finish:12"), "编号无效", handlers);
    expect(answer).toMatchObject({ data: { ok: true, intent: "finish:12", message: "已完成 12" } });
  });

  it("order intent actions: a malformed id, an unknown verb and a refused call answer 400 with a Chinese message", async () => {
    const refusals: [string, string][] = [
      ["finish:0", "编号无效"],
      ["finish:1e3", "编号无效"],
      ["finish", "编号无效"],
      ["toString:3", "未知操作"],
      ["refund:3", "不能退款：太慢"],
    ];
    for (const [intent, message] of refusals) {
      const answer = await orderIntentAction(post(intent), "编号无效", handlers);
      expect(answer).toMatchObject({ data: { ok: false, intent, message }, init: { status: 400 } });
    }
  });
});
