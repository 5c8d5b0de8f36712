import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { RegulationFields } from "#core/content";
import { bearer, callerFor, JSON_HEADERS, request } from "../../../tests/setup/helpers";
import { EDITOR, editor, FINANCE, MEMBER, refusal, SERVICE, searchFinds, seedPeople, visitor } from "./content-test-kit";

// Keywords no seeded text holds, so every hit is the row under test.
const form = (title: string, word: string): RegulationFields => ({
  title,
  level: "部门规章",
  issuer: "国家测试管理局",
  docNo: "",
  regionCode: null,
  timeliness: 1,
  issuedOn: "2025-03-01",
  effectiveOn: "2025-05-01",
  summary: "",
  items: [
    { kind: "heading", text: "第一章 总则" },
    { kind: "article", no: 1, sub: null, text: "为了规范测试工作，制定本办法。" },
    { kind: "article", no: 2, sub: null, text: `${word}应当依法登记。\n登记事项发生变更的，应当及时办理变更登记。` },
    { kind: "heading", text: "第二章 附则" },
    { kind: "article", no: 3, sub: null, text: "本办法自公布之日起施行。" },
  ],
});

const gramsOf = async (id: number) => (await env.DB.prepare("SELECT count(*) AS n FROM regulations_grams WHERE rowid = ?").bind(id).first<{ n: number }>())?.n;

beforeAll(seedPeople);

describe("console: regulations", () => {
  it("create regulation with 3 articles is found by a 2-character search and its detail has art-2", async () => {
    const { id } = await editor().content.createRegulation(form("鸮鹬登记管理办法", "鸮鹬"));
    expect(await searchFinds("regulations", "鸮鹬", id)).toBe(true);
    expect(await searchFinds("regulations", "鸮鹬登记", id)).toBe(true);
    const detail = await visitor().regulations.detail({ id });
    const articles = detail.blocks.filter((b) => b.kind === "article");
    expect(articles.map((a) => a.id)).toEqual(["art-1", "art-2", "art-3"]);
    expect(articles[1]).toMatchObject({ label: "第二条", paragraphs: ["鸮鹬应当依法登记。", "登记事项发生变更的，应当及时办理变更登记。"] });
    expect(detail.toc.map((t) => t.text)).toEqual(["第一章 总则", "第二章 附则"]);
    // The edit form reads the stored text back as it was entered.
    expect((await editor().content.regulation({ id })).items).toEqual(form("", "鸮鹬").items);
    // No cache keeps the word file of an edited or withdrawn text.
    const download = await request(`/admin/regulations/download/${id}`);
    expect(download.status).toBe(200);
    expect(download.headers.get("cache-control")).toBe("no-cache");
  });

  it("edit re-indexes: the old word no longer finds it, the new one does", async () => {
    const { id } = await editor().content.createRegulation(form("鹈鹕保护办法", "鹈鹕"));
    const loaded = await editor().content.regulation({ id });
    await editor().content.updateRegulation({ ...form("鸬鹚保护办法", "鸬鹚"), id, version: loaded.version });
    for (const old of ["鹈鹕", "鹈鹕保护"]) expect(await searchFinds("regulations", old, id), old).toBe(false);
    for (const now of ["鸬鹚", "鸬鹚保护"]) expect(await searchFinds("regulations", now, id), now).toBe(true);
    expect((await visitor().regulations.detail({ id })).title).toBe("鸬鹚保护办法");
  });

  it("edit from a stale version: of many concurrent saves exactly one lands, the others are refused and the index matches the row", async () => {
    const { id } = await editor().content.createRegulation(form("鹡鸰观测办法", "鹡鸰"));
    const { version } = await editor().content.regulation({ id });
    const words = ["鸊鷉", "鹪鹩", "鸺鹠", "鹧鸪", "鹁鸽", "鸲鹆"];
    const outcomes = await Promise.all(words.map((w) => refusal(editor().content.updateRegulation({ ...form(`${w}观测办法`, w), id, version }))));
    expect(outcomes.filter((o) => o === "ok")).toHaveLength(1);
    for (const o of outcomes) if (o !== "ok") expect(o).toEqual({ code: "CONFLICT", message: "该法规已被他人修改，请刷新后重试" });
    const saved = await visitor().regulations.detail({ id });
    for (const w of words) expect(await searchFinds("regulations", w, id), w).toBe(saved.title.startsWith(w));
  });

  it("unpublish hides from list, detail and search; republish shows it again", async () => {
    const { id } = await editor().content.createRegulation(form("鹳鹤迁徙办法", "鹳鹤"));
    await editor().content.hideRegulation({ id });
    expect(await searchFinds("regulations", "鹳鹤", id)).toBe(false);
    expect(await searchFinds("regulations", "鹳鹤迁徙", id)).toBe(false);
    expect((await visitor().regulations.list({ current: 1, size: 50, category: "departmental" })).records.some((r) => r.id === id)).toBe(false);
    await expect(visitor().regulations.detail({ id })).rejects.toThrow("该法规不存在");
    expect((await request(`/admin/regulations/download/${id}`)).status).toBe(404);
    expect(await gramsOf(id)).toBe(0);
    // The row stays for the console.
    const hidden = await editor().content.regulations({ current: 1, size: 10, keyword: "鹳鹤", status: "hidden" });
    expect(hidden.records.map((r) => [r.id, r.hidden])).toEqual([[id, true]]);

    await editor().content.showRegulation({ id });
    expect(await searchFinds("regulations", "鹳鹤", id)).toBe(true);
    expect(await searchFinds("regulations", "鹳鹤迁徙", id)).toBe(true);
    expect((await visitor().regulations.detail({ id })).id).toBe(id);
  });

  it("delete refused when referenced: a text that another names as its version in force stays; otherwise removed with its index rows", async () => {
    const { id: current } = await editor().content.createRegulation(form("鹞鹰管理办法（2025年修订）", "鹞鹰"));
    const { id: old } = await editor().content.createRegulation({ ...form("鹞鹰管理办法", "鹞鹰"), timeliness: 2 });
    await env.DB.prepare("UPDATE regulations SET current_id = ? WHERE id = ?").bind(current, old).run();
    expect(await refusal(editor().content.deleteRegulation({ id: current }))).toEqual({
      code: "CONFLICT",
      message: "《鹞鹰管理办法》以该法规为现行版本，不能删除；请先修改或删除《鹞鹰管理办法》",
    });
    expect(await searchFinds("regulations", "鹞鹰", current)).toBe(true);

    await editor().content.deleteRegulation({ id: old });
    await editor().content.deleteRegulation({ id: current });
    expect(await env.DB.prepare("SELECT count(*) AS n FROM regulations WHERE id IN (?, ?)").bind(old, current).first("n")).toBe(0);
    expect(await gramsOf(current)).toBe(0);
    expect(await searchFinds("regulations", "鹞鹰管理", current)).toBe(false);
    expect(await refusal(editor().content.deleteRegulation({ id: current }))).toEqual({ code: "NOT_FOUND", message: "该法规不存在或已删除" });

    // A text the contract check cites by title stays too (unpublishing it is allowed).
    const { id: cited } = await editor().content.createRegulation(form("中华人民共和国劳动争议调解仲裁法", "仲裁"));
    expect(await refusal(editor().content.deleteRegulation({ id: cited }))).toEqual({
      code: "CONFLICT",
      message: "合同体检的审查规则引用了该法规的条文，不能删除；如需在网站隐藏，请使用“下架”",
    });
    await editor().content.hideRegulation({ id: cited });

    // So does a text a contract template cites.
    const { id: law } = await editor().content.createRegulation(form("鹪鹩保护条例", "鹪鹩"));
    await env.DB.batch([
      env.DB.prepare("INSERT INTO template_categories (id, slug, name, sort) VALUES (9901, 'content-test', '测试分类', 0) ON CONFLICT DO NOTHING"),
      env.DB.prepare(
        "INSERT INTO templates (id, category_id, title, source, status, price_fen, summary, body, created_at, updated_at) VALUES (9901, 9901, '鹪鹩收养协议', 0, 2, 0, '', '正文', 1, 1)",
      ),
      env.DB.prepare("INSERT INTO template_citations (template_id, regulation_id, article) VALUES (9901, ?, 2)").bind(law),
    ]);
    expect(await refusal(editor().content.deleteRegulation({ id: law }))).toEqual({
      code: "CONFLICT",
      message: "合同范本《鹪鹩收养协议》引用了该法规的条文，不能删除；如需在网站隐藏，请使用“下架”",
    });
  });

  it("bad input is a Chinese 4xx naming the field: empty title, no articles, duplicate article numbers, overlong text, bad dates", async () => {
    const base = form("鹭鸶办法", "鹭鸶");
    const cases: [Partial<RegulationFields>, string][] = [
      [{ title: "  " }, "请填写法规标题"],
      [{ items: [] }, "请至少添加一条条文"],
      [{ items: [{ kind: "heading", text: "第一章 总则" }] }, "请至少添加一条条文"],
      [
        {
          items: [
            { kind: "article", no: 2, sub: null, text: "甲。" },
            { kind: "article", no: 2, sub: null, text: "乙。" },
          ],
        },
        "第二条重复，每条的条号只能出现一次",
      ],
      [{ items: [{ kind: "article", no: 1, sub: null, text: "甲".repeat(5001) }] }, "条文内容不能超过 5000 字"],
      [{ items: [{ kind: "article", no: 1, sub: null, text: "甲。\n第二条 乙。" }] }, "第一条中有一行以条号或章节号开头，请把它拆成单独的条目"],
      [{ items: [{ kind: "heading", text: "总则" }, ...base.items] }, "章节标题应以“第一章”“第一节”或“一、”开头"],
      [{ issuedOn: "2025-02-30" }, "公布日期应为有效日期（YYYY-MM-DD）"],
      [{ effectiveOn: "明天" }, "施行日期应为有效日期（YYYY-MM-DD）"],
      [{ timeliness: 5 as 1 }, "请选择时效性"],
      [{ level: "法规" }, "请选择效力级别"],
      [{ title: "鹭鸶\u202E办法" }, "法规标题不能包含控制字符或文字方向控制符"],
    ];
    for (const [change, message] of cases) {
      expect(await refusal(editor().content.createRegulation({ ...base, ...change })), message).toEqual({ code: "BAD_REQUEST", message });
    }
    expect(await refusal(editor().content.createRegulation({ ...base, regionCode: "999999" }))).toEqual({
      code: "BAD_REQUEST",
      message: "所选地区不存在，请重新选择",
    });
    // Over HTTP as the page's client sends it: a 400 with the message, never a 500.
    const res = await request("/api/trpc/content.createRegulation", {
      method: "POST",
      headers: { ...JSON_HEADERS, ...(await bearer(EDITOR)) },
      body: JSON.stringify({ ...base, items: [{ kind: "article", no: 1, text: "甲".repeat(5001) }] }),
    });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain("条文内容不能超过 5000 字");
    const none = await env.DB.prepare("SELECT count(*) AS n FROM regulations WHERE title LIKE '鹭鸶%'").first("n");
    expect(none).toBe(0);
  });

  it("role refusal: finance and customer-service staff, users and visitors cannot list or write regulations", async () => {
    const { id } = await editor().content.createRegulation(form("鹌鹑饲养办法", "鹌鹑"));
    for (const who of [FINANCE, SERVICE, MEMBER]) {
      const caller = callerFor(who);
      expect(await refusal(caller.content.regulations({ current: 1, size: 10 }))).toMatchObject({ code: "FORBIDDEN" });
      expect(await refusal(caller.content.createRegulation(form("鹌鹑饲养办法", "鹌鹑")))).toMatchObject({ code: "FORBIDDEN" });
      expect(await refusal(caller.content.hideRegulation({ id }))).toMatchObject({ code: "FORBIDDEN" });
      expect(await refusal(caller.content.deleteRegulation({ id }))).toMatchObject({ code: "FORBIDDEN" });
    }
    expect(await refusal(visitor().content.deleteRegulation({ id }))).toMatchObject({ code: "UNAUTHORIZED" });
    expect(await searchFinds("regulations", "鹌鹑", id)).toBe(true);
  });

  it("audit rows: a creation records the row it made, an edit and an unpublish the row before and after", async () => {
    const { id } = await editor().content.createRegulation(form("鹬蚌管理办法", "鹬蚌"));
    const { version } = await editor().content.regulation({ id });
    await editor().content.updateRegulation({ ...form("鹬蚌保护办法", "鹬蚌"), id, version });
    await editor().content.hideRegulation({ id });
    const rows = await env.DB.prepare("SELECT action, target, actor_id, input, before, after FROM audit_log WHERE actor_id = ? ORDER BY id DESC LIMIT 3")
      .bind(EDITOR.id)
      .all<{ action: string; target: string | null; actor_id: number; input: string; before: string | null; after: string | null }>();
    const [hide, update, create] = rows.results;
    expect(hide).toMatchObject({ action: "content.hideRegulation", target: `regulations#${id}` });
    expect(JSON.parse(hide?.before ?? "{}")).toEqual({ hidden_at: null });
    expect(JSON.parse(hide?.after ?? "{}").hidden_at).toEqual(expect.any(Number));
    expect(update).toMatchObject({ action: "content.updateRegulation", target: `regulations#${id}` });
    expect(JSON.parse(update?.before ?? "{}")).toMatchObject({ title: "鹬蚌管理办法" });
    expect(JSON.parse(update?.after ?? "{}")).toMatchObject({ title: "鹬蚌保护办法" });
    expect(create).toMatchObject({ action: "content.createRegulation", target: `regulations#${id}`, before: null });
    expect(JSON.parse(create?.input ?? "{}")).toMatchObject({ title: "鹬蚌管理办法" });
    expect(JSON.parse(create?.after ?? "{}")).toMatchObject({ id, title: "鹬蚌管理办法", level: "部门规章", hidden_at: null });
  });
});
