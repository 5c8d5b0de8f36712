import { BUDGETS, firstLoadSizes, kb, workerBundleGzip } from "../../bench/sizes";
import { expect, test } from "./support";

// Size budgets of DESIGN §11, measured on the production build as served (figures, never timings).
test("public pages stay within the JS and CSS budgets", async ({ baseURL }) => {
  for (const path of ["/", "/aboutUs", "/settleIn", "/seekLawyer"]) {
    const { jsGzip, cssGzip, files } = await firstLoadSizes(baseURL ?? "", path);
    expect(files.length, path).toBeGreaterThan(0);
    expect(jsGzip, `${path} JS ${kb(jsGzip)}`).toBeLessThanOrEqual(BUDGETS.firstLoadJsGzip);
    expect(cssGzip, `${path} CSS ${kb(cssGzip)}`).toBeLessThanOrEqual(BUDGETS.cssGzip);
  }
});

test("the worker bundle stays within its budget", () => {
  const size = workerBundleGzip();
  expect(size).toBeGreaterThan(0);
  expect(size, kb(size)).toBeLessThanOrEqual(BUDGETS.workerGzip);
});
