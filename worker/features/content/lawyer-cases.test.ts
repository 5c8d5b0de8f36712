import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { LawyerCaseFields } from "#core/lawyer-cases";
import type { SessionUser } from "#worker/middleware/session";
import { callerFor } from "../../../tests/setup/helpers";
import { EDITOR, editor, FINANCE, refusal, seedPeople, visitor } from "./content-test-kit";

// 律师代表案例 in the console (issue 16): the profile and the name card show every change at once.
const LAWYER: SessionUser = { id: 9721, roles: ["ROLE_ADVICE_LAWYER"] };
const FULL: SessionUser = { id: 9722, roles: ["ROLE_ADVICE_LAWYER"] };

const form = (title: string, sort: number | null = null): LawyerCaseFields => ({
  title,
  summary: "代理出租人追索欠付租金，围绕交付与验收记录组织证据，法院支持全部诉讼请求。",
  year: 2023,
  sort,
});

const profileTitles = async (id: number) => (await visitor().lawyers.profile({ id })).cases.map((c) => c.title);
const consoleTitles = async (id: number) => (await editor().content.lawyerCases({ lawyerId: id })).cases.map((c) => c.title);

async function cardTitles(): Promise<string[]> {
  const card = await callerFor(LAWYER).nameCards.default();
  return (await callerFor(LAWYER).nameCards.cases({ id: card.id })).map((c) => c.title);
}

/** A lawyer with a fresh list of cases titled as given, in that order. */
async function freshCases(lawyerId: number, titles: string[]): Promise<number[]> {
  await env.DB.prepare("DELETE FROM lawyer_cases WHERE lawyer_id = ?").bind(lawyerId).run();
  const ids: number[] = [];
  for (const t of titles) ids.push((await editor().content.createLawyerCase({ ...form(t), lawyerId })).id);
  return ids;
}

beforeAll(async () => {
  await seedPeople();
  const now = Date.now();
  await env.DB.batch(
    [LAWYER, FULL].flatMap((u, i) => [
      env.DB.prepare("INSERT OR IGNORE INTO users (id, phone, nickname, created_at, updated_at) VALUES (?, ?, ?, ?, ?)").bind(
        u.id,
        `1370000972${i}`,
        `律师${u.id}`,
        now,
        now,
      ),
      env.DB.prepare("INSERT OR IGNORE INTO user_roles (user_id, role) VALUES (?, 'ROLE_ADVICE_LAWYER')").bind(u.id),
      env.DB.prepare(
        `INSERT OR IGNORE INTO lawyer_profiles (user_id, name, firm, city_code, license_no, practice_since, last_active_at, created_at, updated_at)
         VALUES (?, ?, '北京衡正律师事务所', '110100', ?, 2015, ?, ?, ?)`,
      ).bind(u.id, i === 0 ? "纪明远" : "纪明川", `1110120151000972${i}`, now, now, now),
    ]),
  );
});

describe("console: lawyer cases", () => {
  it("the lawyer picker finds a certified lawyer by name or phone, the phone masked", async () => {
    expect((await editor().content.lawyers({ keyword: "纪明远" })).map((l) => l.id)).toEqual([LAWYER.id]);
    expect(await editor().content.lawyers({ keyword: "13700009720" })).toEqual([expect.objectContaining({ id: LAWYER.id, phone: "137****9720" })]);
    expect(await editor().content.lawyers({ keyword: "无此律师" })).toEqual([]);
  });

  it("a case created, edited and deleted in the console shows at once on the profile and the name card", async () => {
    await freshCases(LAWYER.id, ["某设备租赁合同纠纷案"]);
    const { id } = await editor().content.createLawyerCase({ ...form("某商铺租赁合同纠纷案"), lawyerId: LAWYER.id });
    expect(await profileTitles(LAWYER.id)).toEqual(["某设备租赁合同纠纷案", "某商铺租赁合同纠纷案"]);
    expect(await cardTitles()).toEqual(["某设备租赁合同纠纷案", "某商铺租赁合同纠纷案"]);

    const { version } = await editor().content.lawyerCase({ id });
    await editor().content.updateLawyerCase({ ...form("某写字楼租赁合同纠纷案", 0), id, version });
    expect(await profileTitles(LAWYER.id)).toContain("某写字楼租赁合同纠纷案");
    await editor().content.deleteLawyerCase({ id });
    expect(await profileTitles(LAWYER.id)).toEqual(["某设备租赁合同纠纷案"]);
    expect(await cardTitles()).toEqual(["某设备租赁合同纠纷案"]);
  });

  it("reorder: 上移 and 下移 renumber the list, and the profile, the name card and the console agree on the order", async () => {
    const [a, , c] = await freshCases(LAWYER.id, ["甲案", "乙案", "丙案"]);
    await editor().content.moveLawyerCase({ id: c as number, direction: "up" });
    expect(await consoleTitles(LAWYER.id)).toEqual(["甲案", "丙案", "乙案"]);
    await editor().content.moveLawyerCase({ id: a as number, direction: "down" });
    expect(await consoleTitles(LAWYER.id)).toEqual(["丙案", "甲案", "乙案"]);
    expect(await profileTitles(LAWYER.id)).toEqual(["丙案", "甲案", "乙案"]);
    expect(await cardTitles()).toEqual(["丙案", "甲案", "乙案"]);
    // The first cannot go further up: nothing moves, nothing fails.
    await editor().content.moveLawyerCase({ id: c as number, direction: "up" });
    expect(await consoleTitles(LAWYER.id)).toEqual(["丙案", "甲案", "乙案"]);
    expect((await editor().content.lawyerCases({ lawyerId: LAWYER.id })).cases.map((x) => x.sort)).toEqual([0, 1, 2]);
  });

  it("cases with the same 排序号 show the newest year first on the profile, the name card and the console alike", async () => {
    await freshCases(LAWYER.id, []);
    for (const [title, year] of [
      ["二〇一九年案", 2019],
      ["二〇二四年案", 2024],
      ["二〇二一年案", 2021],
    ] as const)
      await editor().content.createLawyerCase({ ...form(title, 5), year, lawyerId: LAWYER.id });
    const expected = ["二〇二四年案", "二〇二一年案", "二〇一九年案"];
    expect(await consoleTitles(LAWYER.id)).toEqual(expected);
    expect(await profileTitles(LAWYER.id)).toEqual(expected);
    expect(await cardTitles()).toEqual(expected);
  });

  it("reorder: concurrent moves from the same list, exactly one lands and the others are told to reload (409)", async () => {
    const ids = await freshCases(LAWYER.id, ["一案", "二案", "三案", "四案", "五案"]);
    const outcomes = await Promise.all(ids.slice(1).map((id) => refusal(editor().content.moveLawyerCase({ id, direction: "up" }))));
    expect(outcomes.filter((o) => o === "ok")).toHaveLength(1);
    expect(outcomes.filter((o) => o !== "ok")).toEqual(Array(3).fill({ code: "CONFLICT", message: "该律师的案例已被他人修改，请刷新后重试" }));
    const sorts = (await editor().content.lawyerCases({ lawyerId: LAWYER.id })).cases.map((x) => x.sort);
    expect(sorts).toEqual([0, 1, 2, 3, 4]);
  });

  it("concurrent edits of a case from the same version: exactly one lands, the others 409", async () => {
    const [id] = await freshCases(LAWYER.id, ["原案"]);
    const { version } = await editor().content.lawyerCase({ id: id as number });
    const titles = ["甲改", "乙改", "丙改", "丁改", "戊改"];
    const outcomes = await Promise.all(titles.map((t) => refusal(editor().content.updateLawyerCase({ ...form(t), id: id as number, version }))));
    expect(outcomes.filter((o) => o === "ok")).toHaveLength(1);
    expect(outcomes.filter((o) => o !== "ok")).toEqual(Array(4).fill({ code: "CONFLICT", message: "该案例已被他人修改，请刷新后重试" }));
  });

  it("limit: a lawyer holds at most 30 cases, even when many are added at once", async () => {
    await freshCases(FULL.id, []);
    const outcomes = await Promise.all(
      Array.from({ length: 34 }, (_, i) => refusal(editor().content.createLawyerCase({ ...form(`批量案例${i}`), lawyerId: FULL.id }))),
    );
    expect(outcomes.filter((o) => o === "ok")).toHaveLength(30);
    expect(outcomes.filter((o) => o !== "ok")[0]).toEqual({ code: "CONFLICT", message: "每位律师最多 30 个代表案例，请先删除不再展示的案例" });
    expect(await env.DB.prepare("SELECT count(*) AS n FROM lawyer_cases WHERE lawyer_id = ?").bind(FULL.id).first("n")).toBe(30);
  });

  it("bad lawyer-case input is a Chinese 4xx, and finance staff are refused", async () => {
    const base = { ...form("某仓储合同纠纷案"), lawyerId: LAWYER.id };
    expect(await refusal(editor().content.createLawyerCase({ ...base, title: "" }))).toEqual({ code: "BAD_REQUEST", message: "请填写案例标题" });
    expect(await refusal(editor().content.createLawyerCase({ ...base, summary: "太短" }))).toEqual({ code: "BAD_REQUEST", message: "案例简介至少 10 个字" });
    expect(await refusal(editor().content.createLawyerCase({ ...base, year: 2999 }))).toEqual({ code: "BAD_REQUEST", message: "年份不能晚于今年" });
    expect(await refusal(editor().content.createLawyerCase({ ...base, sort: -1 }))).toEqual({ code: "BAD_REQUEST", message: "排序号应为 0–9999 的整数" });
    expect(await refusal(editor().content.createLawyerCase({ ...base, lawyerId: EDITOR.id }))).toEqual({
      code: "BAD_REQUEST",
      message: "该律师不存在或尚未认证",
    });
    expect(await refusal(callerFor(FINANCE).content.createLawyerCase(base))).toMatchObject({ code: "FORBIDDEN" });
    expect(await refusal(callerFor(FINANCE).content.lawyers({}))).toMatchObject({ code: "FORBIDDEN" });
  });

  it("audit rows: a case's creation records the row it made, a move the row before and after", async () => {
    const [, second] = await freshCases(LAWYER.id, ["审计甲案", "审计乙案"]);
    await editor().content.moveLawyerCase({ id: second as number, direction: "up" });
    const { results } = await env.DB.prepare("SELECT action, target, before, after FROM audit_log WHERE actor_id = ? AND target = ? ORDER BY id")
      .bind(EDITOR.id, `lawyer_cases#${second}`)
      .all<{ action: string; before: string | null; after: string }>();
    expect(results.map((r) => r.action)).toEqual(["content.createLawyerCase", "content.moveLawyerCase"]);
    expect(results[1]?.before).toContain('"sort":1');
    expect(results[1]?.after).toContain('"sort":0');
  });
});
