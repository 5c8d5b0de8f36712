// Part of `npm run lint`: `npm ci` installs from package-lock.json on every platform only when the
// lock lists the native binaries of all of them (biome, esbuild, workerd, rollup, rolldown, lightningcss,
// tailwind oxide…). An `npm install` on one machine can write a lock holding only that machine's; `npm ci`
// elsewhere then refuses it. Every optional dependency of every locked package must itself be locked.
import { readFileSync } from "node:fs";

const lockfile = process.argv[2] ?? new URL("../package-lock.json", import.meta.url);
const { packages } = JSON.parse(readFileSync(lockfile, "utf8"));

/** The lock entry Node's resolution finds for `name` required from the package at `path`. */
function resolves(path, name) {
  let base = path;
  for (;;) {
    if (packages[base ? `${base}/node_modules/${name}` : `node_modules/${name}`]) return true;
    if (!base) return false;
    const up = base.lastIndexOf("/node_modules/");
    base = up === -1 ? "" : base.slice(0, up);
  }
}

const missing = Object.entries(packages).flatMap(([path, entry]) =>
  Object.keys(entry.optionalDependencies ?? {})
    .filter((name) => !resolves(path, name))
    .map((name) => `${path || "(根)"} → ${name}`),
);
if (missing.length) {
  console.error(`package-lock.json 缺少以下可选依赖（其他平台的原生程序），npm ci 在那些平台会拒绝安装：\n${missing.join("\n")}`);
  console.error("修复：删除 node_modules 与 package-lock.json 后运行 npm install，再提交新的锁文件。");
  process.exit(1);
}
