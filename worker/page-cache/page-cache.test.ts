import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { accessToken, USER } from "../../tests/setup/helpers";
import { seedLibrary } from "../../tests/setup/library-fixture";
import { createApp } from "../app";
import { countView } from "../features/templates/templates.service";
import { signToken } from "../middleware/session";
import { recordEffect } from "./effects";
import { forgetGeneration } from "./generation";
import { CACHE_STATUS_HEADER, FRESH_SECONDS } from "./page-cache";
import { cacheKey } from "./policy";

// The page cache in front of a stand-in page (the real pages need the UI build; the Playwright flows
// run them through the same middleware). The stand-in shows who is signed in, carries this response's
// nonce on its script and counts a template view and records it, as the template page's procedure does.

const TEMPLATE_ID = 1;

function pagesApp() {
  const build = `test-${crypto.randomUUID()}`;
  let renders = 0;
  const app = createApp({ pages: { build: async () => build } });
  app.get("*", (c) => {
    renders++;
    const user = c.get("session").user;
    const trpc = c.get("trpc");
    trpc.waitUntil(countView(trpc.db, TEMPLATE_ID));
    recordEffect(trpc.resHeaders, { kind: "view", library: "templates", id: TEMPLATE_ID });
    const city = c.req.header("cookie")?.match(/qh_city=(\d+)/)?.[1] ?? "0";
    return c.html(
      `<html><head><script nonce="${c.get("cspNonce")}">window.x=1</script></head><body><header>${user ? `用户${user.id}` : "请登录"}</header><p>城市${city}</p></body></html>`,
    );
  });
  const get = async (path: string, headers: HeadersInit = {}) => {
    const ctx = createExecutionContext();
    const res = await app.fetch(new Request(`http://localhost${path}`, { headers }), env, ctx);
    const body = await res.text();
    await waitOnExecutionContext(ctx);
    return { res, body, status: res.headers.get(CACHE_STATUS_HEADER) };
  };
  return { get, build, renders: () => renders };
}

const nonceOfCsp = (res: Response) => /'nonce-([^']+)'/.exec(res.headers.get("content-security-policy") ?? "")?.[1];
const nonceOfBody = (body: string) => /nonce="([^"]+)"/.exec(body)?.[1];
const views = async () => (await env.DB.prepare("SELECT views FROM templates WHERE id = ?").bind(TEMPLATE_ID).first<{ views: number }>())?.views ?? 0;

beforeAll(async () => {
  await seedLibrary();
  forgetGeneration();
});

describe("page cache", () => {
  it("visitor pages: the second request is answered from the cache, its script carrying this response's nonce", async () => {
    const pages = pagesApp();
    const first = await pages.get("/templateDetails/1");
    expect(first.status).toBe("miss");
    const second = await pages.get("/templateDetails/1");
    expect(second.status).toBe("hit");
    expect(pages.renders()).toBe(1);
    expect(second.body).toContain("请登录");
    expect(nonceOfBody(second.body)).toBe(nonceOfCsp(second.res));
    expect(nonceOfBody(second.body)).not.toBe(nonceOfBody(first.body));
    expect(second.res.headers.get("x-qihe-page-effect")).toBeNull();
    expect(first.res.headers.get("x-qihe-page-effect")).toBeNull();
  });

  it("signed-in header: a signed-in user's page is never answered from the cache, nor stored for visitors", async () => {
    const pages = pagesApp();
    await pages.get("/templateDetails/1");
    const cookie = `qh_at=${await accessToken(USER)}`;
    const signedIn = await pages.get("/templateDetails/1", { cookie });
    expect(signedIn.status).toBe("bypass");
    expect(signedIn.body).toContain(`用户${USER.id}`);
    const bearer = await pages.get("/templateDetails/1", { authorization: `Bearer ${await accessToken(USER)}` });
    expect(bearer.status).toBe("bypass");
    expect(bearer.body).toContain(`用户${USER.id}`);
    const visitor = await pages.get("/templateDetails/1");
    expect(visitor.status).toBe("hit");
    expect(visitor.body).not.toContain(`用户${USER.id}`);
  });

  it("websocket upgrade: the Durable Object's 101, whose headers cannot change, passes through the page cache", async () => {
    const app = createApp({ pages: { build: async () => "test" } });
    const ticket = await signToken(env.AUTH_SECRET, USER, "ws", 60, crypto.randomUUID());
    const res = await app.fetch(
      new Request(`http://localhost/websocket/ws/HTK_PC/${ticket}`, { headers: { upgrade: "websocket" } }),
      env,
      createExecutionContext(),
    );
    expect(res.status).toBe(101);
    res.webSocket?.accept();
    res.webSocket?.close();
  });

  it("private cookies: a toast, a login in progress or a read-your-writes bookmark bypass the cache", async () => {
    const pages = pagesApp();
    await pages.get("/regulations");
    for (const cookie of ["qh_toast=x", "__Host-qh_wx=state", "qh_d1=0000-abcd", "qh_city=110000; qh_rt=token"]) {
      expect((await pages.get("/regulations", { cookie })).status, cookie).toBe("bypass");
    }
  });

  it("city: each city has its own copy, and other paths are never cached", async () => {
    const pages = pagesApp();
    const beijing = await pages.get("/seekLawyer", { cookie: "qh_city=110000" });
    const shanghai = await pages.get("/seekLawyer", { cookie: "qh_city=310000" });
    expect([beijing.status, shanghai.status]).toEqual(["miss", "miss"]);
    expect((await pages.get("/seekLawyer", { cookie: "qh_city=310000" })).body).toContain("城市310000");
    expect((await pages.get("/seekLawyer", { cookie: "qh_city=110000" })).body).toContain("城市110000");
    // Query order does not split the cache.
    await pages.get("/regulations?level=法律&current=2");
    expect((await pages.get("/regulations?current=2&level=法律")).status).toBe("hit");
    for (const path of ["/personalCenter", "/templateDetails/1/fill", "/contractCheck", "/console/audit"]) {
      const res = await pages.get(path);
      expect(res.status, path).toBeNull();
      expect((await pages.get(path)).status, path).toBeNull();
    }
  });

  it("content change: a write to a shown row moves the generation, so the next visitor gets a fresh render", async () => {
    const pages = pagesApp();
    await pages.get("/documentLibrary");
    expect((await pages.get("/documentLibrary")).status).toBe("hit");
    await env.DB.prepare("UPDATE templates SET summary = summary || '。' WHERE id = ?").bind(TEMPLATE_ID).run();
    forgetGeneration();
    expect((await pages.get("/documentLibrary")).status).toBe("miss");
    // A counter moving is no content change.
    await env.DB.prepare("UPDATE templates SET views = views + 1 WHERE id = ?").bind(TEMPLATE_ID).run();
    forgetGeneration();
    expect((await pages.get("/documentLibrary")).status).toBe("hit");
  });

  it("effects: every answer from the cache counts the view its render counted", async () => {
    const pages = pagesApp();
    await pages.get("/caseLibrary");
    const before = await views();
    await pages.get("/caseLibrary");
    await pages.get("/caseLibrary");
    expect(await views()).toBe(before + 2);
  });

  it("stale-while-revalidate: an old copy is answered once more while one background render replaces it", async () => {
    const pages = pagesApp();
    await pages.get("/clause");
    const generation = (await env.DB.prepare("SELECT gen FROM site_generation").first<{ gen: number }>())?.gen ?? 0;
    const key = cacheKey(new Request("http://localhost/clause"), pages.build, generation);
    const cache = (globalThis as unknown as { caches: { default: Cache } }).caches.default;
    const old = await cache.match(key);
    expect(old).toBeDefined();
    const headers = new Headers(old?.headers);
    headers.set("x-qihe-stored-at", String(Date.now() - (FRESH_SECONDS + 1) * 1000));
    await cache.put(key, new Response(await old?.text(), { headers }));
    const before = await views();
    const stale = await pages.get("/clause");
    expect(stale.status).toBe("stale");
    expect(pages.renders()).toBe(2);
    // One view for one answer: counted by the render that replaced the copy, not by the copy as well.
    expect(await views()).toBe(before + 1);
    expect((await pages.get("/clause")).status).toBe("hit");
  });

  it("generation triggers: every table a trigger watches can be updated (each trigger compiles against its table)", async () => {
    const { results } = await env.DB.prepare("SELECT tbl_name AS name FROM sqlite_master WHERE type = 'trigger' AND name LIKE '%_page_generation_update'").all<{
      name: string;
    }>();
    expect(results.length).toBeGreaterThanOrEqual(20);
    // SQLite compiles a table's triggers when an UPDATE of it is prepared, so a column a trigger names
    // that the table lacks fails here even though no row changes.
    for (const { name } of results) await env.DB.prepare(`UPDATE "${name}" SET rowid = rowid WHERE 0`).run();
  });
});
