import type { IncomingMessage, ServerResponse } from "node:http";
import { cloudflare } from "@cloudflare/vite-plugin";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";

// The e2e run keeps its own local state so tests never touch a developer's database.
const persistState = process.env.QIHE_STATE_DIR ? { path: process.env.QIHE_STATE_DIR } : true;

/**
 * The local servers build the worker's request with `new URL(req.url, host)`: `//evil.example/x` became
 * a request for host evil.example, and `///` or `/\` threw (a Node stack trace with server paths).
 * Such paths are redirected to their single-slash form before the worker is asked.
 */
function normaliseSlashes(req: IncomingMessage, res: ServerResponse, next: () => void) {
  const url = req.url ?? "/";
  const cut = url.search(/[?#]/);
  const path = cut === -1 ? url : url.slice(0, cut);
  if (!/^\/[/\\]|\\/.test(path)) return next();
  const clean = `/${path
    .replace(/\\/g, "/")
    .replace(/^\/+/, "")
    .replace(/\/{2,}/g, "/")}`;
  res.writeHead(308, { location: clean + (cut === -1 ? "" : url.slice(cut)) }).end();
}

const slashes: Plugin = {
  name: "qihe:normalise-slashes",
  configureServer: (server) => void server.middlewares.use(normaliseSlashes),
  configurePreviewServer: (server) => void server.middlewares.use(normaliseSlashes),
};

export default defineConfig({
  plugins: [slashes, cloudflare({ viteEnvironment: { name: "ssr" }, persistState }), tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true },
});
