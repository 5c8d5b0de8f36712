// `npm run deploy` (production), `npm run deploy:preview` (a version of the preview Worker under the
// branch's alias) and `npm run test:deploy` (the offline dry-run `npm test` runs after its build).
// The Vite plugin fixes the Wrangler environment when it builds (CLOUDFLARE_ENV) and writes the
// resolved configuration beside the bundle; `wrangler deploy --env …` on that build would silently
// deploy the build's environment instead, so each deploy builds for its own environment first.
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { unstable_readConfig } from "wrangler";

const root = fileURLToPath(new URL("..", import.meta.url));
// Wrangler and npm run on this same Node (≥ 22): the machine's may be older.
const wranglerJs = join(root, "node_modules/wrangler/bin/wrangler.js");
const quiet = { WRANGLER_SEND_METRICS: "false", CLOUDFLARE_CF_FETCH_ENABLED: "false" };
/** Environments declared in wrangler.toml, each checked by the dry-run. */
const ENVIRONMENTS = ["production", "preview"];
const PREVIEW_WORKER = "qihe-preview";
/** Cloudflare's limit on a Worker's compressed size on the Workers Paid plan (Free: 3 MiB). */
const GZIP_LIMIT = 10 * 1024 * 1024;

function wrangler(args, env = {}) {
  execFileSync(process.execPath, [wranglerJs, ...args], { cwd: root, stdio: "inherit", env: { ...process.env, ...quiet, ...env } });
}

function build(environment) {
  console.log(`构建（${environment}）…`);
  // Under `npm run`, npm's own script on this Node (no shell needed, also on Windows).
  const npm = process.env.npm_execpath ? [process.execPath, [process.env.npm_execpath, "run", "build"]] : ["npm", ["run", "build"]];
  execFileSync(npm[0], npm[1], { cwd: root, stdio: "inherit", env: { ...process.env, ...quiet, CLOUDFLARE_ENV: environment } });
}

function gitBranch() {
  try {
    return execFileSync("git", ["rev-parse", "--abbrev-ref", "HEAD"], { cwd: root, encoding: "utf8" }).trim();
  } catch {
    return "";
  }
}

/**
 * Wrangler's alias rules: letters, digits and dashes, starting with a letter and ending with a letter
 * or digit, and `<alias>-<worker>` must fit one DNS label (63). A cut name keeps a short hash of the
 * branch so two long branch names that share a start stay apart.
 */
function previewAlias(branch, worker = PREVIEW_WORKER) {
  const clean = branch
    .toLowerCase()
    .replace(/[^a-z0-9-]+/g, "-")
    .replace(/-+/g, "-")
    .replace(/^[-0-9]+|-+$/g, "");
  const room = 63 - worker.length - 1;
  if (!clean) throw new Error(`无法从分支名“${branch}”得到预览别名，请用 PREVIEW_ALIAS 指定`);
  if (clean.length <= room) return clean;
  const suffix = `-${createHash("sha256").update(branch).digest("hex").slice(0, 4)}`;
  return `${clean.slice(0, room - suffix.length).replace(/-+$/, "")}${suffix}`;
}

function deployProduction(extra) {
  build("production");
  wrangler(["deploy", ...extra]);
}

function deployPreview(extra) {
  // CI checks out a detached HEAD: the host names the branch (GitHub: GITHUB_HEAD_REF on pull requests).
  const branch = process.env.PREVIEW_ALIAS || process.env.GITHUB_HEAD_REF || process.env.GITHUB_REF_NAME || gitBranch();
  const alias = previewAlias(branch);
  build("preview");
  const out = join(mkdtempSync(join(tmpdir(), "qihe-preview-")), "output.json");
  // The alias's own origin for absolute URLs (payment callbacks, links in e-mails), when the account's
  // workers.dev subdomain is known.
  const sub = process.env.WORKERS_SUBDOMAIN;
  const origin = sub ? ["--var", `SITE_ORIGIN:https://${alias}-${PREVIEW_WORKER}.${sub}.workers.dev`] : [];
  wrangler(["versions", "upload", "--preview-alias", alias, "--message", `branch ${branch}`, ...origin, ...extra], { WRANGLER_OUTPUT_FILE_PATH: out });
  if (extra.includes("--dry-run")) return;
  const upload = readFileSync(out, "utf8")
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line))
    .find((entry) => entry.type === "version-upload");
  const url = upload?.preview_alias_url ?? upload?.preview_url;
  console.log(url ? `分支 ${branch} 的预览地址：${url}` : `已上传版本 ${upload?.version_id ?? ""}，Cloudflare 未返回预览地址`);
}

/** Non-inheritable binding lists of wrangler.toml, by the key naming each binding. */
const BINDING_LISTS = [
  "d1_databases",
  "r2_buckets",
  "kv_namespaces",
  "services",
  "queues.producers",
  "workflows",
  "analytics_engine_datasets",
  "vectorize",
  "hyperdrive",
  "ratelimits",
  "send_email",
];

const listAt = (config, key) => key.split(".").reduce((value, part) => value?.[part], config) ?? [];

function bindingsOf(config) {
  const lists = Object.fromEntries(
    BINDING_LISTS.map((key) => [
      key,
      listAt(config, key)
        .map((b) => b.binding ?? b.name)
        .sort(),
    ]),
  );
  return {
    ...lists,
    durable_objects: config.durable_objects.bindings.map((b) => `${b.name}:${b.class_name}:${b.script_name ?? ""}`).sort(),
    migrations: config.migrations,
    crons: config.triggers.crons ?? [],
    compatibility: [config.compatibility_date, ...config.compatibility_flags],
  };
}

/**
 * Wrangler inherits no binding, variable, migration or cron into an environment: one added at the top
 * level (local development and tests) and forgotten in an environment deploys fine and fails at run
 * time. Each environment must declare everything the top level does.
 */
function checkEnvironments() {
  const read = (env) => unstable_readConfig({ config: join(root, "wrangler.toml"), env }, { hideWarnings: true });
  const top = read(undefined);
  const problems = ENVIRONMENTS.flatMap((environment) => {
    const config = read(environment);
    const want = bindingsOf(top);
    const have = bindingsOf(config);
    const differ = Object.keys(want).filter((key) => JSON.stringify(want[key]) !== JSON.stringify(have[key]));
    const vars = Object.keys(top.vars).filter((name) => !(name in config.vars));
    return [...differ.map((key) => `[env.${environment}] 的 ${key} 与顶层不同`), ...vars.map((name) => `[env.${environment}.vars] 缺少 ${name}`)];
  });
  if (problems.length) throw new Error(`wrangler.toml 的部署环境与本地配置不一致：\n${problems.join("\n")}`);
}

/**
 * What `npm test` runs after `npm run build`: the environments against the top level, the built bundle
 * exactly as `wrangler deploy` would upload it, then the same bundle with each deployed environment's bindings and variables. No network
 * and no login: a bundle over the size limit, a binding Wrangler rejects or a compatibility setting it
 * refuses fails here.
 */
function dryRun() {
  checkEnvironments();
  const outdir = mkdtempSync(join(tmpdir(), "qihe-dry-run-"));
  try {
    wrangler(["deploy", "--dry-run", "--outdir", join(outdir, "build")]);
    // Wrangler leaves the size limit to the upload; the modules it would upload are measured here.
    const modules = readdirSync(join(outdir, "build"), { recursive: true }).filter((f) => /\.(m?js|wasm)$/.test(f));
    const gzip = modules.reduce((sum, f) => sum + gzipSync(readFileSync(join(outdir, "build", f))).length, 0);
    console.log(`Worker 压缩后 ${(gzip / 1024 / 1024).toFixed(2)} MiB（上限 ${GZIP_LIMIT / 1024 / 1024} MiB）`);
    if (gzip > GZIP_LIMIT) throw new Error("Worker 压缩后超过 Cloudflare 的大小上限，无法部署");
    for (const environment of ENVIRONMENTS) {
      const args = ["--config", "wrangler.toml", "--env", environment, "--assets", "build/client", "build/server/index.js"];
      wrangler(["deploy", "--dry-run", "--outdir", join(outdir, environment), ...args]);
    }
  } finally {
    rmSync(outdir, { recursive: true, force: true });
  }
}

const commands = { production: deployProduction, preview: deployPreview, check: dryRun };
const [command, ...extra] = process.argv.slice(2);
const run = commands[command];
if (!run) {
  console.error("用法：node scripts/deploy.mjs production | preview | check");
  process.exit(2);
}
try {
  run(extra);
} catch (error) {
  // Wrangler and npm print their own message; a stack trace of this script adds nothing.
  if (typeof error?.status !== "number") console.error(error instanceof Error ? error.message : error);
  process.exit(error?.status || 1);
}
