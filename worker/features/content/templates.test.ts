import { env } from "cloudflare:workers";
import { desc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { z } from "zod";
import type { templateFields } from "#core/content-templates";
import { createDb } from "#db/client";
import { auditLog, templates } from "#db/schema";
import { callerFor, request } from "../../../tests/setup/helpers";
import { pdfText } from "../../../tests/setup/pdf-text";
import { addVisit } from "../history/history.service";
import { buyTemplate, newUser } from "../orders/orders-test-kit";
import { sitemapEntries } from "../site/sitemap.service";
import { templateDocx } from "../templates/docx";
import { EDITOR, editor, FINANCE, refusal, searchFinds, seedPeople, visitor } from "./content-test-kit";

const db = createDb(env.DB);
const LEAF = 9912;

/**
 * A contract of more than 300 characters that says `word` in its first paragraph and, woven through, is
 * no copy of another test's (the upload gates refuse one); `tail` past the preview (600 characters).
 */
function contract(word: string, tail = "") {
  const filler = "双方应当遵循诚实信用原则，按照约定全面履行各自的义务，任何一方不得擅自变更或者解除本合同。".repeat(14).replace(/(.{6})/g, `$1${word}`);
  return `第一条 甲方向乙方提供${word}服务，乙方按约支付费用。\n第二条 ${filler}\n第三条 ${filler}${tail ? `\n第四条 ${tail}` : ""}`;
}

const form = (title: string, word: string, more: Partial<z.input<typeof templateFields>> = {}): z.input<typeof templateFields> => ({
  categoryId: LEAF,
  title,
  source: 0,
  price: "0",
  memberFree: false,
  summary: `适用于${word}服务的委托`,
  useNotes: "填写双方名称\n核对服务期限",
  riskNotes: "",
  body: contract(word),
  ...more,
});

const docx = async (title: string, body: string) => new File([new Uint8Array(await templateDocx(title, body))], `${title}.docx`);

async function fetchBytes(url: string): Promise<Uint8Array> {
  const res = await request(url);
  expect(res.status).toBe(200);
  return new Uint8Array(await res.arrayBuffer());
}

const inSitemap = async (id: number) => (await sitemapEntries(db, "templates", 1)).some((e) => e.path === `/templateDetails/${id}`);

beforeAll(async () => {
  await seedPeople();
  await env.DB.batch([
    env.DB.prepare("INSERT OR IGNORE INTO template_categories (id, slug, name, parent_id, sort) VALUES (9911, 'test-service', '服务合同', NULL, 0)"),
    env.DB.prepare("INSERT OR IGNORE INTO template_categories (id, slug, name, parent_id, sort) VALUES (9912, 'test-consulting', '咨询服务', 9911, 0)"),
  ]);
});

describe("console: templates (范本管理)", () => {
  it("范本管理: a template made from pasted text is found by a 2-character search at once and shows on its public page", async () => {
    const { id } = await editor().content.createTemplate(form("鹦鹉饲养服务合同", "鹦鹉"));
    expect(await searchFinds("templates", "鹦鹉", id)).toBe(true);
    expect(await searchFinds("templates", "鹦鹉饲养", id)).toBe(true);
    const detail = await visitor().templates.detail({ id });
    expect(detail).toMatchObject({ title: "鹦鹉饲养服务合同", source: 0, priceFen: 0, useNotes: ["填写双方名称", "核对服务期限"], riskNotes: [] });
    expect(detail.text).toContain("鹦鹉服务");
  });

  it("范本管理: an edit re-indexes the template and its preview PDF shows the new text at once", async () => {
    const { id } = await editor().content.createTemplate(form("鸵鸟饲养服务合同", "鸵鸟"));
    const before = await visitor().templates.previewPdf({ id });
    expect(await pdfText(await fetchBytes(before.url))).toContain("鸵鸟服务");
    const { version } = await editor().content.template({ id });
    await editor().content.updateTemplate({ ...form("鸸鹋饲养服务合同", "鸸鹋"), id, version });
    expect(await searchFinds("templates", "鸵鸟", id)).toBe(false);
    expect(await searchFinds("templates", "鸸鹋", id)).toBe(true);
    const after = await visitor().templates.previewPdf({ id });
    const text = await pdfText(await fetchBytes(after.url));
    expect(text).toContain("鸸鹋服务");
    expect(text).not.toContain("鸵鸟");
  });

  it("范本管理: a paid template's search indexes hold its preview only", async () => {
    const paid = await editor().content.createTemplate(form("孔雀饲养服务合同", "孔雀", { price: "19.90", body: contract("孔雀", "鹈鹕条款约定违约金。") }));
    const free = await editor().content.createTemplate(form("火烈鸟饲养服务合同", "火烈鸟", { body: contract("火烈鸟", "鸬鹚条款约定违约金。") }));
    expect((await editor().content.template({ id: paid.id })).price).toBe("19.90");
    expect(await searchFinds("templates", "孔雀", paid.id)).toBe(true);
    // Past the preview: found in the free template, never in the paid one (grams and trigram).
    expect(await searchFinds("templates", "鸬鹚", free.id)).toBe(true);
    expect(await searchFinds("templates", "鹈鹕", paid.id)).toBe(false);
    expect(await searchFinds("templates", "鹈鹕条款", paid.id)).toBe(false);
  });

  it("范本管理: the uploaded .docx original is what a buyer downloads, byte for byte, and a new upload replaces it", async () => {
    const file = await docx("天鹅饲养服务合同", contract("天鹅"));
    const original = new Uint8Array(await file.arrayBuffer());
    const { id } = await editor().content.createTemplate(form("天鹅饲养服务合同", "天鹅", { price: "9.90", body: "", file }));
    expect((await db.query.templates.findFirst({ where: eq(templates.id, id) }))?.body).toContain("天鹅服务");
    const buyer = await newUser();
    await buyTemplate(buyer, id);
    const first = await callerFor(buyer).templates.download({ id });
    expect(await fetchBytes(first.url)).toEqual(original);

    const next = await docx("天鹅饲养服务合同", contract("黑天鹅"));
    const replaced = new Uint8Array(await next.arrayBuffer());
    const { version } = await editor().content.template({ id });
    await editor().content.updateTemplate({ ...form("天鹅饲养服务合同", "天鹅", { price: "9.90", body: "", file: next }), id, version });
    expect(await fetchBytes((await callerFor(buyer).templates.download({ id })).url)).toEqual(replaced);
    expect((await callerFor(buyer).templates.detail({ id })).text).toContain("黑天鹅服务");
  });

  it("范本管理: unpublish hides the template from the list, detail, search, sitemap and history until it is republished", async () => {
    const { id } = await editor().content.createTemplate(form("白鹭饲养服务合同", "白鹭"));
    const reader = await newUser();
    await editor().content.hideTemplate({ id });
    expect(await searchFinds("templates", "白鹭", id)).toBe(false);
    expect(await searchFinds("templates", "白鹭饲养", id)).toBe(false);
    expect((await visitor().templates.list({ current: 1, size: 50, category: "test-consulting" })).records.some((r) => r.id === id)).toBe(false);
    await expect(visitor().templates.detail({ id })).rejects.toThrow("该范本不存在或已下架");
    await expect(visitor().templates.previewPdf({ id })).rejects.toThrow();
    expect(await inSitemap(id)).toBe(false);
    expect(await addVisit(db, reader.id, "template", id, Date.now())).toBe(false);
    expect((await editor().content.templates({ current: 1, size: 50, status: "hidden" })).records.map((r) => r.id)).toContain(id);

    await editor().content.showTemplate({ id });
    expect(await searchFinds("templates", "白鹭", id)).toBe(true);
    expect(await searchFinds("templates", "白鹭饲养", id)).toBe(true);
    expect(await inSitemap(id)).toBe(true);
    expect((await visitor().templates.detail({ id })).title).toBe("白鹭饲养服务合同");
  });

  it("范本管理: a hidden template cannot be bought; who bought it before keeps its page and download", async () => {
    const { id } = await editor().content.createTemplate(form("喜鹊饲养服务合同", "喜鹊", { price: "5" }));
    const earlier = await newUser();
    await buyTemplate(earlier, id);
    const late = await newUser();
    const pending = await callerFor(late).orders.create({ type: "TEMPLATE", templateId: id });
    await editor().content.hideTemplate({ id });

    const other = await newUser();
    expect(await refusal(callerFor(other).orders.create({ type: "TEMPLATE", templateId: id }))).toEqual({ code: "NOT_FOUND", message: "该范本不存在或已下架" });
    expect(await refusal(callerFor(late).orders.prepay({ orderNo: pending.orderNo, channel: "WECHAT" }))).toEqual({
      code: "BAD_REQUEST",
      message: "该范本已下架，无法购买",
    });
    expect((await callerFor(earlier).templates.detail({ id })).canAccess).toBe(true);
    expect((await callerFor(earlier).templates.download({ id })).url).toContain("/files/");
    await expect(callerFor(other).templates.download({ id })).rejects.toThrow("该范本不存在或已下架");
  });

  it("范本管理: of concurrent edits from the same version exactly one lands, the others get 409", async () => {
    const { id } = await editor().content.createTemplate(form("画眉饲养服务合同", "画眉"));
    const { version } = await editor().content.template({ id });
    const words = ["黄鹂", "百灵", "杜鹃", "翠鸟", "戴胜", "云雀"];
    const results = await Promise.all(words.map((w) => refusal(editor().content.updateTemplate({ ...form(`${w}饲养服务合同`, w), id, version }))));
    expect(results.filter((r) => r === "ok")).toHaveLength(1);
    expect(results.filter((r) => r !== "ok")).toEqual(Array(words.length - 1).fill({ code: "CONFLICT", message: "该范本已被他人修改，请刷新后重试" }));
    const saved = await editor().content.template({ id });
    const winner = words.find((w) => saved.title.startsWith(w)) ?? "";
    expect(saved.body).toContain(`${winner}服务`);
    // The index holds the text that landed, nothing of the refused edits.
    for (const w of words) expect(await searchFinds("templates", w, id), w).toBe(w === winner);
  });

  it("范本管理: delete is refused naming the orders and purchases that refer to it; otherwise the template goes with its index rows", async () => {
    const bought = await editor().content.createTemplate(form("鹌鹑饲养服务合同", "鹌鹑", { price: "3" }));
    await buyTemplate(await newUser(), bought.id);
    expect(await refusal(editor().content.deleteTemplate({ id: bought.id }))).toEqual({
      code: "CONFLICT",
      message: "该范本已有订单、购买记录，不能删除；如不再展示请下架",
    });

    const { id } = await editor().content.createTemplate(form("鹧鸪饲养服务合同", "鹧鸪"));
    const reader = await newUser();
    await callerFor(reader).templates.download({ id });
    await addVisit(db, reader.id, "template", id, Date.now());
    await editor().content.deleteTemplate({ id });
    expect(await searchFinds("templates", "鹧鸪", id)).toBe(false);
    expect(await env.DB.prepare("SELECT count(*) AS n FROM templates_grams WHERE rowid = ?").bind(id).first("n")).toBe(0);
    expect(await env.DB.prepare("SELECT count(*) AS n FROM browse_history WHERE kind = 'template' AND target_id = ?").bind(id).first("n")).toBe(0);
    expect(await env.FILES.head(`templates/${id}.docx`)).toBeNull();
    expect(await refusal(editor().content.deleteTemplate({ id }))).toEqual({ code: "NOT_FOUND", message: "该范本不存在或已删除" });
  });

  it("范本管理: a user-provided template's text is refused; its category and visibility change", async () => {
    const author = await newUser();
    const now = Date.now();
    const row = await env.DB.prepare(
      "INSERT INTO templates (category_id, author_id, title, source, status, price_fen, summary, body, created_at, updated_at) VALUES (9912, ?, '作者的云雀合同', 1, 2, 0, '作者写的', ?, ?, ?) RETURNING id",
    )
      .bind(author.id, contract("云雀"), now, now)
      .first<{ id: number }>();
    const id = row?.id ?? 0;
    const loaded = await editor().content.template({ id });
    expect(loaded).toMatchObject({ source: 1, author: `买家${author.id}` });
    expect(await refusal(editor().content.updateTemplate({ ...form("改写的云雀合同", "云雀"), id, version: loaded.version }))).toEqual({
      code: "BAD_REQUEST",
      message: "用户提供的范本由作者修改并经审核后更新，后台只能调整分类或上下架",
    });
    await env.DB.prepare("INSERT OR IGNORE INTO template_categories (id, slug, name, parent_id, sort) VALUES (9913, 'test-design', '设计服务', 9911, 1)").run();
    await editor().content.moveTemplate({ id, version: loaded.version, categoryId: 9913 });
    expect(await refusal(editor().content.moveTemplate({ id, version: loaded.version, categoryId: 9912 }))).toMatchObject({ code: "CONFLICT" });
    expect((await visitor().templates.detail({ id })).category.name).toBe("设计服务");
    await editor().content.hideTemplate({ id });
    await expect(visitor().templates.detail({ id })).rejects.toThrow("该范本不存在或已下架");
    expect((await callerFor(author).templates.detail({ id })).title).toBe("作者的云雀合同");
  });

  it("范本管理: an author's revision approved while the template is unpublished stays out of search until it is republished", async () => {
    const author = await newUser();
    const now = Date.now();
    const row = await env.DB.prepare(
      "INSERT INTO templates (category_id, author_id, title, source, status, price_fen, summary, body, created_at, updated_at) VALUES (9912, ?, '作者的朱鹮合同', 1, 2, 0, '作者写的', ?, ?, ?) RETURNING id",
    )
      .bind(author.id, contract("白枕鹤"), now, now)
      .first<{ id: number }>();
    const id = row?.id ?? 0;
    await editor().content.hideTemplate({ id });
    const revision = await env.DB.prepare(
      "INSERT INTO template_submissions (author_id, template_id, title, category_id, summary, body, file_key, file_name, status, submitted_at, created_at, updated_at) VALUES (?, ?, '作者的朱鹮合同', 9912, '作者改写的', ?, 'private/none.docx', '朱鹮.docx', 1, ?, ?, ?) RETURNING id",
    )
      .bind(author.id, id, contract("蓑羽鹤"), now, now, now)
      .first<{ id: number }>();
    await editor().publishing.approve({ id: revision?.id ?? 0 });
    // Neither index holds it (the list's counts subtract only unapproved rows from the index's hits).
    expect(await env.DB.prepare("SELECT count(*) AS n FROM templates_grams WHERE rowid = ?").bind(id).first("n")).toBe(0);
    expect(await env.DB.prepare(`SELECT count(*) AS n FROM templates_fts WHERE templates_fts MATCH '"蓑羽鹤"' AND rowid = ?`).bind(id).first("n")).toBe(0);
    await editor().content.showTemplate({ id });
    expect(await searchFinds("templates", "蓑羽", id)).toBe(true);
    expect(await searchFinds("templates", "白枕", id)).toBe(false);
  });

  it("范本管理: bad input is a Chinese 4xx, and finance staff are refused", async () => {
    const base = form("雨燕饲养服务合同", "雨燕");
    expect(await refusal(editor().content.createTemplate({ ...base, title: "" }))).toEqual({ code: "BAD_REQUEST", message: "标题应为 4–60 个字" });
    expect(await refusal(editor().content.createTemplate({ ...base, body: "太短的合同" }))).toEqual({
      code: "BAD_REQUEST",
      message: "请上传 Word 文件或粘贴正文（至少 300 字）",
    });
    expect(await refusal(editor().content.createTemplate({ ...base, price: "1.234" }))).toEqual({
      code: "BAD_REQUEST",
      message: "价格应为 0 至 9999 元，最多两位小数（免费填 0）",
    });
    expect(await refusal(editor().content.createTemplate({ ...base, source: 1 }))).toEqual({ code: "BAD_REQUEST", message: "请选择来源" });
    expect(await refusal(editor().content.createTemplate({ ...base, categoryId: 9911 }))).toEqual({ code: "BAD_REQUEST", message: "请选择范本分类" });
    expect(await refusal(editor().content.createTemplate({ ...base, body: "", file: new File(["PK\u0003\u0004 不是 Word"], "x.docx") }))).toEqual({
      code: "BAD_REQUEST",
      message: "无法读取该 Word 文件，请确认文件未损坏且未加密",
    });
    expect(await refusal(callerFor(FINANCE).content.createTemplate(base))).toMatchObject({ code: "FORBIDDEN" });
  });

  it("范本管理: a title in use and a copy of a live template are refused, as an author's upload is", async () => {
    await editor().content.createTemplate(form("夜鹰观测服务合同", "夜鹰"));
    expect(await refusal(editor().content.createTemplate(form("夜鹰观测服务合同", "林鸮")))).toEqual({
      code: "BAD_REQUEST",
      message: "已有同名范本上架，请修改标题",
    });
    expect(await refusal(editor().content.createTemplate(form("夜鹰观测另一合同", "夜鹰")))).toMatchObject({
      code: "BAD_REQUEST",
      message: expect.stringContaining("《夜鹰观测服务合同》"),
    });
    expect(await refusal(callerFor(FINANCE).content.templates({ current: 1, size: 10 }))).toMatchObject({ code: "FORBIDDEN" });
  });

  it("范本管理: every write is in the audit log with the row before and after", async () => {
    const { id } = await editor().content.createTemplate(form("鹡鸰饲养服务合同", "鹡鸰"));
    await editor().content.hideTemplate({ id });
    const entries = await db
      .select()
      .from(auditLog)
      .where(eq(auditLog.target, `templates#${id}`))
      .orderBy(desc(auditLog.id));
    expect(entries.map((e) => e.action)).toEqual(["content.hideTemplate", "content.createTemplate"]);
    expect(entries[0]).toMatchObject({ actorId: EDITOR.id });
    expect(JSON.parse(entries[0]?.before ?? "{}")).toEqual({ hidden_at: null });
    expect(JSON.parse(entries[1]?.after ?? "{}")).toMatchObject({ title: "鹡鸰饲养服务合同", source: 0 });
  });
});
