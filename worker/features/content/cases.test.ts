import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { CaseFields } from "#core/content";
import { callerFor } from "../../../tests/setup/helpers";
import { EDITOR, editor, FINANCE, refusal, SERVICE, searchFinds, seedPeople, visitor } from "./content-test-kit";

type CaseForm = Omit<CaseFields, "parties"> & { parties: string };

const form = (title: string, word: string): CaseForm => ({
  title,
  caseNo: "（2025）京01民终1234号",
  causeId: 9802,
  court: "北京市第一中级人民法院",
  courtLevel: 2,
  regionCode: null,
  procedure: "二审",
  judgedOn: "2025-06-18",
  parties: "上诉人：张某\n被上诉人：某科技有限公司",
  holding: `出租人未按约定交付${word}的，承租人有权解除合同并要求返还已付租金。`,
  body: "【审理经过】\n上诉人张某因房屋租赁合同纠纷一案，不服一审判决，向本院提起上诉。\n【本院认为】\n出租人未按约交付，构成根本违约。\n【判决如下】\n驳回上诉，维持原判。",
});

beforeAll(async () => {
  await seedPeople();
  await env.DB.batch([
    env.DB.prepare("INSERT OR IGNORE INTO case_causes (id, slug, name, parent_id, sort) VALUES (9801, 'test-contract', '合同纠纷', NULL, 0)"),
    env.DB.prepare("INSERT OR IGNORE INTO case_causes (id, slug, name, parent_id, sort) VALUES (9802, 'test-lease', '房屋租赁合同纠纷', 9801, 0)"),
  ]);
});

describe("console: cases", () => {
  it("a case created is found by search and its page shows 裁判要旨", async () => {
    const { id } = await editor().content.createCase(form("鹦鹉租赁案", "鹦鹉"));
    expect(await searchFinds("cases", "鹦鹉", id)).toBe(true);
    expect(await searchFinds("cases", "鹦鹉租赁", id)).toBe(true);
    const detail = await visitor().cases.detail({ id });
    expect(detail).toMatchObject({
      holding: "出租人未按约定交付鹦鹉的，承租人有权解除合同并要求返还已付租金。",
      year: 2025,
      procedure: "二审",
      parties: [
        { role: "上诉人", name: "张某" },
        { role: "被上诉人", name: "某科技有限公司" },
      ],
      cause: { name: "房屋租赁合同纠纷", parent: { name: "合同纠纷" } },
    });
    expect(detail.sections.map((s) => s.title)).toEqual(["审理经过", "本院认为", "判决如下"]);
    const list = await visitor().cases.list({ current: 1, size: 10, keyword: "鹦鹉" });
    expect(list.records.map((r) => r.id)).toContain(id);
    // The edit form shows what was entered.
    expect(await editor().content.case({ id })).toMatchObject({ ...form("鹦鹉租赁案", "鹦鹉"), hidden: false });
  });

  it("edit re-indexes a case, and unpublish hides it from list, detail and search until it is republished", async () => {
    const { id } = await editor().content.createCase(form("鹩哥租赁案", "鹩哥"));
    const { version } = await editor().content.case({ id });
    await editor().content.updateCase({ ...form("鹈鹕租赁案", "鹈鹕"), id, version });
    expect(await searchFinds("cases", "鹩哥", id)).toBe(false);
    expect(await searchFinds("cases", "鹈鹕", id)).toBe(true);
    expect(await refusal(editor().content.updateCase({ ...form("鹩哥租赁案", "鹩哥"), id, version }))).toEqual({
      code: "CONFLICT",
      message: "该案例已被他人修改，请刷新后重试",
    });

    await editor().content.hideCase({ id });
    expect(await searchFinds("cases", "鹈鹕", id)).toBe(false);
    expect(await searchFinds("cases", "鹈鹕租赁", id)).toBe(false);
    await expect(visitor().cases.detail({ id })).rejects.toThrow();
    expect((await visitor().cases.latest({ size: 20 })).some((c) => c.id === id)).toBe(false);
    await editor().content.showCase({ id });
    expect(await searchFinds("cases", "鹈鹕", id)).toBe(true);
  });

  it("delete removes a case with its index rows and browse history", async () => {
    const { id } = await editor().content.createCase(form("鸵鸟租赁案", "鸵鸟"));
    await env.DB.prepare("INSERT INTO browse_history (user_id, kind, target_id, title, viewed_at) VALUES (?, 'case', ?, '鸵鸟租赁案', 1)")
      .bind(EDITOR.id, id)
      .run();
    await editor().content.deleteCase({ id });
    expect(await searchFinds("cases", "鸵鸟", id)).toBe(false);
    expect(await env.DB.prepare("SELECT count(*) AS n FROM cases_grams WHERE rowid = ?").bind(id).first("n")).toBe(0);
    expect(await env.DB.prepare("SELECT count(*) AS n FROM browse_history WHERE kind = 'case' AND target_id = ?").bind(id).first("n")).toBe(0);
    expect(await refusal(editor().content.deleteCase({ id }))).toEqual({ code: "NOT_FOUND", message: "该案例不存在或已删除" });
  });

  it("bad case input is a Chinese 4xx naming the field", async () => {
    const base = form("鹗鹰租赁案", "鹗鹰");
    const cases: [Partial<CaseForm>, string][] = [
      [{ title: "" }, "请填写案例标题"],
      [{ holding: "太短" }, "裁判要旨至少 10 个字"],
      [{ judgedOn: "2025-13-01" }, "裁判日期应为有效日期（YYYY-MM-DD）"],
      [{ procedure: "三审" }, "请选择审理程序"],
      [{ courtLevel: 5 as 1 }, "请选择法院层级"],
      [{ parties: "张某" }, "当事人每行写一位，格式为“身份：名称”，如“原告：张某”"],
      [{ body: "甲".repeat(100_001) }, "裁判文书全文不能超过 100000 字"],
    ];
    for (const [change, message] of cases) {
      expect(await refusal(editor().content.createCase({ ...base, ...change })), message).toEqual({ code: "BAD_REQUEST", message });
    }
    expect(await refusal(editor().content.createCase({ ...base, causeId: 999_999 }))).toEqual({ code: "BAD_REQUEST", message: "所选案由不存在，请重新选择" });
  });

  it("role refusal: finance and customer-service staff cannot write cases", async () => {
    const { id } = await editor().content.createCase(form("鸳鸯租赁案", "鸳鸯"));
    for (const who of [FINANCE, SERVICE]) {
      expect(await refusal(callerFor(who).content.createCase(form("鸳鸯租赁案", "鸳鸯")))).toMatchObject({ code: "FORBIDDEN" });
      expect(await refusal(callerFor(who).content.hideCase({ id }))).toMatchObject({ code: "FORBIDDEN" });
    }
    expect(await searchFinds("cases", "鸳鸯", id)).toBe(true);
  });
});
