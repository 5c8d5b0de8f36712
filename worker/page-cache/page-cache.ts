import type { Context, ExecutionContext, MiddlewareHandler } from "hono";
import type { AppEnv } from "../hono-env";
import { effectsOf, PAGE_EFFECT_HEADER } from "./effects";
import { contentGeneration, forgetGeneration } from "./generation";
import { cacheKey, isCachedPage, isVisitorRequest } from "./policy";
import { replayEffects } from "./replay";

// Edge cache of the public pages (issue 20, ADR 0030), in front of the session and the render. A
// visitor's GET of a cached page (policy.ts) is answered from caches.default when a copy exists under
// its key; the copy's script nonces are rewritten to this response's nonce, and the effects its render
// had (views, visits, ad impressions) are replayed. A copy older than FRESH_SECONDS is still answered
// while one background render replaces it (stale-while-revalidate) and counts them; after STALE_SECONDS
// more it is gone and the page renders. A content change moves the key's generation, so no edit waits for expiry.

export const FRESH_SECONDS = 120;
export const STALE_SECONDS = 600;
/** hit, stale (answered while refreshed), miss (rendered and stored) or bypass (rendered for this browser only). */
export const CACHE_STATUS_HEADER = "x-qihe-cache";
const STORED_AT_HEADER = "x-qihe-stored-at";
const STORED_TYPES = ["text/html", "text/x-script"];

/** Background renders that replace a stale copy, and the keys being refreshed (one render per key). */
const refreshes = new WeakSet<Request>();
const refreshing = new Set<string>();

export type PageCacheOptions = {
  /** The client build the HTML points at (its asset names change with it). */
  build: () => Promise<string>;
  /** The whole app, for background renders. */
  render: (request: Request, env: Env, ctx: ExecutionContext) => Response | Promise<Response>;
};

/** Workers' caches.default (the DOM typings the project also loads do not know it). */
const edgeCache = (): Cache | null => (globalThis as { caches?: { default?: Cache } }).caches?.default ?? null;

function executionContextOf(c: Context<AppEnv>): ExecutionContext | null {
  try {
    return c.executionCtx;
  } catch {
    // app.request() in tests has none.
    return null;
  }
}

function storable(res: Response): boolean {
  const type = res.headers.get("content-type") ?? "";
  return (
    res.status === 200 &&
    res.body !== null &&
    !res.headers.has("set-cookie") &&
    !/no-store|private/.test(res.headers.get("cache-control") ?? "") &&
    STORED_TYPES.some((t) => type.startsWith(t))
  );
}

/** The stored copy: what any visitor may get, with when it was made. */
function copyToStore(res: Response, body: ReadableStream, now: number): Response {
  const headers = new Headers(res.headers);
  headers.delete("content-security-policy");
  headers.set(STORED_AT_HEADER, String(now));
  headers.set("cache-control", `public, s-maxage=${FRESH_SECONDS + STALE_SECONDS}`);
  return new Response(body, { status: res.status, headers });
}

/** A stored copy made this response's own: this response's nonce on its scripts, no internal headers. */
function answerFrom(copy: Response, nonce: string, status: "hit" | "stale"): Response {
  const headers = new Headers(copy.headers);
  for (const name of [PAGE_EFFECT_HEADER, STORED_AT_HEADER, "cache-control"]) headers.delete(name);
  headers.set(CACHE_STATUS_HEADER, status);
  const res = new Response(copy.body, { status: copy.status, headers });
  if (!(headers.get("content-type") ?? "").startsWith("text/html")) return res;
  return new HTMLRewriter()
    .on("[nonce]", {
      element(el) {
        el.setAttribute("nonce", nonce);
      },
    })
    .transform(res);
}

export function pageCache(options: PageCacheOptions): MiddlewareHandler<AppEnv> {
  const refresh = async (c: Context<AppEnv>, ctx: ExecutionContext, key: Request): Promise<void> => {
    if (refreshing.has(key.url)) return;
    refreshing.add(key.url);
    try {
      // The visitor's city and user agent (crawlers' ad impressions are not counted), nothing else of theirs.
      const headers = new Headers();
      const city = c.req.raw.headers.get("cookie")?.match(/(?:^|;\s*)(qh_city=[^;]*)/)?.[1];
      if (city) headers.set("cookie", city);
      const agent = c.req.header("user-agent");
      if (agent) headers.set("user-agent", agent);
      const request = new Request(c.req.url, { headers });
      refreshes.add(request);
      await (await options.render(request, c.env, ctx)).body?.cancel();
    } finally {
      refreshing.delete(key.url);
    }
  };

  return async (c, next) => {
    const request = c.req.raw;
    if (request.method !== "GET" && request.method !== "HEAD") forgetGeneration();
    const page = request.method === "GET" && isCachedPage(new URL(request.url));
    const cache = edgeCache();
    if (!page || !isVisitorRequest(request) || !cache) {
      await next();
      // A websocket upgrade, a redirect or a stored file may have immutable headers: change a copy, and only when needed.
      if (c.res.status === 101 || (!page && !c.res.headers.has(PAGE_EFFECT_HEADER))) return;
      const answered = c.res;
      c.res = undefined;
      c.res = new Response(answered.body, answered);
      c.res.headers.delete(PAGE_EFFECT_HEADER);
      if (page) c.res.headers.set(CACHE_STATUS_HEADER, "bypass");
      return;
    }
    const ctx = executionContextOf(c);
    const waitUntil = (p: Promise<unknown>) => (ctx ? ctx.waitUntil(p) : void p.catch((e) => console.error(e)));
    const now = Date.now();
    const [build, generation] = await Promise.all([options.build(), contentGeneration(c.env.DB, now)]);
    const key = cacheKey(request, build, generation);
    const copy = refreshes.has(request) ? undefined : await cache.match(key);
    if (copy) {
      const stale = now - Number(copy.headers.get(STORED_AT_HEADER)) > FRESH_SECONDS * 1000;
      // A stale answer's view is counted by the render that replaces it, as any render counts one.
      if (stale && ctx) waitUntil(refresh(c, ctx, key));
      else waitUntil(replayEffects(c.env, request, effectsOf(copy.headers), now));
      c.res = undefined;
      c.res = answerFrom(copy, c.get("cspNonce"), stale ? "stale" : "hit");
      return;
    }
    await next();
    const rendered = c.res;
    c.res = undefined;
    if (storable(rendered) && rendered.body) {
      const [toClient, toCache] = rendered.body.tee();
      waitUntil(cache.put(key, copyToStore(rendered, toCache, now)));
      c.res = new Response(toClient, rendered);
      c.res.headers.set(CACHE_STATUS_HEADER, "miss");
    } else {
      c.res = new Response(rendered.body, rendered);
    }
    c.res.headers.delete(PAGE_EFFECT_HEADER);
  };
}
