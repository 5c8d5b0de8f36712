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

type ModuleGraph = { getModuleInfo(id: string): { importedIds: readonly string[] } | null };

/**
 * The app's own modules that route modules import statically, transitively: loaded with every page
 * under them, so one chunk costs no extra bytes. Packages are not followed (their barrels reach far
 * more than is used); the group takes the parts in use with the app's modules. The route modules
 * themselves stay in their chunks, and with them the stylesheet the root imports (a stylesheet of a
 * shared chunk would be linked as a dynamic one).
 */
function firstLoadOf(files: readonly string[]) {
  const routes = files.map((file) => `${process.cwd()}/${file}`);
  let cached: { graph: ModuleGraph; ids: Set<string> } | null = null;
  const walk = (graph: ModuleGraph) => {
    const seen = new Set<string>();
    const todo = routes.map((route) => `${route}?__react-router-build-client-route`);
    for (let id = todo.pop(); id !== undefined; id = todo.pop()) {
      if (seen.has(id) || /[\\/]node_modules[\\/]/.test(id)) continue;
      seen.add(id);
      todo.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
    }
    return new Set([...seen].filter((id) => !id.endsWith(".css") && !routes.includes(id.split("?")[0] ?? id)));
  };
  return (id: string, graph: ModuleGraph) => {
    if (cached?.graph !== graph) cached = { graph, ids: walk(graph) };
    return cached.ids.has(id);
  };
}

const inShell = firstLoadOf(["app/root.tsx"]);
const inSite = firstLoadOf(["app/layouts/default.tsx", "app/layouts/lawyer-directory.tsx"]);

/**
 * Fewer, larger client chunks (issue 20): left to itself the bundler gave a public page 40-odd
 * first-load files of a few hundred bytes each, and a phone pays a round trip per handful of them.
 * Groups: the framework; the icons more than one route uses (4 KB gzip together; an icon of one route
 * stays in its chunk); what the root and the public layouts load; the library and lawyer-directory
 * parts the list pages share. Dynamic imports (login dialog, city panel, user menu panel, pay popup,
 * rich editor) stay chunks of their own, loaded when used.
 */
const clientChunks = {
  groups: [
    { name: "framework", test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/, priority: 4 },
    { name: "icons", test: /node_modules[\\/]lucide-react[\\/]/, priority: 3, minShareCount: 2 },
    { name: (id: string, ctx: ModuleGraph) => (inShell(id, ctx) ? "shell" : null), priority: 2 },
    // core/money: a few lines most pages use, not worth a file or the library chunk of its own.
    { name: (id: string, ctx: ModuleGraph) => (inSite(id, ctx) || /core[\\/]money\.ts$/.test(id) ? "site" : null), priority: 1 },
    { name: "library", test: /app[\\/]components[\\/](library[\\/]|ui[\\/](empty-state|pagination|link-tabs|detail-rows)|site[\\/]ad-strip)/ },
    { name: "lawyers", test: /app[\\/]components[\\/]lawyers[\\/](?!profile-editor)/ },
  ],
};

export default defineConfig({
  plugins: [slashes, cloudflare({ viteEnvironment: { name: "ssr" }, persistState }), tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true },
  environments: { client: { build: { rolldownOptions: { output: { codeSplitting: clientChunks } } } } },
});
