// `npm run bench`: builds, serves the production build on a local port with its own state, and prints
// bundle sizes, the throughput of a data page (/) against a static page (/aboutUs), a visitor's cached
// template page against the same static page and a signed-in user's rendered one, the latency of
// the trademark search (over the full NCL table when ../shared/data has it, which the seed then loads),
// payment notices per second, the realtime figures (chat fan-out, sockets held by one UserHub) and the
// cost of a slider-captcha challenge, after a Lighthouse run on the key public pages (bench/lighthouse.ts);
// last, the contract library's search at 100,000 real-length templates and the database's size
// (bench/search-corpus.ts). Figures are compared with the previous run (bench/results/latest.json); nothing here asserts.
import { execFileSync, spawn } from "node:child_process";
import { once } from "node:events";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { captchaCost } from "./captcha.ts";
import { lighthouseRun } from "./lighthouse.ts";
import { notificationThroughput } from "./notifications.ts";
import { chatFanout, userHubSockets } from "./realtime.ts";
import { databaseSizes, prepareCorpus, templateSearchLatency } from "./search-corpus.ts";
import { firstLoadSizes, kb, workerBundleGzip } from "./sizes.ts";

const PORT = 8799;
const BASE = `http://localhost:${PORT}`;
const DURATION_MS = 5_000;
const CONCURRENCY = 16;
const RESULTS = "bench/results/latest.json";
/**
 * Public data pages as a signed-in user gets them (rendered every time, never from the page cache):
 * the libraries, details, the lawyer directory and profile, calculators and the searches.
 */
const DATA_PAGES = [
  "/templateDetails/1",
  "/regulations",
  "/seekLawyer",
  "/authorInformation/3",
  "/caseLibrary",
  "/clause",
  "/documentLibrary",
  "/lawyerArticle",
  "/litigationCosts",
  "/brand",
  "/?keyword=租赁",
  "/brand/search?keyword=服装",
  "/seekSearch?keyword=合同",
  "/search?keyword=劳动",
  "/articleSearch?keyword=租赁",
];

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
async function throughput(path: string, headers: HeadersInit = {}): Promise<number> {
  const end = Date.now() + DURATION_MS;
  let done = 0;
  const loop = async () => {
    while (Date.now() < end && done < 200_000) {
      const res = await fetch(`${BASE}${path}`, { headers });
      await res.arrayBuffer();
      if (!res.ok) throw new Error(`${path} 返回 ${res.status}`);
      done++;
    }
  };
  const start = Date.now();
  await Promise.all(Array.from({ length: CONCURRENCY }, loop));
  return done / ((Date.now() - start) / 1000);
}

const BRAND_QUERIES = ["服", "服装", "软件", "计算机软件", "法律服务", "不存在的商品", "0901", "090372", "C090002", "9"];

/**
 * Trademark search as a client sees it (REST POST with a body, one request at a time): p50/p95 in ms
 * over every query shape (1, 2 and more characters, misses, codes), and the rows searched.
 */
async function brandSearch(): Promise<{ p50: number; p95: number; rows: number; baselineP50: number }> {
  const post = (keyword: string) =>
    fetch(`${BASE}/admin/trademark_category/search`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ keyword, size: 50 }),
    });
  for (const q of BRAND_QUERIES) await (await post(q)).arrayBuffer();
  const times: number[] = [];
  const baseline: number[] = [];
  const timed = async (list: number[], request: () => Promise<Response>) => {
    const start = performance.now();
    const res = await request();
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${res.url} 返回 ${res.status}`);
    list.push(performance.now() - start);
  };
  for (let round = 0; round < 30; round++) {
    for (const q of BRAND_QUERIES) await timed(times, () => post(q));
    // The same stack answering without a query, so load on the machine shows up as a baseline.
    await timed(baseline, () => fetch(`${BASE}/healthz`));
  }
  const pick = (list: number[], p: number) => {
    const sorted = [...list].sort((a, b) => a - b);
    return Number((sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0).toFixed(1));
  };
  const nav = (await (await fetch(`${BASE}/admin/trademark_category/navbar`)).json()) as { data: { name: string | null; groups: number; items: number }[] };
  const rows = nav.data.reduce((s, c) => s + (c.name ? 1 : 0) + c.groups + c.items, 0);
  return { p50: pick(times, 0.5), p95: pick(times, 0.95), rows, baselineP50: pick(baseline, 0.5) };
}

/** Serves the build with the bench's state for the length of `work`, and waits until the server is gone. */
async function withServer(keepState: boolean, work: () => Promise<void>): Promise<void> {
  const server = spawn(process.execPath, ["scripts/e2e-server.mjs"], {
    env: { ...process.env, E2E_PORT: String(PORT), E2E_STATE_DIR: ".wrangler/bench", ...(keepState ? { E2E_KEEP_STATE: "1" } : {}) },
    stdio: "ignore",
  });
  try {
    await waitForServer();
    await work();
  } finally {
    server.kill("SIGTERM");
    if (server.exitCode === null) await once(server, "exit");
  }
}

/** The session cookie of a demo user (README 演示账号), whose pages are rendered for them every time. */
async function signedInCookie(): Promise<string> {
  const res = await fetch(`${BASE}/api/trpc/auth.loginPassword`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ phone: "13800000001", password: "Qihe@2026" }),
  });
  if (!res.ok) throw new Error(`演示账号登录失败：${res.status}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

/** How a page was answered (worker/page-cache: hit, stale, miss or bypass). */
async function cacheStatus(path: string, headers: HeadersInit = {}): Promise<string> {
  const res = await fetch(`${BASE}${path}`, { headers });
  await res.arrayBuffer();
  return res.headers.get("x-qihe-cache") ?? "none";
}

async function serverFigures(): Promise<void> {
  const home = await firstLoadSizes(BASE, "/");
  for (let i = 0; i < 200; i++) await (await fetch(`${BASE}/`)).arrayBuffer();
  // Server work per page is measured as a signed-in user sees it: rendered every time, never cached.
  const session = { cookie: await signedInCookie() };
  const dataRps = await throughput("/", session);
  const staticSignedInRps = await throughput("/aboutUs", session);
  const staticRps = await throughput("/aboutUs");
  // A visitor's template page comes from the edge cache after the first request; a signed-in user's is rendered.
  await cacheStatus("/templateDetails/1");
  const detailCache = await cacheStatus("/templateDetails/1");
  const detailRps = await throughput("/templateDetails/1");
  const detailSignedInCache = await cacheStatus("/templateDetails/1", session);
  const dataPages: Record<string, { rps: number; ratio: number }> = {};
  for (const path of DATA_PAGES) {
    const rps = await throughput(path, session);
    dataPages[path] = { rps: Math.round(rps), ratio: Number((rps / staticSignedInRps).toFixed(3)) };
  }
  const brand = await brandSearch();
  const notices = await notificationThroughput(BASE);
  const fanout = await chatFanout(BASE);
  const hub = await userHubSockets(BASE);
  const captcha = await captchaCost(BASE);
  const room = (n: number) => fanout.find((f) => f.sockets === n) ?? { p50: 0, p95: 0 };
  const figures = {
    at: new Date().toISOString(),
    homeJsGzip: home.jsGzip,
    homeCssGzip: home.cssGzip,
    workerGzip: workerBundleGzip(),
    dataPageRps: Math.round(dataRps),
    staticPageRps: Math.round(staticRps),
    ratio: Number((dataRps / staticSignedInRps).toFixed(3)),
    templateDetailsRps: Math.round(detailRps),
    cachedRatio: Number((detailRps / staticRps).toFixed(3)),
    dataPages,
    brandRows: brand.rows,
    brandSearchP50Ms: brand.p50,
    brandSearchP95Ms: brand.p95,
    healthzP50Ms: brand.baselineP50,
    paymentNoticesPerSecond: Math.round(notices.perSecond),
    paymentNoticesHealthzRps: Math.round(notices.healthzPerSecond),
    chat2P50Ms: room(2).p50,
    chat2P95Ms: room(2).p95,
    chat50P50Ms: room(50).p50,
    chat50P95Ms: room(50).p95,
    chat200P50Ms: room(200).p50,
    chat200P95Ms: room(200).p95,
    userHubSockets: hub.held,
    userHubPushP50Ms: hub.pushP50,
    userHubPushP95Ms: hub.pushP95,
    captchaP50Ms: captcha.p50,
    captchaP95Ms: captcha.p95,
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
  console.log(`/ 数据页（登录用户，每次渲染）：${figures.dataPageRps} 次/秒${delta("dataPageRps")}`);
  console.log(`/aboutUs 静态页：访客 ${figures.staticPageRps} 次/秒${delta("staticPageRps")}，登录用户 ${Math.round(staticSignedInRps)} 次/秒`);
  console.log(`比值（数据页/静态页，均为登录用户）：${figures.ratio}${delta("ratio")}（预算 ≥ 0.5）`);
  console.log(
    `/templateDetails/1 访客（缓存 ${detailCache}）：${figures.templateDetailsRps} 次/秒${delta("templateDetailsRps")}，为静态页的 ${figures.cachedRatio} 倍${delta("cachedRatio")}（目标 ≥ 0.9）；登录用户不取缓存（${detailSignedInCache}）`,
  );
  const before = (previous as { dataPages?: Record<string, { ratio: number }> } | null)?.dataPages;
  console.log("数据页（登录用户，每次渲染；为同一轮登录用户静态页的倍数，目标 ≥ 0.5）：");
  for (const [path, page] of Object.entries(dataPages)) {
    const last = before?.[path]?.ratio;
    console.log(`  ${path}：${page.rps} 次/秒，${page.ratio} 倍${last === undefined ? "" : `（上次 ${last}）`}${page.ratio < 0.5 ? " ← 未达标" : ""}`);
  }
  console.log(
    `商标分类检索（${figures.brandRows} 行）：p50 ${figures.brandSearchP50Ms} ms，p95 ${figures.brandSearchP95Ms} ms${delta("brandSearchP95Ms")}（目标 p95 ≤ 20 ms；同一服务 /healthz p50 ${figures.healthzP50Ms} ms）`,
  );
  console.log(noticeLine(notices, previous));
  for (const n of [2, 50, 200] as const) {
    const p95 = `chat${n}P95Ms` as const;
    console.log(`在线咨询聊天扇出（一个咨询室 ${n} 个连接）：p50 ${figures[`chat${n}P50Ms`]} ms，p95 ${figures[p95]} ms${delta(p95)}`);
  }
  console.log(
    `用户消息通道：一个 UserHub 保持 ${figures.userHubSockets} 个连接（建立用时 ${hub.openSeconds} 秒）${delta("userHubSockets")}；律师接单到全部连接收到推送 p50 ${figures.userHubPushP50Ms} ms，p95 ${figures.userHubPushP95Ms} ms${delta("userHubPushP95Ms")}`,
  );
  console.log(
    `滑块验证码：生成一次 p50 ${figures.captchaP50Ms} ms，p95 ${figures.captchaP95Ms} ms${delta("captchaP95Ms")}（同一服务 /healthz p50 ${captcha.healthzP50} ms）`,
  );
  mkdirSync("bench/results", { recursive: true });
  writeFileSync(RESULTS, `${JSON.stringify(figures, null, 2)}\n`);
}

type Notices = Awaited<ReturnType<typeof notificationThroughput>>;

function noticeLine(notices: Notices, previous: { paymentNoticesPerSecond?: number } | null): string {
  const now = Math.round(notices.perSecond);
  const before = previous?.paymentNoticesPerSecond;
  const delta =
    typeof before === "number" && before > 0 ? ` (上次 ${before}, ${now >= before ? "+" : ""}${(((now - before) / before) * 100).toFixed(1)}%)` : "";
  return `支付通知处理：${now} 条/秒${delta}（目标 ≥ 500；${notices.orders} 张订单各通知 3 次，共 ${notices.deliveries} 条，重复通知只履约一次；同一服务 /healthz ${Math.round(notices.healthzPerSecond)} 次/秒，只有一次 D1 往返的请求 ${Math.round(notices.oneRoundTripPerSecond)} 次/秒）`;
}

/** `npm run bench -- notifications`: the payment notices alone, their figure saved beside the others. */
async function notificationFigures(): Promise<void> {
  const saved = existsSync(RESULTS) ? (JSON.parse(readFileSync(RESULTS, "utf8")) as Record<string, unknown>) : {};
  const notices = await notificationThroughput(BASE);
  console.log(noticeLine(notices, saved as { paymentNoticesPerSecond?: number }));
  mkdirSync("bench/results", { recursive: true });
  writeFileSync(
    RESULTS,
    `${JSON.stringify({ ...saved, paymentNoticesPerSecond: Math.round(notices.perSecond), paymentNoticesHealthzRps: Math.round(notices.healthzPerSecond) }, null, 2)}\n`,
  );
}

const CORPUS = 100_000;
const MB = (bytes: number) => `${(bytes / 1e6).toFixed(0)} MB`;
/** D1's largest database (paid plan). */
const D1_LIMIT = 10e9;

/**
 * Search over 100,000 templates of real length (bench/search-corpus.ts): a fresh seed, grown or taken
 * from the cache, served again without re-seeding; the database's size and its projection to 1,000,000.
 */
async function corpusFigures(): Promise<void> {
  const corpus = prepareCorpus(".wrangler/bench", CORPUS);
  const sizes = databaseSizes(".wrangler/bench", corpus, CORPUS);
  let latency: Awaited<ReturnType<typeof templateSearchLatency>> | undefined;
  await withServer(true, async () => {
    latency = await templateSearchLatency(BASE);
  });
  if (!latency) return;
  const saved = existsSync(RESULTS) ? (JSON.parse(readFileSync(RESULTS, "utf8")) as Record<string, unknown>) : {};
  const before = saved.templateSearch100k as Record<string, { p95: number }> | undefined;
  console.log(
    `合同库检索（${CORPUS.toLocaleString("en-US")} 份范本，正文平均 ${corpus.averageChars} 字，${corpus.cached ? "取自缓存" : "生成"}耗时 ${corpus.seconds.toFixed(1)} 秒）：`,
  );
  for (const [label, t] of Object.entries(latency)) {
    const last = before?.[label]?.p95;
    console.log(
      `  ${label}：p50 ${t.p50} ms，p95 ${t.p95} ms${last === undefined ? "" : `（上次 ${last}）`}，最慢的词「${t.worst}」（目标 p95 ≤ 20 ms；同一服务 /healthz p50 ${t.healthzP50} ms）`,
    );
  }
  console.log(
    `  数据库：共 ${MB(sizes.total)}（范本表 ${MB(sizes.templates)}，三字索引 ${MB(sizes.fts)}，单双字索引 ${MB(sizes.grams)}）；按此推算 1,000,000 份约 ${MB(sizes.projected)}，D1 单库上限 10 GB 的 ${((sizes.projected / D1_LIMIT) * 100).toFixed(0)}%`,
  );
  mkdirSync("bench/results", { recursive: true });
  writeFileSync(RESULTS, `${JSON.stringify({ ...saved, templateSearch100k: latency, templateSearch100kSizes: sizes }, null, 2)}\n`);
}

// `npm run bench -- lighthouse` (or `-- notifications`, `-- search`) runs that part alone.
const PARTS = ["lighthouse", "notifications", "search"];
const part = process.argv[2];
if (part !== undefined && !PARTS.includes(part)) throw new Error(`未知的测量部分：${part}（可选：${PARTS.join("、")}）`);
execFileSync(process.execPath, ["node_modules/@react-router/dev/bin.js", "build"], { stdio: "ignore" });
if (part === "notifications") await withServer(false, notificationFigures);
else if (part !== "search")
  await withServer(false, async () => {
    // First, while the server is quiet and the data is the seed's.
    await lighthouseRun(BASE);
    if (part === undefined) await serverFigures();
  });
if (part === undefined || part === "search") await corpusFigures();
