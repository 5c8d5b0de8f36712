import { TRPCError } from "@trpc/server";
import type { Hono } from "hono";
import { createDb } from "#db/client";
import type { AppEnv } from "../../hono-env";
import { customFileUrl } from "./custom-uploads.service";

// Download links of a custom order's files: the page links here, the party's access is checked on
// every click, and the browser is sent on to a five-minute signed URL of the private object.
const FILE_ID = /^[1-9]\d{0,9}$/;

export function mountCustomFiles(app: Hono<AppEnv>): void {
  app.get("/custom/file/:id", async (c) => {
    const user = c.get("session").user;
    if (!user) return c.json({ code: -1, msg: "登录已过期，请重新登录", data: null }, 424);
    const id = c.req.param("id");
    if (!FILE_ID.test(id)) return c.text("文件不存在", 404);
    try {
      const { url } = await customFileUrl(createDb(c.env.DB), c.env.AUTH_SECRET, user, Number(id), Date.now());
      return c.redirect(url, 302);
    } catch (e) {
      if (e instanceof TRPCError && e.code === "NOT_FOUND") return c.text("文件不存在", 404);
      throw e;
    }
  });
}
