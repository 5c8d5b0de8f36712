import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { readDay } from "#core/articles";
import { createDb } from "#db/client";
import { sitemapEntries, sitemapFiles } from "#worker/features/site/sitemap.service";
import { PROFILED_AUTHOR, seedArticles } from "../../../tests/setup/articles-fixture";
import { callerFor, request, USER } from "../../../tests/setup/helpers";
import { countRead } from "./articles.service";

const db = createDb(env.DB);
const visitor = callerFor(null);
type Envelope<T> = { code: number; msg: string; data: T };

async function json<T>(path: string, init?: RequestInit): Promise<{ status: number; body: Envelope<T>; headers: Headers }> {
  const res = await request(path, init);
  return { status: res.status, body: (await res.json()) as Envelope<T>, headers: res.headers };
}

beforeAll(async () => {
  await seedArticles();
});

describe("articles", () => {
  it("lists published articles newest first with classification counts", async () => {
    const page = await visitor.articles.list({ current: 1, size: 5 });
    expect(page.records.length).toBeGreaterThan(0);
    const dates = page.records.map((r) => r.publishedAt);
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    const classes = await visitor.articles.classifications();
    expect(classes.map((c) => c.name)).toEqual(expect.arrayContaining(["合同实务", "公司治理", "劳动用工"]));
    expect(classes.reduce((s, c) => s + c.count, 0)).toBe(page.total);
    const contract = classes.find((c) => c.slug === "contract");
    const only = await visitor.articles.list({ current: 1, size: 50, category: "contract" });
    expect(only.total).toBe(contract?.count);
    expect(only.records.every((r) => r.classification.name === "合同实务")).toBe(true);
    expect((await visitor.articles.list({ current: 1, size: 5, category: "no-such" })).total).toBe(0);
  });

  it("searches 1-, 2- and 3+-character keywords, title hits first, highlighted", async () => {
    for (const keyword of ["合", "合同", "违约金", "民法典"]) {
      const page = await visitor.articles.list({ current: 1, size: 50, keyword });
      expect(page.total, keyword).toBeGreaterThan(0);
      const titleHits = page.records.map((r) => r.title.includes(keyword));
      expect(titleHits.indexOf(false) === -1 || titleHits.lastIndexOf(true) < titleHits.indexOf(false), keyword).toBe(true);
      for (const r of page.records)
        expect(
          [...r.titleSegments, ...r.excerpt].some((s) => s.hit && s.text === keyword),
          `${keyword} ${r.title}`,
        ).toBe(true);
    }
    for (const keyword of ['"', "%", "_", "合同 OR 1", "NEAR(合同)"])
      await expect(visitor.articles.list({ current: 1, size: 5, keyword })).resolves.toBeTruthy();
    expect((await visitor.articles.list({ current: 1, size: 5, keyword: "不存在的文章关键词" })).total).toBe(0);
  });

  it("sorts by reads and serves recommend and ranking lists", async () => {
    const byReads = await visitor.articles.list({ current: 1, size: 20, sort: "reads" });
    const reads = byReads.records.map((r) => r.reads);
    expect(reads).toEqual([...reads].sort((a, b) => b - a));
    const ranking = await visitor.articles.ranking({ size: 10 });
    expect(ranking[0]?.reads).toBe(reads[0]);
    const recommended = await visitor.articles.recommend({ size: 20 });
    expect(recommended.length).toBeGreaterThan(0);
  });

  it("shows an article with its author card: lawyer profile when there is one, else the nickname", async () => {
    const [first] = (await visitor.articles.byAuthor({ id: PROFILED_AUTHOR, current: 1, size: 1 })).records;
    if (!first) throw new Error("no article by the profiled author");
    const detail = await visitor.articles.detail({ id: first.id });
    expect(detail.author).toMatchObject({ id: PROFILED_AUTHOR, name: "周明远", firm: "北京衡正律师事务所", title: "高级合伙人", isLawyer: true });
    const [other] = (await visitor.articles.byAuthor({ id: 3, current: 1, size: 1 })).records;
    if (!other) throw new Error("no article by user 3");
    expect((await visitor.articles.detail({ id: other.id })).author).toMatchObject({ id: 3, name: "作者3", firm: null, isLawyer: false });
    const related = await visitor.articles.related({ id: first.id });
    expect(related.map((r) => r.id)).not.toContain(first.id);
    const more = await visitor.articles.byAuthor({ id: PROFILED_AUTHOR, exclude: first.id, current: 1, size: 50 });
    expect(more.records.map((r) => r.id)).not.toContain(first.id);
  });

  it("hides unpublished articles and unknown ids", async () => {
    const [a] = (await visitor.articles.list({ current: 1, size: 1 })).records;
    if (!a) throw new Error("no article");
    await env.DB.prepare("UPDATE articles SET status = 4 WHERE id = ?").bind(a.id).run();
    await expect(visitor.articles.detail({ id: a.id })).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(visitor.articles.read({ id: a.id })).rejects.toMatchObject({ code: "NOT_FOUND" });
    expect((await visitor.articles.list({ current: 1, size: 50 })).records.map((r) => r.id)).not.toContain(a.id);
    await env.DB.prepare("UPDATE articles SET status = 2 WHERE id = ?").bind(a.id).run();
    await expect(visitor.articles.detail({ id: 999_999 })).rejects.toMatchObject({ code: "NOT_FOUND" });
  });

  it("counts one read per reader per day, never twice", async () => {
    const [a] = (await visitor.articles.list({ current: 1, size: 1 })).records;
    if (!a) throw new Error("no article");
    const day = readDay(Date.now());
    const first = await countRead(db, a.id, "v:test-reader", day);
    expect(first).toEqual({ reads: a.reads + 1, counted: true });
    const again = await countRead(db, a.id, "v:test-reader", day);
    expect(again).toEqual({ reads: a.reads + 1, counted: false });
    // Racing requests of the same reader still count once.
    const raced = await Promise.all([countRead(db, a.id, "v:racer", day), countRead(db, a.id, "v:racer", day)]);
    expect(raced.filter((r) => r.counted)).toHaveLength(1);
    expect((await countRead(db, a.id, "v:test-reader", "2099-01-01")).counted).toBe(true);
    expect((await visitor.articles.detail({ id: a.id })).reads).toBe(a.reads + 3);
  });

  it("gives visitors a qh_vid cookie and records a signed-in reader's history", async () => {
    const [a] = (await visitor.articles.list({ current: 1, size: 1, sort: "reads" })).records;
    if (!a) throw new Error("no article");
    const first = await json<{ reads: number; counted: boolean }>(`/admin/article/read_record/${a.id}`, { method: "POST" });
    expect(first.body.data.counted).toBe(true);
    const cookie = first.headers.getSetCookie().find((c) => c.startsWith("qh_vid="));
    expect(cookie).toMatch(/HttpOnly/);
    const vid = cookie?.split(";")[0] ?? "";
    const second = await json<{ reads: number; counted: boolean }>(`/admin/article/read_record/${a.id}`, { method: "POST", headers: { cookie: vid } });
    expect(second.body.data).toEqual({ reads: first.body.data.reads, counted: false });
    expect(second.headers.getSetCookie().some((c) => c.startsWith("qh_vid="))).toBe(false);

    await env.DB.prepare("INSERT OR IGNORE INTO users (id, phone, nickname, created_at, updated_at) VALUES (?, '13700001001', '读者', 0, 0)")
      .bind(USER.id)
      .run();
    const reader = callerFor(USER);
    expect((await reader.articles.read({ id: a.id })).counted).toBe(true);
    expect((await reader.articles.read({ id: a.id })).counted).toBe(false);
    const history = await env.DB.prepare("SELECT kind, target_id AS id FROM browse_history WHERE user_id = ?")
      .bind(USER.id)
      .all<{ kind: string; id: number }>();
    expect(history.results).toContainEqual({ kind: "article", id: a.id });
  });

  it("lists legal knowledge and opens an entry", async () => {
    const page = await visitor.articles.knowledge({ current: 1, size: 50 });
    expect(page.total).toBeGreaterThanOrEqual(1);
    const entry = page.records[0];
    if (!entry) throw new Error("no entry");
    const detail = await visitor.articles.detail({ id: entry.id });
    expect(detail.kind).toBe("knowledge");
    expect(detail.body).toMatch(/^问题：/);
    const articles = await visitor.articles.list({ current: 1, size: 50 });
    expect(articles.records.map((r) => r.id)).not.toContain(entry.id);
  });

  it("answers the REST rows of SPEC §7 in the {code,msg,data} envelope", async () => {
    const page = await json<{ records: { id: number }[]; total: number }>("/admin/article/public/page?current=1&size=3&keyword=合同");
    expect(page.body.code).toBe(0);
    expect(page.body.data.records.length).toBeGreaterThan(0);
    const id = page.body.data.records[0]?.id ?? 0;
    expect((await json<{ id: number }>(`/admin/article/${id}`)).body.data.id).toBe(id);
    expect((await json<unknown[]>("/admin/article/recommend?size=3")).body.data.length).toBeGreaterThan(0);
    expect((await json<unknown[]>("/admin/article/ranking?size=3")).body.data).toHaveLength(3);
    expect((await json<{ slug: string }[]>("/admin/article/classification")).body.data[0]?.slug).toBe("contract");
    expect((await json<unknown[]>("/admin/article/all")).body.data.length).toBeGreaterThan(3);
    expect((await json<{ records: unknown[] }>(`/admin/article/author/${PROFILED_AUTHOR}?current=1&size=2`)).body.data.records.length).toBeGreaterThan(0);
    const knowledge = await json<{ records: { id: number }[] }>("/admin/article/legal_knowledge/list?current=1&size=2");
    const kid = knowledge.body.data.records[0]?.id ?? 0;
    expect((await json<{ kind: string }>(`/admin/article/legal_knowledge/${kid}`)).body.data.kind).toBe("knowledge");
    const missing = (await (await request("/admin/article/999999")).json()) as Envelope<null>;
    expect(missing).toMatchObject({ code: -1, msg: "该文章不存在或已下架" });
  });

  it("seeds at least 80 articles by 10+ authors and 30 legal-knowledge entries", async () => {
    const row = await env.DB.prepare(
      "SELECT sum(kind = 'article') AS articles, sum(kind = 'knowledge') AS knowledge, count(DISTINCT CASE WHEN kind = 'article' THEN author_id END) AS authors, sum(recommended) AS recommended FROM articles",
    ).first<{ articles: number; knowledge: number; authors: number; recommended: number }>();
    expect(row?.articles).toBeGreaterThanOrEqual(80);
    expect(row?.authors).toBeGreaterThanOrEqual(10);
    expect(row?.knowledge).toBeGreaterThanOrEqual(30);
    expect(row?.recommended).toBeGreaterThan(0);
  });

  it("puts published articles in the sitemap", async () => {
    const files = await sitemapFiles(db);
    expect(files).toContain("/sitemap/articles-1.xml");
    const entries = await sitemapEntries(db, "articles", 1);
    expect(entries[0]?.path).toMatch(/^\/articleDetails\/\d+$/);
  });
});
