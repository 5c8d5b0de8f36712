import { describe, expect, it } from "vitest";
import { pageHref, pageWindow } from "~/components/ui/pagination";
import { CHUNK_RELOAD_INTERVAL_MS, shouldReload } from "./chunk-reload";
import { classifyError } from "./trpc";

describe("client rules", () => {
  it("handles API errors as SPEC §8 says", () => {
    expect(classifyError(424, "登录已过期，请重新登录")).toBe("expired");
    expect(classifyError(402, "余额不足")).toBe("ignore");
    expect(classifyError(400, "10001")).toBe("quiet");
    expect(classifyError(400, "手机号格式不正确")).toBe("toast");
    expect(classifyError(undefined, "网络异常，请检查网络后重试")).toBe("toast");
  });

  it("reloads on chunk failures at most once a minute", () => {
    expect(shouldReload(null, 1_000)).toBe(true);
    expect(shouldReload(1_000, 1_000 + CHUNK_RELOAD_INTERVAL_MS - 1)).toBe(false);
    expect(shouldReload(1_000, 1_000 + CHUNK_RELOAD_INTERVAL_MS)).toBe(true);
  });

  it("keeps pagination in the URL", () => {
    expect(pageHref("?status=pending&current=3", "/console", 1)).toBe("/console?status=pending");
    expect(pageHref("?status=pending", "/console", 4)).toBe("/console?status=pending&current=4");
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(10, 20)).toEqual([1, 0, 8, 9, 10, 11, 12, 0, 20]);
  });
});
