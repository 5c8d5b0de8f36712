import type { Hono } from "hono";
import { errorResponse } from "../../compat/envelope";
import { serveObject } from "../../files/files.service";
import type { AppEnv } from "../../hono-env";
import { createCaller } from "../../trpc/router";

/**
 * GET /admin/file/download/{id}: the file itself (a blob, not the JSON envelope), so a plain route
 * beside the compat table. Access is the procedure's (files.url: signed in, the owner or an
 * administrator); refusals answer in the envelope as every REST row does.
 */
export function mountFiles(app: Hono<AppEnv>): void {
  app.get("/admin/file/download/:id", async (c) => {
    try {
      const { key } = await createCaller(c.get("trpc")).files.object({ id: c.req.param("id") });
      return (await serveObject(c.env.FILES, key, false)) ?? c.json({ code: -1, msg: "文件不存在", data: null }, 404);
    } catch (error) {
      const { status, body } = errorResponse(error);
      return c.json(body, status);
    }
  });
}
