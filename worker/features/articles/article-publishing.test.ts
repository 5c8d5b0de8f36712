import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { readDay } from "#core/articles";
import { seedArticles } from "../../../tests/setup/articles-fixture";
import { ADMIN, bearer, callerFor, JSON_HEADERS, request, USER } from "../../../tests/setup/helpers";
import type { SessionUser } from "../../middleware/session";

// Writing articles end to end through the procedures: users 3101 and 3102 are lawyers with published
// profiles, 3103 a lawyer whose profile is not published.
const AUTHOR: SessionUser = { id: 3101, roles: ["ROLE_ADVICE_LAWYER"] };
const OTHER: SessionUser = { id: 3102, roles: ["ROLE_ADVICE_LAWYER"] };
const HIDDEN: SessionUser = { id: 3103, roles: ["ROLE_ADVICE_LAWYER"] };
const author = callerFor(AUTHOR);
const other = callerFor(OTHER);
const admin = callerFor(ADMIN);

const PARAGRAPH = "合同解除后，守约方可以请求违约方承担违约责任，但当事人另有约定的除外。".repeat(4);
const draft = (title: string, html = `<h2>一、问题</h2><p>${PARAGRAPH}</p>`) => ({ title, classificationId: 1, summary: "", html });

beforeAll(async () => {
  await seedArticles();
  const now = Date.now();
  const statements = [AUTHOR, OTHER, HIDDEN].flatMap((u, i) => [
    env.DB.prepare("INSERT OR IGNORE INTO users (id, phone, nickname, created_at, updated_at) VALUES (?, ?, ?, ?, ?)").bind(
      u.id,
      `1370000310${i}`,
      `律师${u.id}`,
      now,
      now,
    ),
    env.DB.prepare("INSERT OR IGNORE INTO user_roles (user_id, role) VALUES (?, 'ROLE_ADVICE_LAWYER')").bind(u.id),
    env.DB.prepare(
      `INSERT OR IGNORE INTO lawyer_profiles (user_id, name, firm, city_code, license_no, practice_since, published, last_active_at, created_at, updated_at)
       VALUES (?, ?, '北京衡正律师事务所', '110100', ?, 2015, ?, ?, ?, ?)`,
    ).bind(u.id, `律师${i}`, `1110120151000310${i}`, u === HIDDEN ? 0 : 1, now, now, now),
  ]);
  await env.DB.batch(statements);
});

async function gramsOf(id: number): Promise<number> {
  const row = await env.DB.prepare("SELECT count(*) AS n FROM articles_grams WHERE rowid = ?").bind(id).first<{ n: number }>();
  return row?.n ?? 0;
}

describe("article publishing", () => {
  it("article transitions: draft, submit, approve publishes it on 法律文集 (two-character search too), withdraw hides it, republish goes back to review", async () => {
    const { id } = await author.articleWriting.save(draft("解除权行使期限研析"));
    expect((await author.articleWriting.get({ id })).status).toBe(0);
    await expect(callerFor(null).articles.detail({ id })).rejects.toThrow("该文章不存在或已下架");

    await author.articleWriting.submit({ id });
    const queue = await admin.articleReviews.queue({ current: 1, size: 50 });
    expect(queue.records.map((r) => r.id)).toContain(id);
    await expect(author.articleWriting.save({ ...draft("改标题"), id })).rejects.toThrow("审核中或已发布的文章不能修改，请先撤回");

    await admin.articleReviews.approve({ id });
    const detail = await callerFor(null).articles.detail({ id });
    expect(detail.author).toMatchObject({ id: AUTHOR.id, firm: "北京衡正律师事务所", isLawyer: true });
    expect(detail.html).toContain("<h2>一、问题</h2>");
    expect(await gramsOf(id)).toBe(1);
    const found = await callerFor(null).articles.list({ current: 1, size: 50, keyword: "研析", sort: "latest" });
    expect(found.records.map((r) => r.id)).toContain(id);

    await author.articleWriting.withdrawPublication({ id });
    await expect(callerFor(null).articles.detail({ id })).rejects.toThrow("该文章不存在或已下架");
    expect((await callerFor(null).articles.list({ current: 1, size: 50, keyword: "研析", sort: "latest" })).records.map((r) => r.id)).not.toContain(id);

    await author.articleWriting.republish({ id });
    expect((await author.articleWriting.get({ id })).status).toBe(1);
    await author.articleWriting.withdrawReview({ id });
    expect((await author.articleWriting.get({ id })).status).toBe(0);
    await author.articleWriting.remove({ id });
    expect(await gramsOf(id)).toBe(0);
    await expect(author.articleWriting.get({ id })).rejects.toThrow("文章不存在");
  });

  it("article review: a rejection's reason reaches the author, and resubmitting clears it", async () => {
    const { id } = await author.articleWriting.save(draft("试用期解除的举证"));
    await author.articleWriting.submit({ id });
    await expect(admin.articleReviews.reject({ id, reason: "" })).rejects.toThrow("请填写驳回原因");
    await admin.articleReviews.reject({ id, reason: "请补充裁判依据" });
    const mine = await author.articleWriting.mine({ current: 1, size: 50 });
    expect(mine.records.find((r) => r.id === id)).toMatchObject({ status: 3, rejectReason: "请补充裁判依据", actions: ["edit", "submit", "remove"] });
    await expect(admin.articleReviews.approve({ id })).rejects.toThrow("该文章已被处理或撤回");
    await author.articleWriting.save({ ...draft("试用期解除的举证责任"), id });
    await author.articleWriting.submit({ id });
    expect((await author.articleWriting.get({ id })).rejectReason).toBeNull();
  });

  it("article IDOR: another lawyer can neither read, edit, submit, withdraw nor delete someone else's article", async () => {
    const { id } = await author.articleWriting.save(draft("他人草稿"));
    await expect(other.articleWriting.get({ id })).rejects.toThrow("文章不存在");
    await expect(other.articleWriting.save({ ...draft("篡改"), id })).rejects.toThrow("文章不存在");
    await expect(other.articleWriting.submit({ id })).rejects.toThrow("文章不存在");
    await expect(other.articleWriting.remove({ id })).rejects.toThrow("文章不存在");
    await author.articleWriting.submit({ id });
    await expect(other.articleWriting.withdrawReview({ id })).rejects.toThrow("文章不存在");
    expect((await other.articleWriting.mine({ current: 1, size: 50 })).records.map((r) => r.id)).not.toContain(id);
    const still = await author.articleWriting.get({ id });
    expect(still).toMatchObject({ title: "他人草稿", status: 1 });
    // Nor does a lawyer reach the console's preview or approval.
    await expect(other.articleReviews.preview({ id })).rejects.toThrow("没有权限执行此操作");
    await expect(other.articleReviews.approve({ id })).rejects.toThrow("没有权限执行此操作");
  });

  it("article authorship: a lawyer without a published profile cannot write, a plain user is refused, a visitor must log in", async () => {
    await expect(callerFor(HIDDEN).articleWriting.save(draft("无主页"))).rejects.toThrow("发表文章需要已发布的律师主页");
    await expect(callerFor(USER).articleWriting.save(draft("普通用户"))).rejects.toThrow("没有权限执行此操作");
    await expect(callerFor(null).articleWriting.mine({ current: 1, size: 10 })).rejects.toThrow("登录已过期");
    await expect(author.articleWriting.save({ ...draft("分类"), classificationId: 9999 })).rejects.toThrow("请选择文章分类");
    const { id } = await author.articleWriting.save(draft("太短", "<p>短</p>"));
    await expect(author.articleWriting.submit({ id })).rejects.toThrow("正文至少 100 个字才能提交审核");
  });

  it("article sanitising on save: a hostile body is stored inert and the searched text carries no markup", async () => {
    const html = `<p onclick="alert(1)">${PARAGRAPH}<script>alert(1)</script><a href="javascript:alert(1)">链接</a></p><iframe src="https://evil.example/"></iframe><img src="https://evil.example/x.png" onerror="alert(1)">`;
    const { id } = await author.articleWriting.save(draft("清洗正文", html));
    const row = await env.DB.prepare("SELECT html, body FROM articles WHERE id = ?").bind(id).first<{ html: string; body: string }>();
    expect(row?.html).toBe(`<p>${PARAGRAPH}链接</p>`);
    expect(row?.body).toBe(`${PARAGRAPH}链接`);
  });

  it("article detail: HTML written by another path is sanitised again when read", async () => {
    const now = Date.now();
    const row = await env.DB.prepare(
      `INSERT INTO articles (author_id, classification_id, kind, title, summary, body, html, status, published_at, created_at, updated_at)
       VALUES (?, 1, 'article', '旁路写入', '摘要', '正文', ?, 2, ?, ?, ?) RETURNING id`,
    )
      .bind(AUTHOR.id, '<p onmouseover="alert(1)">正文</p><script>alert(1)</script>', now, now, now)
      .first<{ id: number }>();
    const detail = await callerFor(null).articles.detail({ id: row?.id ?? 0 });
    expect(detail.html).toBe("<p>正文</p>");
  });

  it("article approval race: concurrent approvals, rejections and a withdrawal leave one outcome, with grams only when published", async () => {
    for (let round = 0; round < 3; round++) {
      const { id } = await author.articleWriting.save(draft(`并发审核${round}`));
      await author.articleWriting.submit({ id });
      const results = await Promise.allSettled([
        ...Array.from({ length: 6 }, () => admin.articleReviews.approve({ id })),
        ...Array.from({ length: 3 }, () => admin.articleReviews.reject({ id, reason: "重复" })),
        author.articleWriting.withdrawReview({ id }),
      ]);
      expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
      const { status } = await author.articleWriting.get({ id });
      expect(await gramsOf(id)).toBe(status === 2 ? 1 : 0);
    }
  });

  it("article submit race: ten concurrent submits move the draft once", async () => {
    const { id } = await author.articleWriting.save(draft("并发提交"));
    const results = await Promise.allSettled(Array.from({ length: 10 }, () => author.articleWriting.submit({ id })));
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    expect(results.filter((r) => r.status === "rejected").every((r) => String((r as PromiseRejectedResult).reason).includes("该文章当前不能提交审核"))).toBe(
      true,
    );
  });

  it("creation statistics: the author's articles by status and their total reads", async () => {
    const before = await other.articleWriting.stats();
    const { id } = await other.articleWriting.save(draft("统计用"));
    await other.articleWriting.submit({ id });
    await admin.articleReviews.approve({ id });
    await env.DB.prepare("UPDATE articles SET reads = 42 WHERE id = ?").bind(id).run();
    const after = await other.articleWriting.stats();
    expect(after.byStatus[2]).toBe((before.byStatus[2] ?? 0) + 1);
    expect(after.total).toBe(before.total + 1);
    expect(after.reads).toBe(before.reads + 42);
  });

  it("creation statistics: reads a day over the last 30 days, oldest first, zero on days without reads", async () => {
    const { id } = await other.articleWriting.save(draft("按日统计"));
    const today = readDay(Date.now());
    const longAgo = readDay(Date.now() - 40 * 86_400_000);
    await env.DB.batch(
      ["u:1", "u:2", "v:abc"].map((reader) => env.DB.prepare("INSERT INTO article_reads (article_id, reader, day) VALUES (?, ?, ?)").bind(id, reader, today)),
    );
    await env.DB.prepare("INSERT INTO article_reads (article_id, reader, day) VALUES (?, 'u:1', ?)").bind(id, longAgo).run();
    const { daily } = await other.articleWriting.stats();
    expect(daily).toHaveLength(30);
    expect(daily.at(-1)).toEqual({ day: today, reads: 3 });
    expect(daily.map((d) => d.day)).toEqual([...daily.map((d) => d.day)].sort());
    expect(daily.reduce((n, d) => n + d.reads, 0)).toBe(3);
    expect((await author.articleWriting.stats()).daily.at(-1)?.reads).toBe(0);
  });

  it("article image upload: bytes checked, at most 5 MB, stored as a public R2 object the sanitiser accepts", async () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
    const { url } = await author.articleWriting.uploadImage({ file: new File([png], "a.png") });
    expect(url).toMatch(/^\/files\/public\/articles\/3101-[A-Za-z0-9_-]+\.png$/);
    expect(await env.FILES.head(url.replace("/files/", ""))).not.toBeNull();
    await expect(author.articleWriting.uploadImage({ file: new File(["<svg onload=alert(1)>"], "x.png") })).rejects.toThrow("图片须为 JPG、PNG 或 WebP 格式");
    await expect(author.articleWriting.uploadImage({ file: new File([new Uint8Array(5 * 1024 * 1024 + 1)], "big.png") })).rejects.toThrow("图片不能超过 5MB");
    const { id } = await author.articleWriting.save(draft("带图", `<p>${PARAGRAPH}</p><img src="${url}" alt="示意图">`));
    expect((await author.articleWriting.get({ id })).html).toContain(`<img src="${url}" alt="示意图" />`);
  });
});

describe("article REST rows", () => {
  type Envelope = { code: number; msg: string; data: unknown };
  async function call(path: string, init: RequestInit = {}): Promise<{ status: number; body: Envelope }> {
    const res = await request(path, { ...init, headers: { origin: "http://localhost", ...init.headers } });
    return { status: res.status, body: (await res.json()) as Envelope };
  }

  it("article REST rows: create, user page, statistics, withdraw_audit, withdraw_publish, republish, creation delete, with the envelope", async () => {
    const auth = await bearer(AUTHOR);
    const created = await call("/admin/article", { method: "POST", headers: { ...auth, ...JSON_HEADERS }, body: JSON.stringify(draft("REST 文章")) });
    expect(created).toMatchObject({ status: 200, body: { code: 0 } });
    const id = (created.body.data as { id: number }).id;
    // An update names its article: PUT without an id edits nothing and creates nothing.
    const noId = await call("/admin/article", { method: "PUT", headers: { ...auth, ...JSON_HEADERS }, body: JSON.stringify(draft("无编号")) });
    expect(noId.body).toEqual({ code: -1, msg: "文章编号无效", data: null });
    expect((await call(`/admin/article/submit/${id}`, { method: "PUT", headers: auth })).body.code).toBe(0);
    expect((await call(`/admin/article/withdraw_audit/${id}`, { method: "PUT", headers: auth })).body.code).toBe(0);
    const wrong = await call(`/admin/article/withdraw_publish/${id}`, { method: "PUT", headers: auth });
    expect(wrong.body).toEqual({ code: -1, msg: "该文章未发布，无法撤回发布", data: null });
    await author.articleWriting.submit({ id });
    await admin.articleReviews.approve({ id });
    expect((await call(`/admin/article/withdraw_publish/${id}`, { method: "PUT", headers: auth })).body.code).toBe(0);
    expect((await call(`/admin/article/republish/${id}`, { method: "PUT", headers: auth })).body.code).toBe(0);
    const page = await call("/admin/article/user/page?current=1&size=50", { headers: auth });
    expect((page.body.data as { records: { id: number; status: number }[] }).records.find((r) => r.id === id)?.status).toBe(1);
    const stats = await call("/admin/article/creation/statistics", { headers: auth });
    expect(stats.body.data).toMatchObject({ byStatus: expect.any(Object), reads: expect.any(Number) });
    const blocked = await call(`/admin/article/creation/${id}`, { method: "DELETE", headers: auth });
    expect(blocked.body).toEqual({ code: -1, msg: "审核中或已发布的文章不能删除，请先撤回", data: null });
    await author.articleWriting.withdrawReview({ id });
    expect((await call(`/admin/article/creation/${id}`, { method: "DELETE", headers: auth })).body.code).toBe(0);
    const foreign = await call(`/admin/article/statement/${id}`, { headers: await bearer(OTHER) });
    expect(foreign.body).toEqual({ code: -1, msg: "文章不存在", data: null });
  });

  it("article REST rows: without a session they answer 424", async () => {
    for (const [method, path] of [
      ["GET", "/admin/article/user/page"],
      ["GET", "/admin/article/creation/statistics"],
      ["PUT", "/admin/article/withdraw_audit/1"],
      ["PUT", "/admin/article/withdraw_publish/1"],
      ["DELETE", "/admin/article/creation/1"],
    ] as const) {
      const res = await call(path, { method, headers: { authorization: "Bearer expired" } });
      expect(res.status, path).toBe(424);
    }
  });
});
