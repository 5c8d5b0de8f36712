import { trpcServer } from "@hono/trpc-server";
import { Hono } from "hono";
import "#core/zod-locale";
import "./features/order-types";
import { safeDecode } from "#core/text";
import { createDb } from "#db/client";
import { mountCompat } from "./compat/mount";
import { mountDevCron } from "./dev-cron.http";
import { mountAdClicks } from "./features/ads/ad-click.http";
import { mountTokenEndpoint } from "./features/auth/token-endpoint";
import { establishSession } from "./features/auth/web-session";
import { mountCaptcha } from "./features/captcha/captcha.http";
import { mountChat } from "./features/chat/chat.http";
import { mountCustomFiles } from "./features/custom/custom.http";
import { mountFiles } from "./features/files/files.http";
import { mountPay } from "./features/orders/pay.http";
import { mountRegulations } from "./features/regulations/regulations.http";
import { PUBLIC_PREFIX, R2_KEY_MAX_BYTES, serveObject, verifyFileSignature } from "./files/files.service";
import { makeMissingVariant } from "./files/images";
import { uploadLimit } from "./files/upload-limit";
import type { AppEnv } from "./hono-env";
import { d1Session } from "./middleware/d1-session";
import { drainUnreadBody } from "./middleware/drain-body";
import { gateDevelopmentRoutes } from "./middleware/environment";
import { sameOriginMutations } from "./middleware/origin";
import { securityHeaders } from "./middleware/security-headers";
import { capTrpcBatch } from "./middleware/trpc-batch";
import { PAGE_EFFECT_HEADER } from "./page-cache/effects";
import { type PageCacheOptions, pageCache } from "./page-cache/page-cache";
import { mountEmailOutbox } from "./providers/email/outbox";
import { mountNameCardOutbox } from "./providers/name-card/outbox";
import { mountSmsOutbox } from "./providers/sms/outbox";
import { mountWechatSandbox } from "./providers/wechat/sandbox.http";
import { redeemTicket } from "./realtime/tickets";
import { userHub } from "./realtime/user-hub.do";
import { createContext } from "./trpc/init";
import { appRouter } from "./trpc/router";

/**
 * Every route of the worker except the React Router catch-all (added in index.ts), so tests can drive
 * the whole API with createApp().request(path, init, env) without the UI build. With `pages` (index.ts),
 * visitors' public pages are answered from the edge cache (page-cache/).
 */
export function createApp(options: { pages?: Pick<PageCacheOptions, "build"> } = {}) {
  const app = new Hono<AppEnv>();
  app.use("*", drainUnreadBody);
  app.use("*", securityHeaders);
  gateDevelopmentRoutes(app);
  app.use("/api/trpc/*", capTrpcBatch);
  app.use("*", uploadLimit);
  const pages = options.pages;
  if (pages) app.use("*", pageCache({ build: pages.build, render: (request, env, ctx) => app.fetch(request, env, ctx) }));
  app.use("*", async (c, next) => {
    const replica = d1Session(c.req.raw, c.env.DB);
    const db = createDb(replica.d1);
    const resHeaders = new Headers();
    const session = await establishSession(c.req.raw, c.env, db, resHeaders);
    let waitUntil: (p: Promise<unknown>) => void = (p) => void p.catch((e) => console.error(e));
    try {
      const ctx = c.executionCtx;
      waitUntil = (p) => ctx.waitUntil(p);
    } catch {
      // app.request() in tests has no execution context: the promise still runs, unawaited.
    }
    c.set("session", session);
    c.set("trpc", createContext({ env: c.env, req: c.req.raw, user: session.user, tokenPresented: session.tokenPresented, waitUntil, resHeaders, db }));
    await next();
    const bookmark = replica.setCookie();
    if (bookmark) resHeaders.append("Set-Cookie", bookmark);
    // Cookies set while handling (login, logout, silent refresh) go out with whatever answered.
    if (c.res.status !== 101) for (const cookie of resHeaders.getSetCookie()) c.res.headers.append("Set-Cookie", cookie);
    // What the render counted, for the page cache to keep with the copy (it never reaches the browser).
    const effects = resHeaders.get(PAGE_EFFECT_HEADER);
    if (effects && c.res.status !== 101) c.res.headers.set(PAGE_EFFECT_HEADER, effects);
  });
  app.use("/api/*", sameOriginMutations);
  app.use("/admin/*", sameOriginMutations);

  app.use(
    "/api/trpc/*",
    trpcServer({
      router: appRouter,
      endpoint: "/api/trpc",
      createContext: (_opts, c) => c.get("trpc"),
      // An expired or missing session is HTTP 424 for every client (SPEC §8), not tRPC's 401.
      responseMeta: ({ errors }) => (errors.some((e) => e.code === "UNAUTHORIZED") ? { status: 424 } : {}),
    }),
  );

  mountTokenEndpoint(app);
  mountCompat(app);
  mountCaptcha(app);
  mountSmsOutbox(app);
  mountDevCron(app);
  mountEmailOutbox(app);
  mountNameCardOutbox(app);
  mountWechatSandbox(app);
  mountPay(app);
  mountChat(app);
  mountCustomFiles(app);
  mountFiles(app);
  mountRegulations(app);
  mountAdClicks(app);

  app.get("/websocket/ws/HTK_PC/:ticket", async (c) => {
    const user = await redeemTicket(c.env, createDb(c.env.DB), c.req.param("ticket"));
    if (!user) return c.json({ code: -1, msg: "连接凭证无效或已过期", data: null }, 424);
    const headers = new Headers(c.req.raw.headers);
    headers.set("x-qihe-user", String(user.id));
    headers.set("x-qihe-sid", user.sid ?? "");
    const res = await userHub(c.env, user.id).fetch(new Request(c.req.raw, { headers }));
    // The hub's refusal (no Upgrade header) has immutable headers: a copy lets the edge add its cookies.
    return res.status === 101 ? res : new Response(res.body, res);
  });

  app.get("/files/*", async (c) => {
    // The raw path, decoded once here; a key that does not decode or that R2 would refuse is not found.
    const key = safeDecode(new URL(c.req.url).pathname.slice("/files/".length));
    if (!key || key.includes("..") || new TextEncoder().encode(key).length > R2_KEY_MAX_BYTES) return c.text("文件不存在", 404);
    const isPublic = key.startsWith(PUBLIC_PREFIX);
    if (!isPublic && !(await verifyFileSignature(c.env.AUTH_SECRET, key, c.req.query("exp"), c.req.query("sig")))) {
      return c.text("链接无效或已过期", 403);
    }
    return (await serveObject(c.env.FILES, key, isPublic)) ?? (await makeMissingVariant(c.env.FILES, key)) ?? c.text("文件不存在", 404);
  });

  app.get("/healthz", (c) => c.json({ ok: true }));
  // Reached by handlers that find nothing (and, in tests, by paths the page router would answer).
  app.notFound((c) => c.text("页面不存在", 404));
  return app;
}
