import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { FILES_PER_USER } from "#core/files";
import type { SessionUser } from "#worker/middleware/session";
import { bearer, request } from "../../../tests/setup/helpers";

// SPEC §7 Files (issue 16 item 5): /admin/file/upload, full_info, download_url, download by id.
const OWNER: SessionUser = { id: 9601, roles: [] };
const STRANGER: SessionUser = { id: 9602, roles: [] };
const ADMIN: SessionUser = { id: 9603, roles: ["ROLE_ADMIN"] };
const FLOOD: SessionUser = { id: 9604, roles: [] };
const PDF = new TextEncoder().encode("%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n");

type Envelope<T = unknown> = { code: number; msg: string; data: T };
type Info = { id: string; name: string; mime: string; size: number; purpose: string; createdAt: number };

beforeAll(async () => {
  await env.DB.batch([
    ...[OWNER, STRANGER, ADMIN, FLOOD].map((u) =>
      env.DB.prepare("INSERT OR IGNORE INTO users (id, phone, nickname, created_at, updated_at) VALUES (?, ?, '文件测试', 1, 1)").bind(u.id, `1390000${u.id}`),
    ),
    env.DB.prepare("INSERT OR IGNORE INTO user_roles (user_id, role) VALUES (?, 'ROLE_ADMIN')").bind(ADMIN.id),
  ]);
});

async function headers(user: SessionUser | null): Promise<Record<string, string>> {
  return { origin: "http://localhost", ...(user ? ((await bearer(user)) as Record<string, string>) : {}) };
}

async function upload(user: SessionUser | null, bytes: Uint8Array<ArrayBuffer>, name: string, purpose?: string): Promise<Response> {
  const form = new FormData();
  form.append("file", new File([bytes], name));
  if (purpose) form.append("purpose", purpose);
  return request("/admin/file/upload", { method: "POST", headers: await headers(user), body: form });
}

const get = async (path: string, user: SessionUser | null) => request(path, { headers: await headers(user) });
const json = async <T>(res: Response) => (await res.json()) as Envelope<T>;

describe("files API (SPEC §7 Files)", () => {
  it("files: an upload is stored privately with its owner and a random id; full_info, download_url and download answer the owner", async () => {
    const body = await json<Info>(await upload(OWNER, PDF, "../../合同 草稿.pdf", "contract_draft"));
    expect(body).toMatchObject({ code: 0, data: { name: "合同 草稿.pdf", mime: "application/pdf", size: PDF.length, purpose: "contract_draft" } });
    const { id } = body.data;
    expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const row = await env.DB.prepare("SELECT owner_id, key FROM files WHERE id = ?").bind(id).first<{ owner_id: number; key: string }>();
    expect(row?.owner_id).toBe(OWNER.id);
    expect(row?.key.startsWith("public/")).toBe(false);
    // Not reachable without a signature.
    expect((await request(`/files/${row?.key}`)).status).toBe(403);

    expect(await json(await get(`/admin/file/full_info/${id}`, OWNER))).toMatchObject({
      code: 0,
      data: { id, name: "合同 草稿.pdf", purpose: "contract_draft" },
    });
    const link = await json<{ url: string; expiresIn: number }>(await get(`/admin/file/download_url/${id}`, OWNER));
    expect(link.data.expiresIn).toBeLessThanOrEqual(300);
    const signed = await request(link.data.url);
    expect(signed.status).toBe(200);
    expect(new Uint8Array(await signed.arrayBuffer())).toEqual(PDF);
    const direct = await get(`/admin/file/download/${id}`, OWNER);
    expect(direct.status).toBe(200);
    expect(direct.headers.get("content-type")).toBe("application/pdf");
    expect(direct.headers.get("cache-control")).toContain("no-store");
    expect(new Uint8Array(await direct.arrayBuffer())).toEqual(PDF);
  });

  it("files: another user gets the answer a missing file gets, a visitor 424, an administrator the file", async () => {
    const { id } = (await json<Info>(await upload(OWNER, PDF, "私密.pdf"))).data;
    const missing = "A".repeat(22);
    for (const path of [`/admin/file/full_info/${id}`, `/admin/file/download_url/${id}`, `/admin/file/download/${id}`]) {
      const stranger = await get(path, STRANGER);
      const absent = await get(path.replace(id, missing), STRANGER);
      expect(stranger.status, path).toBe(absent.status);
      expect(await stranger.json(), path).toEqual(await absent.json());
      expect(await json(await get(path.replace(id, missing), STRANGER)), path).toMatchObject({ code: -1, msg: "文件不存在" });
      expect((await get(path, null)).status, path).toBe(424);
      expect((await get(path, ADMIN)).status, path).toBe(200);
    }
    const removed = await request(`/admin/file/${id}`, { method: "DELETE", headers: await headers(STRANGER) });
    expect(await json(removed)).toMatchObject({ code: -1, msg: "文件不存在" });
    expect(await json(await get(`/admin/file/full_info/${id}`, OWNER))).toMatchObject({ code: 0 });
  });

  it("files: bytes decide the type (a renamed file is refused), the limits and the purpose are checked", async () => {
    expect(await json(await upload(OWNER, new TextEncoder().encode("<script>alert(1)</script>"), "合同.pdf"))).toMatchObject({
      code: -1,
      msg: "仅支持 PDF、Word、Excel、TXT 文件和 JPG、PNG、WebP 图片",
    });
    expect(await json(await upload(OWNER, new Uint8Array(), "空.pdf"))).toMatchObject({ code: -1, msg: "请选择要上传的文件" });
    expect(await json(await upload(OWNER, PDF, "a.pdf", "../etc"))).toMatchObject({ code: -1, msg: expect.stringContaining("文件用途") });
    expect(await json(await upload(OWNER, new Uint8Array(20 * 1024 * 1024 + 1), "大.pdf"))).toMatchObject({ code: -1, msg: "单个文件不能超过 20MB" });
    expect((await json(await upload(null, PDF, "a.pdf"))).code).toBe(-1);
  });

  it("files: the owner deletes a file; its object and row are gone", async () => {
    const { id } = (await json<Info>(await upload(OWNER, PDF, "删除.pdf"))).data;
    const key = (await env.DB.prepare("SELECT key FROM files WHERE id = ?").bind(id).first<{ key: string }>())?.key ?? "";
    expect(await json(await request(`/admin/file/${id}`, { method: "DELETE", headers: await headers(OWNER) }))).toMatchObject({ code: 0, data: true });
    expect(await env.FILES.head(key)).toBeNull();
    expect(await json(await get(`/admin/file/full_info/${id}`, OWNER))).toMatchObject({ code: -1, msg: "文件不存在" });
  });

  it("files: parallel uploads never pass the per-user limit, and refused ones leave no object behind", async () => {
    const now = Date.now();
    const filler = Array.from({ length: FILES_PER_USER - 3 }, (_, n) =>
      env.DB.prepare(
        "INSERT INTO files (id, owner_id, key, name, mime, size, purpose, created_at) VALUES (?, ?, ?, 'a.pdf', 'application/pdf', 1, 'general', ?)",
      ).bind(`fill${String(n).padStart(18, "0")}`, FLOOD.id, `private/files/u${FLOOD.id}/fill-${n}.pdf`, now),
    );
    await env.DB.batch(filler);
    const answers = await Promise.all(Array.from({ length: 12 }, (_, n) => upload(FLOOD, PDF, `并发${n}.pdf`).then(json)));
    expect(answers.filter((a) => a.code === 0)).toHaveLength(3);
    for (const refused of answers.filter((a) => a.code !== 0)) expect(refused.msg).toContain(`最多保存 ${FILES_PER_USER} 个文件`);
    const count = await env.DB.prepare("SELECT count(*) AS n FROM files WHERE owner_id = ?").bind(FLOOD.id).first<{ n: number }>();
    expect(count?.n).toBe(FILES_PER_USER);
    const objects = await env.FILES.list({ prefix: `private/files/u${FLOOD.id}/` });
    expect(objects.objects).toHaveLength(3);
  });
});
