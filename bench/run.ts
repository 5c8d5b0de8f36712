// `npm run bench`: builds, serves the production build on a local port with its own state, and prints
// bundle sizes and the throughput of a data page (/) against a static page (/aboutUs) in one run.
// Figures are compared with the previous run (bench/results/latest.json); nothing here asserts.
import { execFileSync, spawn } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { firstLoadSizes, kb, workerBundleGzip } from "./sizes.ts";

const PORT = 8799;
const BASE = `http://localhost:${PORT}`;
const DURATION_MS = 5_000;
const CONCURRENCY = 16;
const RESULTS = "bench/results/latest.json";

async function waitForServer(): Promise<void> {
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`${BASE}/healthz`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error("服务未能在 60 秒内启动");
}

/** Requests per second of one path: CONCURRENCY loops for DURATION_MS, bounded in time and count. */
async function throughput(path: string): Promise<number> {
  const end = Date.now() + DURATION_MS;
  let done = 0;
  const loop = async () => {
    while (Date.now() < end && done < 200_000) {
      const res = await fetch(`${BASE}${path}`);
      await res.arrayBuffer();
      if (!res.ok) throw new Error(`${path} 返回 ${res.status}`);
      done++;
    }
  };
  const start = Date.now();
  await Promise.all(Array.from({ length: CONCURRENCY }, loop));
  return done / ((Date.now() - start) / 1000);
}

execFileSync(process.execPath, ["node_modules/@react-router/dev/bin.js", "build"], { stdio: "ignore" });
const server = spawn(process.execPath, ["scripts/e2e-server.mjs"], {
  env: { ...process.env, E2E_PORT: String(PORT), E2E_STATE_DIR: ".wrangler/bench" },
  stdio: "ignore",
});
try {
  await waitForServer();
  const home = await firstLoadSizes(BASE, "/");
  for (let i = 0; i < 200; i++) await (await fetch(`${BASE}/`)).arrayBuffer();
  const dataRps = await throughput("/");
  const staticRps = await throughput("/aboutUs");
  const figures = {
    at: new Date().toISOString(),
    homeJsGzip: home.jsGzip,
    homeCssGzip: home.cssGzip,
    workerGzip: workerBundleGzip(),
    dataPageRps: Math.round(dataRps),
    staticPageRps: Math.round(staticRps),
    ratio: Number((dataRps / staticRps).toFixed(3)),
  };
  const previous = existsSync(RESULTS) ? (JSON.parse(readFileSync(RESULTS, "utf8")) as typeof figures) : null;
  const delta = (key: keyof typeof figures) => {
    const before = previous?.[key];
    const now = figures[key];
    if (typeof before !== "number" || typeof now !== "number" || before === 0) return "";
    const change = ((now - before) / before) * 100;
    return ` (上次 ${before}, ${change >= 0 ? "+" : ""}${change.toFixed(1)}%)`;
  };
  console.log(`首页 JS（gzip）：${kb(figures.homeJsGzip)}${delta("homeJsGzip")}`);
  console.log(`首页 CSS（gzip）：${kb(figures.homeCssGzip)}${delta("homeCssGzip")}`);
  console.log(`Worker 包（gzip）：${kb(figures.workerGzip)}${delta("workerGzip")}`);
  console.log(`/ 数据页：${figures.dataPageRps} 次/秒${delta("dataPageRps")}`);
  console.log(`/aboutUs 静态页：${figures.staticPageRps} 次/秒${delta("staticPageRps")}`);
  console.log(`比值（数据页/静态页）：${figures.ratio}${delta("ratio")}（预算 ≥ 0.5）`);
  mkdirSync("bench/results", { recursive: true });
  writeFileSync(RESULTS, `${JSON.stringify(figures, null, 2)}\n`);
} finally {
  server.kill("SIGTERM");
}
