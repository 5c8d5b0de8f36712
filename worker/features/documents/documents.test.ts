import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { createDb } from "#db/client";
import { documents } from "#db/schema";
import { seedDocuments } from "../../../tests/setup/documents-fixture";
import { callerFor, request } from "../../../tests/setup/helpers";

const db = createDb(env.DB);
const visitor = callerFor(null);
const text = (segments: { text: string }[]) => segments.map((s) => s.text).join("");
type Envelope<T> = { code: number; msg: string; data: T };
const json = async <T>(res: Response) => (await res.json()) as Envelope<T>;

beforeAll(async () => {
  await seedDocuments();
});

describe("document library", () => {
  it("groups two-level categories by kind with counts", async () => {
    const tree = await visitor.documents.categories();
    expect(tree.map((k) => [k.kind, k.name])).toEqual([
      [1, "诉讼文书"],
      [2, "非诉文书"],
    ]);
    expect(tree.flatMap((k) => k.categories).length).toBeGreaterThanOrEqual(8);
    for (const k of tree) expect(k.count).toBe(k.categories.reduce((s, c) => s + c.count, 0));
    const all = await visitor.documents.list({ current: 1, size: 10 });
    expect(all.total).toBe(tree.reduce((s, k) => s + k.count, 0));
    expect(all.total).toBeGreaterThanOrEqual(60);
    expect(all.pages).toBe(Math.ceil(all.total / 10));
  });

  it("filters by kind and category", async () => {
    const tree = await visitor.documents.categories();
    for (const k of tree) {
      const page = await visitor.documents.list({ current: 1, size: 50, kind: k.kind });
      expect(page.total).toBe(k.count);
      expect(page.records.every((d) => d.kind === k.kind)).toBe(true);
    }
    const pleadings = tree[0]?.categories.find((c) => c.name === "起诉与答辩");
    if (!pleadings) throw new Error("no 起诉与答辩");
    expect((await visitor.documents.list({ current: 1, size: 50, category: pleadings.slug })).total).toBe(pleadings.count);
    const complaint = pleadings.children.find((c) => c.name === "民事起诉状");
    if (!complaint) throw new Error("no 民事起诉状");
    const complaints = await visitor.documents.list({ current: 1, size: 50, category: complaint.slug });
    expect(complaints.total).toBe(complaint.count);
    expect(complaints.records.every((d) => d.categorySlug === complaint.slug)).toBe(true);
    // A category of the other kind finds nothing; an unknown one finds nothing.
    expect((await visitor.documents.list({ current: 1, size: 5, category: complaint.slug, kind: 2 })).total).toBe(0);
    expect((await visitor.documents.list({ current: 1, size: 5, category: "no-such-category" })).total).toBe(0);
    const popular = await visitor.documents.list({ current: 1, size: 20, sort: "views" });
    const views = popular.records.map((d) => d.views);
    expect(views).toEqual([...views].sort((a, b) => b - a));
  });

  it("finds 1-, 2- and 3+-character queries, title hits first, with highlighted excerpts", async () => {
    for (const keyword of ["函", "保全", "起诉状", "授权委托书", "此致"]) {
      const page = await visitor.documents.list({ current: 1, size: 50, keyword });
      expect(page.total, keyword).toBeGreaterThan(0);
      const titleHits = page.records.map((d) => d.title.includes(keyword));
      expect(titleHits.indexOf(false) === -1 || titleHits.lastIndexOf(true) < titleHits.indexOf(false), keyword).toBe(true);
      for (const d of page.records) {
        const hit = [...d.titleSegments, ...d.excerpt].some((s) => s.hit && s.text === keyword);
        expect(hit, `${keyword}: ${d.title} ${text(d.excerpt)}`).toBe(true);
      }
    }
    for (const keyword of ['"', "起诉 OR 1", "%", "_", "律师函*"]) {
      await expect(visitor.documents.list({ current: 1, size: 5, keyword })).resolves.toBeTruthy();
    }
    // "%" matches only texts with a literal percent sign (年利率×%), never everything.
    const percent = await visitor.documents.list({ current: 1, size: 50, keyword: "%" });
    expect(percent.total).toBeLessThan((await visitor.documents.list({ current: 1, size: 1 })).total);
  });

  it("shows a document with its notes and related documents and 404s on unknown ids", async () => {
    const [row] = await db.select().from(documents).limit(1);
    if (!row) throw new Error("no document");
    const detail = await visitor.documents.detail({ id: row.id });
    expect(detail).toMatchObject({ id: row.id, title: row.title, body: row.body, kind: 1 });
    expect(detail.notes.length).toBeGreaterThanOrEqual(3);
    expect(detail.category.parent).not.toBeNull();
    const related = await visitor.documents.related({ id: row.id });
    expect(related.length).toBeGreaterThan(0);
    expect(related.some((r) => r.id === row.id)).toBe(false);
    await expect(visitor.documents.detail({ id: 999_999 })).rejects.toMatchObject({ code: "NOT_FOUND" });
    expect(await visitor.documents.related({ id: 999_999 })).toEqual([]);
  });

  it("answers every REST row with the envelope", async () => {
    const page = await json<{ records: { id: number }[]; current: number; size: number; total: number }>(
      await request(`/admin/document/page?current=1&size=5&kind=1&keyword=${encodeURIComponent("申请书")}`),
    );
    expect(page).toMatchObject({ code: 0, data: { current: 1, size: 5 } });
    expect(page.data.total).toBeGreaterThan(0);
    const tree = await json<{ kind: number }[]>(await request("/admin/document/category/tree"));
    expect(tree).toMatchObject({ code: 0, data: [{ kind: 1 }, { kind: 2 }] });
    const id = page.data.records[0]?.id;
    const detail = await json<{ id: number; notes: string[] }>(await request(`/admin/document/${id}`));
    expect(detail).toMatchObject({ code: 0, data: { id } });
    expect(await json(await request("/admin/document/999999"))).toMatchObject({ code: -1, msg: "该文书不存在或已删除" });
    expect(await json(await request("/admin/document/abc"))).toMatchObject({ code: -1, msg: "文书编号无效" });
  });
});
