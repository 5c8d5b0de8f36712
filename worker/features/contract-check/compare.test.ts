import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { clausesOf } from "#core/contract-check/compare";
import { callerFor, USER } from "../../../tests/setup/helpers";
import { seedLibrary } from "../../../tests/setup/library-fixture";

type Row = { id: number; body: string };
const visitor = callerFor(null);

async function template(where: string): Promise<Row> {
  const row = await env.DB.prepare(`SELECT id, body FROM templates WHERE status = 2 AND ${where} ORDER BY id LIMIT 1`).first<Row>();
  if (!row) throw new Error(`no template where ${where}`);
  return row;
}

beforeAll(async () => {
  await seedLibrary();
});

describe("对比范本", () => {
  it("contract compare: a clause the user left out of a chosen free template shows as removed", async () => {
    const free = await template("price_fen = 0 AND length(body) > 800");
    const clauses = clausesOf(free.body);
    const dropped = clauses[Math.floor(clauses.length / 2)] ?? "";
    const mine = clauses.filter((c) => c !== dropped).join("\n");
    const result = await visitor.contractCheck.compare({ text: mine, templateId: free.id });
    expect(result.template).toMatchObject({ id: free.id, partial: false });
    expect(result.summary).toMatchObject({ removed: 1, added: 0, changed: 0 });
    expect(result.rows.find((r) => r.kind === "removed")).toEqual({ kind: "removed", template: dropped });
  });

  it("contract compare: without a template chosen, the live template the contract resembles most is found", async () => {
    const free = await template("price_fen = 0 AND length(body) > 800");
    const mine = free.body.replace(/甲方/gu, "委托方");
    const result = await callerFor(USER).contractCheck.compare({ text: mine });
    expect(result.template.id).toBe(free.id);
    expect(result.matched).toBeGreaterThan(0.1);
  });

  it("contract compare: a paid template is compared only as far as its preview for those who have not bought it", async () => {
    const paid = await template("price_fen > 0 AND member_free = 0 AND length(body) > 1500");
    const result = await visitor.contractCheck.compare({ text: paid.body, templateId: paid.id });
    expect(result.template.partial).toBe(true);
    const tail = clausesOf(paid.body).at(-1) ?? "";
    expect(result.rows.some((r) => r.kind === "same" && r.template === tail)).toBe(false);
    expect(result.rows.some((r) => r.kind === "added" && r.mine === tail)).toBe(true);
  });

  it("contract compare: an unknown template, a bad id and a text like no template are refused in Chinese", async () => {
    const text = "本协议由双方友好协商签订，双方同意共同遵守以下约定内容并各自履行相应义务。";
    await expect(visitor.contractCheck.compare({ text, templateId: 99_999_999 })).rejects.toThrow("该范本不存在或已下架");
    await expect(visitor.contractCheck.compare({ text, templateId: "abc" as never })).rejects.toThrow("范本编号无效");
    await expect(visitor.contractCheck.compare({ text: "天气很好我们去公园散步然后回家吃饭看电视睡觉。" })).rejects.toThrow("没有找到与您的合同相似的范本");
  });
});
