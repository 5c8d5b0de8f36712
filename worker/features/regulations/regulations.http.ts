import type { Hono } from "hono";
import { fail } from "../../compat/envelope";
import type { AppEnv } from "../../hono-env";
import { regulationDocx } from "./regulations.service";

const ID = /^[1-9]\d{0,9}$/;

/**
 * GET /admin/regulations/download/{id}: the text as a DOCX. A file, not the JSON envelope, so it is a
 * plain route rather than a compat-table row; public, since laws are public. Unknown ids answer 404.
 */
export function mountRegulations(app: Hono<AppEnv>): void {
  app.get("/admin/regulations/download/:id", async (c) => {
    const id = c.req.param("id");
    const file = ID.test(id) ? await regulationDocx(c.get("trpc").db, Number(id)) : null;
    if (!file) return c.json(fail("该法规不存在或本库暂未收录其全文"), 404);
    // A fresh ArrayBuffer-backed copy: BodyInit wants an ArrayBuffer view, not any ArrayBufferLike.
    return new Response(new Uint8Array(file.bytes), {
      headers: {
        "content-type": "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
        // An ASCII fallback name for old clients, the Chinese title for the rest (RFC 6266 / 5987).
        "content-disposition": `attachment; filename="regulation-${id}.docx"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
        // Revalidated on every use: a text the console edits, unpublishes or deletes changes at once.
        "cache-control": "no-cache",
      },
    });
  });
}
