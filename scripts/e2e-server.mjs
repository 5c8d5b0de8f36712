// Serves the production build for Playwright on its own port with its own fresh local state, so an
// e2e run never touches the developer's database and always starts from the seed.
import { execFileSync, spawn } from "node:child_process";
import { rmSync } from "node:fs";
import { pinSiteOrigin } from "./pin-site-origin.mjs";

const state = process.env.E2E_STATE_DIR ?? ".wrangler/e2e";
const port = process.env.E2E_PORT ?? "8788";
// Nothing local reaches another host: no metrics, and Request.cf is the placeholder rather than one
// fetched from workers.cloudflare.com.
const env = { ...process.env, QIHE_STATE_DIR: state, WRANGLER_SEND_METRICS: "false", CLOUDFLARE_CF_FETCH_ENABLED: "false" };
const bin = (name) => `node_modules/${name}`;

// E2E_KEEP_STATE=1 serves a state prepared beforehand (the bench's 100,000-template corpus).
if (process.env.E2E_KEEP_STATE !== "1") {
  rmSync(state, { recursive: true, force: true });
  execFileSync(process.execPath, [bin("wrangler/bin/wrangler.js"), "d1", "migrations", "apply", "DB", "--local", "--persist-to", state], {
    stdio: "inherit",
    env,
  });
  execFileSync(process.execPath, ["db/seed/run.ts"], { stdio: "inherit", env });
}
pinSiteOrigin(port);
const server = spawn(process.execPath, [bin("vite/bin/vite.js"), "preview", "--port", port, "--strictPort"], { stdio: "inherit", env });
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
