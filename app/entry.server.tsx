import { isbot } from "isbot";
import { renderToReadableStream } from "react-dom/server";
import type { AppLoadContext, EntryContext } from "react-router";
import { ServerRouter } from "react-router";
import { NonceContext } from "./lib/nonce";

// Streams SSR with web streams (workerd has no Node streams); crawlers get the complete document.
export const streamTimeout = 5_000;

const FALLBACK_HTML = `<!doctype html><html lang="zh-CN"><meta charset="utf-8"><title>契合</title><main style="padding:4rem 1rem;text-align:center;font-family:sans-serif"><h1>显示错误页面时发生错误</h1><a href="/">返回首页</a></main></html>`;

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  // The nonce of this response's Content-Security-Policy (worker/middleware/security-headers.ts).
  const nonce = loadContext.cspNonce;
  let status = responseStatusCode;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), streamTimeout + 1_000);
  let body: Awaited<ReturnType<typeof renderToReadableStream>>;
  try {
    const tree = (
      <NonceContext.Provider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceContext.Provider>
    );
    body = await renderToReadableStream(tree, {
      nonce,
      signal: controller.signal,
      onError(error: unknown) {
        status = 500;
        if (!controller.signal.aborted) console.error(error);
      },
    });
  } catch (error) {
    // Even the error page failed to render: answer with the bare fallback, never a stack trace.
    clearTimeout(timer);
    console.error(error);
    return new Response(FALLBACK_HTML, { status: 500, headers: { "Content-Type": "text/html; charset=utf-8" } });
  }
  body.allReady.finally(() => clearTimeout(timer));
  if (isbot(request.headers.get("user-agent") ?? "") || routerContext.isSpaMode) await body.allReady;
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  return new Response(body, { headers: responseHeaders, status });
}
