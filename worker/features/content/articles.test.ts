import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { ArticleFields } from "#core/content-articles";
import { createDb } from "#db/client";
import { sitemapEntries } from "#worker/features/site/sitemap.service";
import type { SessionUser } from "#worker/middleware/session";
import { seedArticles } from "../../../tests/setup/articles-fixture";
import { callerFor } from "../../../tests/setup/helpers";
import { EDITOR, editor, FINANCE, refusal, seedPeople, visitor } from "./content-test-kit";

// 文章与法律知识 in the console (issue 16): staff articles, edits of any article, 下架 / 上架 along
// core/article-publishing.ts's admin edges, and delete.
const LAWYER: SessionUser = { id: 9711, roles: ["ROLE_ADVICE_LAWYER"] };

const form = (title: string, word: string, kind: ArticleFields["kind"] = "knowledge"): ArticleFields => ({
  kind,
  classificationId: 1,
  title,
  summary: "",
  html: `<h2>问题</h2><p>租赁物是${word}时，出租人应当按照约定交付并保持其符合约定的用途。</p>`,
  recommended: false,
});

/** Whether the header search (the search service) finds the article by a keyword, in either article group. */
async function searchFinds(keyword: string, id: number): Promise<boolean> {
  const groups = await visitor().search.all({ keyword });
  return groups.some((g) => (g.library === "articles" || g.library === "knowledge") && g.hits.some((h) => h.href === `/articleDetails/${id}`));
}

const onSite = async (id: number) => (await refusal(visitor().articles.detail({ id }))) === "ok";
const inSitemap = async (id: number) => (await sitemapEntries(createDb(env.DB), "articles", 1)).some((e) => e.path === `/articleDetails/${id}`);

/** A published article of the lawyer, as the review queue leaves it. */
async function lawyerArticle(title: string, word: string): Promise<number> {
  const { id } = await editor().content.createArticle(form(title, word, "article"));
  await env.DB.prepare("UPDATE articles SET author_id = ? WHERE id = ?").bind(LAWYER.id, id).run();
  return id;
}

beforeAll(async () => {
  await seedPeople();
  await seedArticles();
  const now = Date.now();
  await env.DB.batch([
    env.DB.prepare("INSERT OR IGNORE INTO users (id, phone, nickname, created_at, updated_at) VALUES (?, '13700009711', '律师9711', ?, ?)").bind(
      LAWYER.id,
      now,
      now,
    ),
    env.DB.prepare("INSERT OR IGNORE INTO user_roles (user_id, role) VALUES (?, 'ROLE_ADVICE_LAWYER')").bind(LAWYER.id),
    env.DB.prepare(
      `INSERT OR IGNORE INTO lawyer_profiles (user_id, name, firm, city_code, license_no, practice_since, last_active_at, created_at, updated_at)
       VALUES (?, '宋律师', '北京衡正律师事务所', '110100', '11101201510009711', 2015, ?, ?, ?)`,
    ).bind(LAWYER.id, now, now, now),
  ]);
});

describe("console: articles", () => {
  it("an article created in the console is published at once: found by a 2-character search and shown on its page, the editor its author", async () => {
    const { id } = await editor().content.createArticle(form("鹦鹉租赁须知", "鹦鹉"));
    expect(await searchFinds("鹦鹉", id)).toBe(true);
    const detail = await visitor().articles.detail({ id });
    expect(detail).toMatchObject({ kind: "knowledge", title: "鹦鹉租赁须知", author: { id: EDITOR.id } });
    expect(detail.html).toContain("<h2>问题</h2>");
    expect(detail.summary).toContain("租赁物是鹦鹉时");
  });

  it("an edit re-indexes the article: the old word no longer finds it, the new one does; kind and 推荐 change with it", async () => {
    const { id } = await editor().content.createArticle(form("鸵鸟租赁须知", "鸵鸟"));
    const { version } = await editor().content.article({ id });
    await editor().content.updateArticle({ ...form("孔雀租赁须知", "孔雀", "article"), recommended: true, id, version });
    expect(await searchFinds("鸵鸟", id)).toBe(false);
    expect(await searchFinds("孔雀", id)).toBe(true);
    expect((await visitor().articles.recommend({ size: 20 })).some((a) => a.id === id)).toBe(true);
  });

  it("下架 takes an article off the list, its page, search and the sitemap and tells its author why; 上架 brings it back", async () => {
    const id = await lawyerArticle("鹈鹕租赁须知", "鹈鹕");
    expect(await inSitemap(id)).toBe(true);
    await editor().content.takeDownArticle({ id, reason: "引用的司法解释已废止，请更新" });
    expect(await searchFinds("鹈鹕", id)).toBe(false);
    expect(await onSite(id)).toBe(false);
    expect(await inSitemap(id)).toBe(false);
    expect((await visitor().articles.list({ current: 1, size: 50, keyword: "鹈鹕" })).records).toHaveLength(0);
    const mine = await callerFor(LAWYER).articleWriting.mine({ current: 1, size: 20 });
    expect(mine.records.find((a) => a.id === id)).toMatchObject({ status: 4, rejectReason: "引用的司法解释已废止，请更新" });

    await editor().content.restoreArticle({ id });
    expect(await searchFinds("鹈鹕", id)).toBe(true);
    expect(await onSite(id)).toBe(true);
    expect(await inSitemap(id)).toBe(true);
    expect((await editor().content.article({ id })).reason).toBeNull();
  });

  it("下架 and 上架 move only along their edges: an article under review is neither taken down nor put up", async () => {
    const id = await lawyerArticle("鹧鸪租赁须知", "鹧鸪");
    await env.DB.prepare("UPDATE articles SET status = 1 WHERE id = ?").bind(id).run();
    expect(await refusal(editor().content.takeDownArticle({ id, reason: "测试" }))).toEqual({ code: "CONFLICT", message: "该文章未在网站发布，无需下架" });
    expect(await refusal(editor().content.restoreArticle({ id }))).toEqual({ code: "CONFLICT", message: "只有已撤回或已下架的文章可以上架" });
    expect(await refusal(editor().content.restoreArticle({ id: 999_999 }))).toMatchObject({ code: "NOT_FOUND" });
  });

  it("concurrent edits from the same version: exactly one lands, the others are told to reload (409)", async () => {
    const { id } = await editor().content.createArticle(form("鸳鸯租赁须知", "鸳鸯"));
    const { version } = await editor().content.article({ id });
    const words = ["白鹭", "苍鹭", "黄鹂", "翠鸟", "喜鹊", "画眉"];
    const outcomes = await Promise.all(words.map((w) => refusal(editor().content.updateArticle({ ...form(`${w}租赁须知`, w), id, version }))));
    expect(outcomes.filter((o) => o === "ok")).toHaveLength(1);
    expect(outcomes.filter((o) => o !== "ok")).toEqual(Array(words.length - 1).fill({ code: "CONFLICT", message: "该文章已被他人修改，请刷新后重试" }));
    const winner = words[outcomes.indexOf("ok")] ?? "";
    expect((await editor().content.article({ id })).title).toBe(`${winner}租赁须知`);
    expect(await searchFinds(winner, id)).toBe(true);
  });

  it("delete is refused while the navigation links to the article, else it goes with its reads, index rows and browse history", async () => {
    const { id } = await editor().content.createArticle(form("鹌鹑租赁须知", "鹌鹑"));
    await env.DB.batch([
      env.DB.prepare("INSERT INTO nav_items (name, route_path, sort) VALUES ('租赁须知', ?, 99)").bind(`/articleDetails/${id}`),
      env.DB.prepare("INSERT INTO article_reads (article_id, reader, day) VALUES (?, 'v1', '2026-11-26')").bind(id),
      env.DB.prepare("INSERT INTO browse_history (user_id, kind, target_id, title, viewed_at) VALUES (?, 'article', ?, '鹌鹑租赁须知', 1)").bind(LAWYER.id, id),
    ]);
    expect(await refusal(editor().content.deleteArticle({ id }))).toEqual({ code: "CONFLICT", message: "网站导航链接到该文章，请先在导航设置中移除后再删除" });
    expect(await onSite(id)).toBe(true);

    await env.DB.prepare("DELETE FROM nav_items WHERE route_path = ?").bind(`/articleDetails/${id}`).run();
    await editor().content.deleteArticle({ id });
    expect(await onSite(id)).toBe(false);
    expect(await searchFinds("鹌鹑", id)).toBe(false);
    const left = await env.DB.prepare(
      `SELECT (SELECT count(*) FROM articles_grams WHERE rowid = ?1) + (SELECT count(*) FROM article_reads WHERE article_id = ?1)
        + (SELECT count(*) FROM browse_history WHERE kind = 'article' AND target_id = ?1) AS n`,
    )
      .bind(id)
      .first("n");
    expect(left).toBe(0);
  });

  it("bad article input is a Chinese 4xx, and finance staff are refused", async () => {
    const base = form("鹭鸶租赁须知", "鹭鸶");
    expect(await refusal(editor().content.createArticle({ ...base, title: " " }))).toEqual({ code: "BAD_REQUEST", message: "请填写文章标题" });
    expect(await refusal(editor().content.createArticle({ ...base, html: "<p>太短</p>" }))).toEqual({ code: "BAD_REQUEST", message: "正文至少 10 个字" });
    expect(await refusal(editor().content.createArticle({ ...base, html: "<script>alert(1)</script>" }))).toEqual({
      code: "BAD_REQUEST",
      message: "正文至少 10 个字",
    });
    expect(await refusal(editor().content.createArticle({ ...base, classificationId: 999_999 }))).toEqual({
      code: "BAD_REQUEST",
      message: "所选分类不存在，请重新选择",
    });
    expect(await refusal(editor().content.takeDownArticle({ id: 1, reason: "" }))).toEqual({ code: "BAD_REQUEST", message: "请填写下架原因" });
    expect(await refusal(callerFor(FINANCE).content.createArticle(base))).toMatchObject({ code: "FORBIDDEN" });
    expect(await refusal(callerFor(FINANCE).content.articles({ current: 1, size: 10 }))).toMatchObject({ code: "FORBIDDEN" });
  });

  it("the console list finds every article by title, kind, status and author, the sanitiser keeping only allowed markup", async () => {
    const id = await lawyerArticle("鹡鸰租赁须知", "鹡鸰");
    const page = (filter: object) => editor().content.articles({ current: 1, size: 50, ...filter });
    expect((await page({ keyword: "鹡鸰", kind: "article", author: "宋律师", status: 2 })).records.map((r) => r.id)).toEqual([id]);
    expect((await page({ keyword: "鹡鸰", kind: "knowledge" })).records).toHaveLength(0);
    expect((await page({ keyword: "鹡鸰", status: 4 })).records).toHaveLength(0);
    const { version } = await editor().content.article({ id });
    await editor().content.updateArticle({
      ...form("鹡鸰租赁须知", "鹡鸰", "article"),
      html: `<p onclick="x()">鹡鸰租赁须知的正文内容</p><script>x()</script>`,
      id,
      version,
    });
    expect((await editor().content.article({ id })).html).toBe("<p>鹡鸰租赁须知的正文内容</p>");
  });

  it("an image inserted in the console editor is stored under public/articles and kept in the published body; other bytes are refused", async () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
    const { url } = await editor().content.uploadArticleImage({ file: new File([png], "a.png") });
    expect(url).toMatch(/^\/files\/public\/articles\/9701-[A-Za-z0-9_-]+\.png$/);
    expect(await env.FILES.head(url.slice("/files/".length))).not.toBeNull();
    const { id } = await editor().content.createArticle({
      ...form("鹳鹤图解须知", "鹳鹤"),
      html: `<p>鹳鹤迁徙季节的租赁须知如下。</p><img src="${url}" alt="示意图">`,
    });
    expect((await visitor().articles.detail({ id })).html).toContain(`<img src="${url}" alt="示意图" />`);
    expect(await refusal(editor().content.uploadArticleImage({ file: new File(["<svg onload=alert(1)>"], "x.png") }))).toEqual({
      code: "BAD_REQUEST",
      message: "图片须为 JPG、PNG 或 WebP 格式",
    });
    expect(await refusal(callerFor(FINANCE).content.uploadArticleImage({ file: new File([png], "a.png") }))).toMatchObject({ code: "FORBIDDEN" });
  });

  it("audit rows: an article's creation records the row it made, a 下架 the row before and after", async () => {
    const { id } = await editor().content.createArticle(form("鹩哥租赁须知", "鹩哥"));
    await editor().content.takeDownArticle({ id, reason: "重复内容" });
    const { results } = await env.DB.prepare("SELECT action, target, before, after FROM audit_log WHERE actor_id = ? AND target = ? ORDER BY id")
      .bind(EDITOR.id, `articles#${id}`)
      .all<{ action: string; before: string | null; after: string }>();
    expect(results.map((r) => r.action)).toEqual(["content.createArticle", "content.takeDownArticle"]);
    expect(results[0]?.before).toBeNull();
    expect(results[1]?.before).toContain('"status":2');
    expect(results[1]?.after).toContain('"status":4');
  });
});
