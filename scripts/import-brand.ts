// `npm run import:nice -- <file.jsonl> [--edition 版本名称] [--check]`: checks a trademark classification
// table (one {code,name,type,parentCode,version} object a line) and replaces the table in the local D1
// database (QIHE_STATE_DIR as for the seed) in one `wrangler d1 execute --file` run. The file is read,
// never copied into the repository. Production uses the console upload (/console/brand).
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { editionFromFileName, lineErrorText, parseBrandJsonl } from "../core/brand.ts";
import { brandImportStatements } from "../db/seed/brand.ts";

const ERRORS_SHOWN = 50;
const USAGE = "用法：npm run import:nice -- <文件.jsonl> [--edition 版本名称] [--check]\n  --check  只校验，不写入数据库";

function options(argv: string[]): { file: string; edition?: string; check: boolean } {
  let file: string | undefined;
  let edition: string | undefined;
  let check = false;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === "--edition") edition = argv[++i]?.trim();
    else if (arg === "--check") check = true;
    else if (arg === "--help" || arg === "-h") {
      console.log(USAGE);
      process.exit(0);
    } else if (arg && !arg.startsWith("--") && !file) file = arg;
    else {
      console.error(`无法识别的参数：${arg}\n${USAGE}`);
      process.exit(2);
    }
  }
  if (!file) {
    console.error(USAGE);
    process.exit(2);
  }
  return { file, edition: edition || undefined, check };
}

const { file, edition: editionArg, check } = options(process.argv.slice(2));
// npm runs scripts from the package root; a relative path means relative to where the command was typed.
const path = resolve(process.env.INIT_CWD ?? process.cwd(), file);
if (!existsSync(path)) {
  console.error(`找不到文件：${path}`);
  process.exit(1);
}

const started = Date.now();
const parsed = parseBrandJsonl(readFileSync(path, "utf8"));
const { classes, groups, items } = parsed.counts;
if (parsed.errors.length) {
  console.error(`校验未通过，共 ${parsed.errors.length} 处问题，数据库未作改动：`);
  for (const e of parsed.errors.slice(0, ERRORS_SHOWN)) console.error(`  ${lineErrorText(e)}`);
  if (parsed.errors.length > ERRORS_SHOWN) console.error(`  ……另有 ${parsed.errors.length - ERRORS_SHOWN} 处未列出`);
  process.exit(1);
}
const fmt = (n: number) => n.toLocaleString("zh-CN");
console.log(`校验通过：${fmt(classes)} 个类别、${fmt(groups)} 个类似群、${fmt(items)} 个项目。`);
if (check) process.exit(0);

const edition = editionArg ?? editionFromFileName(path);
const statements = brandImportStatements(parsed.entries, { edition, source: basename(path), counts: parsed.counts, importedAt: Date.now() });
const dir = mkdtempSync(join(tmpdir(), "qihe-nice-"));
const sqlFile = join(dir, "nice.sql");
writeFileSync(sqlFile, statements.join("\n"));
// Run wrangler on this same Node (≥ 22), as the seed does: its shebang would pick the machine's older one.
const wrangler = fileURLToPath(new URL("../node_modules/wrangler/bin/wrangler.js", import.meta.url));
const persist = process.env.QIHE_STATE_DIR ? ["--persist-to", process.env.QIHE_STATE_DIR] : [];
try {
  execFileSync(process.execPath, [wrangler, "d1", "execute", "DB", "--local", ...persist, "--file", sqlFile], {
    cwd: fileURLToPath(new URL("..", import.meta.url)),
    env: { ...process.env, WRANGLER_SEND_METRICS: "false" },
    stdio: ["ignore", "ignore", "inherit"],
  });
} catch {
  console.error("写入本地数据库失败（是否已运行 npm run db:migrate？），原有分类表未被替换。");
  process.exit(1);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
console.log(`已导入“${edition}”到本地数据库（${statements.length} 条语句，用时 ${((Date.now() - started) / 1000).toFixed(1)} 秒）。`);
