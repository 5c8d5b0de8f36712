// `npm start`: install if needed, migrate and seed the local database, build, and serve on
// http://localhost:$PORT (default 8787) with local D1, R2 and Durable Objects.
import { execSync } from "node:child_process";
import { pinSiteOrigin } from "./pin-site-origin.mjs";

const run = (cmd) => execSync(cmd, { stdio: "inherit", env: { ...process.env, WRANGLER_SEND_METRICS: "false", CLOUDFLARE_CF_FETCH_ENABLED: "false" } });

run("node scripts/ensure-install.mjs");
run("npm run db:setup");
run("npm run build");
pinSiteOrigin(process.env.PORT ?? "8787");
run("npm run preview");
