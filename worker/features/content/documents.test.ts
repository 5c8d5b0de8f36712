import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { z } from "zod";
import { documentFields } from "#core/content-documents";
import { createDb } from "#db/client";
import { sitemapEntries } from "#worker/features/site/sitemap.service";
import { seedDocuments } from "../../../tests/setup/documents-fixture";
import { callerFor } from "../../../tests/setup/helpers";
import { EDITOR, editor, FINANCE, MEMBER, refusal, SERVICE, searchFinds, seedPeople, visitor } from "./content-test-kit";

type DocumentInput = z.input<typeof documentFields>;

// Keywords no seeded document holds, so every hit is the row under test. 9952 is a 非诉文书 subcategory.
const form = (title: string, word: string): DocumentInput => ({
  categoryId: 9952,
  title,
  summary: `用于${word}饲养委托事项的通知函，写明委托内容与期限。`,
  notes: `写明${word}的品种、数量和交付时间。\n\n  注明委托期限届满后的处理方式。  `,
  body: `${title}\n\n致：×××\n\n现就${word}饲养委托事项通知如下：……\n\n通知人：×××\n××××年××月××日`,
});

const db = createDb(env.DB);
const gramsOf = async (id: number) => (await env.DB.prepare("SELECT count(*) AS n FROM documents_grams WHERE rowid = ?").bind(id).first<{ n: number }>())?.n;
const inCategory = async (id: number) => (await visitor().documents.list({ current: 1, size: 50, category: "test-doc-top" })).records.some((r) => r.id === id);
const inSitemap = async (id: number) => (await sitemapEntries(db, "documents", 1)).some((e) => e.path === `/documentLibrary/${id}`);
const testCategoryCount = async () => (await visitor().documents.categories()).flatMap((k) => k.categories).find((c) => c.slug === "test-doc-top")?.count ?? 0;

beforeAll(async () => {
  await seedPeople();
  await seedDocuments();
  await env.DB.batch([
    env.DB.prepare("INSERT OR IGNORE INTO document_categories (id, slug, name, kind, parent_id, sort) VALUES (9951, 'test-doc-top', '委托函件', 2, NULL, 99)"),
    env.DB.prepare("INSERT OR IGNORE INTO document_categories (id, slug, name, kind, parent_id, sort) VALUES (9952, 'test-doc-child', '饲养委托', 2, 9951, 0)"),
  ]);
});

describe("console: documents", () => {
  it("create: a document is found by a two-character search at once and shows on its public page with its 填写说明", async () => {
    const { id } = await editor().content.createDocument(form("鹦鹉饲养委托通知函", "鹦鹉"));
    expect(await searchFinds("documents", "鹦鹉", id)).toBe(true);
    expect(await searchFinds("documents", "鹦鹉饲养", id)).toBe(true);
    expect(await inCategory(id)).toBe(true);
    const detail = await visitor().documents.detail({ id });
    expect(detail).toMatchObject({
      title: "鹦鹉饲养委托通知函",
      kind: 2,
      summary: "用于鹦鹉饲养委托事项的通知函，写明委托内容与期限。",
      notes: ["写明鹦鹉的品种、数量和交付时间。", "注明委托期限届满后的处理方式。"],
      category: { slug: "test-doc-child", name: "饲养委托", parent: { slug: "test-doc-top", name: "委托函件" } },
    });
    expect(detail.body.startsWith("鹦鹉饲养委托通知函\n\n致：×××")).toBe(true);
    // The edit form shows what was entered, one note per line.
    expect(await editor().content.document({ id })).toMatchObject({
      title: "鹦鹉饲养委托通知函",
      notes: "写明鹦鹉的品种、数量和交付时间。\n注明委托期限届满后的处理方式。",
      hidden: false,
    });
    const categories = await editor().content.documentCategories();
    expect(categories.find((c) => c.id === 9951)).toEqual({ id: 9951, name: "非诉文书 · 委托函件", children: [{ id: 9952, name: "饲养委托" }] });
  });

  it("edit re-indexes: the old word no longer finds a document, the new one does", async () => {
    const { id } = await editor().content.createDocument(form("鸵鸟饲养委托通知函", "鸵鸟"));
    const { version } = await editor().content.document({ id });
    await editor().content.updateDocument({ ...form("鹈鹕饲养委托通知函", "鹈鹕"), id, version });
    expect(await searchFinds("documents", "鸵鸟", id)).toBe(false);
    expect(await searchFinds("documents", "鸵鸟饲养", id)).toBe(false);
    expect(await searchFinds("documents", "鹈鹕", id)).toBe(true);
    expect(await searchFinds("documents", "鹈鹕饲养", id)).toBe(true);
    expect((await visitor().documents.detail({ id })).notes[0]).toBe("写明鹈鹕的品种、数量和交付时间。");
  });

  it("edit from a stale version: of many concurrent document saves exactly one lands, the others get 409 and the index matches the row", async () => {
    const { id } = await editor().content.createDocument(form("鹡鸰饲养委托通知函", "鹡鸰"));
    const { version } = await editor().content.document({ id });
    const words = ["鸊鷉", "鹪鹩", "鸺鹠", "鹧鸪", "鹁鸽", "鸲鹆"];
    const outcomes = await Promise.all(words.map((w) => refusal(editor().content.updateDocument({ ...form(`${w}饲养委托通知函`, w), id, version }))));
    expect(outcomes.filter((o) => o === "ok")).toHaveLength(1);
    for (const o of outcomes) if (o !== "ok") expect(o).toEqual({ code: "CONFLICT", message: "该文书已被他人修改，请刷新后重试" });
    const saved = await visitor().documents.detail({ id });
    for (const w of words) expect(await searchFinds("documents", w, id), w).toBe(saved.title.startsWith(w));
  });

  it("unpublish hides a document from its list, detail, related list, category counts, search, sitemap and history; republish restores it", async () => {
    const { id } = await editor().content.createDocument(form("鹌鹑饲养委托通知函", "鹌鹑"));
    const { id: sibling } = await editor().content.createDocument(form("鹳鹤饲养委托通知函", "鹳鹤"));
    const counted = await testCategoryCount();
    expect(await inSitemap(id)).toBe(true);

    await editor().content.hideDocument({ id });
    expect(await searchFinds("documents", "鹌鹑", id)).toBe(false);
    expect(await searchFinds("documents", "鹌鹑饲养", id)).toBe(false);
    expect(await inCategory(id)).toBe(false);
    await expect(visitor().documents.detail({ id })).rejects.toThrow("该文书不存在或已删除");
    expect(await visitor().documents.related({ id })).toEqual([]);
    expect((await visitor().documents.related({ id: sibling })).map((r) => r.id)).not.toContain(id);
    expect(await testCategoryCount()).toBe(counted - 1);
    expect(await inSitemap(id)).toBe(false);
    expect(await refusal(callerFor(MEMBER).history.add({ kind: "document", targetId: id }))).toEqual({ code: "NOT_FOUND", message: "内容不存在或已下架" });
    expect(await gramsOf(id)).toBe(0);
    // The row stays for the console.
    const hidden = await editor().content.documents({ current: 1, size: 10, keyword: "鹌鹑", status: "hidden" });
    expect(hidden.records.map((r) => [r.id, r.hidden])).toEqual([[id, true]]);

    await editor().content.showDocument({ id });
    expect(await searchFinds("documents", "鹌鹑", id)).toBe(true);
    expect(await searchFinds("documents", "鹌鹑饲养", id)).toBe(true);
    expect(await inCategory(id)).toBe(true);
    expect((await visitor().documents.detail({ id })).id).toBe(id);
    expect(await testCategoryCount()).toBe(counted);
    expect(await inSitemap(id)).toBe(true);
    expect(await callerFor(MEMBER).history.add({ kind: "document", targetId: id })).toBe(true);
  });

  it("delete removes a document with its index rows and browse history (nothing else refers to a document)", async () => {
    const { id } = await editor().content.createDocument(form("鸳鸯饲养委托通知函", "鸳鸯"));
    await env.DB.prepare("INSERT INTO browse_history (user_id, kind, target_id, title, viewed_at) VALUES (?, 'document', ?, '鸳鸯饲养委托通知函', 1)")
      .bind(EDITOR.id, id)
      .run();
    await editor().content.deleteDocument({ id });
    expect(await searchFinds("documents", "鸳鸯", id)).toBe(false);
    expect(await gramsOf(id)).toBe(0);
    expect(await env.DB.prepare("SELECT count(*) AS n FROM documents_fts WHERE documents_fts MATCH '鸳鸯饲养'").first("n")).toBe(0);
    expect(await env.DB.prepare("SELECT count(*) AS n FROM browse_history WHERE kind = 'document' AND target_id = ?").bind(id).first("n")).toBe(0);
    expect(await refusal(editor().content.deleteDocument({ id }))).toEqual({ code: "NOT_FOUND", message: "该文书不存在或已删除" });
  });

  it("bad document input is a Chinese 4xx naming the field", async () => {
    const base = form("鹭鸶饲养委托通知函", "鹭鸶");
    const cases: [Partial<DocumentInput>, string][] = [
      [{ title: "" }, "请填写文书标题"],
      [{ title: "鹭鸶\u202E通知函" }, "文书标题不能包含控制字符或文字方向控制符"],
      [{ summary: "太短" }, "摘要至少 10 个字"],
      [{ summary: "甲".repeat(301) }, "摘要不能超过 300 字"],
      [{ notes: " \n \n" }, "请填写至少一条填写说明"],
      [{ notes: Array.from({ length: 11 }, (_, i) => `第${i + 1}条说明`).join("\n") }, "填写说明最多 10 条"],
      [{ notes: "乙".repeat(201) }, "每条填写说明不能超过 200 字"],
      [{ notes: "写明\u0007日期" }, "填写说明不能包含控制字符或文字方向控制符"],
      [{ body: "正文太短" }, "文书正文至少 20 个字"],
      [{ body: "丙".repeat(50_001) }, "文书正文不能超过 50000 字"],
      [{ categoryId: "" as unknown as number }, "请选择分类"],
    ];
    for (const [change, message] of cases) {
      expect(await refusal(editor().content.createDocument({ ...base, ...change })), message).toEqual({ code: "BAD_REQUEST", message });
    }
    expect(await refusal(editor().content.createDocument({ ...base, categoryId: 999_999 }))).toEqual({
      code: "BAD_REQUEST",
      message: "所选分类不存在，请重新选择",
    });
    expect(await env.DB.prepare("SELECT count(*) AS n FROM documents WHERE title LIKE '鹭鸶%'").first("n")).toBe(0);
  });

  it("role refusal: finance and customer-service staff and users cannot list or write documents", async () => {
    const { id } = await editor().content.createDocument(form("鹬蚌饲养委托通知函", "鹬蚌"));
    for (const who of [FINANCE, SERVICE, MEMBER]) {
      const caller = callerFor(who);
      expect(await refusal(caller.content.documents({ current: 1, size: 10 }))).toMatchObject({ code: "FORBIDDEN" });
      expect(await refusal(caller.content.createDocument(form("鹬蚌饲养委托通知函", "鹬蚌")))).toMatchObject({ code: "FORBIDDEN" });
      expect(await refusal(caller.content.hideDocument({ id }))).toMatchObject({ code: "FORBIDDEN" });
      expect(await refusal(caller.content.deleteDocument({ id }))).toMatchObject({ code: "FORBIDDEN" });
    }
    expect(await refusal(visitor().content.deleteDocument({ id }))).toMatchObject({ code: "UNAUTHORIZED" });
    expect(await searchFinds("documents", "鹬蚌", id)).toBe(true);
  });

  it("audit rows: a document's creation records the row it made, an edit and an unpublish the row before and after", async () => {
    const { id } = await editor().content.createDocument(form("鸬鹚饲养委托通知函", "鸬鹚"));
    const { version } = await editor().content.document({ id });
    await editor().content.updateDocument({ ...form("鸬鹚寄养委托通知函", "鸬鹚"), id, version });
    await editor().content.hideDocument({ id });
    const rows = await env.DB.prepare("SELECT action, target, input, before, after FROM audit_log WHERE actor_id = ? ORDER BY id DESC LIMIT 3")
      .bind(EDITOR.id)
      .all<{ action: string; target: string | null; input: string; before: string | null; after: string | null }>();
    const [hide, update, create] = rows.results;
    expect(hide).toMatchObject({ action: "content.hideDocument", target: `documents#${id}` });
    expect(JSON.parse(hide?.before ?? "{}")).toEqual({ hidden_at: null });
    expect(JSON.parse(hide?.after ?? "{}").hidden_at).toEqual(expect.any(Number));
    expect(update).toMatchObject({ action: "content.updateDocument", target: `documents#${id}` });
    expect(JSON.parse(update?.before ?? "{}")).toMatchObject({ title: "鸬鹚饲养委托通知函" });
    expect(JSON.parse(update?.after ?? "{}")).toMatchObject({ title: "鸬鹚寄养委托通知函" });
    expect(create).toMatchObject({ action: "content.createDocument", target: `documents#${id}`, before: null });
    expect(JSON.parse(create?.after ?? "{}")).toMatchObject({ id, title: "鸬鹚饲养委托通知函", category_id: 9952, hidden_at: null });
  });

  it("seeded documents: every one reads back into the form and would store unchanged", async () => {
    const seeded = await env.DB.prepare("SELECT id, category_id, title, summary, notes, body FROM documents WHERE category_id NOT IN (9951, 9952)").all<{
      id: number;
      category_id: number;
      title: string;
      summary: string;
      notes: string;
      body: string;
    }>();
    expect(seeded.results.length).toBeGreaterThanOrEqual(60);
    for (const { id, ...stored } of seeded.results) {
      const { categoryId, title, summary, notes, body } = await editor().content.document({ id });
      const parsed = documentFields.parse({ categoryId, title, summary, notes, body });
      expect(
        { category_id: parsed.categoryId, title: parsed.title, summary: parsed.summary, notes: JSON.stringify(parsed.notes), body: parsed.body },
        title,
      ).toEqual(stored);
    }
  });
});
