// Size figures shared by the budget test and `npm run bench` (DESIGN §11).
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

export const BUDGETS = { firstLoadJsGzip: 150 * 1024, cssGzip: 30 * 1024, firstLoadFiles: 20, workerGzip: 2 * 1024 * 1024 } as const;

const gz = (bytes: Uint8Array) => gzipSync(bytes, { level: 9 }).length;

/** JS and CSS a browser loads for the first view of `path`: every script, modulepreload and stylesheet. */
export async function firstLoadSizes(baseURL: string, path: string): Promise<{ jsGzip: number; cssGzip: number; files: string[] }> {
  const html = await (await fetch(new URL(path, baseURL))).text();
  const refs = new Set<string>();
  for (const m of html.matchAll(/<(?:link|script)\b[^>]*?(?:href|src)="([^"]+\.(?:js|css))"/g)) if (m[1]) refs.add(m[1]);
  // Inline module imports of the entry (import("/assets/...")) count too.
  for (const m of html.matchAll(/import\(["']([^"']+\.js)["']\)/g)) if (m[1]) refs.add(m[1]);
  let jsGzip = 0;
  let cssGzip = 0;
  for (const ref of refs) {
    const bytes = new Uint8Array(await (await fetch(new URL(ref, baseURL))).arrayBuffer());
    if (ref.endsWith(".css")) cssGzip += gz(bytes);
    else jsGzip += gz(bytes);
  }
  return { jsGzip, cssGzip, files: [...refs] };
}

/** Gzip size of everything the worker deploys (source maps excluded). */
export function workerBundleGzip(dir = "build/server"): number {
  let total = 0;
  const walk = (d: string) => {
    for (const name of readdirSync(d)) {
      const p = join(d, name);
      if (statSync(p).isDirectory()) walk(p);
      else if (/\.(js|mjs|wasm)$/.test(name)) total += gz(readFileSync(p));
    }
  };
  walk(dir);
  return total;
}

export const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
