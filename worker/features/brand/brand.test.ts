import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { SAMPLE_EDITION, SAMPLE_SOURCE } from "#core/brand";
import { brandSampleJsonl } from "#db/seed/content/brand-sample";
import { seedBrand } from "../../../tests/setup/brand-fixture";
import { ADMIN, callerFor, JSON_HEADERS, request, USER } from "../../../tests/setup/helpers";

const visitor = callerFor(null);
const admin = callerFor(ADMIN);
const text = (segments: { text: string }[]) => segments.map((s) => s.text).join("");
const hits = (segments: { text: string; hit: boolean }[]) => segments.filter((s) => s.hit).map((s) => s.text);

beforeAll(async () => {
  await seedBrand();
});

describe("trademark classification table", () => {
  it("lists all 45 classes, goods then services, with what the loaded table holds", async () => {
    const classes = await visitor.brand.navbar();
    expect(classes).toHaveLength(45);
    expect(classes.filter((c) => c.kind === "goods").map((c) => c.classNo)).toEqual(Array.from({ length: 34 }, (_, i) => i + 1));
    const nine = classes[8];
    expect(nine).toMatchObject({ classNo: 9, code: "09", shortName: "科学仪器", kind: "goods" });
    expect(nine?.name).toContain("计算机");
    expect(nine?.groups).toBeGreaterThan(0);
    expect(classes[0]).toMatchObject({ classNo: 1, name: null, groups: 0, items: 0 });
    expect(await visitor.brand.edition()).toMatchObject({ edition: SAMPLE_EDITION, classes: 5 });
  });

  it("gives a class with its groups and their items, China-only items last", async () => {
    const goods = await visitor.brand.goods({ classNo: 9 });
    expect(goods.groups.map((g) => g.code)).toEqual([...goods.groups.map((g) => g.code)].sort());
    const computers = goods.groups.find((g) => g.code === "0901");
    expect(computers?.items.map((i) => i.code)).toContain("090372");
    const codes = computers?.items.map((i) => i.code) ?? [];
    expect(codes.findIndex((c) => c.startsWith("C"))).toBeGreaterThan(codes.findLastIndex((c) => !c.startsWith("C")));
    expect(goods.items).toBe(goods.groups.reduce((s, g) => s + g.items.length, 0));
    expect(await visitor.brand.goods({ classNo: 1 })).toMatchObject({ classNo: 1, name: null, groups: [] });
    await expect(visitor.brand.goods({ classNo: 46 })).rejects.toThrow("类别编号应为 1–45 的整数");
  });

  it("finds 1-, 2- and longer Chinese queries, highlighted and ordered by class and group", async () => {
    for (const keyword of ["服", "服装", "知识产权咨询"]) {
      const page = await visitor.brand.search({ keyword, current: 1, size: 50 });
      expect(page.total, keyword).toBeGreaterThan(0);
      for (const r of page.records) expect(hits(r.segments).length > 0 || hits(r.groupSegments).length > 0, `${keyword} ${r.name}`).toBe(true);
      const order = page.records.map((r) => `${String(r.classNo).padStart(2, "0")}${r.groupCode}${r.type === "group" ? 0 : 1}`);
      expect(order, keyword).toEqual([...order].sort());
    }
    const clothing = await visitor.brand.search({ keyword: "服装", current: 1, size: 50 });
    expect(clothing.records.find((r) => r.code === "250045")).toMatchObject({ groupCode: "2501", groupName: "衣物", classNo: 25 });
    expect(clothing.classes.map((c) => c.classNo)).toContain(25);
    expect(clothing.groups + clothing.items).toBe(clothing.total);
    // Every word must appear; the group whose own name matches comes first within its group.
    const baby = await visitor.brand.search({ keyword: "婴儿 服装", current: 1, size: 50 });
    expect(baby.records.map((r) => r.code)).toEqual(["C250012"]);
    const group = await visitor.brand.search({ keyword: "法律服务", current: 1, size: 50 });
    expect(group.records[0]).toMatchObject({ type: "group", code: "4506" });
  });

  it("looks codes up: a class, a group with its items, an item", async () => {
    const group = await visitor.brand.search({ keyword: "0901", current: 1, size: 50 });
    expect(group.kind).toBe("group");
    expect(group.records[0]).toMatchObject({ type: "group", code: "0901" });
    expect(group.records.slice(1).every((r) => r.type === "item" && r.groupCode === "0901")).toBe(true);
    const itemCodes = group.records.slice(1).map((r) => r.code);
    expect(itemCodes).toEqual([...itemCodes].sort());
    expect(hits(group.records[0]?.codeSegments ?? [])).toEqual(["0901"]);
    const item = await visitor.brand.search({ keyword: "090372", current: 1, size: 50 });
    expect(item.records.map((r) => r.name)).toEqual(["计算机"]);
    const china = await visitor.brand.search({ keyword: "c090002", current: 1, size: 50 });
    expect(china.records.map((r) => r.code)).toEqual(["C090002"]);
    const nine = await visitor.brand.search({ keyword: "9", current: 1, size: 50 });
    expect(nine.records.every((r) => r.type === "group" && r.classNo === 9)).toBe(true);
    expect(nine.total).toBeGreaterThan(0);
  });

  it("paginates with a count, filters by class and treats wildcards as text", async () => {
    const all = await visitor.brand.search({ keyword: "服", current: 1, size: 50 });
    const page2 = await visitor.brand.search({ keyword: "服", current: 2, size: 2 });
    expect(page2).toMatchObject({ current: 2, size: 2, total: all.total, pages: Math.ceil(all.total / 2) });
    expect(page2.records.map((r) => r.code)).toEqual(all.records.slice(2, 4).map((r) => r.code));
    const only45 = await visitor.brand.search({ keyword: "服", current: 1, size: 50, classNo: 45 });
    expect(only45.records.every((r) => r.classNo === 45)).toBe(true);
    expect(only45.total).toBe(all.classes.find((c) => c.classNo === 45)?.count);
    expect(only45.classes).toEqual(all.classes);
    for (const keyword of ["%", "_", "'", "\\"]) expect((await visitor.brand.search({ keyword, current: 1, size: 5 })).total, keyword).toBe(0);
    expect(await visitor.brand.search({ keyword: "", current: 1, size: 5 })).toMatchObject({ total: 0, records: [], kind: null });
    expect((await visitor.brand.search({ keyword: "不存在的商品名称", current: 1, size: 5 })).total).toBe(0);
    await expect(visitor.brand.search({ keyword: "服".repeat(31), current: 1, size: 5 })).rejects.toThrow("关键词不能超过 30 个字");
    expect(text(all.records[0]?.segments ?? [])).toBe(all.records[0]?.name);
  });

  it("answers the REST surface: navbar, goods of a class, search with a JSON body", async () => {
    const nav = (await (await request("/admin/trademark_category/navbar")).json()) as { code: number; data: unknown[] };
    expect(nav.code).toBe(0);
    expect(nav.data).toHaveLength(45);
    const goods = (await (await request("/admin/trademark_category/goods/09")).json()) as { code: number; data: { classNo: number; groups: unknown[] } };
    expect(goods).toMatchObject({ code: 0, data: { classNo: 9 } });
    expect(goods.data.groups.length).toBeGreaterThan(0);
    const bad = (await (await request("/admin/trademark_category/goods/abc")).json()) as { code: number; msg: string };
    expect(bad).toMatchObject({ code: -1, msg: "类别编号无效" });
    const search = async (body: unknown) =>
      (await (await request("/admin/trademark_category/search", { method: "POST", headers: JSON_HEADERS, body: JSON.stringify(body) })).json()) as {
        code: number;
        msg: string;
        data: { records: { code: string }[]; total: number; size: number; current: number; pages: number };
      };
    const found = await search({ keyword: "服装", current: 1, size: 2 });
    expect(found).toMatchObject({ code: 0, data: { current: 1, size: 2 } });
    expect(found.data.records).toHaveLength(2);
    expect(found.data.total).toBeGreaterThan(2);
    expect((await search({ keyword: "C090002" })).data.records.map((r) => r.code)).toEqual(["C090002"]);
    expect(await search({ keyword: "服装", size: 500 })).toMatchObject({ code: -1, msg: "每页最多 50 条" });
  });

  it("imports a table only for admins: checks it by line, then replaces the table atomically", async () => {
    const sample = brandSampleJsonl();
    const input = { text: sample, source: "nice-ncl13-2026.jsonl", dryRun: false };
    await expect(visitor.brand.importTable(input)).rejects.toThrow("登录已过期");
    await expect(callerFor(USER).brand.importTable(input)).rejects.toThrow("没有权限");
    const before = await visitor.brand.navbar();

    const broken = `${sample}{"code":"0199","name":"孤立的群","type":"group","parentCode":"01","version":"2026"}\n{"code":"12345","name":"五位编号","type":"item","parentCode":"0901","version":"2026"}\n`;
    const rejected = await admin.brand.importTable({ ...input, text: broken });
    expect(rejected).toMatchObject({ ok: false, imported: false, errorCount: 2 });
    const last = sample.split("\n").length;
    expect(rejected.errors).toEqual([
      { line: last, message: "类似群 0199 的所属类别 01 不存在" },
      { line: last + 1, message: "商品/服务项目编号应为 6 位数字，或 C 加 6 位数字，实际为“12345”" },
    ]);
    expect(await visitor.brand.navbar()).toEqual(before);

    const dry = await admin.brand.importTable({ ...input, dryRun: true });
    expect(dry).toMatchObject({ ok: true, imported: false, counts: { classes: 5 } });

    // A table with class 1 added replaces the old one entirely, and the page names the new edition.
    const extra = [
      '{"code":"01","name":"化学品","type":"class","parentCode":null,"version":"2026"}',
      '{"code":"0101","name":"工业气体，单质","type":"group","parentCode":"01","version":"2025"}',
      '{"code":"010061","name":"氨*","type":"item","parentCode":"0101","version":"2025"}',
    ].join("\n");
    for (let run = 0; run < 2; run++) {
      const done = await admin.brand.importTable({ ...input, text: `${sample}${extra}\n` });
      expect(done).toMatchObject({ ok: true, imported: true, edition: "尼斯分类第十三版（2026文本）", counts: { classes: 6, groups: dry.counts.groups + 1 } });
      const nav = await visitor.brand.navbar();
      expect(nav[0]).toMatchObject({ classNo: 1, name: "化学品", groups: 1, items: 1 });
      const rows = await env.DB.prepare("SELECT count(*) AS n FROM nice_entries").first<{ n: number }>();
      expect(rows?.n).toBe(dry.counts.classes + dry.counts.groups + dry.counts.items + 3);
    }
    expect(await visitor.brand.edition()).toMatchObject({ edition: "尼斯分类第十三版（2026文本）", source: "nice-ncl13-2026.jsonl", classes: 6 });
    expect((await admin.brand.imports())[0]).toMatchObject({ edition: "尼斯分类第十三版（2026文本）" });

    // Put the sample back as it was for any later test in this file.
    await admin.brand.importTable({ text: sample, source: SAMPLE_SOURCE, edition: SAMPLE_EDITION, dryRun: false });
    expect((await visitor.brand.navbar())[0]?.name).toBeNull();
  });
});
