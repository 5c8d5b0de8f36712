import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { ClauseFields } from "#core/content";
import { callerFor } from "../../../tests/setup/helpers";
import { editor, FINANCE, refusal, seedPeople, visitor } from "./content-test-kit";

const form = (title: string, word: string): ClauseFields => ({
  categoryId: 9902,
  title,
  body: `出租人应当按照约定将${word}交付承租人，并在租赁期限内保持其符合约定的用途。`,
  tips: "",
});

/** Whether the clause list of the site finds a clause by a keyword. */
const found = async (keyword: string, id: number) => (await visitor().clauses.list({ current: 1, size: 50, keyword })).records.some((r) => r.id === id);

beforeAll(async () => {
  await seedPeople();
  await env.DB.batch([
    env.DB.prepare("INSERT OR IGNORE INTO clause_categories (id, slug, name, parent_id, sort) VALUES (9901, 'test-liability', '违约责任', NULL, 0)"),
    env.DB.prepare("INSERT OR IGNORE INTO clause_categories (id, slug, name, parent_id, sort) VALUES (9902, 'test-delivery', '交付条款', 9901, 0)"),
  ]);
});

describe("console: clauses", () => {
  it("a clause created is found by a 2-character search at once; an edit re-indexes it", async () => {
    const { id } = await editor().content.createClause(form("鹦鹉交付条款", "鹦鹉"));
    expect(await found("鹦鹉", id)).toBe(true);
    expect(await found("鹦鹉交付", id)).toBe(true);
    const { version } = await editor().content.clause({ id });
    await editor().content.updateClause({ ...form("鸵鸟交付条款", "鸵鸟"), id, version });
    expect(await found("鹦鹉", id)).toBe(false);
    expect(await found("鸵鸟", id)).toBe(true);
  });

  it("unpublish hides a clause from the list, its detail and search until it is republished; delete removes it", async () => {
    const { id } = await editor().content.createClause(form("鹈鹕交付条款", "鹈鹕"));
    await editor().content.hideClause({ id });
    expect(await found("鹈鹕", id)).toBe(false);
    expect(await found("鹈鹕交付", id)).toBe(false);
    expect((await visitor().clauses.list({ current: 1, size: 50, category: "test-delivery" })).records.some((r) => r.id === id)).toBe(false);
    await expect(visitor().clauses.detail({ id })).rejects.toThrow();
    await editor().content.showClause({ id });
    expect(await found("鹈鹕", id)).toBe(true);
    await editor().content.deleteClause({ id });
    expect(await found("鹈鹕", id)).toBe(false);
    expect(await env.DB.prepare("SELECT count(*) AS n FROM clauses_grams WHERE rowid = ?").bind(id).first("n")).toBe(0);
  });

  it("bad clause input is a Chinese 4xx, and finance staff are refused", async () => {
    const base = form("鹌鹑交付条款", "鹌鹑");
    expect(await refusal(editor().content.createClause({ ...base, title: "" }))).toEqual({ code: "BAD_REQUEST", message: "请填写条款标题" });
    expect(await refusal(editor().content.createClause({ ...base, body: "太短" }))).toEqual({ code: "BAD_REQUEST", message: "条款内容至少 10 个字" });
    expect(await refusal(editor().content.createClause({ ...base, categoryId: 999_999 }))).toEqual({
      code: "BAD_REQUEST",
      message: "所选分类不存在，请重新选择",
    });
    expect(await refusal(callerFor(FINANCE).content.createClause(base))).toMatchObject({ code: "FORBIDDEN" });
  });
});
