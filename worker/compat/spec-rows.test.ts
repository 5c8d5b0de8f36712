import { env } from "cloudflare:workers";
import { decodePDFRawStream, PDFArray, PDFDocument, PDFRawStream } from "pdf-lib";
import { beforeAll, describe, expect, it } from "vitest";
import { bearer, request, USER } from "../../tests/setup/helpers";
import { seedLawyers } from "../../tests/setup/lawyers-fixture";
import { seedLibrary } from "../../tests/setup/library-fixture";
import { PREVIEW_END } from "../features/templates/preview-pdf";
import { compatRoutes } from "./table";

// SPEC §7 rows added for existing mini-program clients (issue 16 item 5), each registered and answering
// as the pages do; compat.test.ts walks every row as a visitor and as a user.
const ADDED: [string, string][] = [
  ["GET", "/admin/user/public/:id"],
  ["POST", "/admin/social/bind"],
  ["POST", "/admin/social/unbind"],
  ["GET", "/admin/template/category/list"],
  ["GET", "/admin/template/can_access/:id"],
  ["GET", "/admin/template/full_content/:id"],
  ["POST", "/admin/template/mine/browse_history"],
  ["GET", "/admin/order/ads/page"],
  ["GET", "/admin/order/member/page"],
  ["GET", "/admin/order/advice/page"],
  ["GET", "/admin/common/amountInWords"],
  ["GET", "/admin/lawyer/provide_lawyer"],
  ["GET", "/admin/template/preview_pdf_url/:id"],
];

type Envelope = { code: number; msg: string; data: unknown };
const json = async (res: Response) => (await res.json()) as Envelope;

beforeAll(async () => {
  await seedLibrary();
  await env.DB.prepare("INSERT OR IGNORE INTO users (id, phone, nickname, created_at, updated_at) VALUES (?, '13900009402', '小周', 1, 1)").bind(USER.id).run();
});

async function sample(where: string): Promise<{ id: number }> {
  const row = await env.DB.prepare(`SELECT id FROM templates WHERE status = 2 AND ${where} ORDER BY id LIMIT 1`).first<{ id: number }>();
  if (!row) throw new Error(`no template where ${where}`);
  return row;
}

describe("SPEC §7 rows", () => {
  it("spec rows: every added row is registered once", () => {
    for (const [method, path] of ADDED)
      expect(
        compatRoutes.filter((r) => r.method === method && r.path === path),
        `${method} ${path}`,
      ).toHaveLength(1);
  });

  it("spec rows: a user's public card shows nickname and avatar, never the phone", async () => {
    const body = await json(await request(`/admin/user/public/${USER.id}`));
    expect(body).toMatchObject({ code: 0, data: { userId: USER.id, nickname: "小周", lawyer: false } });
    expect(JSON.stringify(body.data)).not.toContain("13900009402");
    expect(await json(await request("/admin/user/public/99999999"))).toMatchObject({ code: -1, msg: "用户不存在" });
  });

  it("spec rows: can_access and full_content follow the page's rule", async () => {
    const free = await sample("price_fen = 0");
    const paid = await sample("price_fen > 0 AND member_free = 0");
    expect((await json(await request(`/admin/template/can_access/${free.id}`))).data).toEqual({ id: free.id, canAccess: true });
    expect((await json(await request(`/admin/template/can_access/${paid.id}`))).data).toEqual({ id: paid.id, canAccess: false });
    const auth = await bearer(USER);
    expect(await json(await request(`/admin/template/full_content/${paid.id}`, { headers: auth }))).toMatchObject({
      code: -1,
      msg: "购买该范本后即可查看全文",
    });
    const full = await json(await request(`/admin/template/full_content/${free.id}`, { headers: auth }));
    expect((full.data as { text: string }).text.length).toBeGreaterThan(100);
    expect((await request(`/admin/template/full_content/${free.id}`)).status).toBe(424);
  });

  it("spec rows: browse_history add records a public item by its own title and refuses an unknown one", async () => {
    const free = await sample("price_fen = 0");
    const headers = { ...(await bearer(USER)), "content-type": "application/json", origin: "http://localhost" };
    const added = await json(
      await request("/admin/template/mine/browse_history", { method: "POST", headers, body: JSON.stringify({ kind: "template", targetId: free.id }) }),
    );
    expect(added).toMatchObject({ code: 0, data: true });
    const list = await json(await request("/admin/template/mine/browse_history?current=1&size=10", { headers }));
    expect((list.data as { records: { targetId: number }[] }).records.map((r) => r.targetId)).toContain(free.id);
    const unknown = await json(
      await request("/admin/template/mine/browse_history", { method: "POST", headers, body: JSON.stringify({ kind: "template", targetId: 99999999 }) }),
    );
    expect(unknown).toMatchObject({ code: -1, msg: "内容不存在或已下架" });
  });

  it("spec rows: the order pages by type and the flat category list", async () => {
    const auth = await bearer(USER);
    for (const type of ["ads", "member", "advice"]) {
      expect(await json(await request(`/admin/order/${type}/page?current=1&size=10`, { headers: auth })), type).toMatchObject({ code: 0, data: { total: 0 } });
    }
    const list = (await json(await request("/admin/template/category/list"))).data as { slug: string }[];
    const tree = (await json(await request("/admin/template/category/tree"))).data as { children: unknown[] }[];
    expect(list.length).toBe(tree.length + tree.reduce((n, p) => n + p.children.length, 0));
  });

  it("provide_lawyer: lists only the lawyers the service's order would accept (a 执业律师 with the role and a price), paged", async () => {
    await seedLawyers();
    const now = Date.now();
    // Three new profiles at the top of the list: a 公司律师 with a price and the role, a 执业律师 with a
    // price but without the role, and one who provides review.
    const lawyer = (id: number, type: number, price: number | null, role: string | null) => [
      env.DB.prepare("INSERT INTO users (id, phone, nickname, created_at, updated_at) VALUES (?, ?, '律师', 1, 1)").bind(id, `1390000${id}`),
      env.DB.prepare(
        "INSERT INTO lawyer_profiles (user_id, name, firm, city_code, license_no, practice_since, lawyer_type, review_price_fen, activity, last_active_at, created_at, updated_at) VALUES (?, ?, '衡正律师事务所', '110100', ?, 2010, ?, ?, 999999, ?, ?, ?)",
      ).bind(id, `律师${id}`, `9${id}0000000000`, type, price, now, now, now),
      ...(role ? [env.DB.prepare("INSERT INTO user_roles (user_id, role) VALUES (?, ?)").bind(id, role)] : []),
    ];
    await env.DB.batch([
      ...lawyer(9501, 2, 30_000, "ROLE_CONTRACT_CUSTOMIZATION"),
      ...lawyer(9502, 1, 30_000, null),
      ...lawyer(9503, 1, 30_000, "ROLE_CONTRACT_CUSTOMIZATION"),
    ]);
    type Card = { id: number; lawyerType: number; services: { key: string }[] };
    const page = async (query: string) => (await json(await request(`/admin/lawyer/provide_lawyer?${query}`))).data as { records: Card[]; total: number };
    const review = await page("type=review&current=1&size=50");
    const ids = review.records.map((r) => r.id);
    expect(ids).toContain(9503);
    expect(ids).not.toContain(9501);
    expect(ids).not.toContain(9502);
    for (const card of review.records) {
      expect(card.lawyerType, String(card.id)).toBe(1);
      expect(
        card.services.map((s) => s.key),
        String(card.id),
      ).toContain("review");
    }
    // advice covers phone and online; 9503 offers neither.
    const advice = await page("type=advice&current=1&size=50");
    expect(advice.total).toBeGreaterThan(0);
    expect(advice.records.map((r) => r.id)).not.toContain(9503);
    for (const card of advice.records)
      expect(
        card.services.some((s) => s.key === "phone" || s.key === "online"),
        String(card.id),
      ).toBe(true);
    expect((await page("current=2&size=1")).records).toHaveLength(1);
    expect(await json(await request("/admin/lawyer/provide_lawyer?type=vip"))).toMatchObject({ code: -1, msg: expect.stringContaining("服务类型") });
  });

  it("preview pdf url: a PDF of what the caller may read, the preview part only for those who have not bought it", async () => {
    // The text a PDF shows: its pages' content streams, whose strings are UCS-2 hex (lib/pdf-song).
    const textOf = async (url: string) => {
      const res = await request(url);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe("application/pdf");
      const doc = await PDFDocument.load(await res.arrayBuffer());
      const streams = doc.getPages().flatMap((page) => {
        const contents = page.node.Contents();
        return contents instanceof PDFArray ? contents.asArray().map((r) => doc.context.lookup(r)) : [contents];
      });
      const ops = streams.map((s) => (s instanceof PDFRawStream ? new TextDecoder().decode(decodePDFRawStream(s).decode()) : "")).join("\n");
      const hex = [...ops.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)].map((m) => m[1] ?? "");
      return hex.map((h) => String.fromCharCode(...(h.match(/.{4}/g) ?? []).map((u) => Number.parseInt(u, 16)))).join("");
    };
    type Link = { url: string; part: string; fileName: string };
    const linkOf = async (id: number, headers: HeadersInit = {}) =>
      (await json(await request(`/admin/template/preview_pdf_url/${id}`, { headers }))).data as Link;
    const compact = (text: string) => text.replace(/\s/g, "");
    const paid = await env.DB.prepare(
      "SELECT id, title, body FROM templates WHERE status = 2 AND price_fen > 0 AND member_free = 0 AND length(body) > 1500 ORDER BY id DESC LIMIT 1",
    ).first<{ id: number; title: string; body: string }>();
    if (!paid) throw new Error("no long paid template");
    const tail = compact(paid.body).slice(-40);

    const visitor = await linkOf(paid.id);
    expect(visitor).toMatchObject({ part: "preview", fileName: `${paid.title}（预览）.pdf` });
    const preview = compact(await textOf(visitor.url));
    expect(preview).toContain(compact(paid.title));
    expect(preview).toContain(compact(paid.body).slice(0, 60));
    expect(preview).toContain(compact(PREVIEW_END));
    expect(preview).not.toContain(tail);
    // A signed-in user who has not bought it gets the same preview.
    expect((await linkOf(paid.id, await bearer(USER))).part).toBe("preview");

    // Its author may read it all: the full text, without the preview's closing line.
    await env.DB.prepare("UPDATE templates SET author_id = ? WHERE id = ?").bind(USER.id, paid.id).run();
    const author = await linkOf(paid.id, await bearer(USER));
    expect(author.part).toBe("full");
    const full = compact(await textOf(author.url));
    expect(full).toContain(tail);
    expect(full).not.toContain(compact(PREVIEW_END));
    expect(await json(await request("/admin/template/preview_pdf_url/99999999"))).toMatchObject({ code: -1, msg: "该范本不存在或已下架" });
  });
});
