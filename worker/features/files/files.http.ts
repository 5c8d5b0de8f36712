import type { Hono } from "hono";
import { FILE_ID } from "#core/files";
import { errorResponse, fail } from "../../compat/envelope";
import { serveObject } from "../../files/files.service";
import type { AppEnv } from "../../hono-env";
import { SESSION_EXPIRED } from "../../trpc/init";
import { fileKey } from "./files.service";

/**
 * GET /admin/file/download/{id}: the file itself (a blob, not the JSON envelope), so a plain route
 * beside the compat table, with the rows' answers: 424 without a session, and for anyone but the
 * owner or an administrator the answer a missing file gets.
 */
export function mountFiles(app: Hono<AppEnv>): void {
  app.get("/admin/file/download/:id", async (c) => {
    const user = c.get("session").user;
    if (!user) return c.json(fail(SESSION_EXPIRED), 424);
    const id = c.req.param("id");
    const missing = () => c.json(fail("文件不存在"), 404);
    if (!FILE_ID.test(id)) return missing();
    try {
      return (await serveObject(c.env.FILES, await fileKey(c.get("trpc").db, user.id, id), false)) ?? missing();
    } catch (error) {
      const { status, body } = errorResponse(error);
      return c.json(body, status === 200 ? 404 : status);
    }
  });
}
