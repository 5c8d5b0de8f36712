// Absolute URLs (canonical, the sandbox cashier, e-mail links) come from SITE_ORIGIN, never from the
// request. A local server on another port than wrangler.toml's names its own origin in the build's
// local variables, which vite preview reads after wrangler.json.
import { existsSync, readFileSync, writeFileSync } from "node:fs";

export function pinSiteOrigin(port) {
  const file = "build/server/.dev.vars";
  const vars = existsSync(file) ? readFileSync(file, "utf8").replace(/^SITE_ORIGIN=.*\n?/m, "") : "";
  writeFileSync(file, `${vars}${vars && !vars.endsWith("\n") ? "\n" : ""}SITE_ORIGIN=http://localhost:${port}\n`);
}
