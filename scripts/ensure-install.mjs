// Runs on the machine's own Node (any version ≥ 18): installs dependencies when node_modules is
// missing or older than the lockfile, and creates .dev.vars with local secrets on first use.
import { execSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { appendFileSync, existsSync, readFileSync, statSync, writeFileSync } from "node:fs";

const marker = "node_modules/.package-lock.json";
const stale = !existsSync(marker) || !existsSync("node_modules/.bin/node") || statSync("package-lock.json").mtimeMs > statSync(marker).mtimeMs;
if (stale) {
  console.log("安装依赖（npm ci）…");
  // Only `npm ci`: `npm install` would rewrite package-lock.json in a fresh checkout.
  execSync("npm ci --no-audit --no-fund", { stdio: "inherit" });
}

// Local-only secrets, random per checkout; production uses `wrangler secret put`. Missing ones are
// appended, so a checkout from before a secret existed gets it too.
const SECRETS = ["AUTH_SECRET", "PASSWORD_PEPPER"];
if (!existsSync(".dev.vars")) writeFileSync(".dev.vars", "");
const present = readFileSync(".dev.vars", "utf8");
for (const name of SECRETS) {
  if (!new RegExp(`^${name}=`, "m").test(present)) {
    appendFileSync(".dev.vars", `${name}=${randomBytes(32).toString("hex")}\n`);
    console.log(`已在 .dev.vars 中生成本地密钥 ${name}`);
  }
}
