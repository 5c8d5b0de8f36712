import { describe, expect, it } from "vitest";
import { AVATAR_MAX_BYTES } from "#core/profile";
import { request } from "../../tests/setup/helpers";
import { uploadCap } from "./upload-limit";

const CHUNK = 64 * 1024;

/** A body with no Content-Length that counts how much of it the server pulled. */
function countedStream(total: number) {
  const seen = { pulled: 0 };
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (seen.pulled >= total) return controller.close();
      const chunk = new Uint8Array(Math.min(CHUNK, total - seen.pulled)).fill(0x41);
      seen.pulled += chunk.byteLength;
      controller.enqueue(chunk);
    },
  });
  return { stream, seen };
}

const UPLOADS = [
  "/admin/user/modify_avatar",
  "/api/trpc/users.uploadAvatar",
  "/api/trpc/lawyers.uploadPhoto",
  "/admin/lawyer/certification",
  "/api/trpc/certification.submit",
  "/api/chat/1/files",
  "/personalCenter/myInfo/myInfo",
  "/lawyerAuthentication",
  "/console/brand",
  "/admin/file/upload",
];

describe("upload size caps", () => {
  it("uploads stream with a size cap: a body over the cap without Content-Length answers 413 in Chinese, read no further than the cap", async () => {
    for (const path of UPLOADS) {
      const cap = uploadCap(path)?.bytes ?? 0;
      expect(cap, path).toBeGreaterThan(0);
      const { stream, seen } = countedStream(cap + 4 * 1024 * 1024);
      const res = await request(path, { method: "POST", headers: { "content-type": "multipart/form-data; boundary=x" }, body: stream });
      expect(res.status, path).toBe(413);
      expect(await res.text(), path).toContain("上传的内容过大");
      // Streamed: refused at the first chunk past the cap, not after buffering the whole body.
      expect(seen.pulled, path).toBeLessThanOrEqual(cap + 3 * CHUNK);
    }
  });

  it("uploads stream with a size cap: a declared Content-Length over the cap is refused before reading", async () => {
    const cap = uploadCap("/admin/user/modify_avatar")?.bytes ?? 0;
    const res = await request("/admin/user/modify_avatar", {
      method: "POST",
      headers: { "content-type": "multipart/form-data; boundary=x" },
      body: new Uint8Array(cap + 1),
    });
    expect(res.status).toBe(413);
    expect(((await res.json()) as { code: number; msg: string }).msg).toContain(`${AVATAR_MAX_BYTES / 1024 / 1024}MB`);
  });

  it("lets uploads within the cap and every other request through untouched", async () => {
    const form = new FormData();
    form.set("file", new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], "a.png", { type: "image/png" }));
    const small = await request("/admin/user/modify_avatar", { method: "POST", body: form });
    expect(small.status).not.toBe(413);
    expect(uploadCap("/api/trpc/templates.list")).toBeNull();
    expect(uploadCap("/api/trpc/templates.list,users.uploadAvatar")?.bytes).toBe(uploadCap("/admin/user/modify_avatar")?.bytes);
    expect(uploadCap("/settleIn")).toBeNull();
  });
});
