import type { Hono } from "hono";
import { createDb } from "#db/client";
import type { AppEnv } from "../../hono-env";
import { ChatError, chatRoom } from "../../realtime/chat-room.do";
import { redeemTicket } from "../../realtime/tickets";
import { userHub } from "../../realtime/user-hub.do";
import { chatFileOf } from "./chat.service";
import { ChatFileError, chatFileKey, checkChatFile } from "./chat-files";
import { chatAccess, syncRoom } from "./conversations";

// The conversation's transport: its websocket (ticket in the path, as the user hub's), file upload
// into the room and file download for the two parties (and admins).
const CHAT_ID = /^[1-9]\d{0,9}$/;
const fail = (msg: string) => ({ code: -1, msg, data: null });

export function mountChat(app: Hono<AppEnv>): void {
  app.get("/websocket/chat/:chatId/:ticket", async (c) => {
    const db = createDb(c.env.DB);
    const user = await redeemTicket(c.env, db, c.req.param("ticket"));
    if (!user) return c.json(fail("连接凭证无效或已过期"), 424);
    const chatId = c.req.param("chatId");
    const access = CHAT_ID.test(chatId) ? await chatAccess(db, user, Number(chatId)) : null;
    if (!access) return c.json(fail("会话不存在"), 404);
    await syncRoom(c.env, access.room);
    // The hub remembers the room, so the session's logout closes this socket too.
    if (user.sid) await userHub(c.env, user.id).joinedRoom(user.sid, Number(chatId));
    const headers = new Headers(c.req.raw.headers);
    headers.set("x-qihe-user", String(user.id));
    headers.set("x-qihe-role", access.role);
    headers.set("x-qihe-sid", user.sid ?? "");
    return chatRoom(c.env, Number(chatId)).fetch(new Request(c.req.raw, { headers }));
  });

  app.post("/api/chat/:chatId/files", async (c) => {
    const user = c.get("session").user;
    if (!user) return c.json(fail("登录已过期，请重新登录"), 424);
    const chatId = c.req.param("chatId");
    const access = CHAT_ID.test(chatId) ? await chatAccess(createDb(c.env.DB), user, Number(chatId)) : null;
    if (!access) return c.json(fail("会话不存在"), 404);
    if (access.role === "admin") return c.json(fail("管理员只能查看会话记录"), 403);
    if (access.room.meta.closed) return c.json(fail(access.room.meta.closedText), 400);
    const form = await c.req.formData().catch(() => null);
    const file = form?.get("file");
    if (!(file instanceof File)) return c.json(fail("请选择要发送的文件"), 400);
    try {
      const upload = await checkChatFile(file);
      const key = chatFileKey(Number(chatId), upload.ext);
      await c.env.FILES.put(key, upload.bytes, { httpMetadata: { contentType: upload.mime, cacheControl: "private, no-store" } });
      await syncRoom(c.env, access.room);
      const body = JSON.stringify({ key, name: upload.name, size: upload.bytes.length, mime: upload.mime });
      const message = await chatRoom(c.env, Number(chatId)).post(user.id, upload.kind, body);
      return c.json({ code: 0, msg: "ok", data: message });
    } catch (e) {
      if (e instanceof ChatFileError || e instanceof ChatError) return c.json(fail(e.message), 400);
      // Errors thrown inside the room arrive as plain Errors carrying the message.
      if (e instanceof Error && /会话|咨询|服务/.test(e.message)) return c.json(fail(e.message), 400);
      throw e;
    }
  });

  app.get("/api/chat/:chatId/file/:seq", async (c) => {
    const user = c.get("session").user;
    if (!user) return c.json(fail("登录已过期，请重新登录"), 424);
    const { chatId, seq } = c.req.param();
    if (!CHAT_ID.test(chatId) || !CHAT_ID.test(seq)) return c.notFound();
    const db = createDb(c.env.DB);
    if (!(await chatAccess(db, user, Number(chatId)))) return c.notFound();
    const file = await chatFileOf(db, Number(chatId), Number(seq));
    const object = file ? await c.env.FILES.get(file.key) : null;
    if (!file || !object) return c.text("文件不存在", 404);
    const inline = file.mime.startsWith("image/");
    return new Response(object.body, {
      headers: {
        "content-type": file.mime,
        "cache-control": "private, no-store",
        "x-content-type-options": "nosniff",
        "content-disposition": `${inline ? "inline" : "attachment"}; filename*=UTF-8''${encodeURIComponent(file.name)}`,
      },
    });
  });
}
