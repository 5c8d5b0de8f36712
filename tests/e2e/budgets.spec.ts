import { BUDGETS, firstLoadSizes, kb, workerBundleGzip } from "../../bench/sizes";
import { expect, test } from "./support";

// Size budgets of DESIGN §11, measured on the production build as served (figures, never timings).
const PUBLIC_PAGES = ["/", "/aboutUs", "/settleIn", "/seekLawyer", "/templateDetails/1", "/authorInformation/3", "/regulations", "/litigationCosts"];

test("public pages stay within the JS and CSS budgets", async ({ baseURL }) => {
  for (const path of PUBLIC_PAGES) {
    const { jsGzip, cssGzip, files } = await firstLoadSizes(baseURL ?? "", path);
    expect(files.length, path).toBeGreaterThan(0);
    expect(jsGzip, `${path} JS ${kb(jsGzip)}`).toBeLessThanOrEqual(BUDGETS.firstLoadJsGzip);
    expect(cssGzip, `${path} CSS ${kb(cssGzip)}`).toBeLessThanOrEqual(BUDGETS.cssGzip);
  }
});

// Each first-load file is a request a phone on a slow network waits for (issue 20: 25–32 before the
// client chunks were grouped in vite.config.ts).
test("budgets: a public page loads at most 20 JS and CSS files first", async ({ baseURL }) => {
  for (const path of PUBLIC_PAGES) {
    const { files } = await firstLoadSizes(baseURL ?? "", path);
    expect(files.length, `${path}: ${files.join(" ")}`).toBeLessThanOrEqual(BUDGETS.firstLoadFiles);
  }
});

// The stylesheet blocks first paint: behind the scripts' modulepreloads it waited for them on a slow
// network (issue 20: Lighthouse FCP 2.1–2.4 s, 0.9–1.9 s with it first).
test("first paint: the stylesheet comes before every modulepreload in <head>", async ({ baseURL }) => {
  for (const path of PUBLIC_PAGES) {
    const html = await (await fetch(new URL(path, baseURL))).text();
    const stylesheet = html.search(/<link\b[^>]*rel="stylesheet"/);
    const preload = html.search(/<link\b[^>]*rel="modulepreload"/);
    expect(stylesheet, path).toBeGreaterThan(-1);
    expect(preload, path).toBeGreaterThan(-1);
    expect(stylesheet, path).toBeLessThan(preload);
  }
});

test("the worker bundle stays within its budget", () => {
  const size = workerBundleGzip();
  expect(size).toBeGreaterThan(0);
  expect(size, kb(size)).toBeLessThanOrEqual(BUDGETS.workerGzip);
});
