import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { readDocx } from "#worker/lib/docx-reader";
import { callerFor, request } from "../../../tests/setup/helpers";
import { seedRegulations } from "../../../tests/setup/regulations-fixture";

const visitor = callerFor(null);
const text = (segments: { text: string }[]) => segments.map((s) => s.text).join("");
const idOf = async (title: string) => (await env.DB.prepare("SELECT id FROM regulations WHERE title = ?").bind(title).first<{ id: number }>())?.id ?? 0;

beforeAll(async () => {
  await seedRegulations();
});

describe("laws and regulations", () => {
  it("lists with {records,total,size,current,pages}, newest issued first", async () => {
    const page = await visitor.regulations.list({ current: 1, size: 10 });
    expect(page.records).toHaveLength(10);
    expect(page.total).toBeGreaterThanOrEqual(100);
    expect(page.pages).toBe(Math.ceil(page.total / 10));
    const dates = page.records.map((r) => r.issuedOn);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(page.records[0]).toMatchObject({ level: expect.any(String), issuer: expect.any(String), timeliness: expect.any(Number) });
  });

  it("finds 1-, 2- and 3+-character Chinese queries, title hits first, with highlighted snippets", async () => {
    for (const keyword of ["诉", "合同", "民法典", "劳动合同法", "法释〔2023〕13号"]) {
      const page = await visitor.regulations.list({ current: 1, size: 50, keyword });
      expect(page.total, keyword).toBeGreaterThan(0);
      const titleHits = page.records.map((r) => r.title.includes(keyword));
      expect(titleHits.indexOf(false) === -1 || titleHits.lastIndexOf(true) < titleHits.indexOf(false), keyword).toBe(true);
      for (const r of page.records) {
        const hit = r.titleSegments.some((s) => s.hit) || r.excerpt.some((s) => s.hit);
        // A 文号 or issuer hit has nothing to mark in title or snippet; every other hit is highlighted.
        if (!r.docNo.includes(keyword) && !r.issuer.includes(keyword)) expect(hit, `${keyword}: ${r.title}`).toBe(true);
      }
    }
    const code = await visitor.regulations.list({ current: 1, size: 5, keyword: "民法典" });
    expect(code.records[0]?.titleSegments.some((s) => s.hit && s.text === "民法典")).toBe(true);
    const body = await visitor.regulations.list({ current: 1, size: 50, keyword: "违约金" });
    const snippet = body.records.find((r) => !r.title.includes("违约金"));
    expect(snippet && text(snippet.excerpt)).toContain("违约金");
  });

  it("treats FTS syntax and LIKE wildcards as plain text", async () => {
    for (const keyword of ['"', "合同 OR 1", "%", "_", "民法*", "AND", "NEAR(a b)"]) {
      await expect(visitor.regulations.list({ current: 1, size: 5, keyword })).resolves.toBeTruthy();
    }
    const all = await visitor.regulations.list({ current: 1, size: 1 });
    expect((await visitor.regulations.list({ current: 1, size: 5, keyword: "%" })).total).toBeLessThan(all.total);
  });

  it("filters by level, issuing time, area and timeliness, and the live counts match the list", async () => {
    const counts = await visitor.regulations.counts({ sort: "issued" });
    const judicial = counts.levels.find((l) => l.slug === "judicial");
    expect(judicial?.count).toBeGreaterThanOrEqual(20);
    const list = await visitor.regulations.list({ current: 1, size: 50, category: "judicial" });
    expect(list.total).toBe(judicial?.count);
    expect(list.records.every((r) => r.level === "司法解释")).toBe(true);

    // Each facet is counted under the other filters: choosing a value gives exactly its count.
    const filtered = await visitor.regulations.counts({ category: "law", sort: "issued" });
    for (const t of filtered.timeliness) {
      const page = await visitor.regulations.list({ current: 1, size: 1, category: "law", timeliness: t.value });
      expect(page.total, t.label).toBe(t.count);
    }
    for (const r of filtered.times) {
      const page = await visitor.regulations.list({ current: 1, size: 50, category: "law", time: r.key });
      expect(page.total, r.key).toBe(r.count);
    }
    const since2024 = await visitor.regulations.list({ current: 1, size: 50, time: "2024-" });
    expect(since2024.records.every((r) => r.issuedOn >= "2024")).toBe(true);
    const y2020 = await visitor.regulations.list({ current: 1, size: 50, time: "2020" });
    expect(y2020.total).toBe(counts.years.find((y) => y.year === 2020)?.count);
    expect(y2020.records.every((r) => r.issuedOn.startsWith("2020"))).toBe(true);

    const areas = counts.areas;
    expect(areas[0]).toMatchObject({ code: "national", name: "全国" });
    const guangdong = areas.find((a) => a.code === "440000");
    expect(guangdong?.name).toBe("广东省");
    const gd = await visitor.regulations.list({ current: 1, size: 50, area: "440000" });
    expect(gd.total).toBe(guangdong?.count);
    expect(gd.records.some((r) => r.regionCode === "440300")).toBe(true);
    const shenzhen = await visitor.regulations.list({ current: 1, size: 50, area: "440300" });
    expect(shenzhen.records.every((r) => r.regionCode === "440300")).toBe(true);
    const national = await visitor.regulations.list({ current: 1, size: 50, area: "national" });
    expect(national.total).toBe(areas[0]?.count);
    expect(national.records.every((r) => r.regionCode === null)).toBe(true);

    const repealed = await visitor.regulations.list({ current: 1, size: 50, timeliness: 3 });
    expect(repealed.records.map((r) => r.title)).toContain("中华人民共和国合同法");
    // Unknown filter values are dropped rather than failing a shared link.
    const lenient = await visitor.regulations.list({ current: 1, size: 5, category: "nope" as never, time: "20x" as never, area: "abc" as never });
    expect(lenient.total).toBe(all(counts));
  });

  it("gives every level its count, the latest texts and the totals", async () => {
    const categories = await visitor.regulations.categories();
    expect(categories.map((c) => c.name)).toEqual(["宪法", "法律", "行政法规", "司法解释", "部门规章", "地方性法规", "地方政府规章"]);
    const latest = await visitor.regulations.latest({ size: 5 });
    expect(latest).toHaveLength(5);
    expect(latest.map((l) => l.issuedOn)).toEqual([...latest.map((l) => l.issuedOn)].sort().reverse());
    const totals = await visitor.regulations.newCount();
    expect(totals.total).toBe(categories.reduce((n, c) => n + c.count, 0));
    expect(totals.lastWeek).toBeGreaterThan(0);
  });

  it("shows a text with its table of contents, anchored articles and the excerpt flag, and counts the view", async () => {
    const id = await idOf("中华人民共和国民法典");
    const detail = await visitor.regulations.detail({ id });
    expect(detail).toMatchObject({ level: "法律", levelSlug: "law", docNo: "中华人民共和国主席令第四十五号", areaName: "全国", excerpt: true, timeliness: 1 });
    expect(detail.toc.map((t) => t.text)).toContain("第三编 合同");
    const art577 = detail.blocks.find((b) => b.kind === "article" && b.id === "art-577");
    expect(art577 && art577.kind === "article" && art577.paragraphs[0]).toContain("违约责任");
    const before = detail.views;
    await visitor.regulations.detail({ id });
    // The view is counted after the answer (waitUntil); the next read sees it.
    await new Promise((r) => setTimeout(r, 50));
    expect((await visitor.regulations.detail({ id })).views).toBeGreaterThan(before);

    const local = await visitor.regulations.detail({ id: await idOf("深圳经济特区数据条例") });
    expect(local.areaName).toBe("广东省 · 深圳市");
    await expect(visitor.regulations.detail({ id: 999999 })).rejects.toThrow("该法规不存在");
    const related = await visitor.regulations.related({ id });
    expect(related.length).toBeGreaterThan(0);
    expect(related.every((r) => r.id !== id)).toBe(true);
  });

  it("answers the REST surface with the envelope", async () => {
    const page = (await (await request("/admin/regulations/page?current=2&size=5&category=judicial")).json()) as {
      code: number;
      data: { current: number; size: number; records: { level: string }[] };
    };
    expect(page).toMatchObject({ code: 0, data: { current: 2, size: 5 } });
    expect(page.data.records.every((r) => r.level === "司法解释")).toBe(true);
    for (const path of [
      "/admin/regulations/category",
      "/admin/regulations/latest?size=3",
      "/admin/regulations/counts?category=law",
      "/admin/regulations/total_new",
    ]) {
      const body = (await (await request(path)).json()) as { code: number; data: unknown };
      expect(body.code, path).toBe(0);
      expect(body.data, path).toBeTruthy();
    }
    const id = await idOf("诉讼费用交纳办法");
    const detail = (await (await request(`/admin/regulations/${id}`)).json()) as { code: number; data: { title: string } };
    expect(detail).toMatchObject({ code: 0, data: { title: "诉讼费用交纳办法" } });
    expect(await (await request("/admin/regulations/abc")).json()).toMatchObject({ code: -1, msg: "法规编号无效" });
    expect(await (await request("/admin/regulations/999999")).json()).toMatchObject({ code: -1, msg: "该法规不存在" });
    expect(await (await request("/admin/regulations/page?size=500")).json()).toMatchObject({ code: -1, msg: "每页最多 50 条" });
  });

  it("downloads a text as DOCX with a content-disposition, and 404s unknown ids", async () => {
    const id = await idOf("中华人民共和国民法典");
    const res = await request(`/admin/regulations/download/${id}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("wordprocessingml");
    expect(res.headers.get("content-disposition")).toContain(`filename*=UTF-8''${encodeURIComponent("中华人民共和国民法典.docx")}`);
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect(String.fromCharCode(bytes[0] ?? 0, bytes[1] ?? 0)).toBe("PK");
    const text = readDocx(bytes).body;
    expect(text).toContain("条文为节选，以官方公布文本为准");
    expect(text).toContain("第五百七十七条");
    expect((await request("/admin/regulations/download/999999")).status).toBe(404);
    expect((await request("/admin/regulations/download/abc")).status).toBe(404);
  });

  it("superseded texts: an amended text links the version in force, which lists it as an earlier version", async () => {
    const old = await visitor.regulations.detail({ id: await idOf("中华人民共和国仲裁法（2017修正）") });
    expect(old.timeliness).toBe(2);
    expect(old.current).toMatchObject({ title: "中华人民共和国仲裁法（2025修订）", issuedOn: "2025-09-12", effectiveOn: "2026-03-01", timeliness: 1 });
    const current = await visitor.regulations.detail({ id: old.current?.id ?? 0 });
    expect(current.earlier.map((v) => v.id)).toEqual([old.id]);
    expect(current.current).toBeNull();
    const labour = await visitor.regulations.detail({ id: await idOf("中华人民共和国劳动合同法") });
    expect(labour.current?.title).toBe("中华人民共和国劳动合同法（2012修正）");
    expect(labour.hasText).toBe(true);
  });

  it("superseded texts: a text in force the library does not reproduce sends readers to the official source, with nothing to download", async () => {
    const id = await idOf("中华人民共和国反不正当竞争法（2025修订）");
    const detail = await visitor.regulations.detail({ id });
    expect(detail).toMatchObject({ hasText: false, sourceUrl: "https://flk.npc.gov.cn/", blocks: [], timeliness: 1 });
    const res = await request(`/admin/regulations/download/${id}`);
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ code: -1, msg: "该法规不存在或本库暂未收录其全文" });
  });
});

function all(counts: { levels: { count: number }[] }): number {
  return counts.levels.reduce((n, l) => n + l.count, 0);
}
