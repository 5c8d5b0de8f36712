// The cost of one slider-captcha challenge (landscape, hole and piece drawn and PNG-encoded per
// request), as a client sees it over HTTP, beside /healthz on the same server for the machine's load.
// Moved here from captcha.test.ts, where it printed a figure that nothing could check.

const ROUNDS = 40;

function percentile(list: number[], p: number): number {
  const sorted = [...list].sort((a, b) => a - b);
  return Number((sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0).toFixed(1));
}

async function timed(request: () => Promise<Response>): Promise<number> {
  const start = performance.now();
  const res = await request();
  const text = await res.text();
  if (!res.ok) throw new Error(`${res.url} 返回 ${res.status}`);
  if (res.url.endsWith("/captcha/get") && !text.includes('"repCode":"0000"')) throw new Error(`验证码未生成：${text.slice(0, 200)}`);
  return performance.now() - start;
}

/** p50/p95 in ms of POST /captcha/get, one request at a time; each with its own clientUid, below the per-IP limit of 60. */
export async function captchaCost(base: string): Promise<{ p50: number; p95: number; healthzP50: number }> {
  const times: number[] = [];
  const baseline: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    const body = JSON.stringify({ captchaType: "blockPuzzle", clientUid: `bench-${i}`, ts: Date.now() });
    times.push(await timed(() => fetch(`${base}/captcha/get`, { method: "POST", headers: { "content-type": "application/json" }, body })));
    baseline.push(await timed(() => fetch(`${base}/healthz`)));
  }
  return { p50: percentile(times, 0.5), p95: percentile(times, 0.95), healthzP50: percentile(baseline, 0.5) };
}
